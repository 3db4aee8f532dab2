import { parseHexColour } from './colour';
import { BYTE_TO_LINEAR, LINEAR_STEPS as STEPS, LINEAR_TO_BYTE, recolour } from './light';
import { NO_UV, uvScale } from './mesh';
import { bilinearTexel, premultipliedWords } from './premultiplied';
import { uvToDesign } from './placement';
import type { PreparedTemplate } from './prepare';
import { createRowSampler, printSpans, type RowSampler } from './sample-rows';
import { DEFAULT_PLACEMENT, type AreaDesign, type Placement, type RgbaImage } from './types';

/** How much of the surface's gloss (linear light) shows through ink (ink is matter than the product). */
export const INK_GLOSS = 0.6;

/** The alpha byte of an opaque pixel read as one 32-bit word, either endianness. */
const OPAQUE = new Uint8Array(new Int32Array([0xff000000 | 0]).buffer)[3] === 0xff ? 0xff000000 | 0 : 0xff;

/**
 * The product in one colour per [shade, highlight] byte pair (key shade << 8 | highlight), filled as pairs are met:
 * RGBA bytes, rounded, and the same as words (0: not worked out yet).
 */
interface ProductColours {
  colour: number;
  bytes: Uint8Array;
  words: Int32Array;
}

/** The last few colours' product colours (256 kB each): a preview redrawn on every slider step, a batch in a few
 *  colours or a large render's bands work each pair out once. */
const productCache: ProductColours[] = [];
const PRODUCT_CACHE_COLOURS = 4;

function productColours(colour: number): ProductColours {
  const at = productCache.findIndex((p) => p.colour === colour);
  const hit = at >= 0 ? productCache.splice(at, 1)[0]! : newProductColours(colour);
  productCache.unshift(hit);
  if (productCache.length > PRODUCT_CACHE_COLOURS) productCache.pop();
  return hit;
}

function newProductColours(colour: number): ProductColours {
  const bytes = new Uint8Array(65536 * 4);
  return { colour, bytes, words: new Int32Array(bytes.buffer) };
}

/** Works out the product's colour for [shade, highlight] pair `key` (see ProductColours) and returns it as a word. */
function productWord(p: ProductColours, key: number): number {
  const sh = BYTE_TO_LINEAR[key >> 8]!, hl = BYTE_TO_LINEAR[key & 255]!;
  const o = key * 4;
  for (let c = 0; c < 3; c++) p.bytes[o + c] = (recolour(BYTE_TO_LINEAR[(p.colour >> (16 - 8 * c)) & 255]!, sh, hl) + 0.5) | 0;
  p.bytes[o + 3] = 255;
  return p.words[key]!;
}

/** What shading a span of pixels needs besides the pixels themselves: colour, design and placement. */
interface Shading {
  product: ProductColours;
  d: Int32Array;
  dw: number;
  dh: number;
  /** placement⁻¹ in uv buffer units: x = a·u + b·v + c, y = d1·u + e·v + f. */
  a: number;
  b: number;
  c: number;
  d1: number;
  e: number;
  f: number;
}

/**
 * One mockup, per pixel, recoloured in linear light — S = linear(shade) is the light a white product reflects there,
 * G = linear(highlight) its gloss — and mixed in sRGB:
 *   product = sRGB(linear(colour) × S + G)                          (inside productMask; else the scene)
 *   ink     = sRGB(linear(design(placement⁻¹(uv))) × S + G × INK_GLOSS)
 *   out     = mix(product, ink, designAlpha × printMask)
 * Writes opaque RGBA into `target` (outSize² × 4 bytes), e.g. an ImageData's data or a Node buffer. At the level's own
 * size the level is read pixel for pixel. At any other size the level shaded without a design is sampled bilinearly
 * (sample-rows.ts), and only where the print lands are its maps and uv sampled and the ink shaded at full size.
 * `otherAreas[k]` is drawn the same way on the template's further print area k (t.areas[k]: its own mask and uv), over
 * the first; an area without a design prints nothing.
 */
