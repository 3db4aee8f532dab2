import type { RgbaImage } from '../render/types';
import { wasmSimdModule } from '../render/wasm-simd';
import CARD_SPAN_WASM from './wasm/card-span-wasm';

interface CardSpanModule {
  memory: WebAssembly.Memory;
  cardSpan(
    out: number, src: number, iw: number, ih: number, count: number,
    nu: number, nv: number, nw: number, a: number, d: number, g: number,
    sweep: number, lut: number, invWidth: number, opacity: number,
  ): void;
}

/** The WebAssembly SIMD span drawer (wasm/card-span.wat), or null where WebAssembly SIMD is missing. */
const simd = wasmSimdModule<CardSpanModule>(CARD_SPAN_WASM);

/** Longest run drawn per call: the output run sits at the start of the module's memory, the band's table and the picture after it. */
const MAX_RUN = 4096;
const OUT = 0;
const LUT = MAX_RUN * 4;
const LUT_ENTRIES = 512;
const SRC = LUT + LUT_ENTRIES * 4;
const PAGE = 65536;

/** The picture the module's memory holds, and a view of that memory (replaced when it grows). */
let loaded: RgbaImage | null = null;
let loadedTable: Int32Array | null = null;
let words = new Int32Array(0);

function load(image: RgbaImage): void {
  if (loaded === image) return;
  const memory = simd!.memory;
  // One spare row and a pixel pair past the picture: the last row's and column's neighbours are read (weight 0).
  const needed = SRC + image.width * (image.height + 1) * 4 + 16;
  if (memory.buffer.byteLength < needed) memory.grow(Math.ceil((needed - memory.buffer.byteLength) / PAGE));
  new Uint8Array(memory.buffer).set(image.data, SRC);
  words = new Int32Array(memory.buffer);
  loaded = image;
}

/** The band of light a span is lightened by: its centre line, 1 / its width, and its strength ×256 at 512 steps over −4 … 4 widths. */
export interface SpanSweep {
  at: number;
  invWidth: number;
  table: Int32Array;
}

/**
 * Draws `count` pixels of a card at out[at …] (opaque RGBA frames, a little-endian word per pixel): the picture at
 * (u, v) = (nu + a·k, nv + d·k) / (nw + g·k) for k = 0 … count − 1, bilinear, lightened by `sweep` if given, over
 * what is there by `opacity`. Returns false, having drawn nothing, where WebAssembly SIMD is missing.
 */
export function drawCardSpan(
  out: Int32Array, at: number, count: number, image: RgbaImage,
  uvw: { nu: number; nv: number; nw: number; a: number; d: number; g: number },
  sweep: SpanSweep | null,
  opacity: number,
): boolean {
  if (!simd) return false;
  load(image);
  if (sweep && sweep.table !== loadedTable) {
    if (sweep.table.length !== LUT_ENTRIES) throw new Error(`the band's table has ${LUT_ENTRIES} entries`);
    words.set(sweep.table, LUT / 4);
    loadedTable = sweep.table;
  }
  // Scaled so the denominator starts at 1: the single-precision maths then keeps its digits for the picture.
  const s = 1 / uvw.nw;
  for (let done = 0; done < count; done += MAX_RUN) {
    const run = Math.min(MAX_RUN, count - done);
    if (opacity < 1) words.set(out.subarray(at + done, at + done + run), OUT / 4);
    simd.cardSpan(
      OUT, SRC, image.width, image.height, run,
      (uvw.nu + uvw.a * done) * s, (uvw.nv + uvw.d * done) * s, (uvw.nw + uvw.g * done) * s, uvw.a * s, uvw.d * s, uvw.g * s,
      sweep?.at ?? 0, sweep ? LUT : 0, sweep?.invWidth ?? 0, opacity,
    );
    out.set(words.subarray(OUT / 4, OUT / 4 + run), at + done);
  }
  return true;
}

/** Whether video cards are drawn with WebAssembly SIMD here (for tests). */
export const drawsCardsWithSimd = () => simd !== null;
