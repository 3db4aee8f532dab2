/**
 * A long-sleeve training top laid flat (sports-8): FreeSewing's Sven cut close (a fitted top, narrow ribbed cuffs and
 * hem band) sewn on the invisible dress form as the ghost sweatshirts are, laid flat on a table by the staged
 * sweatshirts' second simulation (sweatshirt-staged.ts), and dressed as a thin, smooth, slightly glossy polyester
 * knit by its own Blender entry (tools/templates/blender/training_top/), which imports the staged sweatshirts' scripts
 * read-only. The print area is a rectangle of the front's fabric, as on every Sven garment.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity, type ViewSpec } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import type { SweatshirtOptions } from './garments/sweatshirt';
import { layersFromPasses } from './layers';
import { SWEATSHIRT_FIDELITY, type SweatshirtPose, type SweatshirtPrintArea } from './sweatshirt';
import { stagedSweatshirtScene, type StageFidelity, type SweatshirtStage } from './sweatshirt-staged';
import { onProductOnly } from './tote';

/** The staging cloth's numbers, by lay.py's names; what a spec leaves out stays fleece's. */
export interface StagingCloth {
  MASS?: number;
  STIFF?: number;
  SHEAR?: number;
  BEND?: number;
}

export interface TrainingTopSpec {
  id: string;
  type: string;
  style: string;
  garment: SweatshirtOptions;
  /** How it was sewn on the form: the flat lay's sleeves lie at the angle the arms were lowered to. */
  pose?: SweatshirtPose;
  printArea: SweatshirtPrintArea;
  stage: Extract<SweatshirtStage, { kind: 'flat' }>;
  view: ViewSpec;
  /** The knit's thickness, mm (a fleece shell is 2.4). */
  shellMm: number;
  /** The collar's rib, mm of fabric along the neckline. */
  collarMm: number;
  /** Passes of smoothing the laid-flat cloth's heights (its ripples ironed out; the outline stays). */
  iron: number;
  cloth?: StagingCloth;
}

const SCRIPT = 'training_top/render_training_top.py';
/** What the entry imports from outside its folder (sceneHash follows them too): in the scene, so a change to
 *  any of them re-renders this template. The sewing and staging caches are keyed by their own scripts already. */
const IMPORTS = ['sweatshirt_staged/look.py', 'sweatshirt_staged/staging/lay.py', 'tee_staged/drape/stage.py', 'tee_staged/settings.py', 'sweatshirt/drape.py'];
const here = path.dirname(fileURLToPath(import.meta.url));
const blenderDir = path.resolve(here, '../blender');

function filesHash(files: string[]): string {
  const h = createHash('sha256');
  for (const file of files) h.update(fs.readFileSync(path.join(blenderDir, file)));
  return h.digest('hex').slice(0, 16);
}

/** Everything Blender needs for the training top (what its cache is keyed by). */
export function trainingTopScene(
  s: TrainingTopSpec, size: number, f: Fidelity = SWEATSHIRT_FIDELITY, stageFidelity?: StageFidelity, cacheDir = passCacheDir,
) {
  const base = stagedSweatshirtScene({ id: s.id, type: s.type, style: s.style, garment: s.garment, pose: s.pose, printArea: s.printArea, stage: s.stage, view: s.view }, size, f, stageFidelity, cacheDir);
  // Other cloth numbers make another staged drape; without them it is the staged sweatshirts' (one cache).
  const { file, ...keyed } = base.staging;
  const staging = s.cloth ? { ...keyed, cloth: s.cloth } : keyed;
  const { knit, collar, ...garment } = base.garment;
  void knit;
  void collar;
  return {
    ...base,
    script: SCRIPT,
    imports: filesHash(IMPORTS),
    garment: { ...garment, collar: s.collarMm, shell: s.shellMm / 1000, iron: s.iron },
    staging: { ...staging, file: s.cloth ? path.join(cacheDir, 'drapes', `${sceneHash(staging)}.blend`) : file },
  };
}

export function trainingTopRecipe(s: TrainingTopSpec, f?: Fidelity, stageFidelity?: StageFidelity): Recipe {
  return {
    id: s.id,
    category: 'sports',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(trainingTopScene(s, PHYSICAL_SIZE)))}-${codeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(trainingTopScene(s, size, f, stageFidelity), console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof trainingTopScene>) {
  return {
    ...scene,
    garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) },
    staging: { ...scene.staging, file: path.basename(scene.staging.file) },
  };
}

/** The code that turns passes into layers, drafts Sven and describes this scene. */
function codeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['training-top.ts', 'sweatshirt-staged.ts', 'sweatshirt.ts', 'garments/sweatshirt.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
