/** Parametric garment silhouettes seen from the front: tees, tanks, sweatshirts, hoodies, jerseys. */
import type { Ctx, Draw } from './canvas';
import type { Pt, Quad } from './quad';

export interface Garment {
  cx: number;
  /** y of the shoulder line at the neck. */
  top: number;
  neckW: number;
  /** Front neckline depth below `top` (V-necks go deeper). */
  neckDrop: number;
  neck: 'crew' | 'v' | 'scoop' | 'none';
  shoulderW: number;
  shoulderDrop: number;
  armpitY: number;
  bodyW: number;
  hemY: number;
  hemW: number;
  /** Inward pull of the side seams at the waist (fitted cuts). */
  waist: number;
  /** Sleeve: length along its axis, angle from straight down (rad), cuff opening width; 0 length = sleeveless. */
  sleeveLen: number;
  sleeveAngle: number;
  sleeveW: number;
  /** Rib band heights (0 = plain hem). */
  cuffRib: number;
  hemRib: number;
  collarRib: number;
  /** Right side differs a little from the left: [dx, dy] added to the right shoulder, cuff and hem. */
  skew: number;
  /** Physical width of the body across the chest, centimetres (default 52: an adult medium). */
  chestCm?: number;
}

export const baseTee = (over: Partial<Garment> = {}): Garment => ({
  cx: 0.5, top: 0.15, neckW: 0.08, neckDrop: 0.055, neck: 'crew', shoulderW: 0.235, shoulderDrop: 0.04,
  armpitY: 0.37, bodyW: 0.215, hemY: 0.84, hemW: 0.22, waist: 0.005, sleeveLen: 0.18, sleeveAngle: 1.05,
  sleeveW: 0.145, cuffRib: 0, hemRib: 0, collarRib: 0.013, skew: 0.006, ...over,
});

export interface Frame {
  nl: Pt; nr: Pt; sl: Pt; sr: Pt; al: Pt; ar: Pt; hl: Pt; hr: Pt;
  col: Pt; cil: Pt; cor: Pt; cir: Pt;
}

export function frame(g: Garment): Frame {
  const s = g.skew;
  const dir = (side: number, sx: number, sy: number): [Pt, Pt] => {
    const a = g.sleeveAngle + side * s * 3;
    const ox = sx + side * Math.sin(a) * g.sleeveLen;
    const oy = sy + Math.cos(a) * g.sleeveLen;
    return [[ox, oy], [ox - side * Math.cos(a) * g.sleeveW, oy + Math.sin(a) * g.sleeveW]];
  };
  const sl: Pt = [g.cx - g.shoulderW, g.top + g.shoulderDrop];
  const sr: Pt = [g.cx + g.shoulderW + s, g.top + g.shoulderDrop + s];
  const [col, cil] = dir(-1, sl[0], sl[1]);
  const [cor, cir] = dir(1, sr[0], sr[1]);
  return {
    nl: [g.cx - g.neckW, g.top], nr: [g.cx + g.neckW, g.top], sl, sr,
    al: [g.cx - g.bodyW, g.armpitY], ar: [g.cx + g.bodyW + s * 0.5, g.armpitY + s],
    hl: [g.cx - g.hemW, g.hemY], hr: [g.cx + g.hemW + s, g.hemY + s * 0.5], col, cil, cor, cir,
  };
}

export const mid = (a: Pt, b: Pt, t = 0.5): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

function bodyPath(ctx: Ctx, g: Garment, f: Frame): void {
  ctx.beginPath();
  ctx.moveTo(f.nl[0], f.nl[1]);
  ctx.quadraticCurveTo(g.cx, g.top + 0.012, f.nr[0], f.nr[1]);
  ctx.quadraticCurveTo(mid(f.nr, f.sr)[0], mid(f.nr, f.sr)[1] - 0.006, f.sr[0], f.sr[1]);
  // Sleeveless cuts scoop the armhole inwards; sleeves cover a gentle outward seam.
  if (g.sleeveLen > 0) ctx.quadraticCurveTo(f.ar[0] + 0.01, mid(f.sr, f.ar)[1], f.ar[0], f.ar[1]);
  else ctx.quadraticCurveTo(f.sr[0] + 0.01, f.ar[1] - 0.02, f.ar[0], f.ar[1]);
  const wy = (g.armpitY + g.hemY) / 2;
  ctx.quadraticCurveTo(Math.max(f.ar[0], f.hr[0]) - g.waist, wy, f.hr[0], f.hr[1]);
  ctx.quadraticCurveTo(g.cx, g.hemY + 0.008, f.hl[0], f.hl[1]);
  ctx.quadraticCurveTo(Math.min(f.al[0], f.hl[0]) + g.waist, wy, f.al[0], f.al[1]);
  if (g.sleeveLen > 0) ctx.quadraticCurveTo(f.al[0] - 0.01, mid(f.sl, f.al)[1], f.sl[0], f.sl[1]);
  else ctx.quadraticCurveTo(f.sl[0] - 0.01, f.al[1] - 0.02, f.sl[0], f.sl[1]);
  ctx.quadraticCurveTo(mid(f.nl, f.sl)[0], mid(f.nl, f.sl)[1] - 0.006, f.nl[0], f.nl[1]);
  ctx.closePath();
}

