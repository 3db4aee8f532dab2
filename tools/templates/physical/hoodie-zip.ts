/**
 * The zip hoodie seen from the front (hoodies-2): the pullover front's drape (hoodie-front.ts, the hood up over an
 * invisible head; the same cached sewing as hoodies-1) with a centre-front zip built on it after the drape
 * (blender/hoodie_zip/zip_front.py): tape, moulded teeth and the fabric's folded edges from the waistband's lower edge
 * to where the hood's V hides the neckline, riding over the kangaroo pocket so that it reads as split in two, and a
 * metal slider and pull at the top. The drawstrings' eyelets sit nearer the centre, as a zip hoodie's do (the
 * pullover's cords hang 64 mm either side of it, across a left-chest print).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import { HOODIE_FIDELITY, type HoodieSpec } from './hoodie';
import { hoodieFrontScene } from './hoodie-front';
import { layersFromPasses } from './layers';

/** The zip, mm: a #5 moulded zip's `chain` of teeth across, `tape` showing beside it on each side, the fabric folded
 *  back along it as a `lip` wide and `rise` high, the tape `lift` off the front; teeth every `pitch` along the chain
 *  (alternately from each side) [along, high]; the slider [across, along, high] and its pull [across, long,
 *  thick] hanging `pullTilt`° off the chain; the zip starts `bottomInset` above the waistband's lower edge with a
 *  `bottomStop` block that long; the cords'
 *  eyelets [along the left hood side's face opening from its low end, along the right's, in from it]. */
export interface ZipSpec {
  chain: number;
  tape: number;
  lip: number;
  rise: number;
  lift: number;
  pitch: number;
  teeth: [number, number];
  slider: [number, number, number];
  pull: [number, number, number];
  pullTilt: number;
  bottomInset: number;
  bottomStop: number;
  eyelet: [number, number, number];
}

export const ZIP: ZipSpec = {
  chain: 5.5, tape: 2, lip: 5, rise: 1.6, lift: 0.8, pitch: 1.6, teeth: [1.3, 1.6],
  slider: [11, 17, 5], pull: [9, 28, 1.6], pullTilt: 12, bottomInset: 3, bottomStop: 7, eyelet: [60, 74, 12],
};

const here = path.dirname(fileURLToPath(import.meta.url));
const script = 'hoodie_zip/render_hoodie_zip.py';

/** The front view's scene (its drape untouched, so cached once for hoodies-1 and this) with this entry and the zip. */
export function hoodieZipScene(s: HoodieSpec, size: number, f: Fidelity = HOODIE_FIDELITY, cacheDir = passCacheDir, zip: ZipSpec = ZIP) {
  return { ...hoodieFrontScene(s, size, f, cacheDir), script, zip };
}

export function hoodieZipRecipe(s: HoodieSpec, f: Fidelity = HOODIE_FIDELITY, zip: ZipSpec = ZIP): Recipe {
  const scene = (size: number) => hoodieZipScene(s, size, f, passCacheDir, zip);
  return {
    id: s.id,
    category: s.category,
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(scene(PHYSICAL_SIZE)))}-${codeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(scene(size), console.log);
      return layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof hoodieZipScene>) {
  return { ...scene, garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) } };
}

/** The code that turns passes into layers, drafts the hoodie and drapes its front, and this file. */
function codeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['hoodie.ts', 'garments/hoodie.ts', 'hoodie-front.ts', 'hoodie-zip.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
