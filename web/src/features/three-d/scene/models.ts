import { DEFAULT_BOX_SPEC, type BoxSpec } from '../../../../../core/src/box/box-spec';
import type { ThreeDType } from '../../../../../core/src/three-d/products';
import { buildBook } from '../geometry/book';
import { boxSizeOf, buildBox } from '../geometry/box';
import type { ProductModel } from '../geometry/product-model';
import { buildTShirt } from '../geometry/tshirt';

/** Grid detail of the tee drawn in draft frames: 3.5k of its 53k triangles. */
export const DRAFT_DETAIL = 0.25;

/**
 * The output size, in pixels, from which exports draw the tee at full detail. Below it the tee's grids shrink
 * with the size: a 720² video frame draws 13k triangles (grid cells still 8–10 px on a side), which looks the
 * same (mean difference 0.24 of 255) and renders in about two thirds of the time on software GL, where small
 * triangles are what is slow.
 */
const FULL_DETAIL_SIZE = 1440;

/** Detail of the tee's grids for an export of `size` pixels: 1 at FULL_DETAIL_SIZE and above. */
export const exportDetail = (size: number) => Math.min(1, Math.max(DRAFT_DETAIL, size / FULL_DETAIL_SIZE));

const built = new Map<string, ProductModel>();
/** Boxes made to measure kept besides the default: enough to step back and forth between sizes. */
const KEPT_BOXES = 6;

/** The key a box's model, texture and dieline are kept under. */
export const boxKey = ({ style, width, height, depth }: BoxSpec) => `box@${style}-${width}x${height}x${depth}`;

/**
 * Each model is built once per visit and detail: the editor, the motion view and the landing preview share it.
 * Only the tee has grids fine enough to scale; the book and the box are light already and always full. A box is
 * built to its size and style, the last few kept.
 */
export function productModel(type: ThreeDType, detail = 1, box: BoxSpec = DEFAULT_BOX_SPEC): ProductModel {
  const key = type === 't-shirt' ? `${type}@${detail}` : type === 'box' ? boxKey(box) : type;
  let model = built.get(key);
  if (!model) {
    model = type === 't-shirt' ? buildTShirt(detail) : type === 'book' ? buildBook() : buildBox(boxSizeOf(box), box.style);
    if (type === 'box') forgetOldBoxes();
    built.set(key, model);
  }
  return model;
}

function forgetOldBoxes() {
  const boxes = [...built.keys()].filter((key) => key.startsWith('box@') && key !== boxKey(DEFAULT_BOX_SPEC));
  for (const key of boxes.slice(0, Math.max(0, boxes.length - KEPT_BOXES + 1))) built.delete(key);
}

/** The model drawn in software GL's draft frames: the same parts, in the same order, with coarser grids. */
export const draftModel = (type: ThreeDType, box?: BoxSpec) => productModel(type, DRAFT_DETAIL, box);

/** Every product is scaled to fit this radius, so camera, lights and floor suit all three. */
export const STAGE_RADIUS = 0.55;

/** The name of the floor that catches the product's shadow (stage.tsx), by which video frames find it. */
export const FLOOR_NAME = 'floor';
