/** Rigid flat panels (signs, plates, magnets) as perspective quads, and the metal/wood hardware around them. */
import type { Ctx, Draw } from './canvas';
import { homography } from './quad';
import type { Pt, Quad } from './quad';

/** Filled panel; `r` rounds the corners a little (in the panel's own 0..1 frame). */
export const panel = (q: Quad, r = 0.02): Draw => (ctx) => {
  const H = homography(q);
  const c: [number, number][] = [[0, 0], [1, 0], [1, 1], [0, 1]];
  ctx.beginPath();
  for (let k = 0; k < 4; k++) {
    const [u, v] = c[k]!;
    const [nu, nv] = c[(k + 1) % 4]!;
    const a = H(u + (nu - u) * r, v + (nv - v) * r);
    const b = H(nu - (nu - u) * r, nv - (nv - v) * r);
    const [pu, pv] = c[(k + 1) % 4]!;
    const [qu, qv] = c[(k + 2) % 4]!;
    const after = H(pu + (qu - pu) * r, pv + (qv - pv) * r);
    const corner = H(pu, pv);
    if (k === 0) ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.quadraticCurveTo(corner[0], corner[1], after[0], after[1]);
  }
  ctx.closePath();
  ctx.fill();
};

/** Whole-face print (inset), for plates and banners where a wide design is wanted: not square. */
export function panelInset(q: Quad, margin = 0.05): Quad {
  const H = homography(q);
  return [H(margin, margin), H(1 - margin, margin), H(1 - margin, 1 - margin), H(margin, 1 - margin)];
}

/** Corrugated plastic flutes: faint parallel lines across the panel. */
export const flutes = (q: Quad, n = 60): Draw => (ctx) => {
  const H = homography(q);
  ctx.globalAlpha = 0.12;
  ctx.lineWidth = 0.0012;
  for (let i = 1; i < n; i++) {
    const a = H(i / n, 0.01);
    const b = H(i / n, 0.99);
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
};

/** A metal rod or wooden post from a to b with a cylinder-like gradient and a cast shadow. */
export function rod(ctx: Ctx, a: Pt, b: Pt, w: number, light: string, dark: string): void {
  const s = ctx.getTransform().a;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.3)';
  ctx.shadowBlur = 0.008 * s;
  ctx.shadowOffsetX = 0.008 * s;
  ctx.shadowOffsetY = 0.006 * s;
  const nx = -(b[1] - a[1]);
  const ny = b[0] - a[0];
  const n = Math.hypot(nx, ny) || 1;
  const g = ctx.createLinearGradient(a[0] - (nx / n) * w, a[1] - (ny / n) * w, a[0] + (nx / n) * w, a[1] + (ny / n) * w);
  g.addColorStop(0, dark);
  g.addColorStop(0.35, light);
  g.addColorStop(1, dark);
  ctx.strokeStyle = g;
  ctx.lineWidth = w;
  ctx.lineCap = 'butt';
  ctx.beginPath();
  ctx.moveTo(a[0], a[1]);
  ctx.lineTo(b[0], b[1]);
  ctx.stroke();
  ctx.restore();
}

/** Flat surfaces catch the sky: brighter towards the top of the frame, a soft diagonal sheen. */
export const skyReflection = (k = 1) => (u: number, v: number): [number, number] => [
  1 - 0.06 * k * v,
  k * Math.max(0, 0.1 - Math.abs(u * 0.8 + v - 0.9) * 0.4),
];
