import type { BufferGeometry, Mesh, Scene } from 'three';
import type { ThreeDType } from '../../../../../core/src/three-d/products';
import { toBufferGeometry } from './buffer-geometry';
import { exportDetail, productModel } from './models';

/** A product part's mesh at the detail an export of `size` pixels needs (see `exportDetail` in models.ts). */
export type GeometryForSize = (size: number) => BufferGeometry;

/** One product part's meshes at the details exports ask for, each made the first time it is asked for. */
export class ExportGeometries {
  private readonly made = new Map<number, BufferGeometry>();

  constructor(
    private readonly type: ThreeDType,
    private readonly index: number,
    /** The on-screen geometry, which is the full detail. */
    private readonly full: BufferGeometry,
  ) {}

  readonly forSize: GeometryForSize = (size) => {
    const detail = exportDetail(size);
    const part = productModel(this.type, detail).parts[this.index]!;
    if (part === productModel(this.type).parts[this.index]) return this.full;
    let geometry = this.made.get(detail);
    if (!geometry) {
      geometry = toBufferGeometry(part.mesh);
      this.made.set(detail, geometry);
    }
    return geometry;
  };

  dispose() {
    for (const geometry of this.made.values()) geometry.dispose();
    this.made.clear();
  }
}

/**
 * Gives each product part (the meshes with `userData.geometryForSize`) its geometry for an export of `size`
 * pixels; the function it returns puts the on-screen geometry back.
 */
export function wearExportDetail(scene: Scene, size: number): () => void {
  const swapped: [Mesh, BufferGeometry][] = [];
  scene.traverse((object) => {
    const geometryForSize = object.userData.geometryForSize as GeometryForSize | undefined;
    if (!geometryForSize) return;
    const mesh = object as Mesh;
    const geometry = geometryForSize(size);
    if (geometry === mesh.geometry) return;
    swapped.push([mesh, mesh.geometry]);
    mesh.geometry = geometry;
  });
  return () => {
    for (const [mesh, geometry] of swapped) mesh.geometry = geometry;
  };
}
