/**
 * A template's layers derived from the user's own photo and its cut-out (issue 17): the photo is the scene, the
 * cut-out the product mask, the product's light the shade (its luminance in linear light over the well-lit cloth's,
 * light × folds, sRGB-encoded as the renderer reads shade: a white product renders as the photo, and any product
 * colour recolours) and its clipped spots the highlight; the marked area becomes the surface mesh,
 * nudged by the luminance so a print bends over folds. Pure typed-array code: the server derives a 2000² template in
 * a fraction of a second, and the browser's live preview reuses the photo's maps while the marks move.
 */
import { linearToSrgb, srgbToLinear } from '../render/light';
import { blurPlane, boxMean } from '../scenes/filters';
import type { RgbaImage, SurfaceMesh, TemplateLayers } from '../render/types';
import { OWN_TEMPLATE_MAX_SIZE, type PrintArea } from './own-template';
import { areaMesh, displaceMesh } from './area-mesh';
import { areaPrintAspect } from './cylinder-aspect';
import { cleanEdge, SOLID } from './clean-edge';
import { refineAlphaByColour } from './colour-alpha';
import { fitImage, photoFit, photoRect, softenPadding } from './photo-fit';

/** The maps that do not depend on the marks: computed once per photo + cut-out (the live preview reuses them). */
export interface PhotoMaps {
  size: number;
  /** RGBA size²×4: the photo fitted into the square (longest side = size, centred), the padding a blurred extension. */
  scene: Uint8Array;
  productMask: Uint8Array;
  shade: Uint8Array;
  highlight: Uint8Array;
  printMask: Uint8Array;
  /** size²: the product's relief as its light shows it: the luminance's local contrast (fine detail over the
   *  low-passed light, minus 1; 0 on evenly lit cloth and off the product). */
  relief: Float32Array;
  /** photo pixel (px, py) → template pixel (px * scale + dx, py * scale + dy) */
  fit: { scale: number; dx: number; dy: number };
}

/** Well-lit product = this quantile of the product's luminance (above it: sheen and specular spots). */
const WELL_LIT_QUANTILE = 0.95;
/** Shade's light (relative to the well-lit level) is kept up to this, then rolls off smoothly to 1 (so the brightest
 *  cloth keeps its texture). */
const KNEE = 0.9;
/** Luminance from which a spot counts as specular (near clipping; higher when the well-lit product is brighter). */
const SPECULAR_FROM = 0.92;
/** Strength of a clipped spot's highlight. */
const SPECULAR = 0.9;
/** The sheen of fully lit product (the library's cloth has 0.04–0.14): what keeps folds visible on black. */
const SHEEN = 0.12;
/** Well-lit luminance below which the product counts as dark (its grain is quietened). */
const DARK = 0.35;
/** Luminance from which a pixel counts as clipped. */
const CLIPPED = 0.985;
/** Steps of the luminance tables. */
const LEVELS = 4096;

/** The photo's luminance as it encodes it (0…1, sRGB-encoded, like its bytes): what clipping and the well-lit level are
 *  judged on; light is compared in linear terms (srgbToLinear). */
const luma = (r: number, g: number, b: number) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
const knee = (x: number) => (x <= KNEE ? Math.max(0, x) : KNEE + (1 - KNEE) * Math.tanh((x - KNEE) / (1 - KNEE)));
const toByte = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 255);

