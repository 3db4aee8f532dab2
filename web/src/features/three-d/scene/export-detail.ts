import { BackSide, DoubleSide, FrontSide, Mesh, type BufferGeometry, type MeshStandardMaterial, type Scene } from 'three';
import type { ThreeDType } from '../../../../../core/src/three-d/products';
import { toBufferGeometry } from './buffer-geometry';
import { exportDetail, productModel } from './models';
import { vertexLitCopy } from './vertex-lighting';

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
    // Only the tee is built at several details; a box's model also depends on its size, which this does not know.
    if (this.type !== 't-shirt') return this.full;
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

/** The inside of each part drawn apart in exports (see `wearExportDetail`); one mesh per part, made once. */
const insides = new WeakMap<Mesh, Mesh>();

function insideOf(part: Mesh, geometry: BufferGeometry, material: MeshStandardMaterial): Mesh {
  let inside = insides.get(part);
  if (!inside) {
    inside = new Mesh();
    inside.name = `${part.name} inside`;
    // After the outsides, whose depth then hides most of it before it is shaded.
    inside.renderOrder = 1;
    insides.set(part, inside);
  }
  inside.geometry = geometry;
  inside.material = vertexLitCopy(material, BackSide);
  return inside;
}

/**
 * Dresses the scene for an export of `size` pixels; the function it returns puts the on-screen meshes and
 * materials back. Each product part (the meshes with `userData.geometryForSize`) gets its geometry for that
 * size. Below full detail the meshes marked `userData.vertexLitBelowFullDetail` (the tee and its print) are also
 * lit per vertex (vertex-lighting.ts), which leaves out the knit's normal map too: its tiles are then 3–4 px,
 * which mipmapping averages to nothing. On software GL that halves a 720² frame again.
 *
 * A two-sided part marked `userData.insideFromDraft` (the tee's body) that has a draft mesh (software GL,
 * draft-look.ts) then draws its outside from the export mesh and its inside, seen only through the neck, sleeves
 * and hem, from the draft mesh: software GL spends most of a frame rasterising triangles, and a two-sided mesh
 * rasterises each one whichever way it faces. That saves ~10 ms of a 720² frame's GPU time.
 *
 * For a video frame (`forVideo`), the meshes marked `userData.vertexLitInVideo` (the book, the box) are lit per
 * vertex too, at any size.
 */
export function wearExportDetail(scene: Scene, size: number, forVideo = false): () => void {
  const belowFull = exportDetail(size) < 1;
  const swapped: { mesh: Mesh; geometry: BufferGeometry; material: Mesh['material'] }[] = [];
  const added: { part: Mesh; inside: Mesh }[] = [];
  scene.traverse((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    const geometryForSize = mesh.userData.geometryForSize as GeometryForSize | undefined;
    const geometry = geometryForSize?.(size) ?? mesh.geometry;
    const material = mesh.material as MeshStandardMaterial;
    const marked = (belowFull && mesh.userData.vertexLitBelowFullDetail === true) || (forVideo && mesh.userData.vertexLitInVideo === true);
    const lightPerVertex = marked && material.isMeshStandardMaterial === true && material.metalness === 0;
    if (geometry === mesh.geometry && !lightPerVertex) return;
    swapped.push({ mesh, geometry: mesh.geometry, material: mesh.material });
    mesh.geometry = geometry;
    if (!lightPerVertex) return;
    const draft = mesh.userData.draftGeometry as BufferGeometry | undefined;
    if (mesh.userData.insideFromDraft === true && material.side === DoubleSide && draft) {
      mesh.material = vertexLitCopy(material, FrontSide);
      added.push({ part: mesh, inside: insideOf(mesh, draft, material) });
    } else mesh.material = vertexLitCopy(material);
  });
  // Added after the walk, which would otherwise visit them.
  for (const { part, inside } of added) part.add(inside);
  return () => {
    for (const { inside } of added) inside.removeFromParent();
    for (const { mesh, geometry, material } of swapped) {
      mesh.geometry = geometry;
      mesh.material = material;
    }
  };
}
