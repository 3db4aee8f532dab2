/**
 * Resizes a straight-alpha RGBA canvas: area-averaging when it shrinks (every source pixel counts, so thin shadows
 * and highlights do not alias), bilinear when it grows. Colours are weighted by alpha, so transparent pixels leave
 * no dark fringe.
 */
import type { Canvas } from './composite-stack';

/** For each output index along one axis: the source indices and weights that make it. */
function axisWeights(from: number, to: number): { index: Int32Array; weight: Float32Array; start: Int32Array } {
  const index: number[] = [], weight: number[] = [], start: number[] = [0];
  const k = from / to;
  for (let o = 0; o < to; o++) {
    if (k >= 1) {
      const a = o * k, b = (o + 1) * k;
      for (let s = Math.floor(a); s < Math.min(from, Math.ceil(b)); s++) {
        const w = Math.min(b, s + 1) - Math.max(a, s);
        if (w > 0) {
          index.push(s);
          weight.push(w / k);
        }
      }
    } else {
      const c = Math.min(from - 1, Math.max(0, (o + 0.5) * k - 0.5));
      const s0 = Math.floor(c), t = c - s0;
      index.push(s0);
      weight.push(1 - t);
      if (s0 + 1 < from) {
        index.push(s0 + 1);
        weight.push(t);
      }
    }
    start.push(index.length);
  }
  return { index: Int32Array.from(index), weight: Float32Array.from(weight), start: Int32Array.from(start) };
}

export function resizeCanvas(src: Canvas, width: number, height: number): Canvas {
  if (src.width === width && src.height === height) return src;
  const xs = axisWeights(src.width, width), ys = axisWeights(src.height, height);
  // Across first, into premultiplied floats, then down.
  const rows = new Float32Array(width * src.height * 4);
  const data = src.data;
  const { start: xStart, index: xIndex, weight: xWeight } = xs, { start: yStart, index: yIndex, weight: yWeight } = ys;
  for (let y = 0; y < src.height; y++) {
    const row = y * src.width;
    for (let x = 0; x < width; x++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let k = xStart[x]!, end = xStart[x + 1]!; k < end; k++) {
        const s = 4 * (row + xIndex[k]!), w = xWeight[k]!;
        const wa = (w * data[s + 3]!) / 255;
        r += data[s]! * wa;
        g += data[s + 1]! * wa;
        b += data[s + 2]! * wa;
        a += wa;
      }
      // Element by element: an array literal a pixel costs more than the arithmetic.
      const o = 4 * (y * width + x);
      rows[o] = r;
      rows[o + 1] = g;
      rows[o + 2] = b;
      rows[o + 3] = a;
    }
  }
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let k = yStart[y]!, end = yStart[y + 1]!; k < end; k++) {
        const s = 4 * (yIndex[k]! * width + x), w = yWeight[k]!;
        r += rows[s]! * w;
        g += rows[s + 1]! * w;
        b += rows[s + 2]! * w;
        a += rows[s + 3]! * w;
      }
      const o = 4 * (y * width + x);
      if (a > 0) {
        out[o] = Math.round(r / a);
        out[o + 1] = Math.round(g / a);
        out[o + 2] = Math.round(b / a);
      }
      out[o + 3] = Math.round(a * 255);
    }
  }
  return { width, height, data: out };
}
