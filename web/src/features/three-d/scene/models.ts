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

/** Every product is scaled to fit this radius, so camera, lights and floor suit all three. */
export const STAGE_RADIUS = 0.55;
