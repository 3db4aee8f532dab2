import { describe, expect, it } from 'vitest';
import { cylinderEnvelope } from './cylinder-warp';
import { envelopeWarpAt } from './smart-object-mesh';

const W = 272, H = 420;

/** The warp at design point (u, v), in the frame of the warped result's box (what the transform maps). */
function cylinder(depth: number) {
  const at = envelopeWarpAt(cylinderEnvelope(depth, W, H))!;
  const box = H + (Math.abs(depth) * W) / 2;
  return (u: number, v: number): [number, number] => {
    const [x, y] = at(u, v);
    return [x, (y * box) / H];
  };
}

describe('the cylinder warp', () => {
  it('at depth 0 keeps the rims straight and still foreshortens the sides (the cylinder seen edge-on)', () => {
    const f = cylinder(0);
    for (const [u, v] of [[0, 0], [0.3, 0.7], [1, 1], [0.5, 0.5]] as const) expect(f(u, v)[1]).toBeCloseTo(H * v, 9);
    expect(f(0.5, 0.2)[0]).toBeCloseTo(W / 2, 9);
    expect(f(0.1, 0.2)[0]).toBeLessThan(0.1 * W);
  });

  it('bows both rims down by the depth in the middle, keeps the corners and every column’s height', () => {
    const f = cylinder(0.5);
    const drop = 0.5 * (W / 2);
    expect(f(0, 0)).toEqual([0, 0]);
    expect(f(1, 0)[0]).toBeCloseTo(W, 9);
    expect(f(0.5, 0)[1]).toBeCloseTo(drop, 9);
    expect(f(0.5, 1)[1]).toBeCloseTo(H + drop, 9);
    for (const u of [0, 0.1, 0.37, 0.5, 0.8]) expect(f(u, 1)[1] - f(u, 0)[1]).toBeCloseTo(H, 9);
  });

  it('draws each rim as the half ellipse of a cylinder seen from above, and foreshortens towards the sides', () => {
    const f = cylinder(0.5);
    const drop = 0.5 * (W / 2);
    for (let k = 0; k <= 40; k++) {
      const u = k / 40;
      const [x, y] = f(u, 0);
      const phi = Math.PI * (u - 0.5);
      // A cubic per quarter circle: within 0.4 % of the width of x = sin φ (the cubic's pace round the arc is not
      // quite even) and within 0.1 % of the depth of the ellipse.
      expect(Math.abs(x - (W / 2) * (1 + Math.sin(phi)))).toBeLessThan(0.004 * W);
      expect(Math.abs(y - drop * Math.sqrt(Math.max(0, 1 - ((2 * x) / W - 1) ** 2)))).toBeLessThan(0.001 * drop);
    }
    // The design's middle tenth is drawn wider than its edge tenth, as on a can.
    const width = (u0: number, u1: number) => f(u1, 0.5)[0] - f(u0, 0.5)[0];
    expect(width(0.45, 0.55)).toBeGreaterThan(4 * width(0, 0.1));
  });

  it('bows the rims up at a negative depth, inside the same box', () => {
    const f = cylinder(-0.5);
    const drop = 0.5 * (W / 2);
    expect(f(0, 0)[1]).toBeCloseTo(drop, 9);
    expect(f(0.5, 0)[1]).toBeCloseTo(0, 9);
    expect(f(0, 1)[1]).toBeCloseTo(H + drop, 9);
    expect(f(0.5, 1)[1]).toBeCloseTo(H, 9);
  });
});
