/**
 * A soccer jersey laid flat (sports-4): Teagan with a V, sewn on the invisible form as the ghost T-shirts and jerseys
 * now are (tee/drape.py, the drape a ghost jersey of that garment shares, jersey-tee.ts), then laid flat front up on a
 * table by the staged sweatshirts' second simulation (sweatshirt_staged/staging/lay.py: the cloth resting at the
 * fabric's own lengths) and dressed as the training top is, a thin slightly glossy polyester knit with a rib collar
 * (training_top/knit.py). Then laid by hand over the simulation (blender/jersey_flat/lie.py: the edges lifted and
 * wandering, the body not quite level), the neckline's binding raised and the seams drawn. Its own Blender entry
 * (blender/jersey_flat/) imports those read-only; they are hashed into the scene. The soccer jersey's first flat lay (jersey.ts, sewn with the shared placement and staged at the sewn
 * lengths) twisted and crumpled at the hem.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, sceneFor, WHITE_ALBEDO, type Fidelity, type PrintAreaSpec, type ViewSpec } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import type { TeeOptions } from './garments/tee';
import { layersFromPasses } from './layers';
import type { StageFidelity } from './sweatshirt-staged';
import type { TeeStage } from './tee-staged';
import type { StagingCloth } from './training-top';
import { onProductOnly } from './tote';

export interface FlatJerseySpec {
  id: string;
  type: string;
  style: string;
  garment: TeeOptions;
  printArea: PrintAreaSpec;
  stage: Extract<TeeStage, { kind: 'flat' }>;
  view: ViewSpec;
  /** The knit's thickness, mm (the staged tees' cotton is 1.4). */
  shellMm: number;
  /** The collar's rib along the V, mm of fabric. */
  collarMm: number;
  /** Passes of smoothing the laid-flat cloth's heights (its ripples ironed out; the outline stays). */
  iron: number;
  /** The staging cloth's numbers (lay.py's names); what a spec leaves out stays lay.py's. */
  cloth?: StagingCloth;
  /** Where the staging starts: 'pattern' lays the jersey out at its cut (blender/jersey_flat/flatten.py), its sleeves
   *  turned up by `sleeveLift` degrees and moved `slack` of the way back to the squashed tube's start (a little less
   *  room than its cut: soft ripples); 'tube' squashes the sewn tube over its back and drops it (stage.py's). */
  start: { kind: 'pattern'; sleeveLift: number; slack: number } | { kind: 'tube' };
  /** How a hand-laid jersey lies over the simulated one (blender/jersey_flat/lie.py), metres: within `reach` of the
   *  outline the edges lift 0 to 1.6 × `lift` and wander up to ~`wander` in the plane; the body rises 0 to `swell`. */
  lie?: { reach: number; lift: number; wander: number; swell: number };
}

export const FLAT_JERSEY_SCRIPT = 'jersey_flat/render_jersey_flat.py';
/** The ghost tees' sewing: the drape is keyed by it, as jersey-tee.ts keys it, so the two share a drape. */
const DRAPE = 'tee/drape.py';
/** The staging's scripts: the staged drape is keyed by them (and the sewn drape, the cloth, the turn). */
const STAGING = ['sweatshirt_staged/staging/lay.py', 'tee_staged/drape/stage.py', 'tee_staged/settings.py'];
/** What the entry imports from outside its folder (sceneHash hashes only that folder): in the scene, so a change to
 *  any of them re-renders this template. */
const IMPORTS = [DRAPE, ...STAGING, 'sweatshirt_staged/look.py', 'training_top/knit.py'];
const FULL_STAGE: StageFidelity = { frames: 70, quality: 6 };
const here = path.dirname(fileURLToPath(import.meta.url));
const blenderDir = path.resolve(here, '../blender');

function filesHash(files: string[]): string {
  const h = createHash('sha256');
  for (const file of files) h.update(fs.readFileSync(path.join(blenderDir, file)));
  return h.digest('hex').slice(0, 16);
}

