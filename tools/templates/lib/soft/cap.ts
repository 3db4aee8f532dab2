/** Headwear seen from the front or three-quarters: baseball caps, a beanie and a bucket hat. */
import type { Ctx, Draw } from './canvas';
import type { Quad } from './quad';

export interface Cap {
  /** Crown height above the brim line (unit), base half-width, brim drop and brim width factor. */
  crown: number;
  halfW: number;
  brimDrop: number;
  brimW: number;
  /** -1…1: how far the cap is turned to the viewer's right (three-quarter views). */
  turn: number;
  /** Flat (snapback) brim instead of a curved one. */
  flat?: boolean;
  /** Trucker: mesh side/back panels. */
  mesh?: boolean;
}

const CX = 0.5;
const BASE = 0.6;

function crownPath(ctx: Ctx, c: Cap): void {
  const l = CX - c.halfW;
  const r = CX + c.halfW;
  const top = BASE - c.crown;
  const t = c.turn * c.halfW * 0.35;
  ctx.moveTo(l, BASE);
  ctx.bezierCurveTo(l - 0.01, top + c.crown * 0.1, CX - c.halfW * 0.55 + t, top, CX + t, top);
  ctx.bezierCurveTo(CX + c.halfW * 0.55 + t, top, r + 0.01, top + c.crown * 0.1, r, BASE);
}

function brimLower(ctx: Ctx, c: Cap, reverse: boolean): void {
  const w = c.halfW * c.brimW;
  const t = c.turn * 0.08;
  const l = CX - w + t;
  const r = CX + w + t;
  const drop = c.flat ? c.brimDrop * 0.45 : c.brimDrop;
  if (!reverse) {
    ctx.lineTo(r, BASE + 0.01);
    ctx.bezierCurveTo(r - 0.02, BASE + drop, l + 0.02, BASE + drop, l, BASE + 0.01);
  } else {
    ctx.lineTo(l, BASE + 0.01);
    ctx.bezierCurveTo(l + 0.02, BASE + drop, r - 0.02, BASE + drop, r, BASE + 0.01);
  }
}

export const capShape = (c: Cap): Draw => (ctx) => {
  ctx.beginPath();
  crownPath(ctx, c);
  brimLower(ctx, c, false);
  ctx.closePath();
  ctx.fill();
};

