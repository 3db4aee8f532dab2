/**
 * A hoodie staged off the form: Hugo sewn on the invisible dress form exactly as hoodies-3 (the same cached drape),
 * then the form taken away and the staged sweatshirts' second cloth simulation run — laid flat on a table and seen
 * from above, the hood first lifted to stand above the neck with its sides opened so it falls flat above the collar,
 * or hung on a wooden hanger against a wall with the hood down the back (tools/templates/blender/hoodie_staged/).
 * Layers come from the passes as for every physical template; the print area is a rectangle of the front's fabric.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity, type ViewSpec } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import type { HoodieOptions } from './garments/hoodie';
import { HOODIE_FIDELITY, hoodieScene, type HoodiePrintArea } from './hoodie';
import { layersFromPasses } from './layers';
import type { StageFidelity, SweatshirtStage } from './sweatshirt-staged';
import { onProductOnly } from './tote';

/** How the hood is lifted for a flat lay: its sides opened by up to `open` degrees, fully from `openOver` mm above
 *  the neck; within `blend` mm of its neck seam it keeps the sewn shape. */
export interface HoodLift {
  open: number;
  openOver: number;
  blend: number;
}

export type HoodieStage = SweatshirtStage;

export interface StagedHoodieSpec {
  id: string;
  type: string;
  style: string;
  garment: HoodieOptions;
  printArea: HoodiePrintArea;
  stage: HoodieStage;
  view: ViewSpec;
  hood?: HoodLift;
  /** Degrees the sleeves are turned about the shoulders from where the sewing lowered them (up: out from the body). */
  sleeves?: number;
}

const SCRIPT = 'hoodie_staged/render_hoodie_staged.py';
/** The staged drape is cached by its own scripts' folder, so a change to the render keeps it. */
const STAGE_SCRIPT = 'hoodie_staged/staging/hood_lay.py';
const FULL_STAGE: StageFidelity = { frames: 80, quality: 6 };
export const HOOD_LIFT: HoodLift = { open: 70, openOver: 120, blend: 50 };
const here = path.dirname(fileURLToPath(import.meta.url));

/** A flat lay is lit from above (a large soft key over the top left, as from a window); a hung one as in a studio. */
function lights(stage: HoodieStage) {
  if (stage.kind === 'flat') {
    return [
      { name: 'key', location: [-1.7, 0.9, 2.3], target: [0, 0, 0], size: 1.8, energy: 1100 },
      { name: 'fill', location: [1.8, -1.2, 2.0], target: [0, 0, 0], size: 2.4, energy: 260 },
    ];
  }
  // The hung hoodie's chest is ~30 cm above the form's waist (z 0), where it was sewn.
  const chest = [0, 0, 0.25];
  return [
    { name: 'key', location: [-2.4, -1.4, 1.3], target: chest, size: 1.6, energy: 1000 },
    { name: 'fill', location: [2.2, -1.8, 0.5], target: chest, size: 2.4, energy: 160 },
    { name: 'top', location: [0.3, -0.2, 2.5], target: chest, size: 1.4, energy: 220 },
  ];
}

/** The stage's solids without colours, the hood's lift and the sleeves' turn: what the staging drape depends on. */
function solids(s: StagedHoodieSpec): object {
  const sleeves = s.sleeves ?? 0;
  return s.stage.kind === 'flat' ? { kind: 'flat', turn: s.stage.turn ?? 0, hood: s.hood ?? HOOD_LIFT, sleeves } : { kind: 'hanger', sleeves };
}

/** Everything Blender needs for one staged hoodie (what its cache is keyed by). */
export function stagedHoodieScene(
  s: StagedHoodieSpec, size: number, f: Fidelity = HOODIE_FIDELITY, stageFidelity: StageFidelity = FULL_STAGE, cacheDir = passCacheDir,
) {
  // The same garment, sewing and print area as a hoodie on the form (so hoodies-3's drape is shared).
  const base = hoodieScene(
    { id: s.id, category: 'hoodies', type: s.type, style: s.style, garment: s.garment, printArea: s.printArea, view: s.view, backdrop: [0.7, 0.7, 0.7] },
    size, f, cacheDir,
  );
  const staging = { script: STAGE_SCRIPT, sewn: path.basename(base.garment.drapeFile), ...stageFidelity, stage: solids(s) };
  return {
    script: SCRIPT,
    size,
    // Six samples, as the staged sweatshirts: the setting fills the frame and the light is denoised (layers.ts).
    samples: Math.min(base.samples, 6),
    seed: 7,
    threads: 1,
    garment: base.garment,
    staging: { ...staging, file: path.join(cacheDir, 'drapes', `${sceneHash(staging)}.blend`) },
    printArea: base.printArea,
    grid: base.grid,
    stage: { ...s.stage, sleeves: s.sleeves ?? 0, ...(s.stage.kind === 'flat' && { hood: s.hood ?? HOOD_LIFT }) },
    lights: lights(s.stage),
    view: s.view,
  };
}

/** `f` other than the full fidelity's samples is for drafts (the drape and staging are shared whatever the samples). */
export function stagedHoodieRecipe(s: StagedHoodieSpec, f: Fidelity = HOODIE_FIDELITY): Recipe {
  return {
    id: s.id,
    category: 'hoodies',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(stagedHoodieScene(s, PHYSICAL_SIZE)))}-${stagedCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(stagedHoodieScene(s, size, f), console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof stagedHoodieScene>) {
  return {
    ...scene,
    garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) },
    staging: { ...scene.staging, file: path.basename(scene.staging.file) },
  };
}

/** The code that turns passes into layers, drafts the hoodie and describes this scene. */
function stagedCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['hoodie-staged.ts', 'hoodie.ts', 'garments/hoodie.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
