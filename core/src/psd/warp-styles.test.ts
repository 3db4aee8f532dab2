import { describe, expect, it } from 'vitest';
import { envelopeWarpAt, smartObjectMesh } from './smart-object-mesh';
import { styleEnvelope, WARP_STYLES, distortionApproximated, type StyleWarp, type WarpStyleName } from './warp-styles';

const W = 400, H = 200;
const at = (warp: StyleWarp, width = W, height = H) => envelopeWarpAt(styleEnvelope(warp, width, height))!;
const close = (p: readonly number[], q: readonly number[], digits = 6) => {
  expect(p[0]).toBeCloseTo(q[0]!, digits);
  expect(p[1]).toBeCloseTo(q[1]!, digits);
};
const corners = [[0, 0], [1, 0], [1, 1], [0, 1]] as const;

/** The half-angle, radius and sagitta of the arc a bend puts on a chord of length `chord`. */
function arc(bend: number, chord: number) {
  const theta = (Math.abs(bend) / 100) * (Math.PI / 2);
  const radius = chord / 2 / Math.sin(theta);
  return { theta, radius, sagitta: radius * (1 - Math.cos(theta)) };
}

describe('warp styles', () => {
  it('every style at bend 0 is the identity', () => {
    for (const style of WARP_STYLES) {
      const f = at({ style, bend: 0 });
      for (const [u, v] of [...corners, [0.5, 0.5], [0.3, 0.8]] as const) close(f(u, v), [W * u, H * v]);
    }
  });

  it('keeps the corners where Photoshop leaves them', () => {
    const fixed: WarpStyleName[] = ['arcLower', 'arcUpper', 'arch', 'bulge', 'flag', 'wave', 'fish', 'fisheye', 'inflate', 'squeeze', 'twist'];
    for (const style of fixed) for (const bend of [50, -50]) for (const [u, v] of corners) close(at({ style, bend })(u, v), [W * u, H * v]);
    // Arc: the bottom corners stay and the top ones spread out on the outer circle, H further from its centre.
    const { theta } = arc(50, W);
    const f = at({ style: 'arc', bend: 50 });
    close(f(0, 1), [0, H]);
    close(f(1, 1), [W, H]);
    close(f(0, 0), [-H * Math.sin(theta), H - H * Math.cos(theta)]);
    close(f(1, 0), [W + H * Math.sin(theta), H - H * Math.cos(theta)]);
    // A negative arc mirrors it: the top corners stay.
    close(at({ style: 'arc', bend: -50 })(1, 0), [W, 0]);
    // Rise lowers the left side by twice the bend × height; the right corners stay.
    close(at({ style: 'rise', bend: 25 })(0, 0), [0, 0.5 * H]);
    close(at({ style: 'rise', bend: 25 })(1, 1), [W, H]);
    // Shell lower: the top corners stay, the bottom ones swing out on the radii of the circle above.
    const shell = at({ style: 'shellLower', bend: 50 });
    close(shell(0, 0), [0, 0]);
    close(shell(1, 1), [W + H * Math.sin(theta), H * Math.cos(theta)]);
    // Shell upper mirrors it; at a negative bend both shells keep all four corners.
    close(at({ style: 'shellUpper', bend: 50 })(1, 1), [W, H]);
    close(at({ style: 'shellUpper', bend: 50 })(0, 0), [-H * Math.sin(theta), H - H * Math.cos(theta)]);
    for (const style of ['shellLower', 'shellUpper'] as const) for (const [u, v] of corners) close(at({ style, bend: -50 })(u, v), [W * u, H * v]);
  });

  it('bends arc edges into circles: the midpoint moves the sagitta, a half circle at 100 %', () => {
    const { sagitta } = arc(50, W);
    expect(at({ style: 'arcLower', bend: 50 })(0.5, 1)[1]).toBeCloseTo(H + sagitta, 6);
    expect(at({ style: 'arcLower', bend: -50 })(0.5, 1)[1]).toBeCloseTo(H - sagitta, 6);
    expect(at({ style: 'arcUpper', bend: 50 })(0.5, 0)[1]).toBeCloseTo(-sagitta, 6);
    expect(at({ style: 'arch', bend: 50 })(0.5, 1)[1]).toBeCloseTo(H - sagitta, 6);
    expect(at({ style: 'bulge', bend: 50 })(0.5, 0)[1]).toBeCloseTo(-sagitta, 6);
    expect(at({ style: 'bulge', bend: 50 })(0.5, 1)[1]).toBeCloseTo(H + sagitta, 6);
    expect(at({ style: 'arc', bend: 100 })(0.5, 1)[1]).toBeCloseTo(H - W / 2, 6);
    expect(at({ style: 'shellLower', bend: 50 })(0.5, 1)[1]).toBeCloseTo(H + sagitta, 6);
    expect(at({ style: 'shellUpper', bend: 50 })(0.5, 0)[1]).toBeCloseTo(-sagitta, 6);
    // Between the ends the cubic stays on the circle within the 4/3·tan(θ/2) approximation (0.03 % for a 90° arc).
    const { radius, theta } = arc(50, W);
    for (const u of [0.1, 0.25, 0.4]) {
      const [x, y] = at({ style: 'arcLower', bend: 50 })(u, 1);
      expect(Math.abs(Math.hypot(x - W / 2, y - (H - radius * Math.cos(theta))) / radius - 1)).toBeLessThan(3e-4);
    }
  });

  it('moves the other styles’ edges and centres by the documented amounts', () => {
    const b = 0.3, d = 2 * H * b;
    // Flag and fish: the top edge's cubic is 3u(1 − u)(1 − 2u)·2·bend·H; flag's bottom edge follows it, fish's mirrors it.
    const edge = (u: number) => 3 * u * (1 - u) * (1 - 2 * u) * d;
    expect(at({ style: 'flag', bend: 30 })(0.25, 0)[1]).toBeCloseTo(edge(0.25), 6);
    expect(at({ style: 'flag', bend: 30 })(0.25, 1)[1]).toBeCloseTo(H + edge(0.25), 6);
    expect(at({ style: 'fish', bend: 30 })(0.25, 0)[1]).toBeCloseTo(-edge(0.25), 6);
    expect(at({ style: 'fish', bend: 30 })(0.25, 1)[1]).toBeCloseTo(H + edge(0.25), 6);
    // Wave: straight top and bottom edges, the middle row half the flag's.
    expect(at({ style: 'wave', bend: 30 })(0.25, 0)[1]).toBeCloseTo(0, 6);
    expect(at({ style: 'wave', bend: 30 })(0.25, 0.5)[1]).toBeCloseTo(H / 2 + edge(0.25) / 2, 6);
    // Rise: the centre moves half the left side's drop.
    expect(at({ style: 'rise', bend: 30 })(0.5, 0.5)[1]).toBeCloseTo(H / 2 + d / 2, 6);
    // Inflate: each edge's midpoint moves out by bend/4 of the side across it; squeeze pulls the sides in as much.
    expect(at({ style: 'inflate', bend: 30 })(0.5, 0)[1]).toBeCloseTo((-b * H) / 4, 6);
    expect(at({ style: 'inflate', bend: 30 })(0, 0.5)[0]).toBeCloseTo((-b * W) / 4, 6);
    expect(at({ style: 'squeeze', bend: 30 })(0, 0.5)[0]).toBeCloseTo((b * W) / 4, 6);
    expect(at({ style: 'squeeze', bend: 30 })(0.5, 0)[1]).toBeCloseTo((-b * H) / 4, 6);
    // Fisheye and twist move only inner points: the edges stay straight, the centre stays.
    for (const style of ['fisheye', 'twist'] as const) {
      close(at({ style, bend: 30 })(0.5, 0), [W / 2, 0]);
      close(at({ style, bend: 30 })(0.5, 0.5), [W / 2, H / 2]);
    }
    // Fisheye pushes a quarter point away from the centre; twist turns it.
    expect(at({ style: 'fisheye', bend: 30 })(0.25, 0.25)[0]).toBeLessThan(W / 4);
    expect(at({ style: 'twist', bend: 30 })(0.5, 0.25)[0]).not.toBeCloseTo(W / 2, 0);
  });

  it('distortion scales rows and columns about the middle: vertical 50 % halves the top edge, widens the bottom', () => {
    const f = at({ style: 'arc', bend: 0, vertical: 50 });
    close(f(0, 0), [W / 4, 0]);
    close(f(1, 0), [(3 * W) / 4, 0]);
    close(f(0, 1), [-W / 4, H]);
    close(f(0.5, 0.5), [W / 2, H / 2]);
    const g = at({ style: 'flag', bend: 0, horizontal: -40 });
    close(g(0, 0), [0, -0.2 * H]);
    close(g(1, 1), [W, 0.8 * H]);
    expect(distortionApproximated({ style: 'arc', bend: 10, vertical: 5 })).toBe(true);
    expect(distortionApproximated({ style: 'arc', bend: 0, vertical: 5 })).toBe(false);
  });

  it('turns a vertical style a quarter: a vertical arc keeps its right edge and bows the left one', () => {
    const { sagitta } = arc(40, H);
    const f = at({ style: 'arc', bend: 40, orientation: 'vertical' });
    close(f(1, 0), [W, 0]);
    close(f(1, 1), [W, H]);
    expect(f(1, 0.5)[0]).toBeCloseTo(W - sagitta, 6);
    expect(f(1, 0.5)[1]).toBeCloseTo(H / 2, 6);
    const lower = at({ style: 'arcLower', bend: 40, orientation: 'vertical' });
    close(lower(0, 0.5), [0, H / 2]);
  });

  it('maps a grid smoothly: no fold, no jump, for every style at ±40 %', () => {
    const n = 12;
    for (const style of WARP_STYLES) {
      for (const bend of [40, -40]) {
        const f = at({ style, bend });
        for (let j = 0; j < n; j++) {
          for (let i = 0; i < n; i++) {
            const p = f(i / n, j / n), px = f((i + 1) / n, j / n), py = f(i / n, (j + 1) / n);
            const ax = px[0] - p[0], ay = px[1] - p[1], bx = py[0] - p[0], by = py[1] - p[1];
            // The cell keeps its orientation (the surface does not fold over) and no step is more than 4 cells long.
            expect(ax * by - ay * bx, `${style} ${bend} at ${i},${j}`).toBeGreaterThan(0);
            expect(Math.hypot(ax, ay)).toBeLessThan((4 * W) / n);
          }
        }
      }
    }
  });

  it('goes through the same patch evaluation as a custom mesh onto the placed layer’s corners', () => {
    const warp = styleEnvelope({ style: 'arcLower', bend: 50 }, W, H);
    const mesh = smartObjectMesh({ width: W, height: H, corners: [[100, 100], [500, 100], [500, 300], [100, 300]], warp }, 2)!;
    const mid = [mesh.points[2 * (2 * 3 + 1)]!, mesh.points[2 * (2 * 3 + 1) + 1]!];
    close(mid, [300, 300 + arc(50, W).sagitta], 3);
  });
});