function sleevePath(ctx: Ctx, s: Pt, co: Pt, ci: Pt, a: Pt, side: number): void {
  ctx.beginPath();
  ctx.moveTo(s[0], s[1]);
  const m = mid(s, co);
  ctx.quadraticCurveTo(m[0] + side * 0.008, m[1] - 0.006, co[0], co[1]);
  ctx.lineTo(ci[0], ci[1]);
  const n = mid(ci, a);
  ctx.quadraticCurveTo(n[0] + side * 0.004, n[1] + 0.004, a[0], a[1]);
  ctx.lineTo(a[0] - side * 0.03, a[1] - 0.05);
  ctx.closePath();
}

export function frontNeck(ctx: Ctx, g: Garment, f: Frame, inset = 0): void {
  const y = g.top + g.neckDrop + inset;
  ctx.moveTo(f.nl[0] - inset * 0.6, f.nl[1]);
  if (g.neck === 'v') {
    ctx.quadraticCurveTo(f.nl[0] + 0.01, f.nl[1] + g.neckDrop * 0.5, g.cx, y);
    ctx.quadraticCurveTo(f.nr[0] - 0.01, f.nr[1] + g.neckDrop * 0.5, f.nr[0] + inset * 0.6, f.nr[1]);
  } else {
    const k = g.neck === 'scoop' ? 1.1 : 1.3;
    ctx.bezierCurveTo(f.nl[0], f.nl[1] + g.neckDrop * k, f.nr[0], f.nr[1] + g.neckDrop * k, f.nr[0] + inset * 0.6, f.nr[1]);
  }
}

/** The body and each sleeve on their own: rounded separately, they crease where the sleeves are set in. */
export function garmentParts(g: Garment): Draw[] {
  const f = frame(g);
  const body: Draw = (ctx) => {
    bodyPath(ctx, g, f);
    ctx.fill();
  };
  if (g.sleeveLen <= 0) return [body];
  const sleeve = (side: number): Draw => (ctx) => {
    if (side < 0) sleevePath(ctx, f.sl, f.col, f.cil, f.al, -1);
    else sleevePath(ctx, f.sr, f.cor, f.cir, f.ar, 1);
    ctx.fill();
  };
  return [body, sleeve(-1), sleeve(1)];
}

/** The inside of the back neck, seen through the front neckline (shaded darker). */
export function garmentInner(g: Garment): Draw {
  return (ctx) => {
    if (g.neck === 'none') return;
    const f = frame(g);
    ctx.beginPath();
    ctx.moveTo(f.nl[0], f.nl[1]);
    ctx.quadraticCurveTo(g.cx, g.top + 0.014 + g.collarRib * 0.6, f.nr[0], f.nr[1]);
    frontNeckReverse(ctx, g, f);
    ctx.closePath();
    ctx.fill();
  };
}

function frontNeckReverse(ctx: Ctx, g: Garment, f: Frame): void {
  if (g.neck === 'v') {
    ctx.quadraticCurveTo(f.nr[0] - 0.01, f.nr[1] + g.neckDrop * 0.5, g.cx, g.top + g.neckDrop);
    ctx.quadraticCurveTo(f.nl[0] + 0.01, f.nl[1] + g.neckDrop * 0.5, f.nl[0], f.nl[1]);
  } else {
    const k = g.neck === 'scoop' ? 1.1 : 1.3;
    ctx.bezierCurveTo(f.nr[0], f.nr[1] + g.neckDrop * k, f.nl[0], f.nl[1] + g.neckDrop * k, f.nl[0], f.nl[1]);
  }
}

/** The front print area a printer offers: `frac` of the body's width (an adult tee's 30 × 40 cm area on a 52 cm
 *  chest), `aspect` wide per 1 high, its top `dy` below the neckline. */
export function chestPrint(g: Garment, frac = 0.58, aspect = 0.76, dy = 0.035): Quad {
  const pw = g.bodyW * 2 * frac;
  const ph = pw / aspect;
  const x = g.cx - pw / 2 + g.skew * 0.3;
  const y = g.top + g.neckDrop + dy;
  return [[x, y], [x + pw, y], [x + pw, y + ph], [x, y + ph]];
}

/** Where the sleeves meet the body: fold fans start here. */
export function armpits(g: Garment): [Pt, Pt] {
  const f = frame(g);
  return [f.al, f.ar];
}
