import { describe, expect, it } from 'vitest';
import { cornersOf, envelopeWarpAt, smartObjectMesh, type EnvelopeWarp } from './smart-object-mesh';

const W = 300, H = 200;

/** A warp whose control points sit at even steps: Bézier patches reproduce straight lines, so this is the identity. */
function evenWarp(cols = 4, rows = 4, sliceX?: number[]): EnvelopeWarp {
  const xs = sliceX ?? [0, W];
  const points = [];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const patch = Math.min(xs.length - 2, Math.floor(i / 3));
      const x = xs[patch]! + ((xs[patch + 1]! - xs[patch]!) * (i - 3 * patch)) / 3;
      points.push({ x, y: (H * j) / (rows - 1) });
    }
  }
  return { bounds: { left: 0, top: 0, right: W, bottom: H }, points, ...(sliceX && { sliceX }) };
}

const rect: [[number, number], [number, number], [number, number], [number, number]] = [[0, 0], [W, 0], [W, H], [0, H]];
const point = (mesh: { cols: number; points: Float32Array }, i: number, j: number) =>
  [mesh.points[2 * (j * (mesh.cols + 1) + i)]!, mesh.points[2 * (j * (mesh.cols + 1) + i) + 1]!];

describe('envelope warp', () => {
  it('an evenly spaced mesh maps the unit square onto its bounds unchanged', () => {
    const at = envelopeWarpAt(evenWarp())!;
    for (const [u, v] of [[0, 0], [1, 0], [1, 1], [0, 1], [0.5, 0.5], [0.25, 0.75]] as const) {
      const [x, y] = at(u, v);
      expect(x).toBeCloseTo(W * u, 4);
      expect(y).toBeCloseTo(H * v, 4);
    }
  });

  it('a bulged top edge keeps the corners and the other edges, and bends the grid as the Bernstein weights say', () => {
    const warp = evenWarp();
    warp.points[1]!.y = -30;
    warp.points[2]!.y = -30;
    const at = envelopeWarpAt(warp)!;
    expect(at(0, 0)).toEqual([0, 0]);
    expect(at(1, 0)[1]).toBeCloseTo(0, 6);
    // Top edge midpoint: (0 + 3·(−30) + 3·(−30) + 0) / 8.
    expect(at(0.5, 0)[1]).toBeCloseTo(-22.5, 6);
    expect(at(0.5, 1)[1]).toBeCloseTo(H, 6);
    expect(at(0, 0.5)[1]).toBeCloseTo(H / 2, 6);
    // Grid point (½, ⅓): the top row weighs (2/3)³ = 8/27, the two lifted points 3/8 each across.
    expect(at(0.5, 1 / 3)[1]).toBeCloseTo(H / 3 - (8 / 27) * 0.75 * 30, 4);
  });

  it('split warps put each design point in its patch by the slice positions', () => {
    const at = envelopeWarpAt(evenWarp(7, 4, [0, 100, 300]))!;
    expect(at(0.5, 0)[0]).toBeCloseTo(150, 4);
    expect(at(0.2, 0)[0]).toBeCloseTo(60, 4);
  });

  it('refuses control points that form no grid of cubic patches', () => {
    const warp = evenWarp();
    expect(envelopeWarpAt({ ...warp, points: warp.points.slice(1) })).toBeUndefined();
    expect(envelopeWarpAt({ ...warp, points: warp.points.map((p, k) => (k === 5 ? { x: NaN, y: p.y } : p)) })).toBeUndefined();
  });
});

describe('smartObjectMesh', () => {
  it('lands the contents on the four corners through a perspective transform', () => {
    const corners = cornersOf([100, 50, 400, 80, 380, 300, 120, 260])!;
    const mesh = smartObjectMesh({ width: W, height: H, corners }, 4)!;
    expect(point(mesh, 0, 0)).toEqual([100, 50]);
    expect(point(mesh, 4, 0)).toEqual([400, 80]);
    expect(point(mesh, 4, 4)).toEqual([380, 300]);
    expect(point(mesh, 0, 4)).toEqual([120, 260]);
    // The centre of a plane in perspective is where its diagonals cross.
    const [cx, cy] = point(mesh, 2, 2);
    const cross = (x: number) => [50 + ((300 - 50) * (x - 100)) / (380 - 100), 80 + ((260 - 80) * (x - 400)) / (120 - 400)];
    expect(cross(cx!)[0]).toBeCloseTo(cy!, 2);
    expect(cross(cx!)[1]).toBeCloseTo(cy!, 2);
  });

  it('warps before transforming: a scaled canvas rectangle shows the bulge scaled', () => {
    const warp = evenWarp();
    warp.points[1]!.y = -30;
    warp.points[2]!.y = -30;
    const doubled = rect.map(([x, y]) => [2 * x, 2 * y]) as typeof rect;
    const mesh = smartObjectMesh({ width: W, height: H, corners: doubled, warp }, 2)!;
    expect(point(mesh, 1, 0)[1]).toBeCloseTo(-45, 3);
    expect(point(mesh, 2, 2)).toEqual([2 * W, 2 * H]);
  });

  it('reads Photoshop’s 8-number transform and refuses anything else', () => {
    expect(cornersOf([0, 0, 1, 0, 1, 1, 0, 1])).toEqual([[0, 0], [1, 0], [1, 1], [0, 1]]);
    expect(cornersOf([0, 0, 1])).toBeUndefined();
    expect(cornersOf([0, 0, 1, 0, 1, 1, 0, Infinity])).toBeUndefined();
  });
});
