/**
 * The template builder as a library: recipes → checked layers → committed assets and manifest. The commands
 * (tools/templates/build.ts, preview.ts) and the tests import from here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { folderBytes, publicDir, pruneTemplates, readManifest, recordInManifest, writeTemplate } from './assets';
import { readBuiltHashes, recordBuiltHash } from './built-hashes';
import { writeSheet } from './preview';
import { loadRecipes } from './recipes';
import { renderTemplate } from './template';
import { testDesign } from './test-design';

export { loadCategory, loadRecipes, recipeCategories } from './recipes';
export { renderTemplate, TEMPLATE_SIZE, type RenderedTemplate } from './template';
export { roundLogo, writeSheet } from './preview';
export { testDesign } from './test-design';

/** The template assets may not grow past this (repository budget). */
export const ASSET_BUDGET_BYTES = 250 * 2 ** 20;

const previewDir = path.resolve(publicDir, '../../../dist/template-previews');

/**
 * Builds the named categories or ids (all when empty) into web/public/templates and the manifest, with a preview
 * per template in dist/template-previews/. A full build drops templates whose recipe is gone.
 */
export async function buildTemplates(only: readonly string[], log: (line: string) => void = console.log): Promise<void> {
  const recipes = await loadRecipes(only);
  const built = readBuiltHashes();
  let made = 0;
  for (const recipe of recipes) {
    const hash = recipe.inputHash?.();
    if (hash && built[recipe.id] === hash && fs.existsSync(path.join(publicDir, recipe.id)) && readManifest().some((a) => a.id === recipe.id)) {
      log(`${recipe.id.padEnd(22)} up to date`);
      continue;
    }
    const t = await renderTemplate(recipe);
    const { asset, bytes } = await writeTemplate(t);
    recordInManifest(asset);
    if (hash) recordBuiltHash(recipe.id, hash);
    made++;
    await writeSheet(path.join(previewDir, `${recipe.id}.png`), [t], { size: 512, colours: ['#FFFFFF', '#1e3a8a'], design: testDesign(600, 600) });
    log(`${recipe.id.padEnd(22)} ${(bytes / 1024).toFixed(0).padStart(4)} KB  ${(t.ms / 1000).toFixed(1)} s  aspect ${t.printAspect.toFixed(3)}  ${recipe.style}`);
  }
  if (!only.length) pruneTemplates(new Set(recipes.map((r) => r.id)));
  const total = folderBytes(publicDir);
  log(`\n${made} built, ${recipes.length - made} up to date, ${readManifest().length} in the manifest; web/public/templates: ${(total / 2 ** 20).toFixed(1)} MB (budget 250 MB)`);
  if (total > ASSET_BUDGET_BYTES) throw new Error('template assets are over the 250 MB budget');
}
