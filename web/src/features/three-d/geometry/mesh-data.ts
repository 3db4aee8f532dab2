import { cross, dot, normalize, scale, sub, type Vec3 } from './vec';

/** Triangles as flat arrays, ready for a BufferGeometry; kept free of three.js so tests can read them. */
export interface MeshData {
  positions: Float32Array;
  normals: Float32Array;
  uvs: Float32Array;
  indices: Uint32Array;
  /** Light baked into each vertex (RGB, 0–1), where the model has it: the garments exported from Blender. */
  colors?: Float32Array;
}

/** A parametric surface over u, v in [0, 1]. u runs left → right and v bottom → top as seen from outside. */
export type Surface = (u: number, v: number) => Vec3;

const NORMAL_STEP = 1e-4;

/** The outward normal (∂P/∂u × ∂P/∂v) by central differences; a degenerate point borrows a neighbour's. */
export function surfaceNormal(surface: Surface, u: number, v: number): Vec3 {
  for (const nudge of [0, 1e-3, -1e-3]) {
    const vv = v + nudge;
    const du = sub(surface(u + NORMAL_STEP, vv), surface(u - NORMAL_STEP, vv));
    const dv = sub(surface(u, vv + NORMAL_STEP), surface(u, vv - NORMAL_STEP));
    const n = normalize(cross(du, dv));
    if (n[0] !== 0 || n[1] !== 0 || n[2] !== 0) return n;
  }
  return [0, 1, 0];
}

export interface GridOptions {
  cols: number;
  rows: number;
  /** Surface parameters of the grid's corners (default the whole surface). */
  u0?: number;
  u1?: number;
  v0?: number;
  v1?: number;
  /** Texture coordinates of a grid point, from its grid fractions (default the fractions themselves). */
  uv?: (fu: number, fv: number) => [number, number];
  /** Moves every point this far along its normal (a print sitting on the fabric). */
  offset?: number;
  /** Turns the surface inside out (an inner wall seen from inside). */
  flip?: boolean;
}

/**
 * Samples a surface on a regular grid into a triangle mesh with normals and UVs. Normals come from the
 * neighbouring samples (one ring of extra samples past the edges), so each vertex costs one evaluation.
 */
export function gridMesh(surface: Surface, options: GridOptions): MeshData {
  const { cols, rows, u0 = 0, u1 = 1, v0 = 0, v1 = 1, offset = 0, flip = false } = options;
  const uvOf = options.uv ?? ((fu: number, fv: number) => [fu, fv] as [number, number]);
  const du = (u1 - u0) / cols;
  const dv = (v1 - v0) / rows;
  const stride = cols + 3;
  const samples: Vec3[] = new Array(stride * (rows + 3));
  for (let j = -1; j <= rows + 1; j++) {
    for (let i = -1; i <= cols + 1; i++) samples[(j + 1) * stride + i + 1] = surface(u0 + du * i, v0 + dv * j);
  }
  const at = (i: number, j: number) => samples[(j + 1) * stride + i + 1]!;
  const count = (cols + 1) * (rows + 1);
  const positions = new Float32Array(count * 3);
  const normals = new Float32Array(count * 3);
  const uvs = new Float32Array(count * 2);
  let p = 0;
  let t = 0;
  for (let j = 0; j <= rows; j++) {
    for (let i = 0; i <= cols; i++) {
      const point = at(i, j);
      let normal = normalize(cross(sub(at(i + 1, j), at(i - 1, j)), sub(at(i, j + 1), at(i, j - 1))));
      // Past a clamped edge (or at a pole) the neighbours coincide: ask the surface itself.
      if (normal[0] === 0 && normal[1] === 0 && normal[2] === 0) normal = surfaceNormal(surface, u0 + du * i, v0 + dv * j);
      positions.set([point[0] + normal[0] * offset, point[1] + normal[1] * offset, point[2] + normal[2] * offset], p);
      normals.set(flip ? scale(normal, -1) : normal, p);
      uvs.set(uvOf(i / cols, j / rows), t);
      p += 3;
      t += 2;
    }
  }
  return { positions, normals, uvs, indices: gridIndices(cols, rows, flip) };
}

/** Two counter-clockwise triangles per cell (seen from the normal's side). */
export function gridIndices(cols: number, rows: number, flip = false): Uint32Array {
  const indices = new Uint32Array(cols * rows * 6);
  let k = 0;
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const a = j * (cols + 1) + i;
      const b = a + 1;
      const c = a + cols + 1;
      const d = c + 1;
      if (flip) indices.set([a, c, b, b, c, d], k);
      else indices.set([a, b, c, b, d, c], k);
      k += 6;
    }
  }
  return indices;
}

