/**
 * The pocket tee (t-shirts-7): the ghost tee's drape (tee-ghost.ts; the same cached sewing as t-shirts-1) with a
 * patch pocket of the same jersey built on the wearer's left chest after the drape (blender/tee_pocket/pocket.py):
 * laid over the front at its rectangle of the pattern, lifted off it by its cloth's thickness, its sides and bottom
 * turned under and topstitched, its top a 20 mm hem with a double needle, left open. It carries the front's pattern
 * coordinates, so the print area (inside the pocket, below its hem) prints on the pocket.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import { layersFromPasses } from './layers';
import { ghostTeeScene, type GhostTeeSpec } from './tee-ghost';

/** The pocket, mm of the front's pattern: `widthMm` × `heightMm`, its top `belowShoulderMm` below the high shoulder
 *  point (where the neckline meets the shoulder) and its centre `offsetMm` from the centre front (towards the panel's
 *  +x edge, the wearer's left, as the left-chest prints'); bottom corners rounded to `cornerMm`; a `hemMm` hem at the
 *  top stitched by a double needle at `hemStitchMm` below the top; sides and bottom stitched `stitchInsetMm` in.
 *  Its outer face stands `liftMm` off the shirt (`clothMm` thick), `hemRiseMm` more over the folded hem, rounded
 *  down to 45 % of that over the last `edgeRoundMm` to the folded edges, `bulgeMm` fuller inside its stitching and hem
 *  (rising over `bulgeRollMm`: the patch is not pressed flat), and the open top `mouthMm` further off over its top
 *  `mouthDepthMm`. */
export interface PocketSpec {
  widthMm: number;
  heightMm: number;
  belowShoulderMm: number;
  offsetMm: number;
  cornerMm: number;
  hemMm: number;
  hemStitchMm: [number, number];
  stitchInsetMm: number;
  liftMm: number;
  clothMm: number;
  hemRiseMm: number;
  edgeRoundMm: number;
  mouthMm: number;
  mouthDepthMm: number;
  bulgeMm: number;
  bulgeRollMm: number;
}

/** A men's pocket tee's: 115 × 135 mm, its top 175 mm below the shoulder point (makers' specs give 4½ × 5¼ in,
 *  about 7 in below it). */
export const POCKET: PocketSpec = {
  widthMm: 115, heightMm: 135, belowShoulderMm: 175, offsetMm: 100, cornerMm: 9, hemMm: 20, hemStitchMm: [12, 18],
  stitchInsetMm: 2.5, liftMm: 1.2, clothMm: 1.2, hemRiseMm: 0.5, edgeRoundMm: 2.5, mouthMm: 0.8, mouthDepthMm: 4,
  bulgeMm: 0.7, bulgeRollMm: 12,
};

const here = path.dirname(fileURLToPath(import.meta.url));
export const POCKET_TEE_SCRIPT = 'tee_pocket/render_tee_pocket.py';

type Plan = ReturnType<typeof ghostTeeScene>['garment']['plan'];

/** The pocket's rectangle on the front panel's pattern (mm, y up) and how it is made. */
export function pocketRect(plan: Plan, p: PocketSpec = POCKET) {
  const panel = plan.panels.findIndex((q) => q.name === 'front');
  const front = plan.panels[panel]!;
  const [n0, n1] = front.edges.neck!;
  const shoulderPoint = Math.max(...front.outline.slice(n0, n1 + 1).map((q) => q[1]));
  const y1 = shoulderPoint - p.belowShoulderMm;
  const { widthMm, heightMm, belowShoulderMm, offsetMm, ...make } = p;
  void belowShoulderMm;
  return { panel, x0: offsetMm - widthMm / 2, x1: offsetMm + widthMm / 2, y0: y1 - heightMm, y1, ...make };
}

/** The ghost tee's scene (its drape untouched, so cached once for t-shirts-1 and this) with this entry and the pocket. */
export function pocketTeeScene(s: GhostTeeSpec, size: number, f?: Fidelity, cacheDir = passCacheDir, p: PocketSpec = POCKET) {
  const base = ghostTeeScene(s, size, f, cacheDir);
  return { ...base, script: POCKET_TEE_SCRIPT, pocket: pocketRect(base.garment.plan, p) };
}

export function pocketTeeRecipe(s: GhostTeeSpec, p: PocketSpec = POCKET): Recipe {
  const scene = (size: number) => pocketTeeScene(s, size, undefined, passCacheDir, p);
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
function portable(scene: ReturnType<typeof pocketTeeScene>) {
  return { ...scene, garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) } };
}

/** The code that turns passes into layers and drafts the tee, the ghost tee's module and this one. */
function codeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['tee-ghost.ts', 'tee-pocket.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