export function derivePhotoMaps(photo: RgbaImage, mask: Uint8Array | Uint8ClampedArray, size: number): PhotoMaps {
  const { width, height } = photo;
  if (mask.length < width * height) throw new Error(`The cut-out holds ${mask.length} values; ${width * height} needed`);
  size = Math.max(8, Math.round(size));
  const n = size * size;
  const fit = photoFit(width, height, size);
  const rect = photoRect(width, height, size, fit);
  const scene = fitImage(photo.data, width, height, 4, size, fit);
  const productMask = fitImage(mask, width, height, 1, size, fit);
  // The padding continues the photo's edges, the product's too (a product cut off by the photo's edge carries on,
  // recoloured, rather than stopping at a line); only print stays on the photo.
  softenPadding(scene, size, rect);
  const lum = new Float32Array(n);
  for (let i = 0, o = 0; i < n; i++, o += 4) {
    scene[o + 3] = 255;
    lum[i] = luma(scene[o]!, scene[o + 1]!, scene[o + 2]!);
  }
  refineAlphaByColour(scene, productMask, size);
  cleanEdge(scene, lum, productMask, size);
  const ref = wellLit(lum, productMask);
  quietenDark(lum, productMask, size, ref);

  const specFrom = Math.max(SPECULAR_FROM, Math.min(CLIPPED, ref * 1.03));
  const { light, q, s, relief, printCover } = lightAndRelief(lum, productMask, size, ref, specFrom);
  // Shade and sheen as tables over luminance (LEVELS steps), so the per-pixel work is a lookup. Shade is the light
  // in linear terms, relative to the well-lit level, encoded as the renderer reads it: linear(shade) = the light.
  const shadeOf = new Uint8Array(LEVELS + 1), sheenOf = new Float32Array(LEVELS + 1);
  const refLight = srgbToLinear(ref);
  for (let k = 0; k <= LEVELS; k++) {
    shadeOf[k] = toByte(linearToSrgb(knee(srgbToLinear(k / LEVELS) / refLight)));
    sheenOf[k] = sheen(shadeOf[k]!);
  }
  // Specular spots only where the well-lit product leaves headroom below clipping.
  const headroom = Math.min(1, Math.max(0, (CLIPPED - ref) / 0.05));
  // Gloss is a patch, not single bright fibres: a spot is judged by its neighbourhood's mean (radius ~0.25 % of the
  // side).
  let glossOf: Float32Array | null = null;
  const glossRadius = Math.max(1, Math.round(size / 400));
  const sheenByte = sheenOf.map((v) => toByte(v));
  // Off the product the shade continues its light (the nearest light sample), so smaller levels do not darken the
  // edge when they average across it.
  const lightLevel = light.map((l) => Math.min(LEVELS, (l * LEVELS + 0.5) | 0));
  const column = new Int32Array(size);
  for (let x = 0; x < size; x++) column[x] = Math.floor(x / q);
  const shade = new Uint8Array(n), highlight = new Uint8Array(n), printMask = new Uint8Array(n);
  for (let y = 0; y < size; y++) {
    const lightRow = Math.floor(y / q) * s;
    for (let x = 0, i = y * size; x < size; x++, i++) {
      const m = productMask[i]!;
      if (m === 0) {
        shade[i] = shadeOf[lightLevel[lightRow + column[x]!]!]!;
        continue;
      }
      // Print goes on the product, inset a little with a soft edge (ink fades before the silhouette).
      const t = Math.min(1, Math.max(0, 2 * printCover[i]! - 1));
      printMask[i] = (t * t * (3 - 2 * t) * m + 0.5) | 0;
      const l = lum[i]!;
      const k = Math.min(LEVELS, (l * LEVELS + 0.5) | 0);
      shade[i] = shadeOf[k]!;
      if (headroom > 0 && l > specFrom) {
        glossOf ??= boxMean({ width: size, height: size, data: lum }, glossRadius);
        const l3 = glossOf[i]!;
        const spec = l3 > specFrom ? headroom * SPECULAR * ((l3 - specFrom) / (1 - specFrom)) ** 1.5 : 0;
        // Gloss adds as light: the spot's and the sheen's, in linear terms.
        highlight[i] = spec > 0 ? toByte(linearToSrgb(Math.min(1, srgbToLinear(spec) + srgbToLinear(sheenOf[k]!)))) : sheenByte[k]!;
      } else {
        highlight[i] = sheenByte[k]!;
      }
    }
  }
  clearOutside(printMask, size, rect);
  clearOutside(relief, size, rect);
  return { size, scene, productMask, shade, highlight, printMask, relief, fit };
}

/**
 * The product's light (a wide, mask-normalised low-pass of its luminance), its relief (the fold-scale detail over
 * that light) and its coverage for the print mask. All smooth, so worked out on a plane of side s = size / q (300
 * to 600 pixels) and, for relief and coverage, sampled back up to size².
 */