/** Lit from above as the flat lays are, a soft key over the top left and a fill, but the key nearer, lower and
 *  smaller than theirs (2.0 m off, 40° up, 1.0 m; theirs 3.0 m, 50°, 1.8 m), as a soft box beside the table: a white
 *  jersey's light falls off from the top left to the bottom right (under theirs it was one flat tone) and the lifted
 *  edges and the ripples catch it. */
const LIGHTS = [
  { name: 'key', location: [-1.2, 1.0, 1.3], target: [0, 0, 0], size: 1.0, energy: 600 },
  { name: 'fill', location: [1.8, -1.2, 2.0], target: [0, 0, 0], size: 2.4, energy: 200 },
];

/** Everything Blender needs for the flat jersey (what its cache is keyed by). `f` and `stageFidelity` turn the
 *  fidelity down in tests; by default the T-shirts' own. */
export function flatJerseyScene(s: FlatJerseySpec, size: number, f?: Fidelity, stageFidelity: StageFidelity = FULL_STAGE, cacheDir = passCacheDir) {
  const base = sceneFor({ id: s.id, category: 'sports', type: s.type, style: s.style, garment: s.garment, knit: 'jersey', printArea: s.printArea, view: s.view, backdrop: [0.7, 0.7, 0.7] }, size, f, cacheDir);
  const { drapeFile, knit, hems, albedo, ...sewing } = base.garment;
  void drapeFile;
  void knit;
  // Keyed as jersey-tee.ts keys a ghost jersey's drape: one of this garment on the form shares it.
  const drape = { ...sewing, sewnBy: DRAPE, sewing: filesHash([DRAPE]) };
  const drapePath = path.join(cacheDir, 'drapes', `${sceneHash(drape)}.blend`);
  const staging = {
    script: STAGING[0], scripts: filesHash(STAGING), sewn: path.basename(drapePath), ...stageFidelity,
    stage: { kind: 'flat', turn: s.stage.turn ?? 0 }, ...(s.cloth ? { cloth: s.cloth } : {}),
    // The folder's flatten.py lays the start out: keyed here, as the staging's other scripts are.
    ...(s.start.kind === 'pattern' ? { start: 'pattern', sleeveLift: s.start.sleeveLift, slack: s.start.slack, flatten: filesHash(['jersey_flat/flatten.py']) } : {}),
  };
  return {
    script: FLAT_JERSEY_SCRIPT,
    imports: filesHash(IMPORTS),
    size,
    // Six samples, as the staged tees: the table fills the frame and the light is denoised (layers.ts).
    samples: Math.min(base.samples, 6),
    seed: 7,
    threads: 1,
    garment: { ...drape, drapeFile: drapePath, albedo, hems, collar: s.collarMm, shell: s.shellMm / 1000, iron: s.iron, ...(s.lie ? { lie: s.lie } : {}) },
    staging: { ...staging, file: path.join(cacheDir, 'drapes', `${sceneHash(staging)}.blend`) },
    printArea: base.printArea,
    grid: base.grid,
    stage: s.stage,
    lights: LIGHTS,
    view: s.view,
  };
}

export function flatJerseyRecipe(s: FlatJerseySpec, f?: Fidelity, stageFidelity?: StageFidelity): Recipe {
  return {
    id: s.id,
    category: 'sports',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(flatJerseyScene(s, PHYSICAL_SIZE)))}-${codeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(flatJerseyScene(s, size, f, stageFidelity), console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof flatJerseyScene>) {
  return {
    ...scene,
    garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) },
    staging: { ...scene.staging, file: path.basename(scene.staging.file) },
  };
}

/** The code that turns passes into layers, drafts Teagan and describes this scene. */
function codeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  h.update(fs.readFileSync(path.join(here, 'jersey-flat.ts')));
  return h.digest('hex').slice(0, 16);
}
