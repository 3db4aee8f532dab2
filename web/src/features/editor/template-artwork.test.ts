import { describe, expect, it } from 'vitest';
import { onScreenSide } from './template-artwork';

/** A print area's mesh: one cell whose corners are the box's. */
const box = (x0: number, y0: number, x1: number, y1: number) => ({ cols: 1, rows: 1, points: [x0, y0, x1, y0, x0, y1, x1, y1] });

describe('onScreenSide', () => {
  it("is the diagonal of the area's box as the preview shows it", () => {
    // 600 × 800 template pixels of a 2048² template, seen at 600²: 176 × 234 px, diagonal 293.
    expect(onScreenSide(2048, 600)(box(700, 500, 1300, 1300))).toBe(293);
  });

  it('stays between 64 px and the preview itself', () => {
    expect(onScreenSide(2048, 600)(box(1000, 1000, 1010, 1010))).toBe(64);
    expect(onScreenSide(1024, 600)(box(0, 0, 1024, 1024))).toBe(600);
  });
});
