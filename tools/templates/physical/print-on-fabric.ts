/**
 * For the physical kinds' Blender tests: where a tiny render's print mask lands. Every fully printed pixel's first hit
 * (the uvp pass) is checked against the print area's rectangle of fabric, with 1 mm of slack.
 */
import type { RecipeOutput } from '../recipe';
import { readPass } from './blender';

interface AreaRect {
  panel: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Printed pixels, those on the print area's fabric, and pixels printed beyond the product mask. */
export function printOnFabric(dir: string, size: number, out: RecipeOutput, r: AreaRect) {
  const uvp = readPass(dir, 'uvp', size);
  let printed = 0, onFabric = 0, overProduct = 0;
  for (let i = 0; i < size * size; i++) {
    if (out.printMask[i]! > out.productMask[i]!) overProduct++;
    if (out.printMask[i] !== 255) continue;
    printed++;
    const [u, v, panel] = [uvp[i * 4]!, uvp[i * 4 + 1]!, uvp[i * 4 + 2]! - 1];
    if (Math.abs(panel - r.panel) < 1e-3 && u > r.x0 - 1 && u < r.x1 + 1 && v > r.y0 - 1 && v < r.y1 + 1) onFabric++;
  }
  return { printed, onFabric, overProduct };
}
