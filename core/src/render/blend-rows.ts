import { lerp4x8 } from './blend-words';
import BLEND_ROWS_WASM from './wasm/blend-rows-wasm';
import { wasmSimdModule } from './wasm-simd';

/** A row of packed pixels that one level row became, and which level row that is. */
export interface SampledRow {
  row: number;
  base: Int32Array;
}

interface BlendRowsModule {
  memory: WebAssembly.Memory;
  blendRows(out: number, a: number, b: number, w: number, bytes: number): void;
}

/** Widest row the WebAssembly blender takes: three rows of it fit its one page of memory. */
const SIMD_MAX_WIDTH = 4096;
const ROW_BYTES = SIMD_MAX_WIDTH * 4;
const TOP = 0, BOTTOM = ROW_BYTES, OUT = 2 * ROW_BYTES;

/** The WebAssembly SIMD blender (wasm/blend-rows.wat), or null where WebAssembly SIMD is missing. */
const simd = wasmSimdModule<BlendRowsModule>(BLEND_ROWS_WASM);

/** The blender's memory as words (it never grows, so this view stays valid). */
const simdWords = simd ? new Int32Array(simd.memory.buffer) : new Int32Array(0);

/** Which rows the blender's memory holds now (any sampler may have loaded others since). */
let loaded: { top: SampledRow | null; topRow: number; bottom: SampledRow | null; bottomRow: number } = {
  top: null,
  topRow: -1,
  bottom: null,
  bottomRow: -1,
};

/**
 * out[at + x] = top's pixel x blended by `w` towards bottom's, for x in [0, count): one output row between two
 * sampled level rows. Four pixels at a time with WebAssembly SIMD (the pair is copied in once for all the output rows
 * between them); pixel by pixel in JavaScript where that is missing or the row is wider than it takes.
 */
export function blendRowPair(out: Int32Array, at: number, top: SampledRow, bottom: SampledRow, w: number, count: number): void {
  if (!simd || count > SIMD_MAX_WIDTH) {
    const a = top.base, b = bottom.base;
    for (let x = 0; x < count; x++) out[at + x] = lerp4x8(a[x]!, b[x]!, w);
    return;
  }
  if (loaded.top !== top || loaded.topRow !== top.row) simdWords.set(top.base.subarray(0, count), TOP / 4);
  if (loaded.bottom !== bottom || loaded.bottomRow !== bottom.row) simdWords.set(bottom.base.subarray(0, count), BOTTOM / 4);
  loaded = { top, topRow: top.row, bottom, bottomRow: bottom.row };
  simd.blendRows(OUT, TOP, BOTTOM, w, Math.ceil(count / 4) * 16);
  out.set(simdWords.subarray(OUT / 4, OUT / 4 + count), at);
}

/** Whether renders here blend rows with WebAssembly SIMD (for tests and the bench's notes). */
export const blendsWithSimd = () => simd !== null;
