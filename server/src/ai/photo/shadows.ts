import { blurPlane, blurRgb } from '../../../../core/src/scenes/filters';
import type { RGB } from '../../../../core/src/scenes/colour';
import type { ProductLayer } from './place';

/**
 * Shadows and reflections from the product's own silhouette. The floor is a plane seen from slightly above, so a
 * point of the product `h` px above its base throws its shadow `h·sx` px sideways and `h·sy` px up the image
 * (away from a front light) — found by inverse mapping, so the shadow has no holes however long it falls. Shadows
 * soften with distance from the base (contact hardening), as real ones do.
 */

/** The product's alpha over the whole frame. */
export function frameAlpha(layer: ProductLayer, size: number): Float32Array {
  const out = new Float32Array(size * size);
  for (let y = 0; y < layer.height; y++) {
    const fy = layer.y + y;
    if (fy < 0 || fy >= size) continue;
    for (let x = 0; x < layer.width; x++) {
      const fx = layer.x + x;
      if (fx >= 0 && fx < size) out[fy * size + fx] = layer.alpha[y * layer.width + x]!;
    }
  }
  return out;
}

const sample = (plane: Float32Array, size: number, x: number, y: number) => {
  const xi = Math.round(x);
  const yi = Math.round(y);
  return xi < 0 || yi < 0 || xi >= size || yi >= size ? 0 : plane[yi * size + xi]!;
};

/** Where a light from direction (lx, ly, lz) throws the shadow, per pixel of height, on a floor foreshortened by `depth`. */
export function shadowShear(from: readonly [number, number, number], length: number, depth = 0.45): { sx: number; sy: number } {
  const ly = Math.max(0.2, from[1]);
  const sx = Math.max(-1.6, Math.min(1.6, (-from[0] / ly) * length));
  let sy = (from[2] / ly) * length * depth;
  // A light straight from the side would lay the whole shadow on one row: keep some depth.
  if (Math.abs(sy) < 0.1) sy = sy < 0 ? -0.1 : 0.1;
  return { sx, sy };
}

/** The cast shadow's coverage (0…1) over the frame, softer and fainter the farther it falls from the base. */
export function castShadow(alpha: Float32Array, size: number, layer: ProductLayer, shear: { sx: number; sy: number }, softness: number): Float32Array {
  const hard = new Float32Array(size * size);
  const far = new Float32Array(size * size);
  const base = layer.baseY;
  for (let Y = 0; Y < size; Y++) {
    const h = (base - Y) / shear.sy; // height of the product point whose shadow lands on this row
    if (h <= 0 || h > layer.height * 1.02) continue;
    const k = h / layer.height;
    const fade = 1 - 0.55 * k;
    for (let X = 0; X < size; X++) {
      const a = sample(alpha, size, X - h * shear.sx, base - h) * fade;
      if (a === 0) continue;
      hard[Y * size + X] = a * (1 - k);
      far[Y * size + X] = a * k;
    }
  }
  const plane = (data: Float32Array) => ({ width: size, height: size, data });
  const scale = size / 1024;
  const near = blurPlane(plane(hard), Math.round((2 + 5 * softness) * scale));
  const soft = blurPlane(plane(far), Math.round((6 + 26 * softness) * scale));
  for (let i = 0; i < near.length; i++) near[i] = Math.min(1, near[i]! + soft[i]!);
  return near;
}

/**
 * The dark, soft patch where the product meets the floor (ambient occlusion): an ellipse under its footprint — the
 * product's width just above its base — centred a little above the lowest point, as a round base's centre is.
 */
export function contactShadow(alpha: Float32Array, size: number, layer: ProductLayer, softness: number): Float32Array {
  const out = new Float32Array(size * size);
  const band = Math.max(2, Math.round(layer.height * 0.08));
  let left = size;
  let right = -1;
  for (let y = Math.max(0, layer.baseY - band); y < Math.min(size, layer.baseY); y++) {
    for (let x = 0; x < size; x++) {
      if (alpha[y * size + x]! < 0.5) continue;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  if (right < left) return out;
  const cx = (left + right) / 2;
  const rx = ((right - left) / 2) * 1.06 + 2;
  const ry = Math.max(2, rx * 0.1);
  const cy = layer.baseY - ry * 0.55;
  for (let y = Math.max(0, Math.floor(cy - 2 * ry)); y < Math.min(size, Math.ceil(cy + 2 * ry)); y++) {
    for (let x = Math.max(0, Math.floor(cx - 1.4 * rx)); x < Math.min(size, Math.ceil(cx + 1.4 * rx)); x++) {
      const d2 = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
      out[y * size + x] = Math.exp(-d2 * d2 * 1.6);
    }
  }
  const scale = size / 1024;
  return blurPlane({ width: size, height: size, data: out }, Math.max(1, Math.round((2 + 5 * softness) * scale)));
}

/** Darkens the frame under a shadow; the shade keeps a little of the ambient light's colour, as real shadows do. */
export function applyShadow(rgb: Float32Array, shadow: Float32Array, opacity: number, ambient: RGB, mask?: Float32Array): void {
  const mean = (ambient[0] + ambient[1] + ambient[2]) / 3 || 1;
  // Under a blue sky a shadow is bluish: the ambient light's strongest channel is darkened least.
  const spread = ambient.map((c) => 1 / (1 + 0.35 * (c / mean - 1)));
  for (let i = 0; i < shadow.length; i++) {
    const s = shadow[i]! * opacity * (mask ? mask[i]! : 1);
    if (s <= 0) continue;
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = rgb[i * 3 + c]! * (1 - s * spread[c]!);
  }
}

/** A mirror image of the product in a glossy floor, fading with distance from the base. */
export function addReflection(rgb: Float32Array, size: number, layer: ProductLayer, strength: number): void {
  const length = Math.round(layer.height * 0.5);
  const reflected = new Float32Array(size * size * 3);
  const weight = new Float32Array(size * size);
  for (let d = 0; d < length; d++) {
    const Y = layer.baseY + d;
    const sy = layer.height - 1 - d; // the product's row mirrored about its base
    if (Y >= size || sy < 0) break;
    const fade = (1 - d / length) ** 1.6;
    for (let x = 0; x < layer.width; x++) {
      const X = layer.x + x;
      if (X < 0 || X >= size) continue;
      const src = sy * layer.width + x;
      const a = layer.alpha[src]! * fade * strength;
      const i = Y * size + X;
      weight[i] = a;
      for (let c = 0; c < 3; c++) reflected[i * 3 + c] = layer.rgb[src * 3 + c]! * a;
    }
  }
  const scale = size / 1024;
  const radius = Math.max(1, Math.round(2 * scale));
  const blurred = blurRgb(reflected, size, size, radius);
  const blurredWeight = blurPlane({ width: size, height: size, data: weight }, radius);
  for (let i = 0; i < weight.length; i++) {
    const a = blurredWeight[i]!;
    if (a <= 0) continue;
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = rgb[i * 3 + c]! * (1 - a) + blurred[i * 3 + c]! * 0.92;
  }
}
