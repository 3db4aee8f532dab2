import { lerp4x8, WEIGHT_ONE } from './blend-words';
import type { RgbaImage } from './types';

/**
 * An image with premultiplied alpha, one word a pixel (r | g << 8 | b << 16 | a << 24), so bilinear sampling has no
 * dark fringes and blends whole pixels at once (blend-words.ts). Kept per pixel buffer: a design or a layer's image
 * is sampled on every preview frame and every band of a large render.
 */
const cache = new WeakMap<object, Int32Array>();

export function premultipliedWords(image: RgbaImage): Int32Array {
  const hit = cache.get(image.data);
  if (hit) return hit;
  const { data } = image;
  const out = new Int32Array(data.length / 4);
  for (let i = 0, o = 0; i < out.length; i++, o += 4) {
    const a = data[o + 3]!;
    if (a === 0) continue;
    if (a === 255) {
      out[i] = data[o]! | (data[o + 1]! << 8) | (data[o + 2]! << 16) | (255 << 24);
      continue;
    }
    const k = a / 255;
    out[i] = ((data[o]! * k + 0.5) | 0) | (((data[o + 1]! * k + 0.5) | 0) << 8) | (((data[o + 2]! * k + 0.5) | 0) << 16) | (a << 24);
  }
  cache.set(image.data, out);
  return out;
}

/**
 * The premultiplied texel of `words` (w × h) at design pixel (x, y), bilinear, as a packed word: 0 off the image, and
 * at its edge the texels outside are transparent, so the edge is anti-aliased.
 */
export function bilinearTexel(words: Int32Array, w: number, h: number, x: number, y: number): number {
  const x0 = Math.floor(x), y0 = Math.floor(y);
  if (x0 < -1 || y0 < -1 || x0 >= w || y0 >= h) return 0;
  const wx = ((x - x0) * WEIGHT_ONE + 0.5) | 0, wy = ((y - y0) * WEIGHT_ONE + 0.5) | 0;
  const p = y0 * w + x0;
  if (x0 >= 0 && y0 >= 0 && x0 < w - 1 && y0 < h - 1) {
    return lerp4x8(lerp4x8(words[p]!, words[p + 1]!, wx), lerp4x8(words[p + w]!, words[p + w + 1]!, wx), wy);
  }
  const inX0 = x0 >= 0, inX1 = x0 + 1 < w, inY0 = y0 >= 0, inY1 = y0 + 1 < h;
  const top = inY0 ? lerp4x8(inX0 ? words[p]! : 0, inX1 ? words[p + 1]! : 0, wx) : 0;
  const bottom = inY1 ? lerp4x8(inX0 ? words[p + w]! : 0, inX1 ? words[p + w + 1]! : 0, wx) : 0;
  return lerp4x8(top, bottom, wy);
}