function lightAndRelief(lum: Float32Array, productMask: Uint8Array, size: number, ref: number, specFrom: number) {
  const q = Math.max(1, Math.floor(size / 300));
  const s = Math.ceil(size / q);
  const { lw, w, cover } = downWeighted(lum, productMask, size, q, s, specFrom);
  const lightRadius = Math.max(2, Math.round(s / 24));
  // Folds, not the weave: the fine plane is smoothed over about 1 % of the side.
  const reliefRadius = Math.max(1, Math.round(s / 100));
  const plane = (data: Float32Array, r: number) => blurPlane({ width: s, height: s, data }, r);
  const lwLight = plane(lw, lightRadius), wLight = plane(w, lightRadius);
  const lwFine = plane(lw, reliefRadius), wFine = plane(w, reliefRadius), coverFine = plane(cover, reliefRadius);
  const light = new Float32Array(s * s), reliefSmall = new Float32Array(s * s);
  for (let i = 0; i < s * s; i++) {
    light[i] = wLight[i]! > 1e-3 ? lwLight[i]! / wLight[i]! : ref;
    const fine = wFine[i]! > 1e-3 ? lwFine[i]! / wFine[i]! : light[i]!;
    // Fades out towards the product's edge, where the background's step would read as a fold.
    const taper = Math.min(1, Math.max(0, 2 * coverFine[i]! - 1));
    // Relative to the local light, so a fold reads the same in the bright and the dim part of the product.
    reliefSmall[i] = (fine / Math.max(light[i]!, 0.02 * ref) - 1) * taper * taper;
  }
  return { light, q, s, relief: upsample(reliefSmall, s, q, size), printCover: upsample(plane(cover, 1), s, q, size) };
}

/**
 * A dark product's luminance is scaled up several times to make its shade (well-lit = 1), and its sensor grain and
 * JPEG blocks with it: below DARK the luminance is mixed with its 3 × 3 mean, fully at a quarter of DARK.
 */
function quietenDark(lum: Float32Array, mask: Uint8Array, size: number, ref: number): void {
  const k = Math.min(1, Math.max(0, (DARK - ref) / (0.75 * DARK)));
  if (k === 0) return;
  // The mean over the solid product only, so the backdrop does not darken or lighten its edge.
  const n = size * size, lw = new Float32Array(n), w = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    if (mask[i]! < SOLID) continue;
    lw[i] = lum[i]!;
    w[i] = 1;
  }
  const lwMean = boxMean({ width: size, height: size, data: lw }, 1), wMean = boxMean({ width: size, height: size, data: w }, 1);
  for (let i = 0; i < n; i++) if (w[i] === 1) lum[i] = lum[i]! + (lwMean[i]! / wMean[i]! - lum[i]!) * k;
}

/** The product's own soft sheen for a shade byte, as a highlight (0…1, encoded: a black product shows it as is):
 *  brighter where it is lit, so folds still show on a black product. */
export const sheen = (shade: number) => SHEEN * (shade / 255) ** 2;

/** An s² plane sampled up by q into a size² one, bilinear (pixel centres aligned), rows first. */
function upsample(plane: Float32Array, s: number, q: number, size: number): Float32Array {
  if (q === 1 && s === size) return plane;
  const i0 = new Int32Array(size), i1 = new Int32Array(size), f = new Float32Array(size);
  for (let x = 0; x < size; x++) {
    const sx = Math.min(s - 1, Math.max(0, (x + 0.5) / q - 0.5));
    i0[x] = Math.floor(sx);
    i1[x] = Math.min(s - 1, i0[x]! + 1);
    f[x] = sx - i0[x]!;
  }
  const rows = new Float32Array(s * size);
  for (let y = 0; y < s; y++) {
    const from = y * s, to = y * size;
    for (let x = 0; x < size; x++) {
      const a = plane[from + i0[x]!]!;
      rows[to + x] = a + (plane[from + i1[x]!]! - a) * f[x]!;
    }
  }
  const out = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    const r0 = i0[y]! * size, r1 = i1[y]! * size, fy = f[y]!, to = y * size;
    for (let x = 0; x < size; x++) out[to + x] = rows[r0 + x]! + (rows[r1 + x]! - rows[r0 + x]!) * fy;
  }
  return out;
}

function clearOutside(mask: Uint8Array | Float32Array, size: number, [x0, y0, x1, y1]: [number, number, number, number]): void {
  mask.fill(0, 0, y0 * size);
  mask.fill(0, y1 * size);
  for (let y = y0; y < y1; y++) {
    mask.fill(0, y * size, y * size + x0);
    mask.fill(0, y * size + x1, (y + 1) * size);
  }
}

