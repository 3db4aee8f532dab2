import { describe, expect, it } from 'vitest';
import { onScreenSide } from './template-artwork';

/** A print area's mesh: one cell whose corners are the box's. */
const box = (x0: number, y0: number, x1: number, y1: number) => ({ cols: 1, rows: 1, points: [x0, y0, x1, y0, x0, y1, x1, y1] });

describe('onScreenSide', () => {
  it('gives the artwork as many pixels across and down as the preview shows of the area', () => {
    // 600 × 800 template pixels of a 2048² template, seen at 600²: 176 × 234 px. A 3:4 area needs 234 px down.
    expect(onScreenSide(2048, 600)(box(700, 500, 1300, 1300), 3 / 4)).toBe(235);
    // Drawn squeezed into a square area, the same box needs its 234 px down on both sides.
    expect(onScreenSide(2048, 600)(box(700, 500, 1300, 1300), 1)).toBe(235);
    // A 2:1 area shown 176 px across and 234 down needs 468 px across to keep its height's pixels.
    expect(onScreenSide(2048, 600)(box(700, 500, 1300, 1300), 2)).toBe(469);
  });

  it('follows a turned area along its own lines, not its box', () => {
    // A 200 × 200 px square turned 45° on a 600² template seen at 600²: its box is 283 px wide; its sides are 200.
    const r = 100 * Math.SQRT2;
    const turned = { cols: 1, rows: 1, points: [300, 300 - r, 300 + r, 300, 300 - r, 300, 300, 300 + r] };
    expect(onScreenSide(600, 600)(turned, 1)).toBe(200);
  });

  it('stays between 64 px and the preview itself', () => {
    expect(onScreenSide(2048, 600)(box(1000, 1000, 1010, 1010), 1)).toBe(64);
    expect(onScreenSide(1024, 600)(box(0, 0, 1024, 1024), 1)).toBe(600);
  });
});
