import { MeshLambertMaterial, type BufferGeometry, type Material, type Mesh, type MeshStandardMaterial, type Object3D, type Scene } from 'three';
import { standInFor } from './stand-in-material';

/**
 * Software GL's draft frames (drawn while the user drags) swap in a cheaper look for the length of one render:
 * Lambert shading without the knit's normal map instead of PBR, a light probe instead of the prefiltered
 * environment, and a coarser mesh where a part has one (`userData.draftGeometry`). Objects marked
 * `userData.draftOnly` (the probe) show only then.
 */
const lambert = new WeakMap<Material, MeshLambertMaterial>();

function draftMaterial(full: MeshStandardMaterial): MeshLambertMaterial {
  const draft = standInFor(lambert, full, () => new MeshLambertMaterial());
  // What decides the shader program: a change rebuilds it (once; programs are cached per material).
  const variant =
    Boolean(full.map) !== Boolean(draft.map) || full.transparent !== draft.transparent || full.side !== draft.side || full.vertexColors !== draft.vertexColors;
  draft.color.copy(full.color);
  // The light baked into a model's vertices.
  draft.vertexColors = full.vertexColors;
  draft.map = full.map;
  draft.side = full.side;
  draft.transparent = full.transparent;
  draft.opacity = full.opacity;
  draft.alphaTest = full.alphaTest;
  draft.polygonOffset = full.polygonOffset;
  draft.polygonOffsetFactor = full.polygonOffsetFactor;
  draft.polygonOffsetUnits = full.polygonOffsetUnits;
  if (variant) draft.needsUpdate = true;
  return draft;
}

const drafting = new WeakSet<Scene>();

/** True while a draft frame of this scene is being drawn: it leaves the shadow map as it was. */
export const isDrafting = (scene: Scene) => drafting.has(scene);

interface Swapped {
  mesh: Mesh;
  material: Material | Material[];
  geometry: BufferGeometry;
}

/** Puts the draft look on the scene; the function it returns puts everything back. */
export function wearDraftLook(scene: Scene): () => void {
  const swapped: Swapped[] = [];
  const shown: Object3D[] = [];
  const environment = scene.environment;
  scene.environment = null;
  drafting.add(scene);
  scene.traverse((object) => {
    if (object.userData.draftOnly) {
      object.visible = true;
      shown.push(object);
    }
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    const material = mesh.material as MeshStandardMaterial;
    const draftGeometry = mesh.userData.draftGeometry as BufferGeometry | undefined;
    if (!material.isMeshStandardMaterial && !draftGeometry) return;
    swapped.push({ mesh, material: mesh.material, geometry: mesh.geometry });
    if (material.isMeshStandardMaterial) mesh.material = draftMaterial(material);
    if (draftGeometry) mesh.geometry = draftGeometry;
  });
  return () => {
    scene.environment = environment;
    drafting.delete(scene);
    for (const object of shown) object.visible = false;
    for (const { mesh, material, geometry } of swapped) {
      mesh.material = material;
      mesh.geometry = geometry;
    }
  };
}
