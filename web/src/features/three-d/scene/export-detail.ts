import type { Mesh, MeshStandardMaterial, Scene } from 'three';
import { vertexLitCopy } from './vertex-lighting';

/**
 * The output size, in pixels, from which exports light the garments per pixel. Below it their grids' cells are a
 * few pixels across, and light per vertex looks the same (0.06–0.2 of 255 apart on average) at under half of a
 * software-GL frame's time (vertex-lighting.ts).
 */
const PER_PIXEL_LIGHT_SIZE = 1440;

/**
 * Dresses the scene for an export of `size` pixels; the function it returns puts the on-screen materials back.
 * Below PER_PIXEL_LIGHT_SIZE the meshes marked `userData.vertexLitBelowFullDetail` (the garments and their print)
 * are lit per vertex (vertex-lighting.ts), which leaves out the knit's normal map too: its tiles are then 3–4 px,
 * which mipmapping averages to nothing. For a video frame (`forVideo`), the meshes marked
 * `userData.vertexLitInVideo` (the book, the box) are lit per vertex too, at any size.
 */
export function wearExportDetail(scene: Scene, size: number, forVideo = false): () => void {
  const belowFull = size < PER_PIXEL_LIGHT_SIZE;
  const swapped: { mesh: Mesh; material: Mesh['material'] }[] = [];
  scene.traverse((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    const material = mesh.material as MeshStandardMaterial;
    const marked = (belowFull && mesh.userData.vertexLitBelowFullDetail === true) || (forVideo && mesh.userData.vertexLitInVideo === true);
    if (!marked || material.isMeshStandardMaterial !== true || material.metalness !== 0) return;
    swapped.push({ mesh, material: mesh.material });
    mesh.material = vertexLitCopy(material);
  });
  return () => {
    for (const { mesh, material } of swapped) mesh.material = material;
  };
}
