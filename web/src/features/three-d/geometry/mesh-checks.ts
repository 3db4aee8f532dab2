/** Measurements the geometry tests share: they read meshes the way a renderer would. */
import type { MeshData } from './mesh-data';
import { distance, type Vec3 } from './vec';

export const vertexCount = (mesh: MeshData) => mesh.positions.length / 3;

export const positionAt = (mesh: MeshData, i: number): Vec3 => [
  mesh.positions[i * 3]!,
  mesh.positions[i * 3 + 1]!,
  mesh.positions[i * 3 + 2]!,
];

export const normalAt = (mesh: MeshData, i: number): Vec3 => [mesh.normals[i * 3]!, mesh.normals[i * 3 + 1]!, mesh.normals[i * 3 + 2]!];

export function uvRange(mesh: MeshData) {
  let min = Infinity;
  let max = -Infinity;
  for (const value of mesh.uvs) {
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return { min, max };
}

/** Every index names a vertex, every number is finite and every normal has unit length. */
export function isWellFormed(mesh: MeshData): boolean {
  const count = vertexCount(mesh);
  if (mesh.indices.length === 0 || mesh.indices.length % 3 !== 0) return false;
  if (![...mesh.positions, ...mesh.uvs].every(Number.isFinite)) return false;
  for (let i = 0; i < count; i++) {
    const [x, y, z] = normalAt(mesh, i);
    if (Math.abs(Math.hypot(x, y, z) - 1) > 1e-3) return false;
  }
  return mesh.indices.every((index) => index < count);
}

/** Length of a row or column of a patch grid of (cols + 1) × (rows + 1) vertices, along the surface. */
export function gridLineLength(mesh: MeshData, cols: number, rows: number, line: { row: number } | { col: number }): number {
  let total = 0;
  if ('row' in line) {
    for (let i = 0; i < cols; i++) {
      total += distance(positionAt(mesh, line.row * (cols + 1) + i), positionAt(mesh, line.row * (cols + 1) + i + 1));
    }
  } else {
    for (let j = 0; j < rows; j++) {
      total += distance(positionAt(mesh, j * (cols + 1) + line.col), positionAt(mesh, (j + 1) * (cols + 1) + line.col));
    }
  }
  return total;
}

export function bounds(mesh: MeshData) {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < vertexCount(mesh); i++) {
    const p = positionAt(mesh, i);
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, p[k]!);
      max[k] = Math.max(max[k]!, p[k]!);
    }
  }
  return { min, max };
}

/** Mean of the normals: which way a mesh faces overall. */
export function meanNormal(mesh: MeshData): Vec3 {
  const sum: Vec3 = [0, 0, 0];
  const count = vertexCount(mesh);
  for (let i = 0; i < count; i++) {
    const n = normalAt(mesh, i);
    sum[0] += n[0] / count;
    sum[1] += n[1] / count;
    sum[2] += n[2] / count;
  }
  return sum;
}
