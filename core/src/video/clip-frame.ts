/**
 * Draws one frame of a clip video (clips.ts): the camera's window on the keyframes, sampled bilinearly, the light
 * blended between two keyframes. It runs once per frame per pixel, beside ffmpeg on the same two cores, so it works
 * on whole pixels as 32-bit words: red and blue in one, green and alpha in the other (two bytes apart, so a weighted
 * sum of both fits at once), weights in 1/128ths and Math.imul keep every step in 32-bit integers.
 */
import type { ClipFrame } from './clips';

/** The picture drawn into every keyframe: RGBA, size², 4-byte aligned. */
export interface ClipPictures {
  size: number;
  keyframes: readonly Uint8Array[];
}

const LANES = 0x00ff00ff;
/** Half of 128 in both lanes: rounds each >> 7 to nearest. */
const HALF = 0x00400040;

/** a·(128 − w) + b·w over 128, both lanes of two lane words. */
const lerp = (a: number, b: number, w: number) => ((Math.imul(a, 128 - w) + Math.imul(b, w) + HALF) >>> 7) & LANES;

/** Sample positions along one axis: the first of the two pixels read and the weight of the second (0 … 128). */
function axis(count: number, from: number, step: number, size: number): { at: Int32Array; w: Int32Array } {
  const at = new Int32Array(count), w = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const s = Math.min(size - 1, Math.max(0, from + (i + 0.5) * step - 0.5));
    const first = Math.min(size - 2, Math.floor(s));
    at[i] = first;
    w[i] = Math.round((s - first) * 128);
  }
  return { at, w };
}

/** Frame `frame` of `pictures` into `target` (width × height RGBA). */
export function drawClipFrame(pictures: ClipPictures, frame: ClipFrame, target: Uint8Array, width: number, height: number): void {
  const { size } = pictures;
  const a = words(pictures.keyframes[frame.light]!);
  const b = words(pictures.keyframes[Math.min(frame.light + 1, pictures.keyframes.length - 1)]!);
  const light = Math.round(frame.mix * 128);
  const out = new Int32Array(target.buffer, target.byteOffset, width * height);
  const xs = axis(width, frame.x0, frame.step, size), ys = axis(height, frame.y0, frame.step, size);
  for (let y = 0; y < height; y++) {
    const r0 = ys.at[y]! * size, r1 = r0 + size, wy = ys.w[y]!;
    const o = y * width;
    for (let x = 0; x < width; x++) {
      const i0 = r0 + xs.at[x]!, i1 = r1 + xs.at[x]!, wx = xs.w[x]!;
      let p = sample(a, i0, i1, wx, wy);
      if (light > 0) p = mixWords(p, sample(b, i0, i1, wx, wy), light);
      out[o + x] = p;
    }
  }
}

/** The bilinear sample of the 2 × 2 pixels at i0 (row above) and i1 (row below). */
function sample(src: Int32Array, i0: number, i1: number, wx: number, wy: number): number {
  const p00 = src[i0]!, p01 = src[i0 + 1]!, p10 = src[i1]!, p11 = src[i1 + 1]!;
  const rb = lerp(lerp(p00 & LANES, p01 & LANES, wx), lerp(p10 & LANES, p11 & LANES, wx), wy);
  const ga = lerp(lerp((p00 >>> 8) & LANES, (p01 >>> 8) & LANES, wx), lerp((p10 >>> 8) & LANES, (p11 >>> 8) & LANES, wx), wy);
  return rb | (ga << 8);
}

function mixWords(p: number, q: number, w: number): number {
  return lerp(p & LANES, q & LANES, w) | (lerp((p >>> 8) & LANES, (q >>> 8) & LANES, w) << 8);
}

const words = (pixels: Uint8Array) => new Int32Array(pixels.buffer, pixels.byteOffset, pixels.byteLength >> 2);
