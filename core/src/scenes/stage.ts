/**
 * A photographic stage from two surfaces: an upright background, out of focus, and the surface the product stands
 * on, seen in perspective and receding into the same blur — or one seamless sweep with no horizon at all.
 */
import type { Backdrop } from './backdrops';
import { blurRgb, resizeRgb } from './filters';

export interface StageSpec {
  /** What stands behind the product. */
  wall: Backdrop;
  /** The surface the product stands on; absent for a seamless sweep (the wall is then the whole frame). */
  floor?: Backdrop;
  /** Where floor meets wall: 0 top … 1 bottom. */
  horizon: number;
  /** Depth of field on the wall: blur radius in px at 1024. */
  wallBlur: number;
  /** How much of the floor texture is seen from front to back (larger: planks look narrower). */
  floorSpan?: number;
}

const mirror = (t: number) => {
  const m = t - 2 * Math.floor(t / 2);
  return m > 1 ? 2 - m : m;
};

/** Bilinear sample of an RGB float image with mirrored edges, so a texture tiles without seams. */
function sampleMirrored(img: Float32Array, size: number, u: number, v: number, out: number[]): void {
  const x = Math.min(size - 1.001, Math.max(0, mirror(u) * size - 0.5));
  const y = Math.min(size - 1.001, Math.max(0, mirror(v) * size - 0.5));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const ax = x - x0;
  const ay = y - y0;
  const i00 = (y0 * size + x0) * 3;
  const i10 = i00 + 3;
  const i01 = i00 + size * 3;
  const i11 = i01 + 3;
  for (let c = 0; c < 3; c++) {
    const top = img[i00 + c]! * (1 - ax) + img[i10 + c]! * ax;
    const bottom = img[i01 + c]! * (1 - ax) + img[i11 + c]! * ax;
    out[c] = top * (1 - ay) + bottom * ay;
  }
}

/** Paints the stage at `size`² (float RGB, 0…1 nominal). */
export function paintStage(spec: StageSpec, size: number): Float32Array {
  // The background is out of focus (or a smooth sweep): painted at half size and scaled up, a quarter of the work.
  const half = Math.max(1, Math.round(size / 2));
  const scale = half / 1024;
  const wall = resizeRgb(blurRgb(spec.wall(half), half, half, Math.round(spec.wallBlur * scale)), half, half, size, size);
  if (!spec.floor) return wall;
  const texture = spec.floor(size);
  // Its far part, blurred, likewise at half size.
  const far = blurRgb(resizeRgb(texture, size, size, half, half), half, half, Math.max(1, Math.round(5 * scale)));
  const out = new Float32Array(size * size * 3);
  const h = spec.horizon;
  const span = spec.floorSpan ?? 0.3;
  const near = 1 / 1.06;
  const a = [0, 0, 0];
  const b = [0, 0, 0];
  // The wall's colour just above the horizon, where the far floor fades into the blur.
  const horizonRow = Math.max(0, Math.min(size - 1, Math.floor(h * size) - Math.round((4 * size) / 1024)));
  for (let y = 0; y < size; y++) {
    const v = (y + 0.5) / size;
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      if (v < h) {
        out[i] = wall[i]!;
        out[i + 1] = wall[i + 1]!;
        out[i + 2] = wall[i + 2]!;
        continue;
      }
      const u = (x + 0.5) / size;
      const t = (v - h) / (1 - h); // 0 at the horizon, 1 at the bottom edge
      const z = 1 / (t + 0.06); // distance, 1 at the front
      sampleMirrored(texture, size, 0.5 + (u - 0.5) * z * 0.85, 1 - (z - near) * span, a);
      sampleMirrored(far, half, 0.5 + (u - 0.5) * z * 0.85, 1 - (z - near) * span, b);
      const blurK = Math.min(1, Math.pow(1 - t, 2.2) * 1.4); // out of focus toward the back
      const hazeK = Math.exp(-t / 0.035) * 0.85; // melting into the background's blur
      const corner = 1 - 0.18 * Math.exp(-t / 0.05); // less light reaches the back edge
      const hi = (horizonRow * size + x) * 3;
      for (let c = 0; c < 3; c++) {
        const floor = a[c]! * (1 - blurK) + b[c]! * blurK;
        out[i + c] = (floor * (1 - hazeK) + wall[hi + c]! * hazeK) * corner;
      }
    }
  }
  return out;
}
