import { boxMean, type Plane } from '../../../../core/src/scenes/filters';
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
/** Window for estimating the colours either side of an edge, in full-resolution pixels. */
const COLOUR_RADIUS = 6;

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
 * nearby product colour, so later resampling never drags the old background in.
 */
export function applyAlpha(rgba: Bytes, width: number, height: number, alpha: Float32Array): Cutout {
  const n = width * height;
  const plane = (data: Float32Array): Plane => ({ width, height, data });
  const weighted = (weight: (a: number) => number) => {
    const w = new Float32Array(n);
    const channels = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
    for (let i = 0; i < n; i++) {
      const k = weight(alpha[i]!);
      w[i] = k;
      for (let c = 0; c < 3; c++) channels[c]![i] = (rgba[i * 4 + c]! / 255) * k;
    }
    const wMean = boxMean(plane(w), COLOUR_RADIUS);
    return channels.map((channel) => {
      const mean = boxMean(plane(channel), COLOUR_RADIUS);
      for (let i = 0; i < n; i++) mean[i] = wMean[i]! > 1e-4 ? mean[i]! / wMean[i]! : -1;
      return mean;
    });
  };
  const background = weighted((a) => (a < 0.02 ? 1 : 0));
  const foreground = weighted((a) => (a > 0.98 ? 1 : 0));
  const out = new Uint8Array(n * 4);
  for (let i = 0; i < n; i++) {
    const a = alpha[i]!;
    for (let c = 0; c < 3; c++) {
      const I = rgba[i * 4 + c]! / 255;
      const B = background[c]![i]!;
      const Fnear = foreground[c]![i]!;
      let F = I;
      if (a < 0.02) F = Fnear >= 0 ? Fnear : I;
      else if (a < 0.98 && B >= 0) F = (I - (1 - a) * B) / a;
      out[i * 4 + c] = Math.round(Math.min(1, Math.max(0, F)) * 255);
    }
    out[i * 4 + 3] = Math.round(a * (rgba[i * 4 + 3]! / 255) * 255);
  }
  return { width, height, rgba: out };
}
