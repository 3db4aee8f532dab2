/**
 * The recipe contract, for every category (flat, soft and studio toolkits alike), rendered small so the whole set
 * stays fast: eight recipes with the right ids and a type; layers of the asked size; the print mask inside the
 * product mask; a product that is lit, not flat; the surface mesh inside the print mask; the print geometry valid
 * (the design is not stretched, the mesh is the camera's view) and its aspect the one the committed assets use.
 * Physically rendered recipes (Blender, minutes each) are not rendered here: their committed assets must have been
 * built from exactly these recipes (tools/templates/built-hashes.json), and physical/pipeline.test.ts takes a tiny
 * scene through Blender to the same contract.
 */
import { describe, expect, it } from 'vitest';
import { NO_UV, rasteriseMesh } from '../../core/src/render/mesh';
import { TEMPLATE_MANIFEST } from '../../core/src/templates/manifest.generated';
import { readBuiltHashes } from './lib/build/built-hashes';
import { loadCategory, recipeCategories } from './lib/build/recipes';
import { checkOutput, printAspectOf } from './lib/build/check';
import type { RecipeOutput } from './recipe';

const SIZE = 64;
const committed = new Map(TEMPLATE_MANIFEST.map((t) => [t.id, t]));

/** Problems with a raw recipe output, in words. */
function contractProblems(out: RecipeOutput): string[] {
  const problems: string[] = [];
  const n = SIZE * SIZE;
  if (out.size !== SIZE || out.scene.length !== n * 4) return [`rendered ${out.size} px, asked for ${SIZE}`];
  for (const key of ['productMask', 'shade', 'highlight', 'printMask'] as const) {
    if (out[key].length !== n) problems.push(`${key} has ${out[key].length} bytes, not ${n}`);
  }
  let outside = 0, product = 0, printed = 0, lo = 255, hi = 0;
  for (let i = 0; i < n; i++) {
    // A level or two of rounding is allowed on anti-aliased edges.
    if (out.printMask[i]! > out.productMask[i]! + 2) outside++;
    if (out.printMask[i]! > 0) printed++;
    if (out.productMask[i]! >= 128) {
      product++;
      lo = Math.min(lo, out.shade[i]!);
      hi = Math.max(hi, out.shade[i]!);
    }
  }
  if (outside) problems.push(`the print mask reaches outside the product on ${outside} pixels`);
  if (product < n * 0.01) problems.push('the product is (nearly) invisible');
  if (!printed) problems.push('the print mask is empty');
  if (hi - lo <= 4) problems.push(`the product is flat-lit (shade ${lo}…${hi})`);
  problems.push(...meshMaskProblems(out.printMask, out.surface, true));
  for (const area of out.furtherAreas ?? []) {
    let seen = 0, off = 0;
    for (let i = 0; i < n; i++) {
      if (area.mask[i]! > 0) seen++;
      if (area.mask[i]! > out.productMask[i]! + 2) off++;
    }
    if (!seen) problems.push(`the ${area.name} area is not seen`);
    if (off) problems.push(`the ${area.name} area's mask reaches outside the product on ${off} pixels`);
    // A further face may be partly hidden, so its mask need not cover its mesh; it must not spill outside it.
    problems.push(...meshMaskProblems(area.mask, area.surface, false).map((p) => `${area.name}: ${p}`));
  }
  return problems;
}

/** The surface mesh and a print mask are the same place: the mask covers most of the mesh (a round sticker's circle
 *  covers π/4 of its square, a heart a little less; `covers`) and does not spill far outside it. */
function meshMaskProblems(printMask: Uint8Array, surface: RecipeOutput['surface'], covers: boolean): string[] {
  const problems: string[] = [];
  const n = SIZE * SIZE;
  const uv = rasteriseMesh(surface, SIZE, SIZE);
  const near = (x: number, y: number) => {
    // Within a pixel of the mesh: at this size a label's edge is a pixel or two.
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
      const px = x + dx, py = y + dy;
      if (px >= 0 && py >= 0 && px < SIZE && py < SIZE && uv[2 * (py * SIZE + px)] !== NO_UV) return true;
    }
    return false;
  };
  let mesh = 0, both = 0, mask = 0, spill = 0;
  for (let i = 0; i < n; i++) {
    const inMesh = uv[2 * i] !== NO_UV, inMask = printMask[i]! >= 128;
    if (inMesh) mesh++;
    if (inMask) mask++;
    if (inMesh && inMask) both++;
    if (inMask && !near(i % SIZE, Math.floor(i / SIZE))) spill++;
  }
  if (covers && mesh && both / mesh < 0.6) problems.push(`the print mask covers only ${Math.round((100 * both) / mesh)}% of the surface mesh`);
  if (mask && spill / mask > 0.15) problems.push(`${Math.round((100 * spill) / mask)}% of the print mask lies outside the surface mesh`);
  return problems;
}

