/**
 * Undo/redo over any document. A run of changes with the same gesture key (one slider drag, one canvas drag) is one
 * undo step; `endGesture` closes the run, `cancelGesture` undoes it without a trace.
 */
export interface UndoHistory<D> {
  past: D[];
  present: D;
  future: D[];
  /** The gesture that produced `present`, while it is still going on. */
  openGesture: string | null;
  /** The history as it was before the open gesture began, for `cancelGesture`. */
  beforeGesture: Pick<UndoHistory<D>, 'past' | 'present' | 'future'> | null;
}

export type HistoryCommand = { type: 'endGesture' } | { type: 'cancelGesture' } | { type: 'undo' } | { type: 'redo' };

const HISTORY_LIMIT = 100;

export const createUndoHistory = <D>(present: D): UndoHistory<D> => ({ past: [], present, future: [], openGesture: null, beforeGesture: null });

/** The same history with no gesture going on. */
const closed = <D>(history: UndoHistory<D>): UndoHistory<D> =>
  history.openGesture === null && history.beforeGesture === null ? history : { ...history, openGesture: null, beforeGesture: null };

export function isHistoryCommand(command: { type: string }): command is HistoryCommand {
  return command.type === 'undo' || command.type === 'redo' || command.type === 'endGesture' || command.type === 'cancelGesture';
}

export function applyHistoryCommand<D>(history: UndoHistory<D>, command: HistoryCommand): UndoHistory<D> {
  switch (command.type) {
    case 'undo': {
      const previous = history.past.at(-1);
      if (previous === undefined) return closed(history);
      return { ...closed(history), past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (next === undefined) return closed(history);
      return { ...closed(history), past: [...history.past, history.present], present: next, future: rest };
    }
    case 'endGesture':
      return history.openGesture === null ? history : closed(history);
    case 'cancelGesture':
      return history.beforeGesture === null ? closed(history) : { ...history.beforeGesture, openGesture: null, beforeGesture: null };
  }
}

/** Records `doc` as the new present: one undo step, or part of the open one when `gesture` continues it. */
export function recordChange<D>(history: UndoHistory<D>, doc: D, gesture: string | null, same: (a: D, b: D) => boolean): UndoHistory<D> {
  if (same(doc, history.present)) return history;
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
