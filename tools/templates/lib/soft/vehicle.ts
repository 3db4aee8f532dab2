/** Vehicle side views: wheels, glass, ground shadow and car-paint reflections (sky above, ground below). */
import type { Ctx } from './canvas';

export function wheel(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.fillStyle = '#1d1e20';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  const g = ctx.createRadialGradient(x - r * 0.2, y - r * 0.2, r * 0.05, x, y, r * 0.62);
  g.addColorStop(0, '#f1f2f3');
  g.addColorStop(0.7, '#9a9ea3');
  g.addColorStop(1, '#55585c');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r * 0.6, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(40,40,40,0.6)';
  ctx.lineWidth = r * 0.06;
  for (let k = 0; k < 5; k++) {
    const a = (k / 5) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(x + Math.cos(a) * r * 0.18, y + Math.sin(a) * r * 0.18);
    ctx.lineTo(x + Math.cos(a) * r * 0.52, y + Math.sin(a) * r * 0.52);
    ctx.stroke();
  }
}

/** Dark wheel arch behind a wheel. */
export function arch(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.fillStyle = '#0d0d0e';
  ctx.beginPath();
  ctx.arc(x, y, r * 1.12, Math.PI, 0);
  ctx.lineTo(x + r * 1.12, y + r);
  ctx.lineTo(x - r * 1.12, y + r);
  ctx.fill();
}

/** Tinted glass polygon with a sky reflection streak. */
export function glass(ctx: Ctx, pts: readonly (readonly [number, number])[]): void {
  let minY = 1;
  let maxY = 0;
  for (const [, y] of pts) {
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const g = ctx.createLinearGradient(0, minY, 0, maxY);
  g.addColorStop(0, '#6f7f8e');
  g.addColorStop(0.5, '#2c3640');
  g.addColorStop(1, '#1a2027');
  ctx.fillStyle = g;
  ctx.beginPath();
  pts.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
  ctx.fill();
}

/** Soft contact shadow on the ground, under the whole length of the vehicle. */
export function groundShadow(ctx: Ctx, x0: number, x1: number, y: number): void {
  const cx = (x0 + x1) / 2;
  const rx = (x1 - x0) / 2 + 0.03;
  ctx.save();
  ctx.translate(cx, y);
  ctx.scale(rx, 0.03);
  const g = ctx.createRadialGradient(0, 0, 0, 0, 0, 1);
  g.addColorStop(0, 'rgba(0,0,0,0.55)');
  g.addColorStop(0.7, 'rgba(0,0,0,0.3)');
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(0, 0, 1, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Car paint mirrors the world: bright sky above a horizon line on the body, darker ground below. */
export const paintEnv = (top: number, bottom: number) => (_u: number, v: number): [number, number] => {
  const t = (v - top) / Math.max(0.01, bottom - top);
  const horizon = 1 / (1 + Math.exp(-(t - 0.48) * 30));
  return [1 - 0.22 * horizon, (1 - horizon) * (0.1 + 0.12 * (1 - t))];
};
