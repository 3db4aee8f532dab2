import { lerp4x8, WEIGHT_ONE } from './blend-words';
import type { RgbaImage } from './types';

/**
 * An image with premultiplied alpha, one word a pixel (r | g << 8 | b << 16 | a << 24), so bilinear sampling has no
 * dark fringes and blends whole pixels at once (blend-words.ts). Kept per pixel buffer: a design or a layer's image
 * is sampled on every preview frame and every band of a large render.
 */
const cache = new WeakMap<object, Int32Array>();
/** Images made from their words (imageOfWords): their words as they were made. */
const made = new WeakMap<RgbaImage, Int32Array>();

export function premultipliedWords(image: RgbaImage): Int32Array {
  const own = made.get(image);
  if (own) return own;
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
 * An image given by its premultiplied words (a preview's artwork, composed as words): the renderer samples the words
 * as they are, and the straight bytes of `data` are worked out only if something reads them.
 */
export function imageOfWords(width: number, height: number, words: Int32Array): RgbaImage {
  let data: Uint8Array | undefined;
  const image: RgbaImage = {
    width,
    height,
    get data() {
      return (data ??= straightBytes(words));
    },
  };
  made.set(image, words);
  return image;
}

function straightBytes(words: Int32Array): Uint8Array {
  const data = new Uint8Array(words.length * 4);
  for (let i = 0, o = 0; i < words.length; i++, o += 4) {
    const word = words[i]!, a = word >>> 24;
    if (a === 0) continue;
    const k = 255 / a;
    data[o] = Math.min(255, Math.round((word & 255) * k));
    data[o + 1] = Math.min(255, Math.round(((word >>> 8) & 255) * k));
    data[o + 2] = Math.min(255, Math.round(((word >>> 16) & 255) * k));
    data[o + 3] = a;
  }
  return data;
}

/** Lays premultiplied `overlay` words over `target` words of the same size (source over). */
export function wordsOver(target: Int32Array, overlay: Int32Array): void {
  for (let i = 0; i < overlay.length; i++) {
    const top = overlay[i]!, a = top >>> 24;
    if (a === 0) continue;
    target[i] = a === 255 ? top : overWord(top, target[i]!, 255 - a);
  }
}

/** Premultiplied `top` over `below`, `keep` (255 − top's alpha) of below showing: per byte, top + below × keep ÷ 255. */
export function overWord(top: number, below: number, keep: number): number {
  if (below === 0) return top;
  let word = 0;
  for (let shift = 0; shift < 32; shift += 8) {
    const byte = ((top >>> shift) & 255) + (((below >>> shift) & 255) * keep + 127) / 255;
    word |= Math.min(255, byte | 0) << shift;
  }
  return word;
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
