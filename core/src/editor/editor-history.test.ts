import { describe, expect, it } from 'vitest';
import { applyCommand, createHistory, type EditorCommand, type EditorHistory } from './editor-history';
import { RESET_PLACEMENT } from './placement';

const start = () => createHistory({ placement: { x: 50, y: 40, size: 1, rotation: 0 }, color: '#FFFFFF' });
const run = (history: EditorHistory, ...commands: EditorCommand[]) => commands.reduce(applyCommand, history);

describe('editor commands', () => {
  it('quick actions rotate by 90° and change size by 0.1, floored at 0.1', () => {
    let h = run(start(), { type: 'rotateBy', degrees: 90 }, { type: 'rotateBy', degrees: 90 });
    expect(h.present.placement.rotation).toBe(180);
    h = run(h, { type: 'rotateBy', degrees: -90 });
    expect(h.present.placement.rotation).toBe(90);
    h = run(h, { type: 'sizeBy', delta: 0.1 }, { type: 'sizeBy', delta: 0.1 });
    expect(h.present.placement.size).toBe(1.2);
    for (let i = 0; i < 20; i++) h = run(h, { type: 'sizeBy', delta: -0.1 });
    expect(h.present.placement.size).toBe(0.1);
  });

  it('keeps every value inside its slider bounds', () => {
    const h = run(start(), { type: 'place', placement: { x: 140, y: -5, size: 9, rotation: 400 } });
    expect(h.present.placement).toEqual({ x: 100, y: 0, size: 2, rotation: 360 });
  });

  it('reset returns to size 1, rotation 0, X and Y 50, keeping the colour', () => {
    const h = run(start(), { type: 'color', color: '#000000' }, { type: 'place', placement: { x: 10, size: 1.5 } }, { type: 'reset' });
    expect(h.present.placement).toEqual(RESET_PLACEMENT);
    expect(h.present.color).toBe('#000000');
  });

  it('arrow nudges move by the given step', () => {
    const h = run(start(), { type: 'nudge', dx: 1, dy: 0 }, { type: 'nudge', dx: 0, dy: -10 });
    expect(h.present.placement).toMatchObject({ x: 51, y: 30 });
  });
});

describe('undo and redo', () => {
  it('undoes and redoes single steps', () => {
    let h = run(start(), { type: 'rotateBy', degrees: 90 }, { type: 'color', color: '#dc2626' });
    h = run(h, { type: 'undo' });
    expect(h.present.color).toBe('#FFFFFF');
    expect(h.present.placement.rotation).toBe(90);
    h = run(h, { type: 'undo' });
    expect(h.present.placement.rotation).toBe(0);
    h = run(h, { type: 'redo' }, { type: 'redo' });
    expect(h.present).toMatchObject({ color: '#dc2626', placement: { rotation: 90 } });
  });

  it('treats one drag (many moves with one gesture key) as one step', () => {
    let h = start();
    for (let x = 51; x <= 70; x++) h = applyCommand(h, { type: 'place', placement: { x }, gesture: 'drag' });
    h = run(h, { type: 'endGesture' }, { type: 'place', placement: { x: 80 }, gesture: 'drag' }, { type: 'endGesture' });
    expect(h.past).toHaveLength(2);
    h = run(h, { type: 'undo' });
    expect(h.present.placement.x).toBe(70);
    h = run(h, { type: 'undo' });
    expect(h.present.placement.x).toBe(50);
  });

  it('a new change clears the redo stack; no-op changes add no step', () => {
    let h = run(start(), { type: 'nudge', dx: 1, dy: 0 }, { type: 'undo' }, { type: 'nudge', dx: 0, dy: 1 });
    expect(h.future).toHaveLength(0);
    const before = h;
    h = run(h, { type: 'place', placement: { x: 50 } });
    expect(h).toBe(before);
    expect(run(start(), { type: 'undo' }).present).toEqual(start().present);
  });
});