/** The luminance of the well-lit product (a high quantile of the solid cut-out's unclipped pixels); 1 when there is
 *  no product or it is nearly all clipped. */
function wellLit(lum: Float32Array, mask: Uint8Array): number {
  const bins = 1024;
  const hist = new Uint32Array(bins);
  let count = 0;
  let clipped = 0;
  for (let i = 0; i < lum.length; i++) {
    if (mask[i]! < SOLID) continue;
    if (lum[i]! >= CLIPPED) clipped++;
    else hist[(lum[i]! * bins) | 0]!++;
    count++;
  }
  // Clipped pixels say nothing of the light's level (a white mug's gloss, an overexposed sleeve): the quantile is of
  // the rest, unless nearly all is clipped.
  if (count < 16 || clipped > count / 2) return 1;
  count -= clipped;
  let seen = 0;
  for (let b = 0; b < bins; b++) {
    seen += hist[b]!;
    if (seen >= count * WELL_LIT_QUANTILE) return Math.max(0.04, (b + 0.5) / bins);
  }
  return 1;
}

/** Luminance × product weight and the weight, box-averaged q × q into an s² plane (for normalised blurs). Specular
 *  spots weigh nothing: they are light, not relief. */
function downWeighted(lum: Float32Array, mask: Uint8Array, size: number, q: number, s: number, specFrom: number) {
  const lw = new Float32Array(s * s), w = new Float32Array(s * s), cover = new Float32Array(s * s), count = new Float32Array(s * s);
  const column = new Int32Array(size);
  for (let x = 0; x < size; x++) column[x] = Math.floor(x / q);
  for (let y = 0; y < size; y++) {
    const row = Math.floor(y / q) * s, from = y * size;
    for (let x = 0; x < size; x++) {
      const i = from + x;
      const o = row + column[x]!;
      if (mask[i]! >= SOLID) {
        cover[o] = cover[o]! + 1;
        if (lum[i]! <= specFrom) {
          lw[o] = lw[o]! + lum[i]!;
          w[o] = w[o]! + 1;
        }
      }
      count[o] = count[o]! + 1;
    }
  }
  for (let i = 0; i < s * s; i++) {
    lw[i] = lw[i]! / count[i]!;
    w[i] = w[i]! / count[i]!;
    cover[i] = cover[i]! / count[i]!;
  }
  return { lw, w, cover };
}

/** The surface mesh for the marked area (PrintArea coordinates are fractions of the photo's width/height), in
 *  template pixels, displaced by the relief so a logo bends over folds (flat and grid areas; a cylinder is rigid). */
export function surfaceFromArea(area: PrintArea, maps: PhotoMaps, photoWidth: number, photoHeight: number): SurfaceMesh {
  const { scale, dx, dy } = maps.fit;
  const toTemplate = (fx: number, fy: number): [number, number] => [fx * photoWidth * scale + dx, fy * photoHeight * scale + dy];
  const mesh = areaMesh(area, toTemplate, photoWidth * scale, photoHeight * scale);
  return area.kind === 'cylinder' ? mesh : displaceMesh(mesh, maps.relief, maps.size);
}

/** The aspect a template is built with: a cylinder's from its marks (whatever was asked), else the confirmed one. */
function builtAspect(area: PrintArea, confirmed: number, photoWidth: number, photoHeight: number): number {
  const aspect = areaPrintAspect(area, confirmed, photoWidth, photoHeight);
  return Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
}

export function deriveTemplateLayers(
  photo: RgbaImage,
  mask: Uint8Array | Uint8ClampedArray,
  area: PrintArea,
  printAspect: number,
  size = Math.min(OWN_TEMPLATE_MAX_SIZE, Math.max(photo.width, photo.height)),
): TemplateLayers {
  const maps = derivePhotoMaps(photo, mask, size);
  return {
    size: maps.size,
    scene: maps.scene,
    productMask: maps.productMask,
    shade: maps.shade,
    highlight: maps.highlight,
    printMask: maps.printMask,
    surface: surfaceFromArea(area, maps, photo.width, photo.height),
    printAspect: builtAspect(area, printAspect, photo.width, photo.height),
  };
}
