import { describe, expect, it } from 'vitest';
import { dragStep, IDLE, printBoxOf, type DragEvent, type DragState } from './drag';
import { applyCommand, createHistory } from './editor-history';

const BOX = { width: 0.5, height: 0.25 };
const FROM = { x: 40, y: 60, size: 1.2, rotation: 15 };

/** Runs pointer events through the drag machine and the editor history, as the canvas does. */
function drive(events: DragEvent[], history = createHistory({ placement: FROM, color: '#FFFFFF' }), state: DragState = IDLE) {
  const commands = [];
  for (const event of events) {
    const step = dragStep(state, event);
    state = step.state;
    if (step.command) {
      commands.push(step.command);
      history = applyCommand(history, step.command);
    }
  }
  return { state, history, commands };
}

const start = (x = 0.5, y = 0.5, pointerId = 1): DragEvent => ({ type: 'start', pointerId, point: { x, y }, placement: FROM, box: BOX });
const move = (x: number, y: number, pointerId = 1): DragEvent => ({ type: 'move', pointerId, point: { x, y } });

describe('dragging the design', () => {
  it('moves Position X and Y by 100 per print-box width and height, from where the drag started', () => {
    const { history, state } = drive([start(), move(0.6, 0.5), move(0.55, 0.45)]);
    // 0.05 of the preview is a tenth of the 0.5-wide box (10 points); -0.05 is a fifth of the 0.25-high box (-20).
    expect(history.present.placement).toEqual({ x: 50, y: 40, size: 1.2, rotation: 15 });
    expect(state.phase).toBe('dragging');
  });

  it('keeps the design inside the slider bounds however far the pointer goes', () => {
    const { history } = drive([start(), move(5, -5)]);
    expect(history.present.placement).toMatchObject({ x: 100, y: 0 });
  });

  it('ends as one undo step', () => {
    const { history, state } = drive([start(), move(0.6, 0.5), move(0.7, 0.5), move(0.8, 0.6), { type: 'end', pointerId: 1 }]);
    expect(state).toEqual(IDLE);
    expect(history.present.placement).toMatchObject({ x: 100, y: 100 });
    expect(history.past).toHaveLength(1);
    expect(applyCommand(history, { type: 'undo' }).present.placement).toEqual(FROM);
  });

  it('cancel puts the design back where it was before the drag and leaves no undo step, nor loses the redo stack', () => {
    // Some history first: a rotation, undone, so there is something to redo.
    let before = createHistory({ placement: FROM, color: '#FFFFFF' });
    before = applyCommand(before, { type: 'color', color: '#000000' });
    before = applyCommand(before, { type: 'rotateBy', degrees: 90 });
    before = applyCommand(before, { type: 'undo' });

    const { history, state } = drive([start(), move(0.6, 0.6), move(0.9, 0.2), { type: 'cancel' }], before);
    expect(state).toEqual(IDLE);
    expect(history.present).toEqual(before.present);
    expect(history.past).toEqual(before.past);
    expect(history.future).toEqual(before.future);
    expect(applyCommand(history, { type: 'redo' }).present.placement.rotation).toBe(105);
  });

  it('after a cancel the rest of that pointer press does nothing', () => {
    const { history, commands } = drive([start(), move(0.6, 0.5), { type: 'cancel' }, move(0.9, 0.9), { type: 'end', pointerId: 1 }]);
    expect(history.present.placement).toEqual(FROM);
    expect(history.past).toHaveLength(0);
    expect(commands.map((command) => command.type)).toEqual(['place', 'cancelGesture']);
  });

  it('a cancel with no move, or with no drag at all, changes nothing', () => {
    const initial = createHistory({ placement: FROM, color: '#FFFFFF' });
    expect(drive([start(), { type: 'cancel' }], initial).history).toEqual(initial);
    expect(drive([{ type: 'cancel' }], initial).commands).toEqual([]);
  });

  it('ignores moves without a drag and a second pointer during one', () => {
    expect(drive([move(0.9, 0.9)]).commands).toEqual([]);
    const { history, state } = drive([start(0.5, 0.5, 1), start(0.1, 0.1, 2), move(0.9, 0.9, 2), { type: 'end', pointerId: 2 }, move(0.55, 0.5, 1)]);
    expect(state.phase).toBe('dragging');
    expect(history.present.placement).toMatchObject({ x: 50, y: 60 });
  });

  it('a later drag starts from the placement it is given, not from the previous drag', () => {
    const first = drive([start(), move(0.6, 0.5), { type: 'end', pointerId: 1 }]);
    const placement = first.history.present.placement;
    const second = drive([{ type: 'start', pointerId: 7, point: { x: 0.2, y: 0.2 }, placement, box: BOX }, move(0.15, 0.2, 7)], first.history);
    expect(second.history.present.placement.x).toBe(placement.x - 10);
    expect(second.history.past).toHaveLength(2);
  });
});

describe('printBoxOf', () => {
  it('is the bounding box of the surface mesh in fractions of the template', () => {
    const surface = { cols: 1, rows: 1, points: [100, 200, 500, 220, 90, 600, 510, 640] };
    expect(printBoxOf(surface, 1000)).toEqual({ width: 0.42, height: 0.44 });
  });

  it('never divides a drag by (almost) nothing', () => {
    const flat = { cols: 1, rows: 1, points: [10, 10, 10, 10, 10, 10, 10, 10] };
    expect(printBoxOf(flat, 1000)).toEqual({ width: 0.01, height: 0.01 });
    expect(printBoxOf({ cols: 0, rows: 0, points: [] }, 1000)).toEqual({ width: 1, height: 1 });
  });
});
