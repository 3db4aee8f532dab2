import { clampPlacement, RESET_PLACEMENT, type Placement } from './placement';
import { applyHistoryCommand, createUndoHistory, isHistoryCommand, recordChange, type UndoHistory } from './undo-history';

/** The editor's document: where the design sits and the product colour. */
export interface EditorDoc {
  placement: Placement;
  color: string;
}

/** Undo/redo over EditorDoc (undo-history.ts): one drag is one step. */
export type EditorHistory = UndoHistory<EditorDoc>;

export const createHistory = (present: EditorDoc): EditorHistory => createUndoHistory(present);

export type EditorCommand =
  | { type: 'place'; placement: Partial<Placement>; gesture?: string }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'rotateBy'; degrees: number }
  | { type: 'sizeBy'; delta: number }
  | { type: 'reset' }
  | { type: 'color'; color: string }
  | { type: 'endGesture' }
  | { type: 'cancelGesture' }
  | { type: 'undo' }
  | { type: 'redo' };

/** What the spec's controls do to a placement (the selected layer's, in a layered document). */
export type PlacementCommand = Extract<EditorCommand, { type: 'place' | 'nudge' | 'rotateBy' | 'sizeBy' | 'reset' }>;

export function nextPlacement(p: Placement, command: PlacementCommand): Placement {
  switch (command.type) {
    case 'place':
      return clampPlacement({ ...p, ...command.placement });
    case 'nudge':
      return clampPlacement({ ...p, x: p.x + command.dx, y: p.y + command.dy });
    case 'rotateBy':
      return clampPlacement({ ...p, rotation: p.rotation + command.degrees });
    case 'sizeBy':
      return clampPlacement({ ...p, size: p.size + command.delta });
    case 'reset':
      return RESET_PLACEMENT;
  }
}

function nextDoc(doc: EditorDoc, command: EditorCommand): EditorDoc {
  switch (command.type) {
    case 'place':
    case 'nudge':
    case 'rotateBy':
    case 'sizeBy':
    case 'reset':
      return { ...doc, placement: nextPlacement(doc.placement, command) };
    case 'color':
      return { ...doc, color: command.color };
    default:
      return doc;
  }
}

const sameDoc = (a: EditorDoc, b: EditorDoc) =>
  a.color === b.color &&
  a.placement.x === b.placement.x &&
  a.placement.y === b.placement.y &&
  a.placement.size === b.placement.size &&
  a.placement.rotation === b.placement.rotation;

export function applyCommand(history: EditorHistory, command: EditorCommand): EditorHistory {
  if (isHistoryCommand(command)) return applyHistoryCommand(history, command);
  const gesture = command.type === 'place' ? (command.gesture ?? null) : null;
  return recordChange(history, nextDoc(history.present, command), gesture, sameDoc);
}
