/**
 * The hoodie seen from the front (hoodies-1, hoodies-7): the same Hugo on the same form as the back view
 * (hoodie.ts), but its own drape, the hood laid down so that its lower part stands round the back of the neck as a
 * rim before it folds down the back, as a hood pushed down does (the back view's hood lies flat and is hidden from
 * the front). Its own Blender entry (blender/hoodie_front/) so the back view's inputs stay as they are.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import { HOODIE_FIDELITY, hoodieScene, type HoodieSpec } from './hoodie';
import { layersFromPasses } from './layers';

/** How the hood is laid down (hoodie_front/hood_down.py): the goal turned `hoodTurn`° back about `hoodPivot` (mm
 *  behind the centre, above the neck point), drawn from `hoodFree` mm off the neck seam, pressed to `hoodFlatten` of
 *  its depth, held at `hoodHold` once let go; with `hoodRim`, the face opening's edge is drawn instead to a rim round
 *  the back of the neck: [half-width across, half-depth, its centre behind the neck's, height above the shoulder's
 *  neck point at the back, at the front] (mm). */
export interface HoodDown {
  hoodTurn: number;
  hoodPivot: [number, number];
  hoodFree: [number, number];
  hoodFlatten: number;
  hoodHold: number;
  hoodRim?: [number, number, number, number, number];
}

/** Not yet shipped: with these the hood's rim shows only as a low ridge round the neck from the front (README,
 *  *Hoodies*). */
export const HOOD_FRONT: HoodDown = { hoodTurn: 150, hoodPivot: [120, 30], hoodFree: [130, 260], hoodFlatten: 0.4, hoodHold: 4, hoodRim: [105, 105, 25, 45, -50] };

const here = path.dirname(fileURLToPath(import.meta.url));
const script = 'hoodie_front/render_hoodie_front.py';

/** The back view's scene with this entry script and hood: its drape is cached apart from the back view's. */
export function hoodieFrontScene(s: HoodieSpec, size: number, f: Fidelity = HOODIE_FIDELITY, cacheDir = passCacheDir, hood: HoodDown = HOOD_FRONT) {
  const base = hoodieScene(s, size, f, cacheDir);
  const { drapeFile: _file, knit, hems, ribs, albedo, ...shared } = base.garment;
  const drape = { ...shared, script, ...hood };
  const drapeFile = path.join(cacheDir, 'drapes', `${sceneHash(drape)}.blend`);
  return { ...base, script, garment: { ...drape, drapeFile, knit, hems, ribs, albedo } };
}

export function hoodieFrontRecipe(s: HoodieSpec, f: Fidelity = HOODIE_FIDELITY, hood: HoodDown = HOOD_FRONT): Recipe {
  const scene = (size: number) => hoodieFrontScene(s, size, f, passCacheDir, hood);
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
function portable(scene: ReturnType<typeof hoodieFrontScene>) {
  return { ...scene, garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) } };
}

/** The code that turns passes into layers and drafts the hoodie, and this file. */
function codeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['hoodie.ts', 'garments/hoodie.ts', 'hoodie-front.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
