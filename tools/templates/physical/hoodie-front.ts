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

/** Where the hood goes (hoodie_front/hood_down.py): the goal turned `hoodTurn`° back about `hoodPivot` (mm behind
 *  the centre, above the neck point; 0 is the hood worn), drawn from `hoodFree` mm off the neck seam, pressed to
 *  `hoodFlatten` of its depth, held at `hoodHold` once let go, moved over `hoodFrames`[0] frames and eased over [1];
 *  with `hoodHead`, a collision-only head on the neck [semi-axes across, front to back, up; centre behind the neck's,
 *  above the shoulder's neck point] (mm) that the hood drapes round; with `hoodRim`, the face opening's edge is drawn
 *  instead to a rim round the back of the neck: [half-width across, half-depth, its centre behind the neck's, height
 *  above the shoulder's neck point at the back, at the front] (mm). With `sleeveFree` the sleeves are carried down
 *  with the arms by the same springs, from `sleeveFree`[0] mm below the underarm line, fully from [1] (pattern y). */
export interface HoodDown {
  hoodTurn: number;
  hoodPivot: [number, number];
  hoodFree: [number, number];
  hoodFlatten: number;
  hoodHold: number;
  hoodFrames?: [number, number];
  hoodHead?: [number, number, number, number, number];
  hoodRim?: [number, number, number, number, number];
  sleeveFree?: [number, number];
}

/** The hood up over an invisible head, as a ghost-mannequin hoodie is photographed from the front: worn, drawn
 *  there from where it was sewn (turned 60° back) over 80 frames while the arms are lowered, then let go over 40 to
 *  rest on the head. The head is 190 × 216 × 250 mm, its top 265 mm above the neck point (an adult's; 337 mm, Hugo's
 *  hood stood 7 cm too tall and as a narrow peak), so the hood's slack falls in a soft peak. The sleeves are carried
 *  down with the arms (left to the arm cones, their cuffs crumpled into bags). (The hood laid down with its rim
 *  standing behind the neck read as a funnel neck or a low ridge from the front: README, *Hoodies*.) */
export const HOOD_FRONT: HoodDown = {
  hoodTurn: 0, hoodPivot: [120, 30], hoodFree: [20, 80], hoodFlatten: 1, hoodHold: 0, hoodFrames: [80, 40],
  hoodHead: [95, 108, 125, 15, 140], sleeveFree: [-60, -260],
};

/** The earlier draft: the face opening's edge drawn to a rim round the back of the neck (a low ridge from the front). */
export const HOOD_RIM: HoodDown = { hoodTurn: 150, hoodPivot: [120, 30], hoodFree: [130, 260], hoodFlatten: 0.4, hoodHold: 4, hoodRim: [105, 105, 25, 45, -50] };

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