export function compositeMockup(
  t: PreparedTemplate,
  design: RgbaImage | null,
  placement: Placement,
  colour: string,
  target: Uint8Array | Uint8ClampedArray,
  outSize = t.size,
  /** Only rows [fromRow, toRow) into a target that holds just them: a band of a large render. */
  fromRow = 0,
  toRow = outSize,
  otherAreas: ReadonlyArray<AreaDesign | undefined> = [],
): void {
  const n = (toRow - fromRow) * outSize;
  if (target.length < n * 4) throw new Error(`Target holds ${target.length} bytes; ${n * 4} needed`);
  const [cr, cg, cb] = parseHexColour(colour);
  const product = productColours((cr << 16) | (cg << 8) | cb);
  const shading = shadingOf(product, design, placement, t.printAspect);
  // Further areas that print something, with their level and shading.
  const others = (t.areas ?? []).flatMap((level, k) => {
    const area = otherAreas[k];
    return area?.design ? [{ level, shading: shadingOf(product, area.design, area.placement, level.printAspect) }] : [];
  });
  // Plain Uint8Array and aligned Int32Array views: one element kind keeps V8's hot loop monomorphic.
  const isAligned = target.byteOffset % 4 === 0;
  const out = isAligned ? new Uint8Array(target.buffer, target.byteOffset, n * 4) : new Uint8Array(n * 4);
  const out32 = new Int32Array(out.buffer, out.byteOffset, n);
  const clamped = new Uint8ClampedArray(out.buffer, out.byteOffset, n * 4);
  if (outSize === t.size) {
    shadeSpan(shading, t.scene, words(t.scene), t.maps, t.uv, out, out32, fromRow * outSize, 0, n);
    for (const { level, shading: s } of others) {
      const spans = printSpans(level);
      for (let y = fromRow; y < toRow; y++) {
        const row = y * outSize;
        const maps = level.maps.subarray(row * 4, (row + outSize) * 4), uv = level.uv.subarray(row * 2, (row + outSize) * 2);
        inkSpan(s, maps, uv, spans[2 * y]!, spans[2 * y + 1]!, clamped, (y - fromRow) * outSize);
      }
    }
  } else {
    // Product and scene are sampled already shaded; the print is shaded at full resolution over it.
    const rows = rowSampler(t, outSize, shadedBase(t, colour));
    const otherRows = others.map(({ level }) => rowSampler(level, outSize, null));
    for (let y = fromRow; y < toRow; y++) {
      const to = (y - fromRow) * outSize;
      rows.sample(y, out32, to);
      if (design) inkSpan(shading, rows.maps, rows.uv, rows.printFrom, rows.printTo, clamped, to);
      others.forEach(({ shading: s }, k) => {
        const area = otherRows[k]!;
        area.sample(y, null, 0);
        inkSpan(s, area.maps, area.uv, area.printFrom, area.printTo, clamped, to);
      });
    }
  }
  if (!isAligned) target.set(out);
}

/** Pixels of a level, in any order and shape: what compositePixels shades. */
export type LevelPixels = Pick<PreparedTemplate, 'scene' | 'maps' | 'uv' | 'printAspect'>;

/**
 * compositeMockup at the level's own size over a set of its pixels (e.g. a rectangle cut out of it, row by row):
 * every pixel is shaded on its own, so the same bytes as compositeMockup gives those pixels. Writes opaque RGBA,
 * one pixel per pixel of `pixels`, into `target` (4-byte aligned).
 */
export function compositePixels(pixels: LevelPixels, design: RgbaImage | null, placement: Placement, colour: string, target: Uint8Array): void {
  const n = pixels.scene.length >> 2;
  if (target.length < n * 4 || target.byteOffset % 4 !== 0) throw new Error(`Target holds ${target.length} bytes at offset ${target.byteOffset}; ${n * 4} aligned needed`);
  const [r, g, b] = parseHexColour(colour);
  const shading = shadingOf(productColours((r << 16) | (g << 8) | b), design, placement, pixels.printAspect);
  const out = new Uint8Array(target.buffer, target.byteOffset, n * 4);
  shadeSpan(shading, pixels.scene, words(pixels.scene), pixels.maps, pixels.uv, out, new Int32Array(out.buffer, out.byteOffset, n), 0, 0, n);
}

/**
 * Redraws only the print areas' pixels of `target`, which holds this level's frame in this colour (any designs): a
 * preview whose design moves repaints the rows' print spans, not the product and scene around them. Within each row
 * the span covering every area is shaded anew (product and the main print) and the further areas inked over it, so
 * the frame is the one compositeMockup would draw.
 */
