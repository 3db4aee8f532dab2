import type { ThreeDType } from '../../../../../core/src/three-d/products';
import { buildBook } from '../geometry/book';
import { buildBox } from '../geometry/box';
import type { ProductModel } from '../geometry/product-model';
import { buildTShirt } from '../geometry/tshirt';

const BUILDERS: Record<ThreeDType, () => ProductModel> = { 't-shirt': buildTShirt, book: buildBook, box: buildBox };
const built = new Map<ThreeDType, ProductModel>();

/** Each model is built once per visit: the editor, the motion view and the landing preview share it. */
export function productModel(type: ThreeDType): ProductModel {
  let model = built.get(type);
  if (!model) {
    model = BUILDERS[type]();
    built.set(type, model);
  }
  return model;
}

/** Grid detail of the tee drawn in draft frames: 3.5k of its 53k triangles. */
export const DRAFT_DETAIL = 0.25;

/**
 * The model drawn in software GL's draft frames: the same parts, in the same order, with coarser grids where
 * the full one is heavy (the tee); the book and the box are light already.
 */
const draftBuilt = new Map<ThreeDType, ProductModel>();
export function draftModel(type: ThreeDType): ProductModel {
  if (type !== 't-shirt') return productModel(type);
  let model = draftBuilt.get(type);
  if (!model) {
    model = buildTShirt(DRAFT_DETAIL);
    draftBuilt.set(type, model);
  }
  return model;
}

/** Every product is scaled to fit this radius, so camera, lights and floor suit all three. */
export const STAGE_RADIUS = 0.55;
