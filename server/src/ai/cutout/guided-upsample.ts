/**
 * Edge-aware up-sampling of a low-resolution mask: the fast guided filter (He & Sun, 2015). A linear model
 * `mask ≈ a·I + b` is fitted in every small window of the low-resolution image, its coefficients are up-sampled,
 * and applied to the full-resolution image, so the mask's edge snaps to the photo's own edges instead of being a
 * blurry bilinear stretch of the model's output.
 */
import { boxMean, type Plane } from '../../../../core/src/scenes/filters';

export type { Plane } from '../../../../core/src/scenes/filters';

/** Bilinear sample of a plane at fractional pixel coordinates (pixel centres at +0.5). */
function bilinear(p: Plane, fx: number, fy: number): number {
  const x = Math.min(p.width - 1, Math.max(0, fx - 0.5));
  const y = Math.min(p.height - 1, Math.max(0, fy - 0.5));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(p.width - 1, x0 + 1);
  const y1 = Math.min(p.height - 1, y0 + 1);
  const ax = x - x0;
  const ay = y - y0;
  const d = p.data;
  const top = d[y0 * p.width + x0]! * (1 - ax) + d[y0 * p.width + x1]! * ax;
  const bottom = d[y1 * p.width + x0]! * (1 - ax) + d[y1 * p.width + x1]! * ax;
  return top * (1 - ay) + bottom * ay;
}

export interface GuidedOptions {
  /** Window radius in low-resolution pixels. */
  radius: number;
  /** Regularisation: larger values follow the image's edges less and the mask more. */
  eps: number;
}

/**
 * The mask at the guide's full resolution. `mask` and `guideLow` share one low resolution (any aspect: the model
 * sees a squashed square); `guide` is the image's luminance (0…1) at full resolution.
 */
export function guidedUpsample(mask: Plane, guideLow: Plane, guide: Plane, { radius, eps }: GuidedOptions): Float32Array {
  const n = mask.data.length;
  const I = guideLow.data;
  const p = mask.data;
  const ip = new Float32Array(n);
  const ii = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    ip[i] = I[i]! * p[i]!;
    ii[i] = I[i]! * I[i]!;
  }
  const plane = (data: Float32Array): Plane => ({ width: mask.width, height: mask.height, data });
  const meanI = boxMean(guideLow, radius);
  const meanP = boxMean(mask, radius);
  const meanIp = boxMean(plane(ip), radius);
  const meanII = boxMean(plane(ii), radius);
  const a = ip; // reused
  const b = ii;
  for (let i = 0; i < n; i++) {
    const variance = meanII[i]! - meanI[i]! * meanI[i]!;
    const covariance = meanIp[i]! - meanI[i]! * meanP[i]!;
    a[i] = covariance / (variance + eps);
    b[i] = meanP[i]! - a[i]! * meanI[i]!;
  }
  const meanA = boxMean(plane(a), radius);
  const meanB = boxMean(plane(b), radius);
  const { width, height, data: full } = guide;
  const out = new Float32Array(width * height);
  const columns = bilinearTaps(mask.width, width);
  const rows = bilinearTaps(mask.height, height);
  // Each output row: the two low-resolution rows blended once, then sampled across.
  const rowA = new Float32Array(mask.width);
  const rowB = new Float32Array(mask.width);
  for (let y = 0; y < height; y++) {
    const top = rows.first[y]! * mask.width, bottom = rows.second[y]! * mask.width, ay = rows.weight[y]!;
    for (let x = 0; x < mask.width; x++) {
      rowA[x] = meanA[top + x]! + (meanA[bottom + x]! - meanA[top + x]!) * ay;
      rowB[x] = meanB[top + x]! + (meanB[bottom + x]! - meanB[top + x]!) * ay;
    }
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const x0 = columns.first[x]!, x1 = columns.second[x]!, ax = columns.weight[x]!;
      const coefficient = rowA[x0]! + (rowA[x1]! - rowA[x0]!) * ax;
      const offset = rowB[x0]! + (rowB[x1]! - rowB[x0]!) * ax;
      const q = coefficient * full[i]! + offset;
      out[i] = q < 0 ? 0 : q > 1 ? 1 : q;
    }
  }
  return out;
}

/** For each of `to` output pixels, the two of `from` source pixels it lies between and its weight towards the second (pixel centres at +0.5). */
function bilinearTaps(from: number, to: number) {
  const first = new Int32Array(to), second = new Int32Array(to), weight = new Float32Array(to);
  for (let i = 0; i < to; i++) {
    const f = Math.min(from - 1, Math.max(0, ((i + 0.5) * from) / to - 0.5));
    first[i] = Math.floor(f);
    second[i] = Math.min(from - 1, first[i]! + 1);
    weight[i] = f - first[i]!;
  }
  return { first, second, weight };
}

/** Plain bilinear up-sampling, for comparison and for masks that need no edge snapping. */
export function bilinearUpsample(mask: Plane, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  const sx = mask.width / width;
  const sy = mask.height / height;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out[y * width + x] = bilinear(mask, (x + 0.5) * sx, (y + 0.5) * sy);
  return out;
}
