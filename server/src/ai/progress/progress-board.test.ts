import { describe, expect, it } from 'vitest';
import { ProgressBoard } from './progress-board';

const ID = 'a1b2c3d4e5f6a7b8c9d0';

describe('ProgressBoard', () => {
  it('answers the last step reported for an id, with the fraction clamped to 0…1', () => {
    const board = new ProgressBoard();
    const report = board.reporter(ID);
    report({ step: 'Cutting out your product' });
    expect(board.get(ID)).toEqual({ step: 'Cutting out your product' });
    report({ step: 'ComfyUI is painting the set', fraction: 1.4 });
    expect(board.get(ID)).toEqual({ step: 'ComfyUI is painting the set', fraction: 1 });
    expect(board.get('b1b2c3d4e5f6a7b8c9d0')).toBeUndefined();
  });

  it('ignores requests without a well-formed id', () => {
    const board = new ProgressBoard();
    for (const id of [undefined, '', 'short', 'has spaces in it, sixteen+', 'x'.repeat(65)]) board.reporter(id)({ step: 'Working' });
    expect(board.size).toBe(0);
  });

  it('forgets entries five minutes after their last report', () => {
    let now = 0;
    const board = new ProgressBoard(() => now);
    board.reporter(ID)({ step: 'Working' });
    now = 5 * 60_000 + 1;
    expect(board.get(ID)).toBeUndefined();
    board.reporter('c1b2c3d4e5f6a7b8c9d0')({ step: 'Working' });
    expect(board.size).toBe(1);
  });

  it('keeps at most 2,000 entries, dropping the stalest', () => {
    const board = new ProgressBoard();
    for (let i = 0; i < 2_050; i++) board.reporter(`request-${String(i).padStart(10, '0')}`)({ step: 'Working' });
    expect(board.size).toBe(2_000);
    expect(board.get('request-0000000000')).toBeUndefined();
    expect(board.get('request-0000002049')).toEqual({ step: 'Working' });
  });
});
