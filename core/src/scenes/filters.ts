/** Image filters over float planes and RGB images, shared by the scene painters and the photo engines. */

export interface Plane {
  width: number;
  height: number;
  /** One float per pixel, row by row. */
  data: Float32Array;
}

/** Mean over a (2r+1)² window, clamped at the borders: running sums, row by row (cache-friendly), O(pixels). */
export function boxMean(src: Plane, r: number): Float32Array {
  const { width: w, height: h, data } = src;
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let sum = data[row]! * (r + 1);
    for (let x = 1; x <= r; x++) sum += data[row + Math.min(x, w - 1)]!;
    for (let x = 0; x < w; x++) {
      tmp[row + x] = sum;
      sum += data[row + Math.min(x + r + 1, w - 1)]! - data[row + Math.max(x - r, 0)]!;
    }
  }
  // Vertical pass with a running sum per column, sweeping whole rows.
  const acc = new Float64Array(w);
  for (let k = -r; k <= r; k++) {
    const row = Math.min(Math.max(k, 0), h - 1) * w;
    for (let x = 0; x < w; x++) acc[x] = acc[x]! + tmp[row + x]!;
  }
  const norm = 1 / ((2 * r + 1) * (2 * r + 1));
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const add = Math.min(y + r + 1, h - 1) * w;
    const drop = Math.max(y - r, 0) * w;
    for (let x = 0; x < w; x++) {
      out[row + x] = acc[x]! * norm;
      acc[x] = acc[x]! + tmp[add + x]! - tmp[drop + x]!;
    }
  }
  return out;
}

/**
 * Sums over a (2r+1)² window of an image with four interleaved channels, clamped at the borders like `boxMean`:
 * one pass for all four keeps each pixel's channels together in cache.
 */
export function boxSum4(data: Float32Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const row = y * w * 4;
    const first = row, lastPixel = row + (w - 1) * 4;
    let s0 = data[first]! * (r + 1), s1 = data[first + 1]! * (r + 1), s2 = data[first + 2]! * (r + 1), s3 = data[first + 3]! * (r + 1);
    for (let x = 1; x <= r; x++) {
      const p = row + Math.min(x, w - 1) * 4;
      s0 += data[p]!; s1 += data[p + 1]!; s2 += data[p + 2]!; s3 += data[p + 3]!;
    }
    for (let x = 0; x < w; x++) {
      const o = row + x * 4;
      tmp[o] = s0; tmp[o + 1] = s1; tmp[o + 2] = s2; tmp[o + 3] = s3;
      const add = Math.min(row + (x + r + 1) * 4, lastPixel), drop = Math.max(row + (x - r) * 4, first);
      s0 += data[add]! - data[drop]!; s1 += data[add + 1]! - data[drop + 1]!;
      s2 += data[add + 2]! - data[drop + 2]!; s3 += data[add + 3]! - data[drop + 3]!;
    }
  }
  const stride = w * 4;
  const acc = new Float64Array(stride);
  for (let k = -r; k <= r; k++) {
    const row = Math.min(Math.max(k, 0), h - 1) * stride;
    for (let i = 0; i < stride; i++) acc[i] = acc[i]! + tmp[row + i]!;
  }
  const out = new Float32Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const row = y * stride, add = Math.min(y + r + 1, h - 1) * stride, drop = Math.max(y - r, 0) * stride;
    for (let i = 0; i < stride; i++) {
      out[row + i] = acc[i]!;
      acc[i] = acc[i]! + tmp[add + i]! - tmp[drop + i]!;
    }
  }
  return out;
}

/** A separable blur of an interleaved RGB float image (two box passes ≈ a Gaussian of σ ≈ 0.8·radius). */
export function blurRgb(rgb: Float32Array, width: number, height: number, radius: number): Float32Array {
  if (radius < 1) return rgb;
  const n = width * height;
  const out = new Float32Array(rgb.length);
  const plane = new Float32Array(n);
  for (let c = 0; c < 3; c++) {
    for (let i = 0; i < n; i++) plane[i] = rgb[i * 3 + c]!;
    const once = boxMean({ width, height, data: plane }, radius);
    const twice = boxMean({ width, height, data: once }, radius);
    for (let i = 0; i < n; i++) out[i * 3 + c] = twice[i]!;
  }
  return out;
}

/** A plane blurred twice with a box of `radius` (≈ Gaussian). */
export const blurPlane = (plane: Plane, radius: number): Float32Array =>
  radius < 1 ? plane.data : boxMean({ ...plane, data: boxMean(plane, radius) }, radius);

/** An interleaved RGB float image made `factor` times smaller, each pixel the mean of the block it covers. */
export function shrinkRgb(src: Float32Array, width: number, height: number, factor: number): Float32Array {
  const w = Math.floor(width / factor);
  const h = Math.floor(height / factor);
  const out = new Float32Array(w * h * 3);
  const norm = 1 / (factor * factor);
  for (let y = 0; y < h * factor; y++) {
    const row = Math.floor(y / factor) * w;
    for (let x = 0; x < w * factor; x++) {
      const o = (row + Math.floor(x / factor)) * 3;
      const i = (y * width + x) * 3;
      out[o] = out[o]! + src[i]! * norm;
      out[o + 1] = out[o + 1]! + src[i + 1]! * norm;
      out[o + 2] = out[o + 2]! + src[i + 2]! * norm;
    }
  }
  return out;
}

/** Bilinear resize of an interleaved RGB float image (pixel centres aligned), for smooth layers painted small. */
export function resizeRgb(src: Float32Array, sw: number, sh: number, dw: number, dh: number): Float32Array {
  const out = new Float32Array(dw * dh * 3);
  for (let y = 0; y < dh; y++) {
    const fy = Math.min(sh - 1, Math.max(0, ((y + 0.5) * sh) / dh - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const ay = fy - y0;
    for (let x = 0; x < dw; x++) {
      const fx = Math.min(sw - 1, Math.max(0, ((x + 0.5) * sw) / dw - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const ax = fx - x0;
      const o = (y * dw + x) * 3;
      for (let c = 0; c < 3; c++) {
        const top = src[(y0 * sw + x0) * 3 + c]! * (1 - ax) + src[(y0 * sw + x1) * 3 + c]! * ax;
        const bottom = src[(y1 * sw + x0) * 3 + c]! * (1 - ax) + src[(y1 * sw + x1) * 3 + c]! * ax;
        out[o + c] = top * (1 - ay) + bottom * ay;
      }
    }
  }
  return out;
}
