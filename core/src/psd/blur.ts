/**
 * Photoshop's Gaussian Blur smart filter on a drawn area: three box blurs whose widths approximate a Gaussian of
 * standard deviation `sigma` (Photoshop's "radius"), across then down, on premultiplied colour so transparent
 * pixels bleed no dark fringe. The picture grows by 3σ each way, as the blur spreads past the area's edge.
 */

export interface Raster {
  left: number;
  top: number;
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** Widths of three boxes whose sequence approximates a Gaussian of standard deviation sigma. */
export function boxesForGauss(sigma: number): [number, number, number] {
  const ideal = Math.sqrt((12 * sigma * sigma) / 3 + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const upper = lower + 2;
  const m = Math.round((12 * sigma * sigma - 3 * lower * lower - 12 * lower - 9) / (-4 * lower - 4));
  return [0, 1, 2].map((i) => (i < m ? lower : upper)) as [number, number, number];
}

/** One box pass along rows (step 1) or columns (step = width) of 4-channel floats, radius r, zero beyond the ends. */
function boxPass(src: Float32Array, dst: Float32Array, width: number, height: number, r: number, across: boolean): void {
  const lines = across ? height : width, length = across ? width : height;
  const stride = across ? 4 : 4 * width, lineStep = across ? 4 * width : 4;
  const scale = 1 / (2 * r + 1);
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    for (let c = 0; c < 4; c++) {
      let sum = 0;
      for (let i = 0; i <= Math.min(r, length - 1); i++) sum += src[base + i * stride + c]!;
      for (let i = 0; i < length; i++) {
        dst[base + i * stride + c] = sum * scale;
        const enter = i + r + 1, leave = i - r;
        if (enter < length) sum += src[base + enter * stride + c]!;
        if (leave >= 0) sum -= src[base + leave * stride + c]!;
      }
    }
  }
}

/** The raster blurred, grown by 3σ each way and kept within a canvasWidth × canvasHeight canvas. */
export function gaussianBlur(raster: Raster, sigma: number, canvasWidth: number, canvasHeight: number): Raster {
  if (!(sigma > 0.2)) return raster;
  const pad = Math.ceil(3 * sigma);
  const left = Math.max(0, raster.left - pad), top = Math.max(0, raster.top - pad);
  const width = Math.min(canvasWidth, raster.left + raster.width + pad) - left, height = Math.min(canvasHeight, raster.top + raster.height + pad) - top;
  const a = new Float32Array(width * height * 4), b = new Float32Array(width * height * 4);
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      const s = 4 * (y * raster.width + x), d = 4 * ((y + raster.top - top) * width + (x + raster.left - left));
      const alpha = raster.rgba[s + 3]!;
      a[d] = (raster.rgba[s]! * alpha) / 255;
      a[d + 1] = (raster.rgba[s + 1]! * alpha) / 255;
      a[d + 2] = (raster.rgba[s + 2]! * alpha) / 255;
      a[d + 3] = alpha;
    }
  }
  for (const box of boxesForGauss(sigma)) {
    const r = (box - 1) / 2;
    boxPass(a, b, width, height, r, true);
    boxPass(b, a, width, height, r, false); // each pair of passes ends back in `a`
  }
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const alpha = a[4 * p + 3]!;
    if (alpha <= 0) continue;
    rgba[4 * p] = (a[4 * p]! * 255) / alpha;
    rgba[4 * p + 1] = (a[4 * p + 1]! * 255) / alpha;
    rgba[4 * p + 2] = (a[4 * p + 2]! * 255) / alpha;
    rgba[4 * p + 3] = alpha;
  }
  return { left, top, width, height, rgba };
}
