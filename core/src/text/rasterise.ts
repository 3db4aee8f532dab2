/**
 * Fills closed polygons (nonzero winding) in one colour onto straight-alpha RGBA pixels, source-over, anti-aliased:
 * SUBROWS sample rows per pixel row, each span's ends covering their pixels by how much of them they cover. Plain
 * arithmetic, so the browser and the server draw text to the same bytes.
 */
import type { RgbaImage } from '../render/types';

const SUBROWS = 8;

export function fillPolygons(target: RgbaImage, polygons: readonly number[][], rgb: readonly [number, number, number], alpha = 1): void {
  const { width, height, data } = target;
  // Edges as [yTop, yBottom, xAtTop, dx/dy, direction], sorted by their top.
  const edges: [number, number, number, number, number][] = [];
  let top = Infinity, bottom = -Infinity;
  for (const poly of polygons) {
    // A closed outline wholly outside the target winds 0 around every pixel in it: it draws nothing (huge text
    // mostly off the area costs only what shows).
    if (outside(poly, width, height)) continue;
    for (let i = 0; i < poly.length; i += 2) {
      const x0 = poly[i]!, y0 = poly[i + 1]!;
      const j = (i + 2) % poly.length;
      const x1 = poly[j]!, y1 = poly[j + 1]!;
      if (y0 === y1 || !Number.isFinite(x0 + y0 + x1 + y1)) continue;
      const [ya, xa, yb, dir] = y0 < y1 ? [y0, x0, y1, 1] : [y1, x1, y0, -1];
      edges.push([ya, yb, xa, (x1 - x0) / (y1 - y0), dir]);
      top = Math.min(top, ya);
      bottom = Math.max(bottom, yb);
    }
  }
  if (edges.length === 0) return;
  edges.sort((a, b) => a[0] - b[0]);
  const rowFrom = Math.max(0, Math.floor(top)), rowTo = Math.min(height, Math.ceil(bottom));
  // Per pixel of a row: `cover` takes the partly covered ends of each span, `runs` the starts (+) and ends (−) of its
  // fully covered middle, summed once per row, so a wide span costs two writes, not one per pixel.
  const cover = new Float32Array(width + 1);
  const runs = new Float32Array(width + 1);
  const crossings: number[] = [];
  let active: number[] = [];
  let next = 0;
  for (let row = rowFrom; row < rowTo; row++) {
    let left = width, right = 0;
    for (let s = 0; s < SUBROWS; s++) {
      const y = row + (s + 0.5) / SUBROWS;
      while (next < edges.length && edges[next]![0] <= y) active.push(next++);
      active = active.filter((e) => edges[e]![1] > y);
      crossings.length = 0;
      for (const e of active) {
        const [ya, , xa, slope, dir] = edges[e]!;
        if (ya <= y) crossings.push(xa + (y - ya) * slope, dir);
      }
      // Sort the (x, direction) pairs by x.
      const order = Array.from({ length: crossings.length / 2 }, (_, k) => k).sort((a, b) => crossings[2 * a]! - crossings[2 * b]!);
      let winding = 0;
      for (let k = 0; k < order.length; k++) {
        const at = order[k]!;
        const was = winding;
        winding += crossings[2 * at + 1]!;
        if (was === 0 && winding !== 0) {
          // A span starts here and runs to where the winding returns to zero.
          let end = k + 1;
          let w = winding;
          while (end < order.length && w !== 0) w += crossings[2 * order[end++]! + 1]!;
          const a = Math.max(0, crossings[2 * at]!), b = Math.min(width, crossings[2 * order[end - 1]!]!);
          if (b > a) {
            addSpan(cover, runs, a, b);
            left = Math.min(left, Math.floor(a));
            right = Math.max(right, Math.ceil(b));
          }
          k = end - 1;
          winding = 0;
        }
      }
    }
    if (right > left) blendRow(data, row * width, cover, runs, left, Math.min(width, right), rgb, alpha);
  }
}

function outside(poly: readonly number[], width: number, height: number): boolean {
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  for (let i = 0; i < poly.length; i += 2) {
    const x = poly[i]!, y = poly[i + 1]!;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return x1 < 0 || y1 < 0 || x0 >= width || y0 >= height;
}

function addSpan(cover: Float32Array, runs: Float32Array, a: number, b: number): void {
  const unit = 1 / SUBROWS;
  const ia = Math.floor(a), ib = Math.floor(b);
  if (ia === ib) {
    cover[ia]! += (b - a) * unit;
    return;
  }
  cover[ia]! += (ia + 1 - a) * unit;
  runs[ia + 1]! += unit;
  runs[ib]! -= unit;
  cover[ib]! += (b - ib) * unit;
}

/** Blends one row's coverage and clears it for the next row. */
function blendRow(
  data: RgbaImage['data'], rowStart: number, cover: Float32Array, runs: Float32Array, from: number, to: number,
  rgb: readonly [number, number, number], alpha: number,
): void {
  let run = 0;
  for (let x = from; x < to; x++) {
    run += runs[x]!;
    const a = Math.min(1, cover[x]! + run) * alpha;
    cover[x] = 0;
    runs[x] = 0;
    if (a <= 1e-6) continue;
    const o = (rowStart + x) * 4;
    if (a >= 1 - 1e-6 || data[o + 3] === 0) {
      // Nothing to mix with: the colour as it is.
      data[o] = rgb[0];
      data[o + 1] = rgb[1];
      data[o + 2] = rgb[2];
      data[o + 3] = Math.round(Math.min(1, a) * 255);
    } else blendPixel(data, o, rgb[0], rgb[1], rgb[2], a);
  }
  cover[to] = 0;
  runs[to] = 0;
}

/** Source-over of one straight-alpha colour with coverage `a` (0–1) onto straight-alpha bytes. */
export function blendPixel(data: RgbaImage['data'], o: number, r: number, g: number, b: number, a: number): void {
  const da = data[o + 3]! / 255;
  const outA = a + da * (1 - a);
  if (outA <= 0) return;
  const keep = (da * (1 - a)) / outA, put = a / outA;
  data[o] = Math.round(r * put + data[o]! * keep);
  data[o + 1] = Math.round(g * put + data[o + 1]! * keep);
  data[o + 2] = Math.round(b * put + data[o + 2]! * keep);
  data[o + 3] = Math.round(outA * 255);
}
