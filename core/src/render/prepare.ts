import { rasteriseMesh } from './mesh';
import type { SurfaceMesh, TemplateLayers } from './types';

/**
 * A template prepared at one size (a "level"): the scene, the four grey maps interleaved, and the surface rasterised
 * into a uv buffer. Renders at a level's own size read it pixel for pixel; any other size samples the nearest level
 * at or above it bilinearly (compositeMockup), so a render never needs a preparation of its own size.
 */
export interface PreparedTemplate {
  size: number;
  /** RGBA, size² × 4 bytes, 4-byte aligned (read 32 bits at a time). */
  scene: Uint8Array;
  /** Per pixel [productMask, shade, highlight, printMask], size² × 4 bytes, 4-byte aligned. */
  maps: Uint8Array;
  /** Two 16-bit values per pixel (u, v), NO_UV where the surface does not reach. */
  uv: Uint16Array;
  printAspect: number;
  /** What further levels are made from: the template's mesh and own size. */
  surface: SurfaceMesh;
  templateSize: number;
  /**
   * The template's further print areas at this level, each a level of its own whose maps hold the area's mask in
   * place of printMask and whose uv is its mesh's; the scene is this level's (shared, not copied).
   */
  areas?: PreparedTemplate[];
}

/**
 * The version of what prepareLevel and smallerLevel make from the same layers. Prepared levels kept outside this
 * process (the server's disk cache) are keyed by it: change it whenever a level's bytes would change (prepare.test.ts
 * pins a fingerprint of them and fails until it is changed).
 */
export const PREPARED_LEVEL_VERSION = 1;

/** The editor's live preview size: prepared exactly, because it is redrawn on every slider step. */
export const PREVIEW_LEVEL = 600;
/** Levels stop halving below this side. */
const SMALLEST_LEVEL = 16;

/** The sizes a template is ever prepared at: its own, its halvings, and the editor preview (at most 8 in all). */
export function levelSizes(templateSize: number): number[] {
  const sizes: number[] = [];
  for (let s = templateSize; s >= SMALLEST_LEVEL; s >>= 1) sizes.push(s);
  if (PREVIEW_LEVEL < templateSize && !sizes.includes(PREVIEW_LEVEL)) sizes.push(PREVIEW_LEVEL);
  return sizes.sort((a, b) => b - a);
}

/** The level an `outSize` render reads: that size itself when it is a level, else the smallest level above it. */
export function levelFor(templateSize: number, outSize: number): number {
  const sizes = levelSizes(templateSize);
  let best = sizes[0]!;
  for (const s of sizes) if (s >= outSize) best = s;
  return best;
}

/** Bytes a level holds (for byte-bounded caches), with the shaded picture compositeMockup keeps beside it. */
export const levelBytes = (level: PreparedTemplate) =>
  level.scene.byteLength + level.maps.byteLength + level.uv.byteLength + level.size ** 2 * 4 +
  (level.areas ?? []).reduce((sum, area) => sum + area.maps.byteLength + area.uv.byteLength, 0);

/**
 * Prepares one level from the template's layers: the template's own size (scene shared, maps interleaved), a
 * halving (box filter) or the preview size (bilinear), each with the mesh rasterised at that size.
 */
export function prepareLevel(layers: TemplateLayers, size: number): PreparedTemplate {
  const from = layers.size;
  const source = aligned(layers.scene);
  const scene = size === from ? source : resample(source, from, size, 4);
  const level = (mask: TemplateLayers['printMask'], surface: SurfaceMesh, printAspect: number): PreparedTemplate => {
    const maps = interleave(layers.productMask, layers.shade, layers.highlight, mask, from * from);
    return {
      size,
      scene,
      maps: size === from ? maps : resample(maps, from, size, 4),
      uv: rasteriseMesh(surface, from, size),
      printAspect,
      surface,
      templateSize: from,
    };
  };
  const first = level(layers.printMask, layers.surface, layers.printAspect);
  if (layers.areas?.length) first.areas = layers.areas.map((a) => level(a.mask, a.surface, a.printAspect));
  return first;
}

/** The next level down from a prepared one, without the layers: what a server cache builds its smaller levels from. */
export function smallerLevel(level: PreparedTemplate, size: number): PreparedTemplate {
  const scene = resample(level.scene, level.size, size, 4);
  const shrink = (from: PreparedTemplate): PreparedTemplate => ({
    ...from,
    size,
    scene,
    maps: resample(from.maps, from.size, size, 4),
    uv: rasteriseMesh(from.surface, from.templateSize, size),
  });
  const smaller = shrink(level);
  if (level.areas) smaller.areas = level.areas.map(shrink);
  return smaller;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Four grey maps as one buffer of [a, b, c, d] per pixel (one 32-bit store a pixel where the byte order allows). */
function interleave(a: ArrayLike<number>, b: ArrayLike<number>, c: ArrayLike<number>, d: ArrayLike<number>, n: number): Uint8Array {
  const maps = new Uint8Array(n * 4);
  if (LITTLE_ENDIAN) {
    const words = new Int32Array(maps.buffer);
    for (let i = 0; i < n; i++) words[i] = a[i]! | (b[i]! << 8) | (c[i]! << 16) | (d[i]! << 24);
    return maps;
  }
  const grey = [a, b, c, d];
  for (let k = 0; k < 4; k++) {
    const g = grey[k]!;
    for (let i = 0; i < n; i++) maps[i * 4 + k] = g[i]!;
  }
  return maps;
}

/** A 4-byte aligned Uint8Array over the same bytes (copied only when the view is misaligned). */
function aligned(bytes: Uint8Array | Uint8ClampedArray): Uint8Array {
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return bytes.byteOffset % 4 === 0 ? view : view.slice();
}

const cache = new WeakMap<TemplateLayers, Map<number, PreparedTemplate>>();

/**
 * The level an `outSize` render of these layers reads, prepared once and kept as long as the layers are (at most
 * the levelSizes, about 1.6 × the layers' own bytes). Byte-bounded caches (the server's) use prepareLevel directly.
 */
export function prepareTemplate(layers: TemplateLayers, outSize: number): PreparedTemplate {
  const size = levelFor(layers.size, outSize);
  let bySize = cache.get(layers);
  if (!bySize) cache.set(layers, (bySize = new Map()));
  let level = bySize.get(size);
  if (!level) bySize.set(size, (level = prepareLevel(layers, size)));
  return level;
}

/** Bilinear resampling of a square image with `channels` bytes per pixel (box-averaged when shrinking a lot). */
export function resample(src: Uint8Array | Uint8ClampedArray, from: number, to: number, channels: number): Uint8Array {
  if (to * 2 <= from) {
    const half = halve(src, from, channels);
    return resample(half, from >> 1, to, channels);
  }
  const out = new Uint8Array(to * to * channels);
  if (to === from) {
    out.set(src);
    return out;
  }
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