describe.each(recipeCategories())('%s recipes', (slug) => {
  it('are at least eight, with ids <slug>-1…n in order, a placement type and a style', async () => {
    const recipes = await loadCategory(slug);
    expect(recipes.length).toBeGreaterThanOrEqual(8);
    expect(recipes.map((r) => r.id)).toEqual(recipes.map((_, k) => `${slug}-${k + 1}`));
    for (const r of recipes) {
      expect(r.category).toBe(slug);
      expect(r.type, r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.style.length, r.id).toBeGreaterThan(3);
    }
    // Loading a category's modules alone can take seconds when the suite shares two cores.
  }, 60_000);

  it('render to the contract, with the proportions of the committed assets', async () => {
    const problems: string[] = [];
    const built = readBuiltHashes();
    for (const recipe of await loadCategory(slug)) {
      if (recipe.inputHash) {
        if (built[recipe.id] !== recipe.inputHash()) problems.push(`${recipe.id}: its assets were not built from this recipe (npm run templates:build -- ${recipe.id})`);
        if (!committed.has(recipe.id)) problems.push(`${recipe.id}: not in the manifest (npm run templates:build)`);
        continue;
      }
      const out = await recipe.render(SIZE);
      problems.push(...contractProblems(out).map((p) => `${recipe.id}: ${p}`));
      try {
        checkOutput(recipe.id, out, SIZE);
        const aspect = printAspectOf(recipe.id, out);
        const asset = committed.get(recipe.id);
        if (!asset) problems.push(`${recipe.id}: not in the manifest (npm run templates:build)`);
        else if (Math.abs(aspect / asset.printAspect - 1) > 0.005) {
          problems.push(`${recipe.id}: print aspect ${aspect}, the committed assets say ${asset.printAspect} (rebuild them)`);
        }
        const names = (out.furtherAreas ?? []).map((a) => a.name);
        if (asset && names.join() !== (asset.areas ?? []).map((a) => a.name).join()) {
          problems.push(`${recipe.id}: shows the further areas [${names.join(', ')}], the committed assets [${(asset.areas ?? []).map((a) => a.name).join(', ')}] (rebuild them)`);
        }
        for (const [k, area] of (out.furtherAreas ?? []).entries()) {
          const areaAspect = printAspectOf(`${recipe.id} ${area.name}`, area);
          const committedAspect = asset?.areas?.[k]?.printAspect;
          if (committedAspect && Math.abs(areaAspect / committedAspect - 1) > 0.005) {
            problems.push(`${recipe.id} ${area.name}: print aspect ${areaAspect}, the committed assets say ${committedAspect} (rebuild them)`);
          }
        }
      } catch (e) {
        problems.push((e as Error).message);
      }
    }
    // One line per problem, naming the template.
    expect(problems.join('\n')).toBe('');
    // A few seconds alone; generous, because the whole suite runs alongside on two cores.
  }, 300_000);
});

/**
 * The categories still drawn by the 2D toolkits (lib/flat, lib/soft) until they are rendered physically like the rest
 * (issue #34). Only these may have a recipe that is not a Blender scene, and each must still have one: a category
 * rebuilt leaves this list, and a 2D template anywhere else fails.
 */
const STILL_2D = ['automotive', 'bags', 'banners', 'billboards', 'logos', 'real-estate', 'shoes', 'signs', 'social-media', 'vehicles', 'watches', 'windows'];

it('leaves the 2D toolkits only the categories not yet rendered physically', async () => {
  const drawn: string[] = [];
  for (const slug of recipeCategories()) if ((await loadCategory(slug)).some((r) => !r.inputHash)) drawn.push(slug);
  expect(drawn.sort()).toEqual(STILL_2D);
}, 120_000);
