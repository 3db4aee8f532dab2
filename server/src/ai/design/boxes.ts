/** Boxes of what a design placed, in canvas units: the tests check that no lettering lies on the art or on itself. */

export interface Box {
  kind: 'art' | 'text';
  x: number;
  y: number;
  w: number;
  h: number;
  /** What is in the box: a motif's word or the text. */
  label: string;
}

/**
 * The bounds of absolute path data (the text outlines are M/L/Q/C only): the box of every point, control points
 * included, so it may be a little larger than the ink, never smaller.
 */
export function pathBounds(d: string): { x: number; y: number; w: number; h: number } | undefined {
  const numbers = d.match(/-?\d*\.?\d+(?:e-?\d+)?/g);
  if (!numbers || numbers.length < 2) return undefined;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const x = Number(numbers[i]);
    const y = Number(numbers[i + 1]);
    [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  }
  return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
}

/** Area two boxes share, in square canvas units. */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Notes the bounds of a text outline (`d`), moved by `dx`, `dy` and grown by `margin` (for a slight rotation). */
export function noteText(boxes: Box[], d: string, label: string, options: { dx?: number; dy?: number; margin?: number } = {}): void {
  const bounds = pathBounds(d);
  if (!bounds) return;
  const { dx = 0, dy = 0, margin = 0 } = options;
  boxes.push({ kind: 'text', x: bounds.x + dx - margin, y: bounds.y + dy - margin, w: bounds.w + margin * 2, h: bounds.h + margin * 2, label });
}
