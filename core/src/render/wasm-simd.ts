/**
 * Instantiates one of the project's WebAssembly modules (base64, written by `npm run wasm:build`), or gives null
 * where this runtime cannot run it (no WebAssembly, no SIMD, a CSP without 'wasm-unsafe-eval'): callers then take
 * their plain JavaScript path.
 */
export function wasmSimdModule<Exports>(base64: string): Exports | null {
  try {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports as unknown as Exports;
  } catch {
    return null;
  }
}
