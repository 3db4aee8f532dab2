// `npm run templates:build [-- <category|id> …]`: renders every recipe in tools/templates/recipes/ into
// web/public/templates/<id>/ (content-hashed files) and writes core/src/templates/manifest.generated.ts.
// With arguments only those categories or ids are rebuilt; the other manifest entries stay as they were.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { findCategory } from '../../core/src/catalogue/categories';
import { presetFor } from '../../core/src/placement/presets';
import { renderMockup } from '../../core/src/render/index';
import { DEFAULT_PLACEMENT, type TemplateLayers } from '../../core/src/render/types';
import type { TemplateAsset } from '../../core/src/templates/manifest';
import { checkOutput, checkRecipe } from './lib/check';
import { encodeMaps, encodeMesh, encodeScene, encodeThumbnail } from './lib/encode';
import { testDesign } from './lib/test-design';
import type { Recipe, RecipeOutput } from './recipe';

export const TEMPLATE_SIZE = 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const recipesDir = path.join(root, 'tools/templates/recipes');
const publicDir = path.join(root, 'web/public/templates');
const previewDir = path.join(root, 'dist/template-previews');
const manifestFile = path.join(root, 'core/src/templates/manifest.generated.ts');
const summariesFile = path.join(root, 'core/src/templates/summaries.generated.ts');

async function loadRecipes(): Promise<Recipe[]> {
  if (!fs.existsSync(recipesDir)) return [];
  // One module per category, named by its slug; other modules there (helpers, indexes, tests) are not recipes.
  const files = fs
    .readdirSync(recipesDir)
    .filter((f) => f.endsWith('.ts') && findCategory(f.slice(0, -3)))
    .sort();
  const all: Recipe[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(recipesDir, file)).href)) as { recipes?: Recipe[] };
    if (!Array.isArray(mod.recipes)) throw new Error(`${file} does not export recipes: Recipe[]`);
    all.push(...mod.recipes);
  }
  const seen = new Set<string>();
  for (const r of all) {
    checkRecipe(r);
    if (seen.has(r.id)) throw new Error(`duplicate template id ${r.id}`);
    seen.add(r.id);
  }
  return all;
}

function layersOf(out: RecipeOutput, printAspect: number): TemplateLayers {
  return { ...out, printAspect };
}

async function writePreview(id: string, layers: TemplateLayers): Promise<void> {
  const half = 512;
  const design = testDesign(600, 600);
  const sheet = Buffer.alloc(half * 2 * half * 4);
  ['#FFFFFF', '#1e3a8a'].forEach((colour, k) => {
    const px = renderMockup(layers, design, DEFAULT_PLACEMENT, colour, half);
    for (let y = 0; y < half; y++) sheet.set(px.subarray(y * half * 4, (y + 1) * half * 4), (y * 2 * half + k * half) * 4);
  });
  fs.mkdirSync(previewDir, { recursive: true });
  await sharp(sheet, { raw: { width: 2 * half, height: half, channels: 4 } }).png().toFile(path.join(previewDir, `${id}.png`));
}

async function build(recipe: Recipe): Promise<TemplateAsset> {
  const started = performance.now();
  const out = await recipe.render(TEMPLATE_SIZE);
  checkOutput(recipe.id, out, TEMPLATE_SIZE);
  const preset = presetFor(recipe.type);
  const printAspect = Math.round((out.printAspect ?? preset.width / preset.height) * 1000) / 1000;
  const white = renderMockup(layersOf(out, printAspect), null, DEFAULT_PLACEMENT, '#FFFFFF', TEMPLATE_SIZE);
  const files = { thumbnail: await encodeThumbnail(white, TEMPLATE_SIZE), scene: await encodeScene(out), maps: await encodeMaps(out), mesh: encodeMesh(out) };
  const dir = path.join(publicDir, recipe.id);
  fs.mkdirSync(dir, { recursive: true });
  const keep = new Set(Object.values(files).map((f) => f.name));
  for (const old of fs.readdirSync(dir)) if (!keep.has(old)) fs.rmSync(path.join(dir, old));
  for (const f of Object.values(files)) fs.writeFileSync(path.join(dir, f.name), f.bytes);
  await writePreview(recipe.id, layersOf(out, printAspect));
  const kb = Object.values(files).reduce((sum, f) => sum + f.bytes.length, 0) / 1024;
  console.log(`${recipe.id.padEnd(22)} ${kb.toFixed(0).padStart(4)} KB  ${((performance.now() - started) / 1000).toFixed(1)} s  ${recipe.style}`);
  const url = (name: string) => `/templates/${recipe.id}/${name}`;
  return {
    id: recipe.id,
    category: recipe.category,
    type: recipe.type,
    style: recipe.style,
    size: TEMPLATE_SIZE,
    printAspect,
    thumbnail: url(files.thumbnail.name),
    scene: url(files.scene.name),
    maps: url(files.maps.name),
    mesh: url(files.mesh.name),
  };
}

