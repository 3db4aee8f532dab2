/** Bags: backpack, drawstring sack, duffel, messenger, zip pouch, belt bag, paper shopper, shoulder bag. */
import type { Recipe } from '../recipe';
import { FLAT, FLOAT, HANG } from '../lib/soft/shadows';
import { concrete, linen, studio, wall, wood } from '../lib/soft/backdrop';
import type { Ctx } from '../lib/soft/canvas';
import { roundRect } from '../lib/soft/canvas';
import { fan, waves } from '../lib/soft/folds';
import { object } from '../lib/soft/object';
import type { ObjectStyle } from '../lib/soft/object';
import { peg } from '../lib/soft/props';
import { rect } from '../lib/soft/quad';

type BagStyle = Omit<ObjectStyle, 'category' | 'type'>;
const bag = (s: BagStyle): Recipe => object({ category: 'bags', type: 'bag', weave: 0.08, sheen: 0.2, puff: 0.02, dome: 0.03, displace: 0.5, ...s });

/** A zipper: dark teeth line with a metal pull. */
function zip(ctx: Ctx, pts: [number, number][], pull = true): void {
  ctx.lineWidth = 0.006;
  ctx.globalAlpha = 0.6;
  ctx.beginPath();
  pts.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.stroke();
  ctx.globalAlpha = 1;
  if (pull) {
    const [x, y] = pts[pts.length - 1]!;
    ctx.lineWidth = 0.012;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.004, y + 0.04);
    ctx.stroke();
  }
}

const rope = (ctx: Ctx, pts: [number, number][], colour = '#3b3b3b', w = 0.008): void => {
  ctx.save();
  const s = ctx.getTransform().a;
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 0.006 * s;
  ctx.shadowOffsetX = 0.004 * s;
  ctx.shadowOffsetY = 0.006 * s;
  ctx.strokeStyle = colour;
  ctx.lineWidth = w;
  ctx.beginPath();
  ctx.moveTo(pts[0]![0], pts[0]![1]);
  for (let i = 1; i + 1 < pts.length; i += 2) ctx.quadraticCurveTo(pts[i]![0], pts[i]![1], pts[i + 1]![0], pts[i + 1]![1]);
  ctx.stroke();
  ctx.restore();
};

function gusset(ctx: Ctx): void {
  ctx.beginPath();
  ctx.moveTo(0.652, 0.32);
  ctx.lineTo(0.75, 0.3);
  ctx.lineTo(0.75, 0.82);
  ctx.lineTo(0.652, 0.84);
  ctx.fill();
}

