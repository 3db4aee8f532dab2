import type { SurfaceMesh } from './types';

/** uv buffer value meaning "no design here". */
export const NO_UV = 65535;
const UV_ONE = 65534;

/**
 * Rasterises the surface mesh into a per-pixel uv buffer of an `outSize` square (the template is `templateSize`):
 * two 16-bit values per pixel, u and v scaled to 0…65534, NO_UV where the mesh does not reach.
 * Without depth, later cells overwrite earlier ones, so a recipe lists hidden parts first; with `mesh.depth` a z-buffer
 * keeps the nearest surface (depth interpolated like uv; at equal depth the later cell wins).
 */
export function rasteriseMesh(mesh: SurfaceMesh, templateSize: number, outSize: number): Uint16Array {
  const uv = new Uint16Array(outSize * outSize * 2).fill(NO_UV);
  const k = outSize / templateSize;
  const { cols, rows, points, depth } = mesh;
  const px = (i: number, j: number) => points[2 * (j * (cols + 1) + i)]! * k;
  const py = (i: number, j: number) => points[2 * (j * (cols + 1) + i) + 1]! * k;
  if (depth) {
    if (depth.length !== (cols + 1) * (rows + 1)) throw new Error(`The mesh has ${depth.length} depths for ${(cols + 1) * (rows + 1)} points`);
    const z = new Float32Array(outSize * outSize).fill(Infinity);
    const pz = (i: number, j: number) => depth[j * (cols + 1) + i]!;
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < cols; i++) {
        const u0 = i / cols, u1 = (i + 1) / cols, v0 = j / rows, v1 = (j + 1) / rows;
        const ax = px(i, j), ay = py(i, j), az = pz(i, j), bx = px(i + 1, j), by = py(i + 1, j), bz = pz(i + 1, j);
        const cx = px(i + 1, j + 1), cy = py(i + 1, j + 1), cz = pz(i + 1, j + 1), dx = px(i, j + 1), dy = py(i, j + 1), dz = pz(i, j + 1);
        nearestTriangle(uv, z, outSize, ax, ay, az, u0, v0, bx, by, bz, u1, v0, cx, cy, cz, u1, v1);
        nearestTriangle(uv, z, outSize, ax, ay, az, u0, v0, cx, cy, cz, u1, v1, dx, dy, dz, u0, v1);
      }
    }
    return uv;
  }
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const u0 = i / cols;
      const u1 = (i + 1) / cols;
      const v0 = j / rows;
      const v1 = (j + 1) / rows;
      const ax = px(i, j), ay = py(i, j), bx = px(i + 1, j), by = py(i + 1, j);
      const cx = px(i + 1, j + 1), cy = py(i + 1, j + 1), dx = px(i, j + 1), dy = py(i, j + 1);
      triangle(uv, outSize, ax, ay, u0, v0, bx, by, u1, v0, cx, cy, u1, v1);
      triangle(uv, outSize, ax, ay, u0, v0, cx, cy, u1, v1, dx, dy, u0, v1);
    }
  }
  return uv;
}

function triangle(
  uv: Uint16Array, size: number,
  x0: number, y0: number, u0: number, v0: number,
  x1: number, y1: number, u1: number, v1: number,
  x2: number, y2: number, u2: number, v2: number,
): void {
  const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  if (Math.abs(area) < 1e-9) return;
  const inv = 1 / area;
  const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2)));
  const maxX = Math.min(size - 1, Math.ceil(Math.max(x0, x1, x2)));
  const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2)));
  const maxY = Math.min(size - 1, Math.ceil(Math.max(y0, y1, y2)));
  const eps = -1e-7; // shared edges belong to both triangles: no cracks
  for (let y = minY; y <= maxY; y++) {
    const sy = y + 0.5;
    for (let x = minX; x <= maxX; x++) {
      const sx = x + 0.5;
      const w0 = ((x1 - sx) * (y2 - sy) - (x2 - sx) * (y1 - sy)) * inv;
      const w1 = ((x2 - sx) * (y0 - sy) - (x0 - sx) * (y2 - sy)) * inv;
      const w2 = 1 - w0 - w1;
      if (w0 < eps || w1 < eps || w2 < eps) continue;
      const u = w0 * u0 + w1 * u1 + w2 * u2;
      const v = w0 * v0 + w1 * v1 + w2 * v2;
      const o = 2 * (y * size + x);
      uv[o] = Math.round(Math.min(1, Math.max(0, u)) * UV_ONE);
      uv[o + 1] = Math.round(Math.min(1, Math.max(0, v)) * UV_ONE);
    }
  }
}

/** triangle() with a z-buffer: a pixel takes this triangle's uv only where it is at least as near as what is there. */
function nearestTriangle(
  uv: Uint16Array, zbuf: Float32Array, size: number,
  x0: number, y0: number, z0: number, u0: number, v0: number,
  x1: number, y1: number, z1: number, u1: number, v1: number,
  x2: number, y2: number, z2: number, u2: number, v2: number,
): void {
  const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  if (Math.abs(area) < 1e-9) return;
  const inv = 1 / area;
  const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2)));
  const maxX = Math.min(size - 1, Math.ceil(Math.max(x0, x1, x2)));
  const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2)));
  const maxY = Math.min(size - 1, Math.ceil(Math.max(y0, y1, y2)));
  const eps = -1e-7;
  for (let y = minY; y <= maxY; y++) {
    const sy = y + 0.5;
    for (let x = minX; x <= maxX; x++) {
      const sx = x + 0.5;
      const w0 = ((x1 - sx) * (y2 - sy) - (x2 - sx) * (y1 - sy)) * inv;
      const w1 = ((x2 - sx) * (y0 - sy) - (x0 - sx) * (y2 - sy)) * inv;
      const w2 = 1 - w0 - w1;
      if (w0 < eps || w1 < eps || w2 < eps) continue;
      const p = y * size + x;
      const z = Math.fround(w0 * z0 + w1 * z1 + w2 * z2);
      if (z > zbuf[p]!) continue;
      zbuf[p] = z;
      const u = w0 * u0 + w1 * u1 + w2 * u2;
      const v = w0 * v0 + w1 * v1 + w2 * v2;
      uv[2 * p] = Math.round(Math.min(1, Math.max(0, u)) * UV_ONE);
      uv[2 * p + 1] = Math.round(Math.min(1, Math.max(0, v)) * UV_ONE);
    }
  }
}

export const uvScale = 1 / UV_ONE;