/** One mesh from several, so a part made of pieces is one draw call. */
export function mergeMeshes(meshes: MeshData[]): MeshData {
  const vertices = meshes.reduce((sum, mesh) => sum + mesh.positions.length / 3, 0);
  const indexCount = meshes.reduce((sum, mesh) => sum + mesh.indices.length, 0);
  const merged: MeshData = {
    positions: new Float32Array(vertices * 3),
    normals: new Float32Array(vertices * 3),
    uvs: new Float32Array(vertices * 2),
    indices: new Uint32Array(indexCount),
  };
  // Baked light is kept when every piece has it.
  if (meshes.length && meshes.every((mesh) => mesh.colors)) merged.colors = new Float32Array(vertices * 3);
  let vertex = 0;
  let index = 0;
  for (const mesh of meshes) {
    merged.positions.set(mesh.positions, vertex * 3);
    merged.normals.set(mesh.normals, vertex * 3);
    merged.uvs.set(mesh.uvs, vertex * 2);
    merged.colors?.set(mesh.colors!, vertex * 3);
    for (let i = 0; i < mesh.indices.length; i++) merged.indices[index + i] = mesh.indices[i]! + vertex;
    vertex += mesh.positions.length / 3;
    index += mesh.indices.length;
  }
  return merged;
}

/** A flat polygon fan (a box lid, a board edge) from a centre point; UVs come from the caller. */
export function fanMesh(center: Vec3, ring: Vec3[], normal: Vec3, uvOf: (point: Vec3) => [number, number]): MeshData {
  const points = [center, ...ring];
  const positions = new Float32Array(points.length * 3);
  const normals = new Float32Array(points.length * 3);
  const uvs = new Float32Array(points.length * 2);
  points.forEach((point, i) => {
    positions.set(point, i * 3);
    normals.set(normal, i * 3);
    uvs.set(uvOf(point), i * 2);
  });
  // Wind the triangles so they face the normal, whichever way round the ring was given.
  const facing = dot(cross(sub(ring[0]!, center), sub(ring[1]!, center)), normal) >= 0;
  const indices = new Uint32Array(ring.length * 3);
  for (let i = 0; i < ring.length; i++) {
    const next = (i + 1) % ring.length;
    indices.set(facing ? [0, i + 1, next + 1] : [0, next + 1, i + 1], i * 3);
  }
  return { positions, normals, uvs, indices };
}

/** Turns a mesh to face a direction (on average) if it was built facing away from it. */
export function facing(mesh: MeshData, direction: Vec3): MeshData {
  let sum = 0;
  for (let i = 0; i < mesh.normals.length; i += 3) {
    sum += mesh.normals[i]! * direction[0] + mesh.normals[i + 1]! * direction[1] + mesh.normals[i + 2]! * direction[2];
  }
  if (sum >= 0) return mesh;
  const normals = mesh.normals.map((n) => -n);
  const indices = new Uint32Array(mesh.indices.length);
  for (let i = 0; i < indices.length; i += 3) indices.set([mesh.indices[i]!, mesh.indices[i + 2]!, mesh.indices[i + 1]!], i);
  return { ...mesh, normals, indices };
}

/** Moves a mesh (a model is built where it is easy to think about, then centred). */
export function translateMesh(mesh: MeshData, by: Vec3): MeshData {
  const positions = mesh.positions.slice();
  for (let i = 0; i < positions.length; i += 3) {
    positions[i] = positions[i]! + by[0];
    positions[i + 1] = positions[i + 1]! + by[1];
    positions[i + 2] = positions[i + 2]! + by[2];
  }
  return { ...mesh, positions };
}

export const translateSurface = (surface: Surface, by: Vec3): Surface => (u, v) => {
  const p = surface(u, v);
  return [p[0] + by[0], p[1] + by[1], p[2] + by[2]];
};

/** Replaces a mesh's UVs with ones computed from each vertex's position. */
export function uvsFromPositions(mesh: MeshData, uvOf: (point: Vec3) => [number, number]): MeshData {
  const uvs = new Float32Array((mesh.positions.length / 3) * 2);
  for (let i = 0, k = 0; i < mesh.positions.length; i += 3, k += 2) {
    uvs.set(uvOf([mesh.positions[i]!, mesh.positions[i + 1]!, mesh.positions[i + 2]!]), k);
  }
  return { ...mesh, uvs };
}