const idNumber = (id: string) => Number(/-(\d+)$/.exec(id)?.[1] ?? 0);

function writeManifest(assets: TemplateAsset[]): void {
  assets.sort((a, b) => a.category.localeCompare(b.category) || idNumber(a.id) - idNumber(b.id));
  const body = assets.map((a) => `  ${JSON.stringify(a)},`).join('\n');
  fs.writeFileSync(
    manifestFile,
    `// Generated by \`npm run templates:build\` (tools/templates/build.ts). Do not edit.\n` +
      `import type { TemplateAsset } from './manifest';\n\n` +
      `export const TEMPLATE_MANIFEST: readonly TemplateAsset[] = [${assets.length ? `\n${body}\n` : ''}];\n`,
  );
  const rows = assets.map((a) => `  ${JSON.stringify([a.id, a.category, a.type, /thumb\.([0-9a-f]+)\.webp$/.exec(a.thumbnail)![1]])},`);
  fs.writeFileSync(
    summariesFile,
    `// Generated by \`npm run templates:build\` (tools/templates/build.ts). Do not edit.\n` +
      `/** [id, category, type, thumbnail hash]: what cards need, kept small for the home page's bundle. */\n` +
      `export const TEMPLATE_SUMMARIES: ReadonlyArray<readonly [id: string, category: string, type: string, thumbHash: string]> = [` +
      `${rows.length ? `\n${rows.join('\n')}\n` : ''}];\n`,
  );
}

function folderBytes(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const full = path.join(dir, e.name);
    return sum + (e.isDirectory() ? folderBytes(full) : fs.statSync(full).size);
  }, 0);
}

/** The manifest as it is on disk now (another build may have added to it since this one started). */
function readManifestFile(): TemplateAsset[] {
  if (!fs.existsSync(manifestFile)) return [];
  return fs
    .readFileSync(manifestFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('  {'))
    .map((line) => JSON.parse(line.trim().replace(/,$/, '')) as TemplateAsset);
}

/** Adds or replaces one template in the manifest on disk, so a partial or interrupted build keeps what it made. */
function recordInManifest(asset: TemplateAsset): void {
  writeManifest([...readManifestFile().filter((a) => a.id !== asset.id), asset]);
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const recipes = await loadRecipes();
  const wanted = only.length ? recipes.filter((r) => only.includes(r.category) || only.includes(r.id)) : recipes;
  if (only.length && !wanted.length) throw new Error(`no recipe matches ${only.join(', ')}`);
  for (const recipe of wanted) recordInManifest(await build(recipe));
  const known = new Set(recipes.map((r) => r.id));
  // A full build drops templates whose recipe is gone; a partial one keeps the rest of the manifest.
  if (!only.length) {
    writeManifest(readManifestFile().filter((a) => known.has(a.id)));
    for (const dir of fs.existsSync(publicDir) ? fs.readdirSync(publicDir) : []) {
      if (!known.has(dir)) fs.rmSync(path.join(publicDir, dir), { recursive: true });
    }
  }
  const total = folderBytes(publicDir);
  console.log(`\n${wanted.length} built, ${readManifestFile().length} in the manifest; web/public/templates: ${(total / 2 ** 20).toFixed(1)} MB (budget 50 MB)`);
  if (total > 50 * 2 ** 20) throw new Error('template assets are over the 50 MB budget');
}

await main();
