// Soft cast shadows and contact occlusion on the floor, from the objects' surface points.
import { dot, type Vec3 } from '../common/vec';
import type { Surface } from './shapes';

export interface FloorShadows {
  /** 0…1 at floor point (x, z): how much the key light is blocked (soft), and contact occlusion. */
  shadow(x: number, z: number): number;
  contact(x: number, z: number): number;
}

const RES = 384;

export function floorShadows(surfaces: readonly Surface[], light: Vec3, softness: number, contactReach: number): FloorShadows {
  let minX = Infinity, maxX = -Infinity, minZ = Infinity, maxZ = -Infinity;
  const samples: Vec3[] = [];
  for (const s of surfaces) {
    if (s.role === 'prop' && s.material.gloss < 0) continue;
    for (let j = 0; j <= 240; j++) for (let i = 0; i <= 320; i++) samples.push(s.at(i / 320, j / 240));
  }
  const shadowPoints = samples.map((p) => [p[0] - (light[0] * p[1]) / light[1], p[2] - (light[2] * p[1]) / light[1], p[1]] as const);
  for (const [x, z] of shadowPoints) {
    minX = Math.min(minX, x); maxX = Math.max(maxX, x); minZ = Math.min(minZ, z); maxZ = Math.max(maxZ, z);
  }
  const margin = softness * 3 + contactReach * 3;
  minX -= margin; maxX += margin; minZ -= margin; maxZ += margin;
  const cell = Math.max(maxX - minX, maxZ - minZ) / RES;
  const grid = (points: ReadonlyArray<readonly [number, number, number]>, radius: number, keep: (h: number) => number) => {
    const g = new Float32Array(RES * RES);
    for (const [x, z, h] of points) {
      const w = keep(h);
      if (w <= 0) continue;
      const gx = Math.floor((x - minX) / cell), gz = Math.floor((z - minZ) / cell);
      if (gx >= 0 && gz >= 0 && gx < RES && gz < RES) g[gz * RES + gx] = Math.max(g[gz * RES + gx]!, w);
    }
    fillHoles(g);
    for (let k = 0; k < 3; k++) boxBlur(g, Math.max(1, Math.round(radius / cell / 1.7)));
    return g;
  };
  const cast = grid(shadowPoints, softness, () => 1);
  const touching = grid(samples.map((p) => [p[0], p[2], p[1]] as const), contactReach, (h) => (h < contactReach * 0.6 ? 1 : 0));
  const sample = (g: Float32Array, x: number, z: number) => {
    const gx = (x - minX) / cell - 0.5, gz = (z - minZ) / cell - 0.5;
    const x0 = Math.floor(gx), z0 = Math.floor(gz);
    if (x0 < 0 || z0 < 0 || x0 >= RES - 1 || z0 >= RES - 1) return 0;
    const fx = gx - x0, fz = gz - z0, o = z0 * RES + x0;
    return (g[o]! * (1 - fx) + g[o + 1]! * fx) * (1 - fz) + (g[o + RES]! * (1 - fx) + g[o + RES + 1]! * fx) * fz;
  };
  void dot;
  return { shadow: (x, z) => sample(cast, x, z), contact: (x, z) => sample(touching, x, z) };
}

/** Closes the pinholes a point cloud leaves (a cell set when most neighbours are). */
function fillHoles(g: Float32Array): void {
  const copy = Float32Array.from(g);
  for (let z = 1; z < RES - 1; z++) {
    for (let x = 1; x < RES - 1; x++) {
      const o = z * RES + x;
      if (copy[o]! > 0) continue;
      const n = copy[o - 1]! + copy[o + 1]! + copy[o - RES]! + copy[o + RES]!;
      if (n >= 2) g[o] = n / 4;
    }
  }
}

function boxBlur(g: Float32Array, r: number): void {
  const tmp = new Float32Array(g.length);
  for (let pass = 0; pass < 2; pass++) {
    const src = pass === 0 ? g : tmp, dst = pass === 0 ? tmp : g;
    for (let a = 0; a < RES; a++) {
      let sum = 0;
      const at = (b: number) => (pass === 0 ? a * RES + b : b * RES + a);
      for (let b = -r; b <= r; b++) sum += b >= 0 && b < RES ? src[at(b)]! : 0;
      for (let b = 0; b < RES; b++) {
        dst[at(b)] = sum / (2 * r + 1);
        const add = b + r + 1, drop = b - r;
        if (add < RES) sum += src[at(add)]!;
        if (drop >= 0) sum -= src[at(drop)]!;
      }
    }
  }
}
