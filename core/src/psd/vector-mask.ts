/**
 * Rasterises a Photoshop vector mask: closed cubic Bézier paths in canvas pixels, each filled (non-zero or even-odd)
 * with 16 sample rows a pixel (each row's coverage exact across) and combined with the paths before it (union, subtract, intersect, exclude), over a
 * start of all or no pixels; optionally inverted. The result is a one-byte-a-pixel mask over the rectangle asked for.
 */
import { maskAt, type StackMask } from './layer-stack';

export interface VectorPath {
  /** Knots as ag-psd reads them: [x in, y in, x anchor, y anchor, x out, y out] in canvas pixels. */
  knots: readonly { points: readonly number[] }[];
  operation?: 'combine' | 'subtract' | 'intersect' | 'exclude' | undefined;
  fillRule: 'even-odd' | 'non-zero';
  open?: boolean;
}

export interface VectorMaskShape {
  paths: readonly VectorPath[];
  invert?: boolean | undefined;
  fillStartsWithAllPixels?: boolean | undefined;
}

/** Sample rows a pixel: each covers its spans exactly across, so edges step in 1/16ths at most. */
const SUB = 16;
const STEPS_PER_SEGMENT = 16;

/** The closed polygon of a path: each segment anchor → out → next's in → next anchor, as straight steps. */
function polygonOf(path: VectorPath): number[] {
  const k = path.knots;
  const out: number[] = [];
  for (let i = 0; i < k.length; i++) {
    const a = k[i]!.points, b = k[(i + 1) % k.length]!.points;
    const [x0, y0, x1, y1, x2, y2, x3, y3] = [a[2]!, a[3]!, a[4]!, a[5]!, b[0]!, b[1]!, b[2]!, b[3]!];
    for (let s = 0; s < STEPS_PER_SEGMENT; s++) {
      const t = s / STEPS_PER_SEGMENT, u = 1 - t;
      const w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t;
      out.push(w0 * x0 + w1 * x1 + w2 * x2 + w3 * x3, w0 * y0 + w1 * y1 + w2 * y2 + w3 * y3);
    }
  }
  return out;
}

/** Coverage 0–1 of one filled polygon ([x0, y0, x1, y1, …]) over the rectangle: SUB rows a pixel, exact along each. */
export function coverage(poly: readonly number[], rule: VectorPath['fillRule'], left: number, top: number, width: number, height: number): Float32Array {
  const cover = new Float32Array(width * height);
  const n = poly.length / 2;
  const crossings: { x: number; dir: number }[] = [];
  for (let sy = 0; sy < height * SUB; sy++) {
    const y = top + (sy + 0.5) / SUB;
    crossings.length = 0;
    for (let i = 0; i < n; i++) {
      const ax = poly[2 * i]!, ay = poly[2 * i + 1]!, bx = poly[(2 * i + 2) % poly.length]!, by = poly[(2 * i + 3) % poly.length]!;
      if ((ay <= y) === (by <= y)) continue;
      crossings.push({ x: ax + ((y - ay) / (by - ay)) * (bx - ax), dir: by > ay ? 1 : -1 });
    }
    crossings.sort((p, q) => p.x - q.x);
    let winding = 0;
    const row = Math.floor(sy / SUB) * width;
    for (let c = 0; c < crossings.length - 1; c++) {
      winding += crossings[c]!.dir;
      const inside = rule === 'non-zero' ? winding !== 0 : (c + 1) % 2 === 1;
      if (!inside) continue;
      addSpan(cover, row, width, crossings[c]!.x - left, crossings[c + 1]!.x - left);
    }
  }
  return cover;
}

/** Adds one sample row's span [a, b) (pixels from the rectangle's left) to a row of coverage, ends fractional. */
function addSpan(cover: Float32Array, row: number, width: number, a: number, b: number): void {
  a = Math.max(0, a);
  b = Math.min(width, b);
  if (!(b > a)) return;
  const w = 1 / SUB;
  const ia = Math.floor(a), ib = Math.floor(b);
  if (ia === ib) {
    cover[row + ia]! += (b - a) * w;
    return;
  }
  cover[row + ia]! += (ia + 1 - a) * w;
  for (let x = ia + 1; x < ib; x++) cover[row + x]! += w;
  if (ib < width) cover[row + ib]! += (b - ib) * w;
}

export function rasteriseVectorMask(shape: VectorMaskShape, left: number, top: number, width: number, height: number): StackMask {
  const mask = new Float32Array(width * height).fill(shape.fillStartsWithAllPixels ? 1 : 0);
  for (const path of shape.paths) {
    if (path.knots.length < 2) continue;
    const c = coverage(polygonOf(path), path.fillRule, left, top, width, height);
    for (let p = 0; p < mask.length; p++) {
      const m = mask[p]!, v = Math.min(1, c[p]!);
      switch (path.operation ?? 'combine') {
        case 'combine':
          mask[p] = m + v - m * v;
          break;
        case 'subtract':
          mask[p] = m * (1 - v);
          break;
        case 'intersect':
          mask[p] = m * v;
          break;
        case 'exclude':
          mask[p] = m + v - 2 * m * v;
          break;
      }
    }
  }
  const data = new Uint8Array(width * height);
  for (let p = 0; p < data.length; p++) data[p] = Math.round(255 * (shape.invert ? 1 - mask[p]! : mask[p]!));
  return { left, top, width, height, data, outside: shape.invert !== !!shape.fillStartsWithAllPixels ? 255 : 0 };
}

/** Two masks multiplied, over the first one's rectangle (where a layer has both a pixel and a vector mask). */
export function multiplyMasks(a: StackMask, b: StackMask): StackMask {
  const data = new Uint8Array(a.width * a.height);
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) data[y * a.width + x] = Math.round(a.data[y * a.width + x]! * maskAt(b, a.left + x, a.top + y));
  }
  return { ...a, data, outside: Math.round((a.outside * b.outside) / 255) };
}
