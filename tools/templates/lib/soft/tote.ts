/** Canvas tote bags: body, top hem, handles in several poses, stitching and the folds canvas makes. */
import type { Draw } from './canvas';
import { fan, waves } from './folds';
import type { Fold } from './folds';
import type { Quad } from './quad';

export interface Tote {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Bottom wider than top by this much each side (perspective of a bag lying or standing). */
  flare: number;
  /** Handle: 'up' loops standing over the bag, 'peg' pulled to one point above, 'flat' lying to the sides. */
  handles: 'up' | 'peg' | 'flat';
  handleH: number;
  /** Peg point (for 'peg'). */
  px?: number;
  py?: number;
  strap: number;
}

type P = [number, number];
const anchors = (t: Tote): [P, P, P, P] => {
  const inset = t.w * 0.22;
  return [[t.x + inset, t.y], [t.x + t.w * 0.5 - inset * 0.35, t.y], [t.x + t.w * 0.5 + inset * 0.35, t.y], [t.x + t.w - inset, t.y]];
};

function bodyPath(ctx: Parameters<Draw>[0], t: Tote): void {
  ctx.beginPath();
  ctx.moveTo(t.x, t.y);
  ctx.quadraticCurveTo(t.x + t.w / 2, t.y + 0.006, t.x + t.w, t.y);
  ctx.quadraticCurveTo(t.x + t.w + t.flare * 0.7, t.y + t.h / 2, t.x + t.w + t.flare, t.y + t.h);
  ctx.quadraticCurveTo(t.x + t.w / 2, t.y + t.h + 0.008, t.x - t.flare, t.y + t.h);
  ctx.quadraticCurveTo(t.x - t.flare * 0.7, t.y + t.h / 2, t.x, t.y);
  ctx.closePath();
}

function handlePaths(ctx: Parameters<Draw>[0], t: Tote): void {
  const [a, b, c, d] = anchors(t);
  ctx.beginPath();
  if (t.handles === 'peg') {
    const px = t.px ?? t.x + t.w / 2;
    const py = t.py ?? t.y - t.handleH;
    for (const [p, q] of [[a, d], [b, c]] as const) {
      ctx.moveTo(p[0], p[1] + 0.01);
      ctx.quadraticCurveTo(p[0] + (px - p[0]) * 0.2, py + (p[1] - py) * 0.3, px, py);
      ctx.quadraticCurveTo(q[0] + (px - q[0]) * 0.2, py + (q[1] - py) * 0.3, q[0], q[1] + 0.01);
    }
  } else if (t.handles === 'up') {
    for (const [p, q] of [[a, b], [c, d]] as const) {
      ctx.moveTo(p[0], p[1] + 0.01);
      ctx.bezierCurveTo(p[0] - 0.01, p[1] - t.handleH * 1.3, q[0] + 0.01, q[1] - t.handleH * 1.3, q[0], q[1] + 0.01);
    }
  } else {
    ctx.moveTo(a[0], a[1] + 0.01);
    ctx.bezierCurveTo(a[0] - 0.05, a[1] - t.handleH, b[0] - t.handleH * 0.8, b[1] - t.handleH * 1.2, b[0], b[1] + 0.01);
    ctx.moveTo(c[0], c[1] + 0.01);
    ctx.bezierCurveTo(c[0] + t.handleH * 0.8, c[1] - t.handleH * 1.2, d[0] + 0.05, d[1] - t.handleH, d[0], d[1] + 0.01);
  }
}

export function toteShape(t: Tote): Draw {
  return (ctx) => {
    bodyPath(ctx, t);
    ctx.fill();
    ctx.lineWidth = t.strap;
    ctx.lineCap = 'butt';
    handlePaths(ctx, t);
    ctx.stroke();
  };
}

/** Top hem stitching, handle edges and the stitched boxes where the handles are sewn on. */
export function toteDetails(t: Tote): Draw {
  return (ctx) => {
    ctx.lineWidth = 0.0016;
    ctx.globalAlpha = 0.6;
    ctx.beginPath();
    ctx.moveTo(t.x + 0.004, t.y + 0.03);
    ctx.quadraticCurveTo(t.x + t.w / 2, t.y + 0.036, t.x + t.w - 0.004, t.y + 0.03);
    ctx.stroke();
    ctx.globalAlpha = 1;
    ctx.lineWidth = 0.0018;
    for (const [ax, ay] of anchors(t)) {
      const s = t.strap / 2;
      ctx.strokeRect(ax - s, ay + 0.006, s * 2, 0.032);
      ctx.beginPath();
      ctx.moveTo(ax - s, ay + 0.006);
      ctx.lineTo(ax + s, ay + 0.038);
      ctx.moveTo(ax + s, ay + 0.006);
      ctx.lineTo(ax - s, ay + 0.038);
      ctx.stroke();
    }
    // The handles' own edges: a thin crease along each side of the strap.
    ctx.globalAlpha = 0.45;
    ctx.lineWidth = t.strap;
    handlePaths(ctx, t);
    ctx.stroke();
    ctx.globalCompositeOperation = 'destination-out';
    ctx.lineWidth = t.strap - 0.004;
    handlePaths(ctx, t);
    ctx.stroke();
    ctx.globalCompositeOperation = 'source-over';
    ctx.globalAlpha = 1;
  };
}

/** Canvas is stiff: a few long soft folds from the handle seams, a sag across the middle. */
export function toteFolds(t: Tote, seed: number, depth = 0.005): Fold[] {
  const [a, , , d] = anchors(t);
  return [
    ...fan(seed, a[0], a[1] + 0.03, 1.2, 2.2, 2, t.h * 0.6, depth),
    ...fan(seed + 1, d[0], d[1] + 0.03, 0.9, 1.9, 2, t.h * 0.6, depth),
    ...waves(seed + 2, t.x + 0.02, t.y + t.h * 0.35, t.w - 0.04, t.h * 0.55, 1.35, 3, depth * 0.8),
  ];
}

/** Centred square print area on the bag front (perspective follows the flare). */
export function totePrint(t: Tote, frac = 0.7, dy = 0.1): Quad {
  const side = Math.min(t.w * frac, t.h * 0.7);
  const top = t.y + t.h * dy + 0.03;
  const cx = t.x + t.w / 2;
  const f0 = (t.flare * (top - t.y)) / t.h;
  const f1 = (t.flare * (top + side - t.y)) / t.h;
  const k = side / t.w;
  return [[cx - side / 2 - f0 * k, top], [cx + side / 2 + f0 * k, top], [cx + side / 2 + f1 * k, top + side], [cx - side / 2 - f1 * k, top + side]];
}
