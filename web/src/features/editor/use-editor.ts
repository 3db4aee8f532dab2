import { useCallback, useEffect, useReducer, useState } from 'react';
import type { MockupDocument } from '../../../../core/src/editor/document';
import { applyDocumentCommand, createDocumentHistory, type DocumentCommand } from '../../../../core/src/editor/document-history';
import type { EditorCommand } from '../../../../core/src/editor/editor-history';

const NUDGE = 1;
const NUDGE_LARGE = 10;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The editor's state: a layered document with undo/redo (core/editor/document-history), the selected layer of the
 * current print area, and the keyboard shortcuts designers expect. The spec's controls send the single-design
 * editor's commands; they act on the selected layer.
 */
export function useEditor(initial: () => MockupDocument, area: string) {
  const [history, dispatch] = useReducer(applyDocumentCommand, initial, (read) => createDocumentHistory(read()));
  const layers = history.present.areas[area]?.layers ?? [];
  const [selectedId, select] = useState<string | null>(null);
  // A selection that no longer exists (deleted, undone) falls back to the top layer.
  const selected = layers.find((layer) => layer.id === selectedId) ?? layers.at(-1) ?? null;
  const selectedKey = selected?.id ?? null;

  const run = useCallback((command: DocumentCommand) => dispatch(command), []);

  /** A command of the single-design editor (sliders, quick actions, drag, Reset), applied to the selected layer. */
  const runOnSelected = useCallback(
    (command: EditorCommand) => {
      switch (command.type) {
        case 'color':
        case 'undo':
        case 'redo':
        case 'endGesture':
        case 'cancelGesture':
          dispatch(command);
          return;
        default: {
          const id = selectedKey;
          if (id === null) return;
          const gesture = command.type === 'place' ? command.gesture : undefined;
          dispatch({ type: 'layer', area, id, command, ...(gesture === undefined ? {} : { gesture }) });
        }
      }
    },
    [area, selectedKey],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
        return;
      }
      if (mod && event.key.toLowerCase() === 'y') {
        event.preventDefault();
        dispatch({ type: 'redo' });
        return;
      }
      // Arrow keys nudge the selected layer, unless a slider or field has focus (it uses the arrows itself).
      if (isTyping(event.target) || mod) return;
      const id = selectedKey;
      if (id === null) return;
      const step = event.shiftKey ? NUDGE_LARGE : NUDGE;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      };
      if (event.key === 'Delete' || event.key === 'Backspace') {
        // The selected layer goes (Ctrl/⌘+Z brings it back).
        event.preventDefault();
        dispatch({ type: 'removeLayer', area, id });
        return;
      }
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      dispatch({ type: 'layer', area, id, command: { type: 'nudge', dx: move[0], dy: move[1] } });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [area, selectedKey]);

  return {
    doc: history.present,
    layers,
    selected,
    select,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    run,
    runOnSelected,
  };
}
