/**
 * Flattens, once at import, the parts of a PSD plan that do not depend on the user's design or colour, so a render
 * composites only what changes: the run of layers below the first dynamic one becomes one image, and every group
 * that composites alone (any mode but pass-through) and holds nothing dynamic becomes one image with the group's
 * mode, opacity and mask. Layers above the design keep their own blend modes (a multiply shadow must multiply the
 * design), each already cached with its mask in its alpha.
 */
import { compositeStack, newCanvas, type Canvas } from '../../../core/src/psd/composite-stack';
import { planFiles, type PsdPlan, type PsdStep } from '../../../core/src/psd/psd-template';
import { nodesOf } from '../../../core/src/psd/render-psd';
import type { RgbaImage } from '../../../core/src/render/types';

const isDynamic = (step: PsdStep): boolean => step.kind === 'area' || step.kind === 'colour' || (step.kind === 'group' && step.children.some(isDynamic));

/** The smallest rectangle holding every non-transparent pixel, or undefined for an empty canvas. */
function cropped(canvas: Canvas): (RgbaImage & { left: number; top: number }) | undefined {
  let x0 = canvas.width, y0 = canvas.height, x1 = -1, y1 = -1;
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      if (canvas.data[4 * (y * canvas.width + x) + 3] === 0) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return undefined;
  const width = x1 - x0 + 1, height = y1 - y0 + 1;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) data.set(canvas.data.subarray(4 * ((y0 + y) * canvas.width + x0), 4 * ((y0 + y) * canvas.width + x1 + 1)), 4 * y * width);
  return { width, height, data, left: x0, top: y0 };
}

export function flattenStatic(plan: PsdPlan, images: Map<string, RgbaImage>): PsdPlan {
  let counter = 0;
  /** Composites steps alone on a transparent canvas and keeps the result as one image file. */
  const flatten = (steps: readonly PsdStep[]) => {
    const canvas = compositeStack(newCanvas(plan.width, plan.height), nodesOf(plan, images, steps, { pictures: [] }));
    const image = cropped(canvas);
    if (!image) return undefined;
    const file = `flat-${counter++}.png`;
    images.set(file, image);
    return { file, left: image.left, top: image.top, width: image.width, height: image.height };
  };
  const simplify = (steps: readonly PsdStep[]): PsdStep[] =>
    steps.flatMap((step): PsdStep[] => {
      if (step.kind !== 'group') return [step];
      if (isDynamic(step) || step.blendMode === 'pass through') return [{ ...step, children: simplify(step.children) }];
      const flat = flatten(step.children);
      if (!flat) return [];
      const { children: _children, ...rest } = step;
      return [{ ...rest, kind: 'image', blendMode: step.blendMode, fill: 1, ...flat }];
    });
  let stack = simplify(plan.stack);
  // The bottom run: up to the first dynamic step, less the base it is clipped to (a clipping base must stay itself).
  let end = stack.findIndex(isDynamic);
  if (end < 0) end = stack.length;
  while (end > 0 && end < stack.length && stack[end]!.clipping) end--;
  if (end > 1 || (end === 1 && stack[0]!.kind !== 'image')) {
    const flat = flatten(stack.slice(0, end));
    const below: PsdStep[] = flat ? [{ kind: 'image', name: 'Below the design', opacity: 1, clipping: false, blendMode: 'normal', fill: 1, ...flat }] : [];
    stack = [...below, ...stack.slice(end)];
  }
  // Only files the final stack names are kept.
  const flattened = { ...plan, stack };
  const names = new Set(planFiles(flattened));
  for (const name of [...images.keys()]) if (!names.has(name)) images.delete(name);
  return flattened;
}
