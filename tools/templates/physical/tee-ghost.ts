/**
 * Ghost-mannequin T-shirts rendered by their own Blender entry (tools/templates/blender/tee/render_tee.py): the same
 * scene as apparel.ts's (pattern, form, fabric, lights, camera), but the back placed walking round the form the other
 * way before sewing and the drape given one winding before it is rendered.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, sceneFor, WHITE_ALBEDO, type ApparelSpec, type Fidelity } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import { layersFromPasses } from './layers';

const here = path.dirname(fileURLToPath(import.meta.url));
export const GHOST_TEE_SCRIPT = 'tee/render_tee.py';
/** The form's waist and hips as a share of its chest (drape.py): below the chest it fills the straight-cut tee with a
 *  little ease, so the front hangs smooth from the chest to the hem instead of falling in to the body's waist and
 *  gathering into folds (a 240 mm disc at the print area's centre rendered 0.87 wide per 1 high). */
export const FORM_BELOW_CHEST = 1.1;

export interface GhostTeeSpec extends ApparelSpec {
  /** Degrees the form's arms hang from the vertical (apparel.ts sews at 42, which holds short sleeves out as a
   *  shoulder does; long sleeves at 42 reach out like a scarecrow's). */
  armAngle?: number;
}

/** apparel.ts's scene for `s`, rendered by the tee's own entry on one thread; its drape is keyed by that entry's
 *  folder too, so it never shares a drape sewn with the old placement. */
export function ghostTeeScene(s: GhostTeeSpec, size: number, f?: Fidelity, cacheDir = passCacheDir) {
  const base = sceneFor(s, size, f, cacheDir);
  const { drapeFile, knit, hems, albedo, ...sewing } = base.garment;
  void drapeFile;
  const drape = { ...sewing, ...(s.armAngle === undefined ? {} : { armAngle: s.armAngle }), formBelowChest: FORM_BELOW_CHEST, script: GHOST_TEE_SCRIPT };
  return {
    ...base,
    script: GHOST_TEE_SCRIPT,
    threads: 1,
    garment: { ...drape, drapeFile: path.join(cacheDir, 'drapes', `${sceneHash(drape)}.blend`), knit, hems, albedo },
  };
}

export function ghostTeeRecipe(s: GhostTeeSpec): Recipe {
  return {
    id: s.id,
    category: s.category,
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(ghostTeeScene(s, PHYSICAL_SIZE)))}-${ghostTeeCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(ghostTeeScene(s, size), console.log);
      return layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof ghostTeeScene>) {
  return { ...scene, garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) } };
}

/** The code that turns passes into layers and drafts the tee (apparel's), and this module. */
function ghostTeeCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  h.update(fs.readFileSync(path.join(here, 'tee-ghost.ts')));
  return h.digest('hex').slice(0, 16);
}
