/** Painting into the cut-out mask (one byte a pixel, 255 = product) at the mask's own resolution. */

export type BrushMode = 'add' | 'remove';

export interface MaskRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One round, anti-aliased dab of radius `radius` (mask pixels) at (cx, cy): 'add' raises the mask towards 255,
 * 'remove' lowers it towards 0. Returns the rectangle it touched.
 */
export function dab(mask: Uint8Array, width: number, height: number, cx: number, cy: number, radius: number, mode: BrushMode): MaskRect {
  const r = Math.max(0.5, radius);
  const x0 = Math.max(0, Math.floor(cx - r - 1));
  const x1 = Math.min(width - 1, Math.ceil(cx + r + 1));
  const y0 = Math.max(0, Math.floor(cy - r - 1));
  const y1 = Math.min(height - 1, Math.ceil(cy + r + 1));
  for (let y = y0; y <= y1; y++) {
    const dy = y + 0.5 - cy;
    const row = y * width;
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - cx;
      const coverage = Math.min(1, Math.max(0, r + 0.5 - Math.sqrt(dx * dx + dy * dy)));
      if (coverage <= 0) continue;
      const value = Math.round(coverage * 255);
      const i = row + x;
      mask[i] = mode === 'add' ? Math.max(mask[i]!, value) : Math.min(mask[i]!, 255 - value);
    }
  }
  return { x: x0, y: y0, width: Math.max(0, x1 - x0 + 1), height: Math.max(0, y1 - y0 + 1) };
}

/** Dabs from (ax, ay) to (bx, by) close enough to paint a continuous line; returns the rectangle touched. */
export function strokeSegment(
  mask: Uint8Array,
  width: number,
  height: number,
  from: readonly [number, number],
  to: readonly [number, number],
  radius: number,
  mode: BrushMode,
): MaskRect {
  const [ax, ay] = from;
  const [bx, by] = to;
  const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / Math.max(0.5, radius / 3)));
  let rect: MaskRect | null = null;
  for (let s = 1; s <= steps; s++) {
    const t = s / steps;
    rect = union(rect, dab(mask, width, height, ax + (bx - ax) * t, ay + (by - ay) * t, radius, mode));
  }
  return rect!;
}

export function union(a: MaskRect | null, b: MaskRect): MaskRect {
  if (!a) return b;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/** The box holding the mask's product pixels (over half on), or null when the mask is empty. */
export function maskBounds(mask: Uint8Array, width: number, height: number): MaskRect | null {
  let x0 = width, y0 = height, x1 = -1, y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (mask[row + x]! < 128) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}