export function compositePrint(
  t: PreparedTemplate,
  design: RgbaImage | null,
  placement: Placement,
  colour: string,
  target: Uint8Array | Uint8ClampedArray,
  otherAreas: ReadonlyArray<AreaDesign | undefined> = [],
): void {
  const size = t.size;
  if (target.length < size * size * 4 || target.byteOffset % 4 !== 0) throw new Error(`Target must be an aligned ${size}² frame`);
  const [cr, cg, cb] = parseHexColour(colour);
  const product = productColours((cr << 16) | (cg << 8) | cb);
  const shading = shadingOf(product, design, placement, t.printAspect);
  const areas = (t.areas ?? []).map((level, k) => {
    const area = otherAreas[k];
    return { level, spans: printSpans(level), shading: area?.design ? shadingOf(product, area.design, area.placement, level.printAspect) : null };
  });
  const out = new Uint8Array(target.buffer, target.byteOffset, size * size * 4);
  const out32 = new Int32Array(out.buffer, out.byteOffset, size * size);
  const clamped = new Uint8ClampedArray(out.buffer, out.byteOffset, size * size * 4);
  const spans = printSpans(t), scene32 = words(t.scene);
  for (let y = 0; y < size; y++) {
    let from = spans[2 * y]!, to = spans[2 * y + 1]!;
    for (const { spans: s } of areas) {
      if (s[2 * y]! >= s[2 * y + 1]!) continue;
      from = Math.min(from, s[2 * y]!);
      to = Math.max(to, s[2 * y + 1]!);
    }
    if (from >= to) continue;
    const row = y * size;
    shadeSpan(shading, t.scene, scene32, t.maps, t.uv, out, out32, row + from, row + from, to - from);
    for (const { level, spans: s, shading: inked } of areas) {
      if (!inked || s[2 * y]! >= s[2 * y + 1]!) continue;
      inkSpan(inked, level.maps.subarray(row * 4, (row + size) * 4), level.uv.subarray(row * 2, (row + size) * 2), s[2 * y]!, s[2 * y + 1]!, clamped, row);
    }
  }
}

/** What shading a print area needs: the product colours and the design through placement⁻¹ onto its aspect. */
function shadingOf(product: ProductColours, design: RgbaImage | null, placement: Placement, aspect: number): Shading {
  const dw = design?.width ?? 0;
  const dh = design?.height ?? 0;
  const m = uvToDesign(placement, aspect, Math.max(1, dw), Math.max(1, dh));
  return {
    product, dw, dh,
    d: design ? premultipliedWords(design) : new Int32Array(0),
    a: m.a * uvScale, b: m.b * uvScale, c: m.c, d1: m.d * uvScale, e: m.e * uvScale, f: m.f,
  };
}

/** The last renders' row samplers (a template's own and its further areas'), each reused by the next band of its
 *  render (it keeps the level rows it blended across). */
const samplers: Array<{ level: PreparedTemplate; outSize: number; base: Int32Array | null; rows: RowSampler }> = [];
const KEPT_SAMPLERS = 4;

function rowSampler(level: PreparedTemplate, outSize: number, base: Int32Array | null): RowSampler {
  const at = samplers.findIndex((s) => s.level === level && s.outSize === outSize && s.base === base);
  const hit = at >= 0 ? samplers.splice(at, 1)[0]! : { level, outSize, base, rows: createRowSampler(level, outSize, base) };
  samplers.unshift(hit);
  if (samplers.length > KEPT_SAMPLERS) samplers.pop();
  return hit.rows;
}

const baseCache = new WeakMap<PreparedTemplate, { colour: string; words: Int32Array }>();

/** The level shaded in `colour` without a design: what every resampled render starts from (kept for the last colour). */
function shadedBase(t: PreparedTemplate, colour: string): Int32Array {
  const hit = baseCache.get(t);
  if (hit?.colour === colour) return hit.words;
  const bytes = new Uint8Array(t.size * t.size * 4);
  compositeMockup(t, null, DEFAULT_PLACEMENT, colour, bytes);
  const words = new Int32Array(bytes.buffer);
  baseCache.set(t, { colour, words });
  return words;
}

const words = (bytes: Uint8Array) => new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);

/** Shades `count` pixels read from index `from` of the layer arrays into the output from index `to`. */
function shadeSpan(
  s: Shading,
  scene: Uint8Array, scene32: Int32Array, maps: Uint8Array, uv: Uint16Array,
  out: Uint8Array, out32: Int32Array,
  from: number, to: number, count: number,
): void {
  const { dw } = s;
  const { bytes: product, words: product32 } = s.product;
  for (let j = 0; j < count; j++) {
    const i = from + j;
    const q4 = i * 4;
    const pm = maps[q4]!;
    if (pm === 0) {
      out32[to + j] = scene32[i]! | OPAQUE;
      continue;
    }
    const sb = maps[q4 + 1]!, hb = maps[q4 + 2]!;
    const key = (sb << 8) | hb;
    let w = product32[key]!;
    if (w === 0) w = productWord(s.product, key);
    const pr = maps[q4 + 3]!;
    const uu = uv[2 * i]!;
    const texel = pr !== 0 && uu !== NO_UV && dw > 0 ? designTexel(s, uu, uv[2 * i + 1]!) : 0;
    if (pm === 255 && texel >>> 24 === 0) {
      out32[to + j] = w;
      continue;
    }
    let r = product[key * 4]!, g = product[key * 4 + 1]!, bl = product[key * 4 + 2]!;
    if (texel >>> 24 !== 0) {
      inkColour(texel, SHADE_STEPS[sb]!, INK_GLOSS_STEPS[hb]!);
      const mix = ((texel >>> 24) / 255) * (pr / 255);
      r += (ink[0]! - r) * mix;
      g += (ink[1]! - g) * mix;
      bl += (ink[2]! - bl) * mix;
    }
    const k = pm / 255;
    const o = (to + j) * 4;
    const s0 = scene[q4]!, s1 = scene[q4 + 1]!, s2 = scene[q4 + 2]!;
    // Explicit rounding: Uint8Array truncates and Uint8ClampedArray rounds half to even.
    out[o] = (s0 + (r - s0) * k + 0.5) | 0;
    out[o + 1] = (s1 + (g - s1) * k + 0.5) | 0;
    out[o + 2] = (s2 + (bl - s2) * k + 0.5) | 0;
    out[o + 3] = 255;
  }
}

