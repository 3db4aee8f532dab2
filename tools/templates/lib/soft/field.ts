/** Operations on single-channel Float32 maps (square, `n` × `n`, row-major). */

export type Field = Float32Array;

/** One box-blur pass along rows then columns, radius r (window 2r+1), edges clamped. */
function boxPass(src: Field, dst: Field, n: number, r: number): void {
  const tmp = new Float32Array(n * n);
  const win = 2 * r + 1;
  for (let y = 0; y < n; y++) {
    const row = y * n;
    let acc = 0;
    for (let k = -r; k <= r; k++) acc += src[row + Math.min(n - 1, Math.max(0, k))]!;
    for (let x = 0; x < n; x++) {
      tmp[row + x] = acc / win;
      acc += src[row + Math.min(n - 1, x + r + 1)]! - src[row + Math.max(0, x - r)]!;
    }
  }
  for (let x = 0; x < n; x++) {
    let acc = 0;
    for (let k = -r; k <= r; k++) acc += tmp[Math.min(n - 1, Math.max(0, k)) * n + x]!;
    for (let y = 0; y < n; y++) {
      dst[y * n + x] = acc / win;
      acc += tmp[Math.min(n - 1, y + r + 1) * n + x]! - tmp[Math.max(0, y - r) * n + x]!;
    }
  }
}

/** Near-Gaussian blur (three box passes) with standard deviation ≈ sigma pixels. */
export function blur(src: Field, n: number, sigma: number): Field {
  const r = Math.max(1, Math.round(sigma * 0.8));
  const out = new Float32Array(src);
  if (sigma < 0.5) return out;
  for (let i = 0; i < 3; i++) boxPass(out, out, n, r);
  return out;
}

/** Halve resolution by averaging 2×2 blocks (the anti-aliasing step of the 2× render). */
export function half(src: Field, n: number): Field {
  const m = n >> 1;
  const out = new Float32Array(m * m);
  for (let y = 0; y < m; y++) {
    for (let x = 0; x < m; x++) {
      const i = 2 * y * n + 2 * x;
      out[y * m + x] = (src[i]! + src[i + 1]! + src[i + n]! + src[i + n + 1]!) * 0.25;
    }
  }
  return out;
}

/** Shift a map by (dx, dy) pixels, filling with zero. */
export function shift(src: Field, n: number, dx: number, dy: number): Field {
  const out = new Float32Array(n * n);
  const ix = Math.round(dx);
  const iy = Math.round(dy);
  for (let y = 0; y < n; y++) {
    const sy = y - iy;
    if (sy < 0 || sy >= n) continue;
    for (let x = 0; x < n; x++) {
      const sx = x - ix;
      if (sx >= 0 && sx < n) out[y * n + x] = src[sy * n + sx]!;
    }
  }
  return out;
}

/** Bilinear sample at pixel coordinates (clamped). */
export function sample(f: Field, n: number, x: number, y: number): number {
  const cx = Math.min(n - 1.001, Math.max(0, x));
  const cy = Math.min(n - 1.001, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const tx = cx - x0;
  const ty = cy - y0;
  const i = y0 * n + x0;
  const a = f[i]! + (f[i + 1]! - f[i]!) * tx;
  const b = f[i + n]! + (f[i + n + 1]! - f[i + n]!) * tx;
  return a + (b - a) * ty;
}

export function toBytes(f: Field): Uint8Array {
  const out = new Uint8Array(f.length);
  for (let i = 0; i < f.length; i++) out[i] = Math.max(0, Math.min(255, Math.round(f[i]! * 255)));
  return out;
}

/** Wide blur computed at a quarter resolution and upsampled: same look for large sigma, ~16× cheaper. */
export function blurWide(src: Field, n: number, sigma: number): Field {
  const f = 4;
  if (sigma < 8 || n % f !== 0) return blur(src, n, sigma);
  const m = n / f;
  const small = new Float32Array(m * m);
  for (let y = 0; y < n; y++) {
    const row = (y / f | 0) * m;
    for (let x = 0; x < n; x++) small[row + (x / f | 0)]! += src[y * n + x]! / (f * f);
  }
  const b = blur(small, m, sigma / f);
  const out = new Float32Array(n * n);
  for (let y = 0; y < n; y++) {
    const sy = (y + 0.5) / f - 0.5;
    for (let x = 0; x < n; x++) out[y * n + x] = sample(b, m, (x + 0.5) / f - 0.5, sy);
  }
  return out;
}