export const recipes: Recipe[] = [
  bag({
    id: 1, fabric: 'nylon', style: 'backpack, front, light studio', backdrop: studio('#e5e4e0', '#f0efeb'), shadows: FLOAT,
    product: (ctx) => {
      ctx.beginPath();
      ctx.moveTo(0.29, 0.86);
      ctx.lineTo(0.29, 0.34);
      ctx.bezierCurveTo(0.29, 0.16, 0.71, 0.16, 0.71, 0.34);
      ctx.lineTo(0.71, 0.86);
      ctx.quadraticCurveTo(0.5, 0.89, 0.29, 0.86);
      ctx.fill();
      ctx.lineWidth = 0.022;
      ctx.beginPath();
      ctx.moveTo(0.45, 0.21);
      ctx.bezierCurveTo(0.45, 0.12, 0.55, 0.12, 0.55, 0.21);
      ctx.stroke();
    },
    details: (ctx) => {
      ctx.lineWidth = 0.003;
      ctx.beginPath();
      roundRect(ctx, 0.34, 0.6, 0.32, 0.22, 0.05);
      ctx.stroke();
      zip(ctx, [[0.3, 0.42], [0.4, 0.24], [0.5, 0.22], [0.6, 0.24], [0.7, 0.42]]);
      zip(ctx, [[0.36, 0.63], [0.5, 0.625], [0.64, 0.63]]);
    },
    folds: [...waves(901, 0.3, 0.4, 0.4, 0.2, 0.1, 3, 0.005)], print: rect(0.37, 0.3, 0.26, 0.26),
  }),
  bag({
    id: 2, fabric: 'nylon', style: 'drawstring gym sack hanging from a peg', backdrop: wall('#d9dde0', 902), shadows: HANG,
    product: (ctx) => {
      ctx.beginPath();
      ctx.moveTo(0.26, 0.3);
      for (let i = 0; i <= 10; i++) ctx.lineTo(0.26 + i * 0.048, 0.3 + (i % 2 ? 0.012 : 0));
      ctx.lineTo(0.75, 0.88);
      ctx.quadraticCurveTo(0.5, 0.9, 0.25, 0.88);
      ctx.fill();
    },
    details: (ctx) => {
      ctx.lineWidth = 0.003;
      ctx.beginPath();
      ctx.moveTo(0.26, 0.35);
      ctx.lineTo(0.74, 0.35);
      ctx.stroke();
    },
    folds: [...fan(903, 0.5, 0.3, 0.6, 2.5, 9, 0.22, 0.01)], print: rect(0.35, 0.44, 0.3, 0.3),
    front: (ctx) => {
      peg(ctx, 0.5, 0.14);
      rope(ctx, [[0.27, 0.33], [0.4, 0.2], [0.5, 0.15], [0.6, 0.2], [0.73, 0.33]]);
      rope(ctx, [[0.27, 0.33], [0.2, 0.6], [0.26, 0.87]]);
      rope(ctx, [[0.73, 0.33], [0.8, 0.6], [0.74, 0.87]]);
    },
  }),
  bag({
    id: 3, fabric: 'canvas', style: 'duffel bag, side view, concrete floor', backdrop: concrete('#a6a5a1', 904), shadows: FLAT,
    product: (ctx) => {
      ctx.beginPath();
      roundRect(ctx, 0.14, 0.4, 0.72, 0.36, 0.16);
      ctx.fill();
      ctx.lineWidth = 0.024;
      ctx.beginPath();
      ctx.moveTo(0.38, 0.42);
      ctx.bezierCurveTo(0.38, 0.22, 0.62, 0.22, 0.62, 0.42);
      ctx.stroke();
    },
    details: (ctx) => {
      ctx.lineWidth = 0.003;
      ctx.beginPath();
      ctx.ellipse(0.22, 0.58, 0.06, 0.16, 0, 0, Math.PI * 2);
      ctx.ellipse(0.78, 0.58, 0.06, 0.16, 0, 0, Math.PI * 2);
      ctx.stroke();
      zip(ctx, [[0.24, 0.42], [0.5, 0.405], [0.72, 0.42]]);
    },
    folds: waves(905, 0.25, 0.45, 0.5, 0.28, 1.5, 4, 0.006), print: rect(0.31, 0.48, 0.38, 0.22),
  }),
  bag({
    id: 4, fabric: 'canvas', style: 'messenger bag with flap, oak table', backdrop: wood('#a77c53', 5, 906), shadows: FLAT,
    product: (ctx) => {
      ctx.beginPath();
      roundRect(ctx, 0.2, 0.38, 0.6, 0.46, 0.03);
      ctx.fill();
      ctx.lineWidth = 0.035;
      ctx.beginPath();
      ctx.moveTo(0.24, 0.4);
      ctx.bezierCurveTo(0.2, 0.05, 0.8, 0.05, 0.76, 0.4);
      ctx.stroke();
    },
    details: (ctx) => {
      ctx.lineWidth = 0.003;
      ctx.beginPath();
      ctx.moveTo(0.205, 0.4);
      ctx.lineTo(0.205, 0.7);
      ctx.quadraticCurveTo(0.21, 0.76, 0.27, 0.76);
      ctx.lineTo(0.73, 0.76);
      ctx.quadraticCurveTo(0.79, 0.76, 0.795, 0.7);
      ctx.lineTo(0.795, 0.4);
      ctx.stroke();
    },
    folds: waves(907, 0.22, 0.42, 0.56, 0.3, 0.05, 3, 0.004), print: rect(0.28, 0.44, 0.44, 0.26),
  }),
  bag({
    id: 5, fabric: 'canvas', style: 'zip pouch on a linen sheet', backdrop: linen('#ebe6de', 908), shadows: FLAT,
    place: { angle: -0.06, cx: 0.5, cy: 0.55 },
    product: (ctx) => {
      ctx.beginPath();
      ctx.moveTo(0.2, 0.34);
      ctx.quadraticCurveTo(0.5, 0.32, 0.8, 0.34);
      ctx.quadraticCurveTo(0.86, 0.55, 0.83, 0.74);
      ctx.quadraticCurveTo(0.5, 0.78, 0.17, 0.74);
      ctx.quadraticCurveTo(0.14, 0.55, 0.2, 0.34);
      ctx.fill();
    },
    details: (ctx) => zip(ctx, [[0.22, 0.37], [0.5, 0.355], [0.74, 0.37]]),
    folds: [...fan(909, 0.2, 0.36, 0.2, 1.2, 3, 0.15, 0.006), ...fan(910, 0.8, 0.36, 1.9, 2.9, 3, 0.15, 0.006)],
    print: rect(0.3, 0.42, 0.4, 0.24), dome: 0.05,
  }),
  bag({
    id: 6, fabric: 'nylon', style: 'belt bag with webbing strap, grey studio', backdrop: studio('#d3d5d7', '#e2e4e6'), shadows: FLOAT,
    product: (ctx) => {
      ctx.beginPath();
      ctx.moveTo(0.24, 0.48);
      ctx.bezierCurveTo(0.3, 0.3, 0.7, 0.3, 0.76, 0.48);
      ctx.bezierCurveTo(0.78, 0.62, 0.7, 0.68, 0.5, 0.68);
      ctx.bezierCurveTo(0.3, 0.68, 0.22, 0.62, 0.24, 0.48);
      ctx.fill();
    },
    details: (ctx) => zip(ctx, [[0.27, 0.46], [0.5, 0.4], [0.73, 0.46]]),
    behind: (ctx) => {
      ctx.fillStyle = '#2d2f33';
      ctx.beginPath();
      ctx.moveTo(0.0, 0.47);
      ctx.quadraticCurveTo(0.5, 0.42, 1, 0.47);
      ctx.lineTo(1, 0.51);
      ctx.quadraticCurveTo(0.5, 0.46, 0, 0.51);
      ctx.fill();
    },
    folds: waves(911, 0.3, 0.5, 0.4, 0.15, 0.2, 2, 0.004), print: rect(0.36, 0.52, 0.28, 0.12), dome: 0.05,
  }),
  bag({
    id: 7, style: 'paper shopping bag with rope handles', backdrop: studio('#e8e2d8', '#f2ede5', 0.75), shadows: [{ dx: 0.03, dy: 0.01, blur: 0.03, opacity: 0.3 }],
    product: (ctx) => {
      ctx.beginPath();
      ctx.rect(0.27, 0.32, 0.38, 0.52);
      ctx.fill();
      gusset(ctx);
    },
    // The side gusset turns away from the light: same paper, in shadow.
    inner: gusset,
    behind: (ctx) => {
      rope(ctx, [[0.36, 0.33], [0.46, 0.08], [0.56, 0.33]], '#2b2b2b', 0.007);
    },
    details: (ctx) => {
      ctx.lineWidth = 0.002;
      ctx.globalAlpha = 0.5;
      ctx.beginPath();
      ctx.moveTo(0.27, 0.36);
      ctx.lineTo(0.65, 0.36);
      ctx.stroke();
      ctx.globalAlpha = 1;
    },
    puff: 0.004, dome: 0, weave: 0.03, sheen: 0.1, wrinkle: 0.0015, print: rect(0.3, 0.42, 0.32, 0.34),
  }),
  bag({
    id: 8, fabric: 'canvas', style: 'half-moon shoulder bag on a wall peg', backdrop: wall('#e3d6c8', 912), shadows: HANG,
    product: (ctx) => {
      ctx.beginPath();
      ctx.moveTo(0.24, 0.5);
      ctx.lineTo(0.76, 0.5);
      ctx.bezierCurveTo(0.77, 0.86, 0.23, 0.86, 0.24, 0.5);
      ctx.fill();
      ctx.lineWidth = 0.022;
      ctx.beginPath();
      ctx.moveTo(0.27, 0.51);
      ctx.lineTo(0.5, 0.12);
      ctx.lineTo(0.73, 0.51);
      ctx.stroke();
    },
    details: (ctx) => zip(ctx, [[0.27, 0.52], [0.73, 0.52]]),
    front: (ctx) => peg(ctx, 0.5, 0.12),
    folds: waves(913, 0.3, 0.55, 0.4, 0.2, 0.3, 2, 0.004), print: rect(0.38, 0.56, 0.24, 0.16), dome: 0.05,
  }),
];
