/** Headwear seen from the front or three-quarters: baseball caps, a beanie and a bucket hat. */
import type { Ctx, Draw } from './canvas';
import { cylinderFront, type SoftPrint } from './view';

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

/** Where the crown's outline runs (its base to the top and down the other side). */
function crownPath(ctx: Ctx, c: Cap): void {
  const l = CX - c.halfW;
  const r = CX + c.halfW;
  const top = BASE - c.crown;
  const t = c.turn * c.halfW * 0.35;
  ctx.moveTo(l, BASE + 0.004);
  ctx.bezierCurveTo(l - 0.012, top + c.crown * 0.18, CX - c.halfW * 0.6 + t, top, CX + t, top);
  ctx.bezierCurveTo(CX + c.halfW * 0.6 + t, top, r + 0.012, top + c.crown * 0.18, r, BASE + 0.004);
  // The band curves down towards the viewer.
  ctx.quadraticCurveTo(CX + t * 0.5, BASE + 0.032, l, BASE + 0.004);
}

/** The brim's visible top: from the band out to its edge, which dips towards the viewer (curved brims droop at the
 *  sides; flat brims stay level). */
function brimEdge(c: Cap): { l: number; r: number; drop: number; sides: number } {
  const w = c.halfW * c.brimW;
  const t = c.turn * 0.08;
  return { l: CX - w + t, r: CX + w + t, drop: c.flat ? c.brimDrop * 0.5 : c.brimDrop, sides: c.flat ? 0.008 : 0.03 };
}

function brimPath(ctx: Ctx, c: Cap, inset = 0): void {
  const { l, r, drop, sides } = brimEdge(c);
  const t = c.turn * c.halfW * 0.35;
  // The inner edge tucks under the crown's band.
  ctx.moveTo(CX - c.halfW + 0.004, BASE - 0.006);
  ctx.quadraticCurveTo(CX + t * 0.5, BASE + 0.018, CX + c.halfW - 0.004, BASE - 0.006);
  ctx.bezierCurveTo(r + 0.004 - inset, BASE + sides * 0.4, r - 0.01 - inset, BASE + drop * 0.7 + sides - inset, CX + (l + r - 2 * CX) / 2, BASE + drop - inset);
  ctx.bezierCurveTo(l + 0.01 + inset, BASE + drop * 0.7 + sides - inset, l - 0.004 + inset, BASE + sides * 0.4, CX - c.halfW + 0.004, BASE - 0.006);
  ctx.closePath();
}

/** One of the brim's stitch rows, `inset` in from its edge. */
function brimRow(ctx: Ctx, c: Cap, inset: number): void {
  const { l, r, drop, sides } = brimEdge(c);
  const x0 = l + inset * 2.2, x1 = r - inset * 2.2;
  const mx = (l + r) / 2;
  ctx.moveTo(x1, BASE + sides * 0.35 + 0.006);
  ctx.bezierCurveTo(x1 - 0.006, BASE + drop * 0.65 + sides - inset, mx + (x1 - mx) * 0.35, BASE + drop - inset, mx, BASE + drop - inset);
  ctx.bezierCurveTo(mx - (mx - x0) * 0.35, BASE + drop - inset, x0 + 0.006, BASE + drop * 0.65 + sides - inset, x0, BASE + sides * 0.35 + 0.006);
}

