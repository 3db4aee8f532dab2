import { boxSum4, type Plane } from '../../../../core/src/scenes/filters';
import { guidedUpsample } from './guided-upsample';

/** 8-bit pixels as sharp and the canvas give them. */
export type Bytes = Uint8Array | Uint8ClampedArray;

/** A cut-out product: straight RGBA whose alpha is the product's coverage. */
export interface Cutout {
  width: number;
  height: number;
  rgba: Bytes;
}

/** Luminance (0…1) of straight RGB or RGBA pixels. */
export function luminance(pixels: Bytes, width: number, height: number, channels: 3 | 4): Float32Array {
  const out = new Float32Array(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += channels) out[i] = (0.299 * pixels[p]! + 0.587 * pixels[p + 1]! + 0.114 * pixels[p + 2]!) / 255;
  return out;
}

/** Guided-filter settings for the model's mask: a 2-px window at the model's scale, snapping to edges of ~3 % contrast. */
const GUIDED = { radius: 2, eps: 1e-3 };
/** The model leaves a faint haze (a few %) over some backgrounds and a few % of doubt inside products. */
const ALPHA_FLOOR = 0.08;
const ALPHA_CEILING = 0.96;
/** Window for estimating the colours either side of an edge: 3 bins of 2×2 pixels either side (~13 px across). */
const BIN_RADIUS = 3;

/**
 * The product's alpha at full resolution from the model's low-resolution mask: guided up-sampling onto the photo's
 * own edges, then the model's haze and doubt clipped away so backgrounds become fully clear and products solid.
 */
export function alphaFromMask(mask: Plane, guideLow: Plane, guide: Plane): Float32Array {
  const alpha = guidedUpsample(mask, guideLow, guide, GUIDED);
  const span = ALPHA_CEILING - ALPHA_FLOOR;
  for (let i = 0; i < alpha.length; i++) {
    const a = (alpha[i]! - ALPHA_FLOOR) / span;
    alpha[i] = a <= 0 ? 0 : a >= 1 ? 1 : a;
  }
  return alpha;
}

/**
 * The cut-out: alpha applied, and edge colours freed of the old background. An edge pixel is a mix
 * `I = a·F + (1 − a)·B`; with the background colour B estimated from nearby background pixels, the foreground F is
 * recovered, so a product cut from a white sweep shows no white fringe on a dark scene. Fully clear pixels take the
 * nearby product colour, so later resampling never drags the old background in. The nearby colours are window means
 * over 2×2 bins of pixels (a local mean loses nothing at half resolution, and costs a quarter).
 */
export function applyAlpha(rgba: Bytes, width: number, height: number, alpha: Float32Array): Cutout {
  const binsWide = Math.ceil(width / 2), binsHigh = Math.ceil(height / 2);
  // Per bin (count, Σr, Σg, Σb) of its clear-background pixels and of its solid-product pixels.
  const background = new Float32Array(binsWide * binsHigh * 4);
  const foreground = new Float32Array(binsWide * binsHigh * 4);
  for (let y = 0; y < height; y++) {
    const binRow = (y >> 1) * binsWide;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const a = alpha[i]!;
      const side = a < 0.02 ? background : a > 0.98 ? foreground : undefined;
      if (!side) continue;
      const b = (binRow + (x >> 1)) * 4, o = i * 4;
      side[b] = side[b]! + 1;
      side[b + 1] = side[b + 1]! + rgba[o]!;
      side[b + 2] = side[b + 2]! + rgba[o + 1]!;
      side[b + 3] = side[b + 3]! + rgba[o + 2]!;
    }
  }
  const backgroundSums = boxSum4(background, binsWide, binsHigh, BIN_RADIUS);
  const foregroundSums = boxSum4(foreground, binsWide, binsHigh, BIN_RADIUS);
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const binRow = (y >> 1) * binsWide;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const a = alpha[i]!, o = i * 4, b = (binRow + (x >> 1)) * 4;
      if (a < 0.02 && foregroundSums[b]! > 0.5) {
        // Clear, near the product: the product's colour there.
        const toMean = 1 / foregroundSums[b]!;
        out[o] = Math.round(foregroundSums[b + 1]! * toMean);
        out[o + 1] = Math.round(foregroundSums[b + 2]! * toMean);
        out[o + 2] = Math.round(foregroundSums[b + 3]! * toMean);
      } else if (a >= 0.02 && a < 0.98 && backgroundSums[b]! > 0.5) {
        // Edge: I = a·F + (1 − a)·B solved for F.
        const clearShare = (1 - a) / backgroundSums[b]!;
        for (let c = 0; c < 3; c++) {
          const F = (rgba[o + c]! - clearShare * backgroundSums[b + 1 + c]!) / a;
          out[o + c] = F <= 0 ? 0 : F >= 255 ? 255 : Math.round(F);
        }
      } else {
        out[o] = rgba[o]!;
        out[o + 1] = rgba[o + 1]!;
        out[o + 2] = rgba[o + 2]!;
      }
      out[o + 3] = Math.round(a * rgba[o + 3]!);
    }
  }
  return { width, height, rgba: out };
}
