/** Flat badge outlines (patches, keychains, tags) in a local frame: centre (0, 0), about ±1 across. */
import type { Ctx } from './canvas';

export interface Badge {
  path: (ctx: Ctx) => void;
  /** Largest centred print square inside the border: half side and vertical centre (local units). */
  half: number;
  cy: number;
  /** Bounding box of the outline [x0, y0, x1, y1] (local units): the print area of a printed face. */
  box: readonly [number, number, number, number];
}

const poly = (ctx: Ctx, n: number, r: number, rot: number): void => {
  ctx.beginPath();
  for (let k = 0; k < n; k++) {
    const a = rot + (k / n) * Math.PI * 2;
    if (k === 0) ctx.moveTo(Math.cos(a) * r, Math.sin(a) * r);
    else ctx.lineTo(Math.cos(a) * r, Math.sin(a) * r);
  }
  ctx.closePath();
};

const rounded = (ctx: Ctx, w: number, h: number, r: number): void => {
  ctx.beginPath();
  ctx.roundRect(-w, -h, w * 2, h * 2, r);
};

export const BADGES = {
  circle: { path: (ctx) => { ctx.beginPath(); ctx.arc(0, 0, 1, 0, Math.PI * 2); }, half: 0.56, cy: 0, box: [-1, -1, 1, 1] },
  shield: {
    path: (ctx) => {
      ctx.beginPath();
      ctx.moveTo(-0.85, -0.95);
      ctx.quadraticCurveTo(0, -0.8, 0.85, -0.95);
      ctx.lineTo(0.85, 0.05);
      ctx.quadraticCurveTo(0.8, 0.7, 0, 1.05);
      ctx.quadraticCurveTo(-0.8, 0.7, -0.85, 0.05);
      ctx.closePath();
    },
    half: 0.52, cy: -0.15, box: [-0.85, -0.95, 0.85, 1.05],
  },
  square: { path: (ctx) => rounded(ctx, 0.9, 0.9, 0.22), half: 0.7, cy: 0, box: [-0.9, -0.9, 0.9, 0.9] },
  hexagon: { path: (ctx) => poly(ctx, 6, 1, Math.PI / 6), half: 0.58, cy: 0, box: [-0.866, -1, 0.866, 1] },
  oval: { path: (ctx) => { ctx.beginPath(); ctx.ellipse(0, 0, 1, 0.72, 0, 0, Math.PI * 2); }, half: 0.46, cy: 0, box: [-1, -0.72, 1, 0.72] },
  nameTag: { path: (ctx) => rounded(ctx, 1, 0.55, 0.12), half: 0.4, cy: 0, box: [-1, -0.55, 1, 0.55] },
  octagon: { path: (ctx) => poly(ctx, 8, 1, Math.PI / 8), half: 0.57, cy: 0, box: [-0.924, -0.924, 0.924, 0.924] },
  heart: {
    path: (ctx) => {
      ctx.beginPath();
      ctx.moveTo(0, 1);
      ctx.bezierCurveTo(-0.6, 0.55, -1.05, 0.15, -1, -0.35);
      ctx.bezierCurveTo(-0.95, -0.95, -0.2, -1.05, 0, -0.55);
      ctx.bezierCurveTo(0.2, -1.05, 0.95, -0.95, 1, -0.35);
      ctx.bezierCurveTo(1.05, 0.15, 0.6, 0.55, 0, 1);
      ctx.closePath();
    },
    half: 0.38, cy: 0.04, box: [-1.02, -0.92, 1.02, 1],
  },
  tag: {
    path: (ctx) => {
      ctx.beginPath();
      ctx.moveTo(-0.55, -0.7);
      ctx.lineTo(0.55, -0.7);
      ctx.lineTo(0.7, -0.5);
      ctx.lineTo(0.7, 1);
      ctx.lineTo(-0.7, 1);
      ctx.lineTo(-0.7, -0.5);
      ctx.closePath();
    },
    half: 0.55, cy: 0.25, box: [-0.7, -0.7, 0.7, 1],
  },
} satisfies Record<string, Badge>;

/** Run `draw` with the local frame mapped to centre (x, y), radius r (unit coordinates). */
export function inFrame(ctx: Ctx, x: number, y: number, r: number, draw: () => void): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(r, r);
  draw();
  ctx.restore();
}
