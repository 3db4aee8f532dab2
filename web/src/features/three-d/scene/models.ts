import { DEFAULT_BOX_SPEC, type BoxSpec } from '../../../../../core/src/box/box-spec';
import type { ThreeDType } from '../../../../../core/src/three-d/products';
import { buildBook } from '../geometry/book';
import { boxSizeOf, buildBox } from '../geometry/box';
import type { ProductModel } from '../geometry/product-model';
import { readModelFile, type ModelFile } from './model-file';

/**
 * The products made in Blender (tools/templates/models/) and loaded from web/public/models/: the garments the
 * templates are rendered from, draped by cloth simulation, the templates' mug and phone case (the phone too), and a water bottle,
 * with a soft studio's light baked in. The book and the box are built by code (the box to the user's size).
 */
export const FILE_TYPES = ['t-shirt', 'hoodie', 'mug', 'bottle', 'phone', 'phone-case'] as const satisfies readonly ThreeDType[];
type FileType = (typeof FILE_TYPES)[number];
export const isFromFile = (type: ThreeDType): type is FileType => (FILE_TYPES as readonly string[]).includes(type);

/** Where a product's model file is served from. */
export const modelFileUrl = (type: FileType) => `/models/${type}.glb`;

const files = new Map<FileType, ModelFile>();
const loading = new Map<FileType, Promise<void>>();

/** Takes a product's model file (the page fetches it; tests read it from disk). */
export async function takeModelFile(type: FileType, glb: ArrayBuffer): Promise<void> {
  const started = performance.now();
  files.set(type, await readModelFile(glb));
  // Read by the 3D bench: how long the model's parse held the page.
  performance.measure(`3d-model-parse:${type}`, { start: started, end: performance.now() });
}

/**
 * Resolves once `type`'s model can be drawn: one fetch per visit, the same promise for every caller (React's `use`
 * suspends on it); a failed fetch is tried again next time.
 */
export function modelFileReady(type: FileType): Promise<void> {
  let ready = loading.get(type);
  if (!ready) {
    ready = fetch(modelFileUrl(type))
      .then((response) => {
        if (!response.ok) throw new Error(`the ${type} model could not be loaded (${response.status})`);
        return response.arrayBuffer();
      })
      .then((glb) => takeModelFile(type, glb));
    loading.set(type, ready);
    ready.catch(() => loading.delete(type));
  }
  return ready;
}

/** The print areas of a product made in Blender by name ('front', 'back'); none for the book and the box. */
export function modelAreas(type: ThreeDType) {
  return isFromFile(type) ? loadedModel(type).areas : {};
}

function loadedModel(type: FileType): ModelFile {
  const models = files.get(type);
  if (!models) throw new Error(`the ${type} model is drawn before it is loaded (modelFileReady)`);
  return models;
}

const built = new Map<string, ProductModel>();
/** Boxes made to measure kept besides the default: enough to step back and forth between sizes. */
const KEPT_BOXES = 6;

/** The key a box's model, texture and dieline are kept under. */
export const boxKey = ({ style, width, height, depth }: BoxSpec) => `box@${style}-${width}x${height}x${depth}`;

/**
 * Each model is made once per visit: the editor, the motion view and the landing preview share it. A box is built
 * to its size and style, the last few kept.
 */
export function productModel(type: ThreeDType, box: BoxSpec = DEFAULT_BOX_SPEC): ProductModel {
  if (isFromFile(type)) return loadedModel(type).full;
  const key = type === 'box' ? boxKey(box) : type;
  let model = built.get(key);
  if (!model) {
    model = type === 'book' ? buildBook() : buildBox(boxSizeOf(box), box.style);
    if (type === 'box') forgetOldBoxes();
    built.set(key, model);
  }
  return model;
}

function forgetOldBoxes() {
  const boxes = [...built.keys()].filter((key) => key.startsWith('box@') && key !== boxKey(DEFAULT_BOX_SPEC));
  for (const key of boxes.slice(0, Math.max(0, boxes.length - KEPT_BOXES + 1))) built.delete(key);
}

/**
 * The model drawn in software GL's draft frames: the same parts, in the same order, coarser where the product has
 * a coarser copy (the models made in Blender: a fifth of the triangles). The book and the box are light already.
 */
export const draftModel = (type: ThreeDType, box?: BoxSpec) => (isFromFile(type) ? loadedModel(type).draft : productModel(type, box));

/** Every product is scaled to fit this radius, so camera, lights and floor suit them all. */
export const STAGE_RADIUS = 0.55;

/** The name of the floor that catches the product's shadow (stage.tsx), by which video frames find it. */
export const FLOOR_NAME = 'floor';
