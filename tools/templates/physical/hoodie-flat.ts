/**
 * The hoodie laid flat (hoodies-5): Hugo sewn on the invisible dress form exactly as hoodies-3 (the same cached drape),
 * its hood laid on its back above the neck and folded, the garment turned front up as the staged hoodies are
 * (hoodie-staged.ts), then drawn down onto the table by soft goal springs towards its start mirrored and averaged (the
 * sleeves' start laid flat), so it lies symmetric, the sleeves evenly beside the body and the hood above the collar,
 * its opening up, and ironed (its heights smoothed) as the training top is (tools/templates/blender/hoodie_flat/,
 * which imports the staged hoodies' and sweatshirts' scripts read-only). After the cached lay a stylist's press
 * (`LayPress`, blender/hoodie_flat/press.py) squares the sleeves, presses the heights and raises the hood's rim over
 * its inside; it is part of the scene, not of the staging, so trying it does not re-run the cloth.
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
import { layersFromPasses } from './layers';
import type { StageFidelity } from './sweatshirt-staged';
import { onProductOnly } from './tote';

/** How the lay is evened out: goal springs' weights by part (< 1), their stiffness while held and at the end, the
 *  frames over which the goal moves in and the springs ease, how far each point's height above the table is
 *  pressed towards it in the goal, and how far (0–1) the sleeves' goal is moved to the sleeves laid flat (their tubes
 *  pressed into two layers of the fabric's width, the top of the arm on the outer fold). */
export interface EvenLay {
  sleeves: number;
  hood: number;
  body: number;
  stiffness: [hold: number, end: number];
  frames: [move: number, ease: number];
  press: number;
  tube: number;
}

/** How the hood is laid on its back above the collar: its walls laid out flat away from the opening's middle
 *  (`centre` mm above the neck), out to `fold` of the hood's depth and from there folded back over on top; within
 *  `blend` mm of the neck seam it keeps the sewn shape. */
export interface HoodFold {
  fold: number;
  centre: number;
  blend: number;
}

/** What a stylist's hands do to the settled lay (blender/hoodie_flat/press.py; not re-simulated): the sleeves below
 *  pattern y `from` mm (fully below `full`) squared into two layers `layer` m apart along a straight line (the points
 *  within `snap` mm of a fold moved onto it, so the coarse mesh's folds run straight), the cuff
 *  from `cuffAt` a rectangle, `keep` of the settled cloth's offsets kept, `uneven` m of ripple on the top layers and a
 *  crease across the elbow (at pattern y mm, m high, mm wide); the rest's heights over `floor` (m) scaled by `press`;
 *  the hood's folded-over layer raised `hood` m over its inside, its rim `rim` m more, ×(1 + `crown`) where it
 *  crosses the crown, the rim leaning `overhang` m in over the opening; the seams sunk `seam` m after their relaxing. */
export interface LayPress {
  floor: number;
  from: number;
  full: number;
  cuffAt: number;
  layer: number;
  snap: number;
  keep: number;
  uneven: number;
  elbow: [y: number, height: number, width: number];
  press: number;
  hood: number;
  rim: number;
  crown: number;
  overhang: number;
  seam: number;
}

export interface FlatHoodieSpec extends Omit<StagedHoodieSpec, 'hood'> {
  stage: Extract<StagedHoodieSpec['stage'], { kind: 'flat' }>;
  fold: HoodFold;
  even: EvenLay;
  /** Passes of smoothing the laid-flat cloth's heights (its ripples ironed out; the outline stays). */
  iron: number;
  press?: LayPress;
  /** The lights, when not the staged hoodies' flat-lay key and fill. */
  lights?: { name: string; location: number[]; target: number[]; size: number; energy: number }[];
}

const SCRIPT = 'hoodie_flat/render_hoodie_flat.py';
const STAGE_SCRIPT = 'hoodie_flat/staging/even_lay.py';
/** What the entry and its staging import from outside their folders (sceneHash hashes only those): in the scene and
 *  the staging, so a change to any of them re-stages and re-renders this template. */
const IMPORTS = [
  'hoodie_staged/staging/hood_lay.py', 'hoodie_staged/hugo.py', 'hoodie_staged/cords.py', 'hoodie/hood_down.py', 'hoodie/drawstrings.py',
  'hoodie/render_hoodie.py', 'sweatshirt_staged/look.py', 'sweatshirt_staged/staging/lay.py', 'tee_staged/drape/stage.py', 'tee_staged/settings.py',
];
const FULL_STAGE: StageFidelity = { frames: 80, quality: 6 };
const here = path.dirname(fileURLToPath(import.meta.url));
const blenderDir = path.resolve(here, '../blender');

function filesHash(files: string[]): string {
  const h = createHash('sha256');
  for (const file of files) h.update(fs.readFileSync(path.join(blenderDir, file)));
  return h.digest('hex').slice(0, 16);
}

/** Everything Blender needs for the flat lay (what its cache is keyed by). */
export function flatHoodieScene(
  s: FlatHoodieSpec, size: number, f: Fidelity = HOODIE_FIDELITY, stageFidelity: StageFidelity = FULL_STAGE, cacheDir = passCacheDir,
) {
  const base = stagedHoodieScene(s, size, f, stageFidelity, cacheDir);
  const { file, ...keyed } = base.staging;
  void file;
  const imports = filesHash(IMPORTS);
  // The staged hoodies' lift (their `hood`) is not used: the hood is folded instead.
  const { hood, ...stage } = base.stage;
  void hood;
  const staging = { ...keyed, stage: { kind: 'flat', turn: s.stage.turn ?? 0, sleeves: s.sleeves ?? 0 }, script: STAGE_SCRIPT, imports, fold: s.fold, even: s.even };
  return {
    ...base,
    script: SCRIPT,
    imports,
    ...(s.lights ? { lights: s.lights } : {}),
    stage: { ...stage, fold: s.fold, ...(s.press ? { press: s.press } : {}) },
    garment: { ...base.garment, iron: s.iron },
    staging: { ...staging, file: path.join(cacheDir, 'drapes', `${sceneHash(staging)}.blend`) },
  };
}

/** `f` and `stageFidelity` other than the full ones are for drafts. */
export function flatHoodieRecipe(s: FlatHoodieSpec, f: Fidelity = HOODIE_FIDELITY, stageFidelity?: StageFidelity): Recipe {
  return {
    id: s.id,
    category: 'hoodies',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(flatHoodieScene(s, PHYSICAL_SIZE)))}-${codeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(flatHoodieScene(s, size, f, stageFidelity), console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof flatHoodieScene>) {
  return {
    ...scene,
    garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) },
    staging: { ...scene.staging, file: path.basename(scene.staging.file) },
  };
}

/** The code that turns passes into layers, drafts the hoodie and describes this scene. */
function codeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['hoodie-flat.ts', 'hoodie-staged.ts', 'hoodie.ts', 'garments/hoodie.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
