import { MeshStandardMaterial, type BufferGeometry, type Material, type Mesh, type Scene } from 'three';
import type { ThreeDType } from '../../../../../core/src/three-d/products';
import { toBufferGeometry } from './buffer-geometry';
import { exportDetail, productModel } from './models';
import { standInFor } from './stand-in-material';

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

/** Each material's copy without its normal map. */
const plain = new WeakMap<Material, MeshStandardMaterial>();

/** The material as it is now, without its normal map (the knit's). */
function withoutNormalMap(full: MeshStandardMaterial): MeshStandardMaterial {
  const made = standInFor(plain, full, () => new MeshStandardMaterial());
  // Copied on every use, as colour and design change; the program stays the one without a normal map.
  made.copy(full);
  made.normalMap = null;
  return made;
}

/**
 * Dresses the scene for an export of `size` pixels; the function it returns puts the on-screen meshes and
 * materials back. Each product part (the meshes with `userData.geometryForSize`) gets its geometry for that
 * size. Below full detail the normal maps (the tee's knit) are left out too: their tiles are then 3–4 px, which
 * mipmapping averages to nothing (at most 2 of 255 apart at 720²), yet they cost 15–30 % of a frame on software GL.
 */
export function wearExportDetail(scene: Scene, size: number): () => void {
  const knitShows = exportDetail(size) === 1;
  const swapped: { mesh: Mesh; geometry: BufferGeometry; material: Mesh['material'] }[] = [];
  scene.traverse((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    const geometryForSize = mesh.userData.geometryForSize as GeometryForSize | undefined;
    const geometry = geometryForSize?.(size) ?? mesh.geometry;
    const material = mesh.material as MeshStandardMaterial;
    const dropKnit = !knitShows && material.isMeshStandardMaterial === true && material.normalMap !== null;
    if (geometry === mesh.geometry && !dropKnit) return;
    swapped.push({ mesh, geometry: mesh.geometry, material: mesh.material });
    mesh.geometry = geometry;
    if (dropKnit) mesh.material = withoutNormalMap(material);
  });
  return () => {
    for (const { mesh, geometry, material } of swapped) {
      mesh.geometry = geometry;
      mesh.material = material;
    }
  };
}