/** The design's premultiplied texel under uv (uu, vv), bilinear, as a packed word: 0 off the design. */
function designTexel(s: Shading, uu: number, vv: number): number {
  return bilinearTexel(s.d, s.dw, s.dh, s.a * uu + s.b * vv + s.c, s.d1 * uu + s.e * vv + s.f);
}

/** Linear light per shade byte, in LINEAR_STEPS. */
const SHADE_STEPS = Float64Array.from(BYTE_TO_LINEAR, (s) => s * STEPS);
/** The ink's share of the gloss per highlight byte, in LINEAR_STEPS, + ½ for rounding to a LINEAR_TO_BYTE index. */
const INK_GLOSS_STEPS = Float64Array.from(BYTE_TO_LINEAR, (g) => g * INK_GLOSS * STEPS + 0.5);

/**
 * Ink on the product from a premultiplied texel, in 0…255 units in `ink`: the design's colour (un-premultiplied) in
 * linear light × the shade's light `lit` (SHADE_STEPS) + the ink's gloss `gloss` (INK_GLOSS_STEPS), encoded.
 */
const ink = new Float64Array(3);
function inkColour(texel: number, lit: number, gloss: number): void {
  const toLinear = BYTE_TO_LINEAR, toByte = LINEAR_TO_BYTE;
  let r = texel & 255, g = (texel >>> 8) & 255, b = (texel >>> 16) & 255;
  const a = texel >>> 24;
  if (a !== 255) {
    const k = 255 / a;
    r = Math.min(255, r * k + 0.5) | 0;
    g = Math.min(255, g * k + 0.5) | 0;
    b = Math.min(255, b * k + 0.5) | 0;
  }
  ink[0] = toByte[Math.min(toLinear[r]! * lit + gloss, STEPS) | 0]!;
  ink[1] = toByte[Math.min(toLinear[g]! * lit + gloss, STEPS) | 0]!;
  ink[2] = toByte[Math.min(toLinear[b]! * lit + gloss, STEPS) | 0]!;
}

/**
 * The print over a row already holding the shaded base: where ink lands, out = base + (ink − product) × mix × pm,
 * which is the formula above with the base's own product-over-scene term taken from the sampled picture. `maps` and
 * `uv` hold the row's columns, valid over [from, to); the row starts at pixel `at` of `out`.
 */
function inkSpan(s: Shading, maps: Uint8Array, uv: Uint16Array, from: number, to: number, out: Uint8ClampedArray, at: number): void {
  const { bytes: product, words: product32 } = s.product;
  // Neighbours often share texel and maps (a solid design enlarged): `ink` still holds their colour.
  let lastTexel = 0, lastKey = -1;
  for (let x = from; x < to; x++) {
    const q4 = x * 4;
    const pr = maps[q4 + 3]!;
    const uu = uv[2 * x]!;
    if (pr === 0 || uu === NO_UV) continue;
    const texel = designTexel(s, uu, uv[2 * x + 1]!);
    if (texel >>> 24 === 0) continue;
    const sb = maps[q4 + 1]!, hb = maps[q4 + 2]!;
    const key = (sb << 8) | hb;
    if (product32[key] === 0) productWord(s.product, key);
    if (texel !== lastTexel || key !== lastKey) {
      inkColour(texel, SHADE_STEPS[sb]!, INK_GLOSS_STEPS[hb]!);
      lastTexel = texel;
      lastKey = key;
    }
    const mix = ((texel >>> 24) / 255) * (pr / 255) * (maps[q4]! / 255);
    const o = (at + x) * 4;
    out[o] = out[o]! + (ink[0]! - product[key * 4]!) * mix;
    out[o + 1] = out[o + 1]! + (ink[1]! - product[key * 4 + 1]!) * mix;
    out[o + 2] = out[o + 2]! + (ink[2]! - product[key * 4 + 2]!) * mix;
  }
}
