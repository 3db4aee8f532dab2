import { wasmSimdModule } from '../render/wasm-simd';
import SHADOW_SPAN_WASM from './wasm/shadow-span-wasm';

interface ShadowSpanModule {
  memory: WebAssembly.Memory;
  shadowSpan(pixels: number, columns: number, count: number, shade: number): void;
}

/** The WebAssembly SIMD shadow (wasm/shadow-span.wat), or null where WebAssembly SIMD is missing. */
const simd = wasmSimdModule<ShadowSpanModule>(SHADOW_SPAN_WASM);

/** Widest run and column profile: both fit the module's one page with room for the last four-pixel step. */
const MAX = 4096;
const PIXELS = 0;
const COLUMNS = (MAX + 4) * 4;
const words = simd ? new Int32Array(simd.memory.buffer) : new Int32Array(0);
const floats = simd ? new Float32Array(simd.memory.buffer) : new Float32Array(0);
let loadedColumns: Float32Array | null = null;

/**
 * Darkens out[at … at + count) (opaque RGBA words) by the shadow: channel × ⌊256.5 − shade × columns[columnAt + k]⌋
 * / 256. Returns false, having done nothing, where WebAssembly SIMD is missing or the row is too wide for it.
 */
export function shadowSpan(out: Int32Array, at: number, count: number, columns: Float32Array, columnAt: number, shade: number): boolean {
  if (!simd || columns.length > MAX || count > MAX) return false;
  if (loadedColumns !== columns) {
    floats.set(columns, COLUMNS / 4);
    loadedColumns = columns;
  }
  words.set(out.subarray(at, at + count), PIXELS / 4);
  simd.shadowSpan(PIXELS, COLUMNS + columnAt * 4, count, shade);
  out.set(words.subarray(PIXELS / 4, PIXELS / 4 + count), at);
  return true;
}
