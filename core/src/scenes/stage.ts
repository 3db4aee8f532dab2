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
  /**
   * How far the floor's far edge is, as a multiple of its front edge's distance: a table top ends a few times farther
   * than its front (3), a floor or a beach runs to the horizon (16, the default).
   */
  floorDepth?: number;
  /** Depth of field on the near floor too, 0…1: a close table top is soft at the bottom of the frame. */
  nearBlur?: number;
  /**
   * Gloss, 0…1: how much of the wall a varnished table, polished stone or a wet street mirrors, strongest at the
   * grazing far edge (Fresnel), fading toward the camera.
   */
  sheen?: number;
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
  // The floor's texture is seen magnified (its front spans about two thirds of it across the whole frame), so three
  // quarters of the frame's side keeps all the detail the picture shows, at half the painting.
  const side = Math.max(1, Math.round(size * 0.75));
  const texture = spec.floor(side);
  // Its far part, blurred, at half the frame's size.
  const far = blurRgb(resizeRgb(texture, side, side, half, half), half, half, Math.max(1, Math.round(5 * scale)));
  const out = new Float32Array(size * size * 3);
  const h = spec.horizon;
  const span = spec.floorSpan ?? 0.3;
  const depth = spec.floorDepth ?? 16;
  const nearBlur = spec.nearBlur ?? 0;
  // The floor's distance at t (0 far edge … 1 front): 1/z runs linearly from 1/depth to 1.
  const invFar = 1 / depth;
  const spread = depth > 8 ? 0.85 : 0.6;
  // A floor to the horizon melts into the background's blur; a table's far edge stays an edge.
  const haze = depth > 8 ? 0.85 : 0.3;
  const sheen = spec.sheen ?? 0;
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
      const z = 1 / (invFar + t * (1 - invFar)); // distance, 1 at the front
      sampleMirrored(texture, side, 0.5 + (u - 0.5) * z * spread, 1 - (z - 1) * span, a);
      sampleMirrored(far, half, 0.5 + (u - 0.5) * z * spread, 1 - (z - 1) * span, b);
      // Out of focus toward the back (and, for a close table, toward the front).
      const blurK = Math.min(1, Math.pow(1 - t, 2.2) * 1.4 + nearBlur * Math.max(0, (t - 0.7) / 0.3) ** 2);
      const hazeK = Math.exp(-t / 0.035) * haze; // melting into the background's blur
      const corner = 1 - 0.18 * Math.exp(-t / 0.05); // less light reaches the back edge
      const hi = (horizonRow * size + x) * 3;
      // The wall mirrored about the far edge, as a glossy surface shows it.
      const gloss = sheen * Math.exp(-t / 0.3);
      const ri = (Math.max(0, Math.min(size - 1, 2 * horizonRow - y)) * size + x) * 3;
      for (let c = 0; c < 3; c++) {
        const floor = a[c]! * (1 - blurK) + b[c]! * blurK;
        const glossy = floor * (1 - gloss) + wall[ri + c]! * gloss;
        out[i + c] = (glossy * (1 - hazeK) + wall[hi + c]! * hazeK) * corner;
      }
    }
  }
  return out;
}
