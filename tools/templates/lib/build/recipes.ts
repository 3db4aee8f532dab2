// Finds the recipes: one module per category in tools/templates/recipes/, named by its slug.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findCategory } from '../../../../core/src/catalogue/categories';
import type { Recipe } from '../../recipe';
import { checkRecipe } from './check';

export const recipesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../recipes');

/** Category slugs with a recipe module, sorted. */
export function recipeCategories(): string[] {
  // Other modules there (helpers, tests) are not recipes.
  return fs
    .readdirSync(recipesDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && findCategory(f.slice(0, -3)))
    .map((f) => f.slice(0, -3))
    .sort();
}

/** One category's recipes, checked. */
export async function loadCategory(slug: string): Promise<Recipe[]> {
  const mod = (await import(pathToFileURL(path.join(recipesDir, `${slug}.ts`)).href)) as { recipes?: Recipe[] };
  if (!Array.isArray(mod.recipes)) throw new Error(`${slug}.ts does not export recipes: Recipe[]`);
  for (const r of mod.recipes) checkRecipe(r);
  return mod.recipes;
}

/** Every recipe, or those of the named categories and ids; throws on duplicate ids or a name that matches nothing. */
export async function loadRecipes(only: readonly string[] = []): Promise<Recipe[]> {
  const slugs = recipeCategories();
  const wanted = only.length ? slugs.filter((s) => only.some((o) => o === s || o.startsWith(`${s}-`))) : slugs;
  const all = (await Promise.all(wanted.map(loadCategory))).flat();
  const seen = new Set<string>();
  for (const r of all) {
    if (seen.has(r.id)) throw new Error(`duplicate template id ${r.id}`);
    seen.add(r.id);
  }
  const picked = only.length ? all.filter((r) => only.includes(r.category) || only.includes(r.id)) : all;
  if (only.length && !picked.length) throw new Error(`no recipe matches ${only.join(', ')}`);
  return picked;
}
