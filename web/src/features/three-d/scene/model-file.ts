import type { BufferAttribute, InterleavedBufferAttribute, Mesh, Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import type { MeshData } from '../geometry/mesh-data';
import { mergeMeshes } from '../geometry/mesh-data';
import type { PatternArea } from '../geometry/pattern-print';
import type { ModelPart, PartRole, ProductModel } from '../geometry/product-model';

/** A print area as the model file carries it (tools/templates/models/product-models.ts): a rectangle of a part's UV, mm. */
interface FileArea {
  name: string;
  panel: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface ModelFile {
  /** What the editor, PNGs and videos draw. */
  full: ProductModel;
  /** The same parts, coarser, for software GL's draft frames. */
  draft: ProductModel;
  /** Every print area by name ('front', 'back'), on the full model. */
  areas: Record<string, PatternArea>;
}

/** Parts named so in a model file are its inside, a device's glass (a phone's screen and camera) or a black plastic
 *  cap; every other part takes the product's colour. */
const ROLES: Record<string, PartRole> = { inside: 'lining', screen: 'glass', camera: 'glass', cap: 'trim' };
const roleOf = (name: string): PartRole => ROLES[name] ?? 'body';

function floats(attribute: BufferAttribute | InterleavedBufferAttribute, size: number): Float32Array {
  const out = new Float32Array(attribute.count * size);
  const getters = [attribute.getX, attribute.getY, attribute.getZ].slice(0, size);
  for (let i = 0; i < attribute.count; i++) for (let k = 0; k < size; k++) out[i * size + k] = getters[k]!.call(attribute, i);
  return out;
}

/** One primitive as MeshData: glTF stores v as 1 − v, turned back here into the pattern's mm (y up). */
function meshData(mesh: Mesh): MeshData {
  const { attributes, index } = mesh.geometry;
  const uvs = floats(attributes.uv!, 2);
  for (let i = 1; i < uvs.length; i += 2) uvs[i] = 1 - uvs[i]!;
  return {
    positions: floats(attributes.position!, 3),
    normals: floats(attributes.normal!, 3),
    uvs,
    indices: Uint32Array.from(index!.array),
    ...(attributes.color ? { colors: floats(attributes.color, 3) } : {}),
  };
}

/** The node's parts, one per material name in file order (a panel, a mug's side…): same-named primitives (a
 *  garment's inside) are merged into one part. */
function partsOf(node: Object3D): ModelPart[] {
  const byName = new Map<string, MeshData[]>();
  node.traverse((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    const name = (mesh.material as { name: string }).name;
    byName.set(name, [...(byName.get(name) ?? []), meshData(mesh)]);
  });
  return [...byName].map(([name, pieces]) => ({ name, role: roleOf(name), mesh: mergeMeshes(pieces) }));
}

function shift(parts: ModelPart[], by: [number, number, number]) {
  for (const { mesh } of parts) for (let i = 0; i < mesh.positions.length; i++) mesh.positions[i] = mesh.positions[i]! - by[i % 3]!;
}

function radiusOf(parts: ModelPart[]): number {
  let r = 0;
  for (const { mesh } of parts) {
    const p = mesh.positions;
    for (let i = 0; i < p.length; i += 3) r = Math.max(r, Math.hypot(p[i]!, p[i + 1]!, p[i + 2]!));
  }
  return r;
}

function centreOf(parts: ModelPart[]): [number, number, number] {
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (const { mesh } of parts) {
    const p = mesh.positions;
    for (let i = 0; i < p.length; i++) {
      lo[i % 3] = Math.min(lo[i % 3]!, p[i]!);
      hi[i % 3] = Math.max(hi[i % 3]!, p[i]!);
    }
  }
  return [0, 1, 2].map((k) => (lo[k]! + hi[k]!) / 2) as [number, number, number];
}

/**
 * Reads a product exported by tools/templates/blender/model/: metres, y up, the front facing +z; the nodes 'model'
 * and 'draft'; the print areas in the model's extras, and the point it turns about where that is not the centre of
 * its bounds (a mug's axis). Both models are moved by the same amount, so a draft frame shows the product where the
 * full frame does.
 */
export async function readModelFile(glb: ArrayBuffer): Promise<ModelFile> {
  const gltf = await new GLTFLoader().parseAsync(glb, '');
  const fullNode = gltf.scene.getObjectByName('model');
  const draftNode = gltf.scene.getObjectByName('draft');
  if (!fullNode || !draftNode) throw new Error('a product model has the nodes "model" and "draft"');
  const full = partsOf(fullNode);
  const draft = partsOf(draftNode);
  const pivot = fullNode.userData.pivot as string | undefined;
  const centre = pivot ? (JSON.parse(pivot) as [number, number, number]) : centreOf(full);
  shift(full, centre);
  shift(draft, centre);
  const radius = radiusOf(full);
  const areas: Record<string, PatternArea> = {};
  for (const area of JSON.parse(String(fullNode.userData.printAreas)) as FileArea[]) {
    const panel = full.find((part) => part.name === area.panel);
    if (!panel) throw new Error(`print area ${area.name}: no panel ${area.panel}`);
    const { x0, x1, y0, y1 } = area;
    areas[area.name] = { pattern: panel.mesh, x0, x1, y0, y1, width: (x1 - x0) / 1000, height: (y1 - y0) / 1000 };
  }
  const print = areas.front ?? Object.values(areas)[0];
  if (!print) throw new Error('a product model has at least one print area');
  return { full: { parts: full, print, radius }, draft: { parts: draft, print, radius }, areas };
}
