/**
 * Draws one frame of a clip video (clips.ts): the camera's window on the keyframes, sampled bilinearly, the light
 * blended between two keyframes. It runs once per frame per pixel, beside ffmpeg on the same two cores, so it works
 * on whole pixels as 32-bit words: red and blue in one, green and alpha in the other (two bytes apart, so a weighted
 * sum of both fits at once), weights in 1/128ths and Math.imul keep every step in 32-bit integers.
 */
import { wasmSimdModule } from '../render/wasm-simd';
import type { ClipFrame, PictureWindow } from './clips';
import CLIP_FRAME_WASM from './wasm/clip-frame-wasm';

/** The pictures drawn into a clip's keyframes: only the window of them a video's frames read (clips.ts clipWindow). */
export interface ClipPictures {
  /** The keyframes' side: frames are placed in keyframe pixels. */
  size: number;
  window: PictureWindow;
  /** RGBA, window.width × window.height each, 4-byte aligned. */
  keyframes: readonly Uint8Array[];
}

const LANES = 0x00ff00ff;
/** Half of 128 in both lanes: rounds each >> 7 to nearest. */
const HALF = 0x00400040;

/** a·(128 − w) + b·w over 128, both lanes of two lane words. */
const lerp = (a: number, b: number, w: number) => ((Math.imul(a, 128 - w) + Math.imul(b, w) + HALF) >>> 7) & LANES;

/** Sample positions along one axis of `extent` pixels: the first of the two pixels read and the weight of the second (0 … 128). */
function axis(count: number, from: number, step: number, extent: number): { at: Int32Array; w: Int32Array } {
  const at = new Int32Array(count), w = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const s = Math.min(extent - 1, Math.max(0, from + (i + 0.5) * step - 0.5));
    const first = Math.min(extent - 2, Math.floor(s));
    at[i] = first;
    w[i] = Math.round((s - first) * 128);
  }
  return { at, w };
}

/** Where a frame reads: per frame pixel its two neighbours across and per frame row its two rows down, in the window's pixels. */
function frameWindow(frame: ClipFrame, width: number, height: number, window: PictureWindow) {
  const xs = axis(width, frame.x0 - window.x, frame.step, window.width), ys = axis(height, frame.y0 - window.y, frame.step, window.height);
  const from = xs.at[0]!;
  return { xs, ys, from, span: xs.at[width - 1]! + 2 - from };
}

/**
 * Frame `frame` of `pictures` into `target` (width × height RGBA) in plain JavaScript. Row by row: the two keyframe rows the frame row
 * falls between are blended down to one, and the two keyframes' light mixed, once per keyframe pixel the row spans;
 * then each frame pixel blends its two neighbours across. Cheaper than sampling every frame pixel's four neighbours
 * in each keyframe, as the frame is about as wide as the span it shows.
 */
export function drawClipFrame(pictures: ClipPictures, frame: ClipFrame, target: Uint8Array, width: number, height: number): void {
  const { window } = pictures, stride = window.width;
  const a = words(pictures.keyframes[frame.light]!);
  const b = words(pictures.keyframes[Math.min(frame.light + 1, pictures.keyframes.length - 1)]!);
  const light = Math.round(frame.mix * 128);
  const out = new Int32Array(target.buffer, target.byteOffset, width * height);
  const { xs, ys, from, span } = frameWindow(frame, width, height, window);
  const rb = new Int32Array(span), ga = new Int32Array(span);
  for (let y = 0; y < height; y++) {
    const r0 = ys.at[y]! * stride + from, r1 = r0 + stride, wy = ys.w[y]!;
    for (let i = 0; i < span; i++) {
      const p0 = a[r0 + i]!, p1 = a[r1 + i]!;
      let lo = lerp(p0 & LANES, p1 & LANES, wy), hi = lerp((p0 >>> 8) & LANES, (p1 >>> 8) & LANES, wy);
      if (light > 0) {
        const q0 = b[r0 + i]!, q1 = b[r1 + i]!;
        lo = lerp(lo, lerp(q0 & LANES, q1 & LANES, wy), light);
        hi = lerp(hi, lerp((q0 >>> 8) & LANES, (q1 >>> 8) & LANES, wy), light);
      }
      rb[i] = lo;
      ga[i] = hi;
    }
    const o = y * width;
    for (let x = 0; x < width; x++) {
      const i = xs.at[x]! - from, wx = xs.w[x]!;
      out[o + x] = lerp(rb[i]!, rb[i + 1]!, wx) | (lerp(ga[i]!, ga[i + 1]!, wx) << 8);
    }
  }
}

