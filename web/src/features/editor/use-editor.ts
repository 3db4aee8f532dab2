import { useCallback, useEffect, useReducer } from 'react';
import { applyCommand, createHistory, type EditorCommand, type EditorDoc } from '../../../../core/src/editor/editor-history';

const NUDGE = 1;
const NUDGE_LARGE = 10;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The editor's state: a document with undo/redo, plus the keyboard shortcuts designers expect. */
export function useEditor(initial: () => EditorDoc) {
  const [history, dispatch] = useReducer(applyCommand, initial, (read) => createHistory(read()));
  const run = useCallback((command: EditorCommand) => dispatch(command), []);

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
      // Arrow keys nudge the design, unless a slider or field has focus (it uses the arrows itself).
      if (isTyping(event.target)) return;
      const step = event.shiftKey ? NUDGE_LARGE : NUDGE;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      dispatch({ type: 'nudge', dx: move[0], dy: move[1] });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return {
    doc: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    run,
  };
}
