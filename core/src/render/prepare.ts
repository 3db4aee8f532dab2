import { rasteriseMesh } from './mesh';
import type { TemplateLayers } from './types';

/** A template's layers resampled to one output size, with the surface rasterised into a uv buffer. */
export interface PreparedTemplate {
  size: number;
  scene: Uint8Array | Uint8ClampedArray;
  productMask: Uint8Array | Uint8ClampedArray;
  shade: Uint8Array | Uint8ClampedArray;
  highlight: Uint8Array | Uint8ClampedArray;
  printMask: Uint8Array | Uint8ClampedArray;
  uv: Uint16Array;
  printAspect: number;
}

const cache = new WeakMap<TemplateLayers, Map<number, PreparedTemplate>>();
/** Output sizes kept per template: the editor preview, the download and one more (each 4096² costs ~130 MB). */
const SIZES_KEPT = 3;

/** Prepares (once per template and output size, then cached) what a render at `size` × `size` needs. */
export function prepareTemplate(layers: TemplateLayers, size: number): PreparedTemplate {
  let bySize = cache.get(layers);
  if (!bySize) cache.set(layers, (bySize = new Map()));
  const hit = bySize.get(size);
  if (hit) {
    bySize.delete(size); // most recently used goes last
    bySize.set(size, hit);
    return hit;
  }
  const same = size === layers.size;
  const grey = (map: Uint8Array | Uint8ClampedArray) => (same ? map : resample(map, layers.size, size, 1));
  const prepared: PreparedTemplate = {
    size,
    scene: same ? layers.scene : resample(layers.scene, layers.size, size, 4),
    productMask: grey(layers.productMask),
    shade: grey(layers.shade),
    highlight: grey(layers.highlight),
    printMask: grey(layers.printMask),
    uv: rasteriseMesh(layers.surface, layers.size, size),
    printAspect: layers.printAspect,
  };
  bySize.set(size, prepared);
  while (bySize.size > SIZES_KEPT) bySize.delete(bySize.keys().next().value!);
  return prepared;
}

/** Bilinear resampling of a square image with `channels` bytes per pixel (box-averaged when shrinking a lot). */
export function resample(src: Uint8Array | Uint8ClampedArray, from: number, to: number, channels: number): Uint8Array {
  if (to * 2 <= from) {
    const half = halve(src, from, channels);
    return resample(half, from >> 1, to, channels);
  }
  const out = new Uint8Array(to * to * channels);
  const k = from / to;
  const xs0 = new Int32Array(to), xs1 = new Int32Array(to), xf = new Float32Array(to);
  for (let x = 0; x < to; x++) {
    const sx = Math.min(from - 1, Math.max(0, (x + 0.5) * k - 0.5));
    xs0[x] = Math.floor(sx);
    xs1[x] = Math.min(from - 1, xs0[x]! + 1);
    xf[x] = sx - xs0[x]!;
  }
  for (let y = 0; y < to; y++) {
    const sy = Math.min(from - 1, Math.max(0, (y + 0.5) * k - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(from - 1, y0 + 1);
    const fy = sy - y0;
    const r0 = y0 * from, r1 = y1 * from;
    for (let x = 0; x < to; x++) {
      const fx = xf[x]!;
      const a = (r0 + xs0[x]!) * channels, b = (r0 + xs1[x]!) * channels;
      const c = (r1 + xs0[x]!) * channels, d = (r1 + xs1[x]!) * channels;
      const o = (y * to + x) * channels;
      for (let ch = 0; ch < channels; ch++) {
        const top = src[a + ch]! + (src[b + ch]! - src[a + ch]!) * fx;
        const bottom = src[c + ch]! + (src[d + ch]! - src[c + ch]!) * fx;
        out[o + ch] = Math.round(top + (bottom - top) * fy);
      }
    }
  }
  return out;
}

function halve(src: Uint8Array | Uint8ClampedArray, from: number, channels: number): Uint8Array {
  const to = from >> 1;
  const out = new Uint8Array(to * to * channels);
  for (let y = 0; y < to; y++) {
    for (let x = 0; x < to; x++) {
      const a = (2 * y * from + 2 * x) * channels;
      const c = a + from * channels;
      const o = (y * to + x) * channels;
      for (let ch = 0; ch < channels; ch++) {
        out[o + ch] = (src[a + ch]! + src[a + channels + ch]! + src[c + ch]! + src[c + channels + ch]! + 2) >> 2;
      }
    }
  }
  return out;
}
