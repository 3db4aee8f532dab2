/** Canvas helpers: shapes are drawn in unit coordinates (0..1 across the square image) at any resolution. */
import { createCanvas } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Field } from './field';

export type Ctx = SKRSContext2D;
/** Draws in unit coordinates; does its own fill()/stroke(). Colour and alpha are set by the caller. */
export type Draw = (ctx: Ctx) => void;

/** Render `draw` in white at n × n and return its coverage (0..1). */
export function coverage(n: number, draw: Draw): Field {
  const canvas = createCanvas(n, n);
  const ctx = canvas.getContext('2d');
  ctx.scale(n, n);
  ctx.fillStyle = '#fff';
  ctx.strokeStyle = '#fff';
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  draw(ctx);
  const data = ctx.getImageData(0, 0, n, n).data;
  const out = new Float32Array(n * n);
  for (let i = 0; i < out.length; i++) out[i] = data[i * 4 + 3]! / 255;
  return out;
}

/** Render coloured props at 2× and downsample to `size`: straight (unpremultiplied) RGBA. */
export function paint(size: number, draw: Draw): Uint8ClampedArray {
  const big = createCanvas(size * 2, size * 2);
  const bctx = big.getContext('2d');
  bctx.scale(size * 2, size * 2);
  bctx.lineCap = 'round';
  bctx.lineJoin = 'round';
  draw(bctx);
  const small = createCanvas(size, size);
  const sctx = small.getContext('2d');
  sctx.imageSmoothingEnabled = true;
  sctx.imageSmoothingQuality = 'high';
  sctx.drawImage(big, 0, 0, size, size);
  return sctx.getImageData(0, 0, size, size).data;
}

/** Over-composite straight RGBA onto a float RGB buffer (0..1). Returns nothing; mutates rgb. */
export function over(rgb: Float32Array, rgba: Uint8ClampedArray): void {
  for (let i = 0, p = 0; p < rgba.length; i += 3, p += 4) {
    const a = rgba[p + 3]! / 255;
    if (a === 0) continue;
    rgb[i]! += (rgba[p]! / 255 - rgb[i]!) * a;
    rgb[i + 1]! += (rgba[p + 1]! / 255 - rgb[i + 1]!) * a;
    rgb[i + 2]! += (rgba[p + 2]! / 255 - rgb[i + 2]!) * a;
  }
}

/** Round-cornered rectangle path (unit coordinates). */
export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}