const words = (pixels: Uint8Array) => new Int32Array(pixels.buffer, pixels.byteOffset, pixels.byteLength >> 2);

/** The keyframes a frame reads: its light's and, while the light moves on to it, the next. */
export const keyframesRead = (frame: ClipFrame, keyframes: number): number[] =>
  frame.mix > 0 ? [frame.light, Math.min(frame.light + 1, keyframes - 1)] : [frame.light];

interface ClipFrameModule {
  memory: WebAssembly.Memory;
  clipFrame(out: number, a: number, b: number, stride: number, width: number, height: number, rows: number, cols: number, row: number, span: number, light: number): void;
}

/** Draws a clip's frames from one set of pictures. */
export interface ClipDrawer {
  /** Whether it draws with WebAssembly SIMD. */
  simd: boolean;
  draw(frame: ClipFrame, target: Uint8Array, width: number, height: number): void;
  /** Its WebAssembly instance, which the next drawer may take over (clipDrawer's `previous`). */
  readonly module?: ClipFrameModule;
}

const PAGE = 65536;
/** Bytes read past the end of a keyframe or the row buffer: the span is read 16 at a time. */
const SLACK = 16;

/**
 * A drawer for `pictures`: WebAssembly SIMD (wasm/clip-frame.wat, the same bytes as drawClipFrame, ~4× faster), the
 * keyframes' windows copied once into its own memory, which goes with the drawer; drawClipFrame where SIMD is
 * missing. Given the `previous` drawer (which must not draw again), it takes over its memory, grown and paged in.
 */
export function clipDrawer(pictures: ClipPictures, previous?: ClipDrawer): ClipDrawer {
  const simd = previous?.module ?? wasmSimdModule<ClipFrameModule>(CLIP_FRAME_WASM);
  if (!simd) return { simd: false, draw: (frame, target, width, height) => drawClipFrame(pictures, frame, target, width, height) };
  const { window, keyframes } = pictures, stride = window.width;
  const keyframeBytes = stride * window.height * 4;
  const tables = keyframeBytes * keyframes.length + SLACK;
  reserve(simd.memory, tables);
  // Each keyframe is copied in when a frame first reads it (the first frames read only the first two), and then let go.
  const uncopied: Array<Uint8Array | undefined> = [...keyframes];
  const use = (k: number) => {
    const source = uncopied[k];
    if (source) new Uint8Array(simd.memory.buffer).set(source, k * keyframeBytes);
    uncopied[k] = undefined;
    return k * keyframeBytes;
  };
  return {
    simd: true,
    module: simd,
    draw(frame, target, width, height) {
      const { xs, ys, from, span } = frameWindow(frame, width, height, window);
      const rows = tables, cols = rows + height * 8, row = cols + width * 8, out = row + span * 4 + SLACK;
      reserve(simd.memory, out + width * height * 4);
      const words = new Int32Array(simd.memory.buffer);
      for (let y = 0; y < height; y++) {
        words[rows / 4 + y * 2] = (ys.at[y]! * stride + from) * 4;
        words[rows / 4 + y * 2 + 1] = ys.w[y]!;
      }
      for (let x = 0; x < width; x++) {
        words[cols / 4 + x * 2] = (xs.at[x]! - from) * 4;
        words[cols / 4 + x * 2 + 1] = (128 - xs.w[x]!) | (xs.w[x]! << 16);
      }
      const [a, b] = keyframesRead(frame, keyframes.length).map(use);
      simd.clipFrame(out, a!, b ?? a!, stride * 4, width, height, rows, cols, row, span * 4, Math.round(frame.mix * 128));
      target.set(new Uint8Array(simd.memory.buffer, out, width * height * 4));
    },
  };
}

function reserve(memory: WebAssembly.Memory, bytes: number): void {
  if (memory.buffer.byteLength < bytes) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / PAGE));
}
