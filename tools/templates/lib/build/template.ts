// Renders one recipe into the layers the renderer composites, with its print aspect derived from its geometry.
import type { TemplateLayers } from '../../../../core/src/render/types';
import type { Recipe, RecipeOutput } from '../../recipe';
import { checkOutput, printAspectOf } from './check';

/** The size the committed templates are rendered at, unless a recipe names its own (physical ones: 2048). */
export const TEMPLATE_SIZE = 1024;

export interface RenderedTemplate {
  recipe: Recipe;
  out: RecipeOutput;
  /** Physical width / height of the print area (from `out.print`). */
  printAspect: number;
  /** What core's renderer takes. */
  layers: TemplateLayers;
  /** Render time, milliseconds. */
  ms: number;
}

/** Renders `recipe` at `size`, checks it against the contract and derives its print aspect. */
export async function renderTemplate(recipe: Recipe, size = recipe.size ?? TEMPLATE_SIZE): Promise<RenderedTemplate> {
  const started = performance.now();
  let out: RecipeOutput;
  try {
    out = await recipe.render(size);
  } catch (e) {
    throw new Error(`${recipe.id}: ${(e as Error).message}`, { cause: e });
  }
  checkOutput(recipe.id, out, size);
  const printAspect = printAspectOf(recipe.id, out, recipe.printAreas?.[0]);
  const areas = (out.furtherAreas ?? []).map(({ name, mask, surface, print }) => ({ name, mask, surface, printAspect: printAspectOf(`${recipe.id} ${name}`, { surface, print }) }));
  const { furtherAreas: _, ...layers } = out;
  return { recipe, out, printAspect, layers: { ...layers, printAspect, ...(areas.length && { areas }) }, ms: performance.now() - started };
}
