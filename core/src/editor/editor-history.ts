import { clampPlacement, RESET_PLACEMENT, type Placement } from './placement';

/** The editor's document: where the design sits and the product colour. */
export interface EditorDoc {
  placement: Placement;
  color: string;
}

/** Undo/redo over EditorDoc. A run of changes with the same gesture key (one slider drag, one
 *  canvas drag) is one undo step; `endGesture` closes the run, `cancelGesture` undoes it without a trace. */
export interface EditorHistory {
  past: EditorDoc[];
  present: EditorDoc;
  future: EditorDoc[];
  /** The gesture that produced `present`, while it is still going on. */
  openGesture: string | null;
  /** The history as it was before the open gesture began, for `cancelGesture`. */
  beforeGesture: Pick<EditorHistory, 'past' | 'present' | 'future'> | null;
}

const HISTORY_LIMIT = 100;

export const createHistory = (present: EditorDoc): EditorHistory => ({
  past: [],
  present,
  future: [],
  openGesture: null,
  beforeGesture: null,
});

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

function nextDoc(doc: EditorDoc, command: EditorCommand): EditorDoc {
  const p = doc.placement;
  switch (command.type) {
    case 'place':
      return { ...doc, placement: clampPlacement({ ...p, ...command.placement }) };
    case 'nudge':
      return { ...doc, placement: clampPlacement({ ...p, x: p.x + command.dx, y: p.y + command.dy }) };
    case 'rotateBy':
      return { ...doc, placement: clampPlacement({ ...p, rotation: p.rotation + command.degrees }) };
    case 'sizeBy':
      return { ...doc, placement: clampPlacement({ ...p, size: p.size + command.delta }) };
    case 'reset':
      return { ...doc, placement: RESET_PLACEMENT };
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

/** The same history with no gesture going on. */
const closed = (history: EditorHistory): EditorHistory =>
  history.openGesture === null && history.beforeGesture === null ? history : { ...history, openGesture: null, beforeGesture: null };

export function applyCommand(history: EditorHistory, command: EditorCommand): EditorHistory {
  switch (command.type) {
    case 'undo': {
      const previous = history.past.at(-1);
      if (!previous) return closed(history);
      return { ...closed(history), past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return closed(history);
      return { ...closed(history), past: [...history.past, history.present], present: next, future: rest };
    }
    case 'endGesture':
      return history.openGesture === null ? history : closed(history);
    case 'cancelGesture':
      return history.beforeGesture === null ? closed(history) : { ...history.beforeGesture, openGesture: null, beforeGesture: null };
    default: {
      const doc = nextDoc(history.present, command);
      if (sameDoc(doc, history.present)) return history;
      const gesture = command.type === 'place' ? (command.gesture ?? null) : null;
      // Still inside the same gesture: replace the present, so the whole drag is one undo step.
      if (gesture !== null && gesture === history.openGesture) return { ...history, present: doc };
      return {
        past: [...history.past, history.present].slice(-HISTORY_LIMIT),
        present: doc,
        future: [],
        openGesture: gesture,
        beforeGesture: gesture === null ? null : { past: history.past, present: history.present, future: history.future },
      };
    }
  }
}
