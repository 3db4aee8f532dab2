/**
 * Denoising for light passes rendered without a denoiser: a guided filter (He et al.) whose guide is the shading
 * normal. Within each window the light is fitted as a linear function of the normal, E ≈ a + b·n, and the fits are
 * averaged; so the grain of the fabric and the slope of every fold (which change the normal) survive while the
 * sampling noise (which does not follow the normal) is averaged away. Pixels only mix within their own region (the
 * product, or its setting), so no light crosses a silhouette.
 */

export interface Guides {
  size: number;
  /** Unit shading normals, `normalStride` floats a pixel (x, y, z first). */
  normal: Float32Array;
  normalStride: number;
  /** A region label a pixel (0 or 1). */
  region: Uint8Array;
}

/** Windowed sums of `maps` (each size²), (2r+1)² boxes clipped at the edges, each value weighted by `weight`. */
function boxSums(maps: Float32Array[], weight: Float32Array, size: number, r: number): Float32Array[] {
  const row = new Float64Array(size);
  return maps.map((m) => {
    const tmp = new Float32Array(size * size);
    const out = new Float32Array(size * size);
    for (let y = 0; y < size; y++) {
      const o = y * size;
      let acc = 0;
      for (let x = 0; x < Math.min(r, size); x++) acc += m[o + x]! * weight[o + x]!;
      for (let x = 0; x < size; x++) {
        if (x + r < size) acc += m[o + x + r]! * weight[o + x + r]!;
        if (x - r - 1 >= 0) acc -= m[o + x - r - 1]! * weight[o + x - r - 1]!;
        tmp[o + x] = acc;
      }
    }
    row.fill(0);
    for (let y = 0; y < Math.min(r, size); y++) for (let x = 0; x < size; x++) row[x] = row[x]! + tmp[y * size + x]!;
    for (let y = 0; y < size; y++) {
      if (y + r < size) for (let x = 0; x < size; x++) row[x] = row[x]! + tmp[(y + r) * size + x]!;
      if (y - r - 1 >= 0) for (let x = 0; x < size; x++) row[x] = row[x]! - tmp[(y - r - 1) * size + x]!;
      for (let x = 0; x < size; x++) out[y * size + x] = row[x]!;
    }
    return out;
  });
}

/** Solves the symmetric 3×3 system [s0 s1 s2; s1 s3 s4; s2 s4 s5] x = v. */
function solve3(s: readonly number[], v: readonly number[]): [number, number, number] {
  const [a, b, c, d, e, f] = s as [number, number, number, number, number, number];
  const A = d * f - e * e, B = c * e - b * f, C = b * e - c * d;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-18) return [0, 0, 0];
  const D = a * f - c * c, E = b * c - a * e, F = a * d - b * b;
  return [(A * v[0]! + B * v[1]! + C * v[2]!) / det, (B * v[0]! + D * v[1]! + E * v[2]!) / det, (C * v[0]! + E * v[1]! + F * v[2]!) / det];
}

/** Filters `channels` interleaved floats a pixel, in place. */
export function denoise(data: Float32Array, channels: number, g: Guides, radius = 6, epsilon = 2e-4): void {
  const { size } = g;
  const n = size * size;
  const nx = new Float32Array(n), ny = new Float32Array(n), nz = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    nx[i] = g.normal[i * g.normalStride]!;
    ny[i] = g.normal[i * g.normalStride + 1]!;
    nz[i] = g.normal[i * g.normalStride + 2]!;
  }
  const one = new Float32Array(n).fill(1);
  const product = (a: Float32Array, b: Float32Array) => a.map((v, i) => v * b[i]!);
  const channel = (c: number) => Float32Array.from({ length: n }, (_, i) => data[i * channels + c]!);
  const result = new Float32Array(data.length);
  for (const label of [0, 1]) {
    const w = Float32Array.from(g.region, (r) => (r === label ? 1 : 0));
    if (!w.some((v) => v > 0)) continue;
    const [W, sx, sy, sz, sxx, sxy, sxz, syy, syz, szz] = boxSums([one, nx, ny, nz, product(nx, nx), product(nx, ny), product(nx, nz), product(ny, ny), product(ny, nz), product(nz, nz)], w, size, radius);
    // Per channel, the fitted a + b·n, then those fits averaged over the window.
    for (let c = 0; c < channels; c++) {
      const e = channel(c);
      const [se, sex, sey, sez] = boxSums([e, product(e, nx), product(e, ny), product(e, nz)], w, size, radius);
      const a = new Float32Array(n), bx = new Float32Array(n), by = new Float32Array(n), bz = new Float32Array(n);
      for (let i = 0; i < n; i++) {
        const k = W![i]!;
        if (k < 0.5) continue;
        const mx = sx![i]! / k, my = sy![i]! / k, mz = sz![i]! / k, me = se![i]! / k;
        const cov = [
          sxx![i]! / k - mx * mx + epsilon, sxy![i]! / k - mx * my, sxz![i]! / k - mx * mz,
          syy![i]! / k - my * my + epsilon, syz![i]! / k - my * mz, szz![i]! / k - mz * mz + epsilon,
        ];
        const [b0, b1, b2] = solve3(cov, [sex![i]! / k - me * mx, sey![i]! / k - me * my, sez![i]! / k - me * mz]);
        bx[i] = b0;
        by[i] = b1;
        bz[i] = b2;
        a[i] = me - b0 * mx - b1 * my - b2 * mz;
      }
      const [sa, sbx, sby, sbz] = boxSums([a, bx, by, bz], w, size, radius);
      for (let i = 0; i < n; i++) {
        if (g.region[i] !== label) continue;
        const k = W![i]!;
        result[i * channels + c] = (sa![i]! + sbx![i]! * nx[i]! + sby![i]! * ny[i]! + sbz![i]! * nz[i]!) / k;
      }
    }
  }
  data.set(result);
}
