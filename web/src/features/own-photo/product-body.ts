/**
 * The product's body in its cut-out: the box of the widest run of columns the product fills most of the height of.
 * A mug's handle or a shirt's sleeves cover only part of their columns, so a first print area centred on the body
 * lands on the mug's side facing the camera or the shirt's chest, not half over the handle.
 */
import { maskBounds, type MaskRect } from './mask-brush';

/** Columns holding at least this share of the fullest column's product pixels belong to the body. */
const BODY_SHARE = 0.75;

export function productBody(mask: Uint8Array, width: number, height: number): MaskRect | null {
  const bounds = maskBounds(mask, width, height);
  if (!bounds) return null;
  const counts = new Uint32Array(bounds.width);
  for (let y = bounds.y; y < bounds.y + bounds.height; y++) {
    const row = y * width + bounds.x;
    for (let k = 0; k < bounds.width; k++) if (mask[row + k]! >= 128) counts[k]!++;
  }
  const least = BODY_SHARE * Math.max(...counts);
  let best = { from: 0, length: 0 };
  for (let k = 0, from = -1; k <= bounds.width; k++) {
    const inside = k < bounds.width && counts[k]! >= least;
    if (inside && from < 0) from = k;
    if (!inside && from >= 0) {
      if (k - from > best.length) best = { from, length: k - from };
      from = -1;
    }
  }
  // The rows the body's columns reach.
  let y0 = bounds.y + bounds.height, y1 = bounds.y - 1;
  for (let y = bounds.y; y < bounds.y + bounds.height; y++) {
    const row = y * width + bounds.x + best.from;
    for (let k = 0; k < best.length; k++) {
      if (mask[row + k]! < 128) continue;
      y0 = Math.min(y0, y);
      y1 = y;
      break;
    }
  }
  return { x: bounds.x + best.from, y: y0, width: best.length, height: y1 - y0 + 1 };
}