/** Underside of the brim is not visible from slightly above; the crown/brim crease is. */
export const capDetails = (c: Cap): Draw => (ctx) => {
  const t = c.turn * c.halfW * 0.35;
  const top = BASE - c.crown;
  ctx.lineWidth = 0.003;
  ctx.beginPath();
  ctx.moveTo(CX - c.halfW, BASE);
  ctx.quadraticCurveTo(CX + t * 0.5, BASE + 0.03, CX + c.halfW, BASE);
  ctx.stroke();
  // Panel seams from the button, stitched on both sides.
  ctx.lineWidth = 0.0018;
  for (const s of [-1, 1]) {
    const bx = CX + t + s * c.halfW * 0.5 * (1 - s * c.turn * 0.4);
    ctx.beginPath();
    ctx.moveTo(CX + t, top + 0.004);
    ctx.quadraticCurveTo(bx - s * 0.01, top + c.crown * 0.3, bx, BASE + 0.012);
    ctx.stroke();
  }
  // Brim stitching rows.
  ctx.globalAlpha = 0.55;
  const w = c.halfW * c.brimW;
  const tb = c.turn * 0.08;
  const drop = c.flat ? c.brimDrop * 0.45 : c.brimDrop;
  for (const k of [0.35, 0.5, 0.65]) {
    ctx.beginPath();
    ctx.moveTo(CX - w * 0.9 + tb, BASE + 0.018);
    ctx.bezierCurveTo(CX - w * 0.7 + tb, BASE + drop * (1 - k) + 0.02, CX + w * 0.7 + tb, BASE + drop * (1 - k) + 0.02, CX + w * 0.9 + tb, BASE + 0.018);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  // Button on top and eyelets.
  ctx.beginPath();
  ctx.ellipse(CX + t, top + 0.008, 0.018, 0.008, 0, 0, Math.PI * 2);
  ctx.fill();
  for (const s of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(CX + t + s * c.halfW * 0.72, top + c.crown * 0.32, 0.006, 0, Math.PI * 2);
    ctx.lineWidth = 0.003;
    ctx.stroke();
  }
  if (c.mesh) {
    ctx.globalAlpha = 0.35;
    ctx.lineWidth = 0.0015;
    ctx.save();
    ctx.beginPath();
    crownPath(ctx, c);
    ctx.closePath();
    ctx.clip();
    for (const s of [-1, 1]) {
      const x0 = CX + t + s * c.halfW * 0.5;
      for (let i = 0; i < 40; i++) {
        const x = x0 + s * i * 0.008;
        ctx.beginPath();
        ctx.moveTo(x, BASE - c.crown);
        ctx.lineTo(x + s * 0.2, BASE);
        ctx.moveTo(x, BASE);
        ctx.lineTo(x + s * 0.2, BASE - c.crown);
        ctx.stroke();
      }
    }
    ctx.restore();
    ctx.globalAlpha = 1;
  }
};

/** Front panel print: foreshortened when turned; `warp` arcs it round the crown. */
export function capPrint(c: Cap): { quad: Quad; warp: (u: number, v: number, x: number, y: number) => [number, number] } {
  const t = c.turn * c.halfW * 0.3;
  const half = c.halfW * 0.36 * (1 - Math.abs(c.turn) * 0.15);
  const h = c.crown * 0.55;
  const y0 = BASE - c.crown * 0.72;
  const quad: Quad = [[CX + t - half, y0], [CX + t + half, y0], [CX + t + half, y0 + h], [CX + t - half, y0 + h]];
  const warp = (u: number, _v: number, x: number, y: number): [number, number] => {
    const s = 2 * u - 1 - c.turn * 0.5;
    // Round crown: the middle bulges towards us, the sides run away and curl up slightly.
    return [x - s * Math.abs(s) * half * 0.12, y - s * s * 0.012];
  };
  return { quad, warp };
}

/** Beanie: a rounded knit tube with a folded cuff. */
export const beanieShape: Draw = (ctx) => {
  ctx.beginPath();
  ctx.moveTo(0.28, 0.72);
  ctx.lineTo(0.29, 0.42);
  ctx.bezierCurveTo(0.3, 0.18, 0.7, 0.18, 0.71, 0.42);
  ctx.lineTo(0.72, 0.72);
  ctx.quadraticCurveTo(0.5, 0.74, 0.28, 0.72);
  ctx.closePath();
  ctx.fill();
};

/** Knit ribs (vertical lines) and the cuff fold. */
export const beanieDetails: Draw = (ctx) => {
  ctx.lineWidth = 0.003;
  ctx.beginPath();
  ctx.moveTo(0.285, 0.55);
  ctx.quadraticCurveTo(0.5, 0.57, 0.715, 0.55);
  ctx.stroke();
  ctx.globalAlpha = 0.3;
  ctx.lineWidth = 0.004;
  for (let x = 0.295; x < 0.71; x += 0.012) {
    ctx.beginPath();
    ctx.moveTo(x, 0.56);
    ctx.lineTo(x, 0.72);
    ctx.moveTo(x, 0.54);
    ctx.quadraticCurveTo(x + (x - 0.5) * 0.05, 0.3, 0.5 + (x - 0.5) * 0.4, 0.24);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
};

/** Bucket hat: short crown and a wide, drooping brim. */
export const bucketShape: Draw = (ctx) => {
  ctx.beginPath();
  ctx.moveTo(0.36, 0.55);
  ctx.bezierCurveTo(0.37, 0.33, 0.63, 0.33, 0.64, 0.55);
  ctx.bezierCurveTo(0.74, 0.57, 0.8, 0.62, 0.82, 0.7);
  ctx.quadraticCurveTo(0.5, 0.78, 0.18, 0.7);
  ctx.bezierCurveTo(0.2, 0.62, 0.26, 0.57, 0.36, 0.55);
  ctx.closePath();
  ctx.fill();
};

export const bucketDetails: Draw = (ctx) => {
  ctx.lineWidth = 0.003;
  ctx.beginPath();
  ctx.moveTo(0.355, 0.555);
  ctx.quadraticCurveTo(0.5, 0.58, 0.645, 0.555);
  ctx.stroke();
  ctx.globalAlpha = 0.5;
  ctx.lineWidth = 0.0016;
  for (const k of [0.02, 0.035, 0.05]) {
    ctx.beginPath();
    ctx.moveTo(0.2 + k, 0.7 - k * 0.6);
    ctx.quadraticCurveTo(0.5, 0.78 - k, 0.8 - k, 0.7 - k * 0.6);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
};
