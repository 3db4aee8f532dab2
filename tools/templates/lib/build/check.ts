// Checks a recipe's output against the contract before it is encoded.
import { CATEGORIES } from '../../../../core/src/catalogue/categories';
import { physicalAspect, proportionProblems } from '../../../../core/src/templates/geometry';
import type { PrintArea } from '../../../../core/src/templates/manifest';
import type { Recipe, RecipeOutput } from '../../recipe';

const SLUGS = new Set(CATEGORIES.map((c) => c.slug));

export function checkRecipe(recipe: Recipe): void {
  if (!SLUGS.has(recipe.category)) throw new Error(`${recipe.id}: unknown category ${recipe.category}`);
  if (!new RegExp(`^${recipe.category}-[1-9][0-9]*$`).test(recipe.id)) {
    throw new Error(`${recipe.id}: id must be '<category>-<n>'`);
  }
}

/** Throws on wrong sizes; clamps printMask into productMask (the renderer assumes it). */
export function checkOutput(id: string, out: RecipeOutput, size: number): void {
  const n = size * size;
  if (out.size !== size) throw new Error(`${id}: rendered ${out.size}px, asked for ${size}px`);
  if (out.scene.length !== n * 4) throw new Error(`${id}: scene must be size² × 4 bytes`);
  for (const key of ['productMask', 'shade', 'highlight', 'printMask'] as const) {
    if (out[key].length !== n) throw new Error(`${id}: ${key} must be size² bytes`);
  }
  const { cols, rows, points } = out.surface;
  if (points.length !== 2 * (cols + 1) * (rows + 1)) throw new Error(`${id}: surface has the wrong number of points`);
  if (points.some((p) => !Number.isFinite(p))) throw new Error(`${id}: surface has a non-finite point`);
  let printed = 0;
  for (let i = 0; i < n; i++) {
    if (out.printMask[i]! > out.productMask[i]!) out.printMask[i] = out.productMask[i]!;
    if (out.printMask[i]! > 0) printed++;
  }
  if (printed < n / 400) throw new Error(`${id}: the print area is (nearly) empty`);
  for (const area of out.furtherAreas ?? []) checkArea(`${id} ${area.name}`, area, out.productMask, n);
}

/** A further area: its mask the size of the maps, clamped into productMask, not empty; its mesh whole. */
function checkArea(id: string, area: NonNullable<RecipeOutput['furtherAreas']>[number], productMask: Uint8Array, n: number): void {
  if (!/^[a-z][a-z ]{0,39}$/.test(area.name)) throw new Error(`${id}: an area name is a few lower-case words`);
  if (area.mask.length !== n) throw new Error(`${id}: its mask must be size² bytes`);
  const { cols, rows, points } = area.surface;
  if (points.length !== 2 * (cols + 1) * (rows + 1) || points.some((p) => !Number.isFinite(p))) throw new Error(`${id}: its surface is malformed`);
  let seen = 0;
  for (let i = 0; i < n; i++) {
    if (area.mask[i]! > productMask[i]!) area.mask[i] = productMask[i]!;
    if (area.mask[i]! > 0) seen++;
  }
  if (seen < n / 2000) throw new Error(`${id}: the area is (nearly) hidden in this view`);
}

/** The print area's physical width / height (3 decimals), from the recipe's own geometry or, for draped fabric, the
 *  area's size on the flat fabric (`declared`); throws if the surface mesh is not the camera's view of that geometry or
 *  the geometry stretches the design. */
export function printAspectOf(id: string, out: Pick<RecipeOutput, 'surface' | 'print'>, declared?: PrintArea): number {
  const g = { cols: out.surface.cols, rows: out.surface.rows, ...out.print };
  const aspect = Math.round((declared ? declared.widthMm / declared.heightMm : physicalAspect(g)) * 1000) / 1000;
  if (!(aspect > 0.05 && aspect < 20)) throw new Error(`${id}: the print area is ${aspect} wide per 1 high`);
  const problems = proportionProblems(out.surface.points, g, aspect, declared !== undefined);
  if (problems.length) throw new Error(`${id}: ${problems.join('; ')}`);
  return aspect;
}
