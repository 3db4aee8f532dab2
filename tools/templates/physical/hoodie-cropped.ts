/**
 * The cropped women's hoodie seen from the front (hoodies-8): Hugo on a women's body, cut short so its band sits at
 * the natural waist, sewn without the kangaroo pocket, on the front views' drape (hoodie-front.ts: the hood up over
 * an invisible head, here a head the size of the women's hood). Hugo places its pocket a fixed height above the hem
 * (a third of the back's neck-to-waist length plus the band), so on a cropped body it would reach within 16 cm of the
 * neckline and leave no room for a chest print; cropped hoodies are commonly made without one. Everything else is
 * the front drape's, so the shared modules stay as they are and the shipped hoodies keep their hashes.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import { HOODIE_PANELS, hoodiePattern } from './garments/hoodie';
import { HOODIE_FIDELITY, type HoodieSpec } from './hoodie';
import { HOOD_FRONT, hoodieFrontScene, type HoodDown } from './hoodie-front';
import { layersFromPasses } from './layers';
import { sewingPlan } from './pattern';

/** The views drawn by this file's recipe (recipes/hoodies.ts picks it for them). */
export const CROPPED: readonly string[] = ['hoodies-8'];

/** The panels without the pocket, in the hoodie's order (the fabric shader's `panel` index). */
export const CROPPED_PANELS = HOODIE_PANELS.filter((p) => p !== 'pocket');

/** The front drape's hood with a head scaled to the women's size-38 hood (head 588 mm round, hood 322 mm high, where
 *  HOOD_FRONT's head suits the men's 612 mm and 337 mm): its top 253 mm above the neck point. */
export const HOOD_CROPPED: HoodDown = { ...HOOD_FRONT, hoodHead: [91, 103, 119, 14, 134] };

/** The arms for the women's body: lowered to 14° (at the men's 20° the sleeves stood out from the short body), cones
 *  scaled 0.85 from her thinner biceps and 74 cm long (with the men's 0.7 and 78 cm one sleeve slid off its cone and
 *  collapsed into a twisted strand). */
export const CROPPED_ARMS = { armRest: 14, armLength: 740, armScale: 0.85 } as const;

/** The front drape's scene with the pocket, its seam into the band and its topstitching left out, and the arms for a
 *  women's body. */
export function croppedHoodieScene(s: HoodieSpec, size: number, f: Fidelity = HOODIE_FIDELITY, cacheDir = passCacheDir, hood: HoodDown = HOOD_CROPPED) {
  const base = hoodieFrontScene(s, size, f, cacheDir, hood);
  const g = hoodiePattern(s.garment);
  const panels = g.panels.filter((p) => p.name !== 'pocket');
  const seams = g.seams.filter((x) => x.a[0] !== 'pocket' && x.b[0] !== 'pocket');
  const plan = sewingPlan(panels, seams, f.spacing);
  if (plan.panels.map((p) => p.name).join() !== CROPPED_PANELS.join()) throw new Error('unexpected panel order');
  const { drapeFile: _file, knit, hems: _hems, ribs: _ribs, albedo, ...shared } = base.garment;
  const drape = { ...shared, plan, roles: CROPPED_PANELS, ...CROPPED_ARMS };
  const drapeFile = path.join(cacheDir, 'drapes', `${sceneHash(drape)}.blend`);
  const ribs = (['waistband', 'cuffR', 'cuffL'] as const).map((r) => CROPPED_PANELS.indexOf(r));
  const printArea = { ...base.printArea, panel: CROPPED_PANELS.indexOf(s.printArea.panel) };
  return { ...base, printArea, garment: { ...drape, drapeFile, knit, hems: [] as Array<[number, string, number]>, ribs, albedo } };
}

export function croppedHoodieRecipe(s: HoodieSpec, f: Fidelity = HOODIE_FIDELITY, hood: HoodDown = HOOD_CROPPED): Recipe {
  const scene = (size: number) => croppedHoodieScene(s, size, f, passCacheDir, hood);
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
function portable(scene: ReturnType<typeof croppedHoodieScene>) {
  return { ...scene, garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) } };
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The code that turns passes into layers and drafts the hoodie, the front drape's and this file. */
function codeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['hoodie.ts', 'garments/hoodie.ts', 'hoodie-front.ts', 'hoodie-cropped.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