/** A seam on the crown, from the button down to the band at angle `phi` round the head (0 = front centre). */
function meridian(ctx: Ctx, c: Cap, phi: number): boolean {
  const a = phi + c.turn * 0.8;
  if (Math.cos(a) < 0.05) return false;
  for (let k = 0; k <= 24; k++) {
    const s = k / 24;
    const rr = c.halfW * Math.pow(Math.sin((Math.PI / 2) * Math.min(1, s * 1.15)), 0.75);
    const x = CX + c.turn * c.halfW * 0.35 * (1 - s) + rr * Math.sin(a);
    const y = BASE - c.crown * (1 - s) + 0.004 * s;
    if (k === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  return true;
}

/** Panel seams of a six-panel crown (a five-panel trucker has no centre seam). */
const SEAMS = (c: Cap) => (c.mesh ? [-0.95, 0.95, -1.6, 1.6] : [0, -1.05, 1.05, -1.9, 1.9]);

/** The crown and the brim as separate parts: rounded on their own, they crease where the brim is sewn on. */
export const capParts = (c: Cap): Array<readonly [Draw, number]> => [
  [(ctx) => { ctx.beginPath(); crownPath(ctx, c); ctx.closePath(); ctx.fill(); }, 1],
  [(ctx) => { ctx.beginPath(); brimPath(ctx, c); ctx.fill(); }, 0.22],
];

export const capShape = (c: Cap): Draw => (ctx) => {
  for (const [part] of capParts(c)) part(ctx);
};

/** Panel seams and the seam where the brim meets the crown, pressed in. */
export const capSeams = (c: Cap): Draw => (ctx) => {
  ctx.lineWidth = 0.0022;
  ctx.beginPath();
  for (const phi of SEAMS(c)) meridian(ctx, c, phi);
  const t = c.turn * c.halfW * 0.35;
  ctx.moveTo(CX - c.halfW + 0.004, BASE + 0.004);
  ctx.quadraticCurveTo(CX + t * 0.5, BASE + 0.032, CX + c.halfW - 0.004, BASE + 0.004);
  ctx.stroke();
};

/** Top-stitching beside every panel seam, the eyelets, and the rows of stitching round the brim. */
export const capStitches = (c: Cap): Draw => (ctx) => {
  ctx.setLineDash([0.0022, 0.0012]);
  ctx.lineWidth = 0.0011;
  ctx.lineCap = 'butt';
  ctx.beginPath();
  for (const phi of SEAMS(c)) for (const d of [-0.045, 0.045]) meridian(ctx, c, phi + d);
  ctx.stroke();
  ctx.beginPath();
  for (const inset of c.flat ? [0.008, 0.016, 0.024, 0.032] : [0.008, 0.016, 0.024, 0.032, 0.04, 0.048]) brimRow(ctx, c, inset);
  ctx.stroke();
  ctx.setLineDash([]);
  // Embroidered eyelets, one on each side panel.
  ctx.lineWidth = 0.0028;
  for (const phi of [-1.45, 1.45]) {
    const a = phi + c.turn * 0.8;
    if (Math.cos(a) < 0.15) continue;
    ctx.beginPath();
    ctx.ellipse(CX + c.turn * c.halfW * 0.2 + c.halfW * 0.82 * Math.sin(a), BASE - c.crown * 0.62, 0.0055 * Math.cos(a) + 0.002, 0.0055, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
};

/** The fabric-covered button on top, and the trucker's mesh side panels (woven, so they shade as holes). */
export const capDetails = (c: Cap): Draw => (ctx) => {
  const t = c.turn * c.halfW * 0.35;
  const top = BASE - c.crown;
  ctx.beginPath();
  ctx.ellipse(CX + t, top + 0.006, 0.016, 0.007, 0, 0, Math.PI * 2);
  ctx.lineWidth = 0.002;
  ctx.stroke();
  if (!c.mesh) return;
  ctx.save();
  ctx.beginPath();
  crownPath(ctx, c);
  ctx.closePath();
  ctx.clip();
  ctx.globalAlpha = 0.45;
  ctx.lineWidth = 0.0012;
  for (const s of [-1, 1]) {
    const a0 = s * 0.95 + c.turn * 0.8;
    const x0 = CX + t + c.halfW * Math.sin(a0);
    for (let i = 0; i < 60; i++) {
      const x = x0 + s * i * 0.0045;
      ctx.beginPath();
      ctx.moveTo(x, BASE - c.crown);
      ctx.lineTo(x + s * 0.25, BASE);
      ctx.moveTo(x, BASE);
      ctx.lineTo(x + s * 0.25, BASE - c.crown);
      ctx.stroke();
    }
  }
  ctx.restore();
};

/** Centimetres per image unit: a cap is about 19 cm across at the band. */
export const capCm = (c: Cap): number => 19 / (2 * c.halfW);

/** The front panels' print area: a 11 × 5.5 cm band on the crown (radius ~9.5 cm) above the brim, tipped back,
 *  turned with the cap. */
export function capPrint(c: Cap): SoftPrint {
  const cm = capCm(c);
  return cylinderFront({ w: 11, h: 5.5, r: 9.5, centre: [CX + c.turn * c.halfW * 0.1, BASE - c.crown * 0.43], cm, turn: c.turn * 0.8, lean: 14 });
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
