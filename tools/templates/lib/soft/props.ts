/** Coloured scene props drawn with canvas: hangers, wall pegs, plant sprigs, tags. Unit coordinates. */
import type { Ctx } from './canvas';

/** Wooden hanger: metal hook above `y` (the neck), arms reaching ±w; the garment covers most of it. */
export function hanger(ctx: Ctx, cx: number, y: number, w: number): void {
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 0.012 * ctx.getTransform().a;
  ctx.shadowOffsetX = 0.008 * ctx.getTransform().a;
  ctx.shadowOffsetY = 0.012 * ctx.getTransform().a;
  ctx.strokeStyle = '#9aa0a6';
  ctx.lineWidth = 0.006;
  ctx.beginPath();
  ctx.moveTo(cx, y + 0.01);
  ctx.lineTo(cx, y - 0.04);
  ctx.arc(cx + 0.025, y - 0.04, 0.025, Math.PI, Math.PI * 1.9, false);
  ctx.stroke();
  const g = ctx.createLinearGradient(0, y, 0, y + 0.03);
  g.addColorStop(0, '#c08a55');
  g.addColorStop(1, '#8a5a30');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.moveTo(cx - 0.03, y + 0.005);
  ctx.quadraticCurveTo(cx, y - 0.008, cx + 0.03, y + 0.005);
  ctx.lineTo(cx + w, y + 0.06);
  ctx.lineTo(cx + w, y + 0.078);
  ctx.lineTo(cx - w, y + 0.078);
  ctx.lineTo(cx - w, y + 0.06);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** Round wooden wall peg at (x, y). */
export function peg(ctx: Ctx, x: number, y: number, r = 0.018): void {
  ctx.save();
  const s = ctx.getTransform().a;
  ctx.shadowColor = 'rgba(0,0,0,0.4)';
  ctx.shadowBlur = 0.01 * s;
  ctx.shadowOffsetX = 0.006 * s;
  ctx.shadowOffsetY = 0.01 * s;
  const g = ctx.createRadialGradient(x - r * 0.3, y - r * 0.3, r * 0.1, x, y, r);
  g.addColorStop(0, '#d9a873');
  g.addColorStop(1, '#8c5b31');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** A eucalyptus sprig: stem and round leaves, for flat-lay styling. */
export function sprig(ctx: Ctx, x: number, y: number, len: number, angle: number, colour = '#7f9c86'): void {
  ctx.save();
  const s = ctx.getTransform().a;
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.shadowColor = 'rgba(0,0,0,0.28)';
  ctx.shadowBlur = 0.008 * s;
  ctx.shadowOffsetX = 0.004 * s;
  ctx.shadowOffsetY = 0.006 * s;
  ctx.strokeStyle = '#6b5a45';
  ctx.lineWidth = 0.003;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(len * 0.5, -len * 0.06, len, 0);
  ctx.stroke();
  for (let i = 1; i <= 7; i++) {
    const t = i / 8;
    const r = 0.018 * (1.1 - t * 0.5);
    for (const side of [-1, 1]) {
      ctx.fillStyle = i % 2 ? colour : '#8fae96';
      ctx.beginPath();
      ctx.ellipse(len * t, side * r * 0.9 - len * 0.03 * Math.sin(t * Math.PI), r, r * 0.8, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.restore();
}

/** Simple round ceramic cup seen from above, for flat lays. */
export function cupFromAbove(ctx: Ctx, x: number, y: number, r: number, coffee = '#5b3a24'): void {
  ctx.save();
  const s = ctx.getTransform().a;
  ctx.shadowColor = 'rgba(0,0,0,0.3)';
  ctx.shadowBlur = 0.02 * s;
  ctx.shadowOffsetX = 0.01 * s;
  ctx.shadowOffsetY = 0.014 * s;
  ctx.fillStyle = '#f4f2ee';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  const g = ctx.createRadialGradient(x - r * 0.2, y - r * 0.2, 0, x, y, r * 0.8);
  g.addColorStop(0, '#7a5236');
  g.addColorStop(1, coffee);
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r * 0.8, 0, Math.PI * 2);
  ctx.fill();
}

/** Split key ring (steel): a ring of radius r at (x, y), plus a short chain link down to (x, y2). */
export function keyRing(ctx: Ctx, x: number, y: number, r: number, y2: number): void {
  const s = ctx.getTransform().a;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 0.01 * s;
  ctx.shadowOffsetX = 0.006 * s;
  ctx.shadowOffsetY = 0.009 * s;
  const g = ctx.createLinearGradient(x - r, y - r, x + r, y + r);
  g.addColorStop(0, '#f4f5f6');
  g.addColorStop(0.35, '#9ea3a8');
  g.addColorStop(0.6, '#e3e6e8');
  g.addColorStop(1, '#6e7378');
  ctx.strokeStyle = g;
  ctx.lineWidth = r * 0.16;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = r * 0.1;
  ctx.beginPath();
  ctx.ellipse(x, (y + r + y2) / 2, r * 0.18, (y2 - y - r) / 2 + r * 0.1, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}
