/** Cushions: a stuffed square (or any quad in perspective) with pinched corners and piped seams. */
import type { Ctx, Draw } from './canvas';
import { rng } from '../common/noise';
import type { Fold } from './folds';
import { homography } from './quad';
import type { Quad } from './quad';
import type { PanelView, SoftPrint } from './view';

function outline(ctx: Ctx, q: Quad, pinch: number, inset = 0): void {
  const H = homography(q);
  const c = [[inset, inset], [1 - inset, inset], [1 - inset, 1 - inset], [inset, 1 - inset]] as const;
  const p0 = H(c[0][0], c[0][1]);
  ctx.beginPath();
  ctx.moveTo(p0[0], p0[1]);
  for (let k = 0; k < 4; k++) {
    const a = c[k]!;
    const b = c[(k + 1) % 4]!;
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    const ctl = H(mx + (0.5 - mx) * pinch * 2, my + (0.5 - my) * pinch * 2);
    const end = H(b[0], b[1]);
    ctx.quadraticCurveTo(ctl[0], ctl[1], end[0], end[1]);
  }
  ctx.closePath();
}

export const pillowShape = (q: Quad, pinch = 0.07): Draw => (ctx) => {
  outline(ctx, q, pinch);
  ctx.fill();
};

/** Piping just inside the edge. */
export const pillowPiping = (q: Quad, pinch = 0.07): Draw => (ctx) => {
  ctx.lineWidth = 0.0025;
  outline(ctx, q, pinch * 0.95, 0.012);
  ctx.stroke();
};

/** Stuffing pulls fabric into creases running from each corner towards the middle. */
export function cornerFolds(q: Quad, seed: number, depth = 0.012): Fold[] {
  const r = rng(seed);
  const H = homography(q);
  const out: Fold[] = [];
  const corners = [[0, 0], [1, 0], [1, 1], [0, 1]] as const;
  for (const [u, v] of corners) {
    for (let k = 0; k < 3; k++) {
      const spread = (k - 1) * 0.09 + (r() - 0.5) * 0.05;
      const len = 0.22 + 0.12 * r();
      const du = (0.5 - u) * len + spread * (v === 0 ? 1 : -1);
      const dv = (0.5 - v) * len + spread * (u === 0 ? -1 : 1);
      const a = H(u + (0.5 - u) * 0.02, v + (0.5 - v) * 0.02);
      const b = H(u + du, v + dv);
      out.push({ x0: a[0], y0: a[1], x1: b[0], y1: b[1], w: 0.008 + 0.01 * r(), d: (k === 1 ? -1 : 0.6) * depth * (0.7 + 0.5 * r()) });
    }
  }
  return out;
}

/** Print area: the face, `margin` of its short side in from each edge (the puffed edge and piping stay clear). */
export const pillowPrint = (v: PanelView, margin = 0.2): SoftPrint => v.inset(margin);
