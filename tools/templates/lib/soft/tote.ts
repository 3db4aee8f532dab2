/** Canvas tote bags: body, top hem, handles in several poses, stitching and the folds canvas makes. */
import type { Draw } from './canvas';
import { fan, waves } from './folds';
import type { Fold } from './folds';
import { tilted, type PanelView, type SoftPrint } from './view';

export interface Tote {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Degrees the bag's front is tipped back (top further away): a standing or leaning bag seen from above. */
  pitch: number;
  /** Handle: 'up' loops standing over the bag, 'peg' pulled to one point above, 'flat' lying to the sides. */
  handles: 'up' | 'peg' | 'flat';
  handleH: number;
  /** Peg point (for 'peg'). */
  px?: number;
  py?: number;
  strap: number;
}

type P = readonly [number, number];

/** The bag's front as a 40 cm wide panel, drawn `w` × `h` when seen straight on, tipped back by `pitch`. */
export function toteView(t: Tote): PanelView {
  return tilted({ w: 40, h: (40 * t.h) / t.w, centre: [t.x + t.w / 2, t.y + t.h / 2], width: t.w, pitch: t.pitch, distance: 3 });
}

const anchors = (t: Tote): [P, P, P, P] => {
  const v = toteView(t);
  return [v.point(0.22, 0), v.point(0.5 - 0.22 * 0.35, 0), v.point(0.5 + 0.22 * 0.35, 0), v.point(0.78, 0)];
};

function bodyPath(ctx: Parameters<Draw>[0], t: Tote): void {
  const v = toteView(t);
  const [a, b, c, d] = v.quad();
  const top = v.point(0.5, 0), bottom = v.point(0.5, 1), right = v.point(1, 0.5), left = v.point(0, 0.5);
  ctx.beginPath();
  ctx.moveTo(a[0], a[1]);
  ctx.quadraticCurveTo(top[0], top[1] + 0.006, b[0], b[1]);
  ctx.quadraticCurveTo(right[0] + 0.002, right[1], c[0], c[1]);
  ctx.quadraticCurveTo(bottom[0], bottom[1] + 0.008, d[0], d[1]);
  ctx.quadraticCurveTo(left[0] - 0.002, left[1], a[0], a[1]);
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
    const v = toteView(t);
    const hem = 0.03 / t.h;
    const [l, m, r] = [v.point(0.008, hem), v.point(0.5, hem), v.point(0.992, hem)];
    ctx.beginPath();
    ctx.moveTo(l[0], l[1]);
    ctx.quadraticCurveTo(m[0], m[1] + 0.006, r[0], r[1]);
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

/** Centred square print area on the bag front, `frac` of its width (at most 70% of its height), `dy` below the top. */
export function totePrint(t: Tote, frac = 0.7, dy = 0.1): SoftPrint {
  const side = Math.min(t.w * frac, t.h * 0.7);
  const t0 = dy + 0.03 / t.h;
  const s0 = 0.5 - side / t.w / 2;
  return toteView(t).print([s0, t0, 1 - s0, t0 + side / t.h]);
}
