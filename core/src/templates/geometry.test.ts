import { describe, expect, it } from 'vitest';
import { proportionProblems, type PrintGeometry } from './geometry';

/** A 20 × 20 grid of a 30 × 40 cm print area seen straight on (1 cm = 10 px), each point moved by `warp`. */
function grid(warp: (x: number, y: number) => [number, number, number]): { g: PrintGeometry; points: number[] } {
  const cols = 20, rows = 20, world: number[] = [], points: number[] = [];
  for (let j = 0; j <= rows; j++) {
    for (let i = 0; i <= cols; i++) {
      const p = warp((30 * i) / cols, (40 * j) / rows);
      world.push(...p);
      points.push(p[0] * 10, p[1] * 10);
    }
  }
  return { g: { cols, rows, world, camera: [10, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 1] }, points };
}

describe('proportions of draped fabric', () => {
  it('accepts a fold: the fabric is pleated (chords shorter), not stretched', () => {
    // A pleat across the area: 2 cm of fabric out towards the camera and 2 cm back, then on as before.
    const { g, points } = grid((x, y) => (y < 20 ? [x, y, 0] : y <= 22 ? [x, 20, y - 20] : y <= 24 ? [x, 20, 24 - y] : [x, y - 4, 0]));
    expect(proportionProblems(points, g, 0.75, true)).toEqual([]);
  });

  it('refuses fabric stretched across, by its aspect and where a design lands', () => {
    const wide = grid((x, y) => [x * 1.1, y, 0]);
    expect(proportionProblems(wide.points, wide.g, 0.75, true).join()).toMatch(/fabric is 0\.825 wide/);
    // Stretched by 12 % in a band across the middle only: the median cell is unstretched, the band is caught.
    const band = grid((x, y) => [x < 10 ? x : x < 16 ? 10 + (x - 10) * 1.12 : x + 0.72, y, 0]);
    expect(proportionProblems(band.points, band.g, 0.75, true).join()).toMatch(/stretched ×1\.12/);
  });
});
