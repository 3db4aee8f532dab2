/**
 * The zip hoodie hung on a wooden hanger against an oak-panelled wall (hoodies-6): hoodies-4's staged scene (the same
 * garment and hanger, so its cached sewing and staged drape are shared) rendered by blender/hoodie_zip_hung/, which
 * runs the staged entry with hoodies-2's centre-front zip (hoodie_zip/zip_front.py, the front panel's u = 0) built on
 * the hung drape and the plaster wall given vertical oak boards with grooves and grain.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import { HOODIE_FIDELITY } from './hoodie';
import { stagedHoodieScene, type StagedHoodieSpec } from './hoodie-staged';
import { ZIP, type ZipSpec } from './hoodie-zip';
import { layersFromPasses } from './layers';
import { onProductOnly } from './tote';

const here = path.dirname(fileURLToPath(import.meta.url));
const script = 'hoodie_zip_hung/render_hoodie_zip_hung.py';

/** The staged scene (its drape inputs untouched) with this entry and the zip. */
export function hoodieZipHungScene(s: StagedHoodieSpec, size: number, f: Fidelity = HOODIE_FIDELITY, cacheDir = passCacheDir, zip: ZipSpec = ZIP) {
  return { ...stagedHoodieScene(s, size, f, undefined, cacheDir), script, zip };
}

export function hoodieZipHungRecipe(s: StagedHoodieSpec, f: Fidelity = HOODIE_FIDELITY, zip: ZipSpec = ZIP): Recipe {
  const scene = (size: number) => hoodieZipHungScene(s, size, f, passCacheDir, zip);
  return {
    id: s.id,
    category: 'hoodies',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(hoodieZipHungScene(s, PHYSICAL_SIZE, HOODIE_FIDELITY, passCacheDir, zip)))}-${codeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(scene(size), console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof hoodieZipHungScene>) {
  return {
    ...scene,
    garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) },
    staging: { ...scene.staging, file: path.basename(scene.staging.file) },
  };
}

/** The code that turns passes into layers, drafts the hoodie, stages it and describes this scene. */
function codeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['hoodie.ts', 'garments/hoodie.ts', 'hoodie-staged.ts', 'hoodie-zip.ts', 'hoodie-zip-hung.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
