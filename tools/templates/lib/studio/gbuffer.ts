// Splats parametric surfaces into a depth-tested geometry buffer (position, normal, label uv per pixel).
import type { Camera } from '../common/camera';
import { cross, dot, normalize, sub, type Vec3 } from '../common/vec';
import { labelMap } from './label';
import type { Surface } from './shapes';

export interface GBuffer {
  size: number;
  depth: Float32Array;
  /** Index into the surfaces, −1 = backdrop. */
  surface: Int16Array;
  normal: Float32Array;
  /** World height of the surface point (for contact occlusion). */
  height: Float32Array;
  /** Label uv, −1 where there is none. */
  u: Float32Array;
  v: Float32Array;
}

export function createGBuffer(size: number): GBuffer {
  const n = size * size;
  return {
    size,
    depth: new Float32Array(n).fill(Infinity),
    surface: new Int16Array(n).fill(-1),
    normal: new Float32Array(n * 3),
    height: new Float32Array(n),
    u: new Float32Array(n).fill(-1),
    v: new Float32Array(n).fill(-1),
  };
}

/** Screen position of a world point in pixels of a `size` image, and its depth. */
function onScreen(cam: Camera, size: number, p: Vec3): [number, number, number] {
  const [x, y, z] = cam.project(p);
  return [x * size, y * size, z];
}

/** How many steps in s and t keep splats under ~0.6 px apart on screen. */
function stepsFor(surface: Surface, cam: Camera, size: number): [number, number] {
  const k = 16;
  let maxS = 0, maxT = 0;
  for (let j = 0; j <= k; j++) {
    let pathS = 0, pathT = 0;
    let prevS = onScreen(cam, size, surface.at(0, j / k)), prevT = onScreen(cam, size, surface.at(j / k, 0));
    for (let i = 1; i <= k; i++) {
      const ps = onScreen(cam, size, surface.at(i / k, j / k));
      const pt = onScreen(cam, size, surface.at(j / k, i / k));
      pathS += Math.hypot(ps[0] - prevS[0], ps[1] - prevS[1]);
      pathT += Math.hypot(pt[0] - prevT[0], pt[1] - prevT[1]);
      prevS = ps;
      prevT = pt;
    }
    maxS = Math.max(maxS, pathS);
    maxT = Math.max(maxT, pathT);
  }
  return [Math.min(12000, Math.ceil(maxS * 1.8) + 2), Math.min(12000, Math.ceil(maxT * 1.8) + 2)];
}

export function splat(g: GBuffer, surfaces: readonly Surface[], cam: Camera): void {
  const { size } = g;
  surfaces.forEach((surface, index) => {
    const [ns, nt] = stepsFor(surface, cam, size);
    const e = 1e-4;
    const label = surface.label ? labelMap(surface) : undefined;
    for (let j = 0; j <= nt; j++) {
      const t = j / nt;
      for (let i = 0; i <= ns; i++) {
        const s = i / ns;
        const p = surface.at(s, t);
        const [sx, sy, z] = onScreen(cam, size, p);
        const px = Math.floor(sx), py = Math.floor(sy);
        if (px < 0 || py < 0 || px >= size || py >= size || z <= 0) continue;
        const o = py * size + px;
        if (z >= g.depth[o]!) continue;
        const s0 = surface.closedS ? s - e : Math.max(0, s - e), s1 = surface.closedS ? s + e : Math.min(1, s + e);
        const t0 = Math.max(0, t - e), t1 = Math.min(1, t + e);
        let n = normalize(cross(sub(surface.at(s1, t), surface.at(s0, t)), sub(surface.at(s, t1), surface.at(s, t0))));
        if (dot(n, sub(cam.eye, p)) < 0) n = [-n[0], -n[1], -n[2]];
        g.depth[o] = z;
        g.surface[o] = index;
        g.normal[o * 3] = n[0];
        g.normal[o * 3 + 1] = n[1];
        g.normal[o * 3 + 2] = n[2];
        g.height[o] = p[1];
        const uv = label?.uv(s, t);
        if (uv) {
          g.u[o] = uv[0];
          g.v[o] = uv[1];
        } else {
          g.u[o] = -1;
          g.v[o] = -1;
        }
      }
    }
  });
}

/** Reconstructs the world position seen at a pixel from its depth. */
export function positionAt(cam: Camera, size: number, x: number, y: number, depth: number): Vec3 {
  const r = cam.ray((x + 0.5) / size, (y + 0.5) / size);
  const k = depth / dot(r, cam.fwd);
  return [cam.eye[0] + r[0] * k, cam.eye[1] + r[1] * k, cam.eye[2] + r[2] * k];
}
