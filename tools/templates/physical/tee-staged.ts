/**
 * A T-shirt staged off the form: sewn on the invisible dress form exactly as the ghost-mannequin T-shirts are (the
 * same cached drape), then the form taken away and the cloth simulation run again — laid flat on a table and seen
 * from above, or hung on a wooden hanger against a wall (tools/templates/blender/tee_staged/, which uses the shared
 * scripts). Layers come from the passes as for every physical template; the print area is the same rectangle of the
 * front's fabric.
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
import { onProductOnly } from './tote';

type Rgb = [number, number, number];

/** Where the tee is photographed (colours are linear albedos). */
export type TeeStage =
  /** Laid flat, front up, on a tabletop; `turn` rotates it on the table (degrees). */
  | { kind: 'flat'; surface: 'oak' | 'concrete' | 'linen'; colour: Rgb; turn?: number }
  /** On a wooden hanger hooked over a peg in a plaster wall. */
  | { kind: 'hanger'; wall: Rgb; wood: Rgb };

export interface StagedTeeSpec {
  id: string;
  type: string;
  style: string;
  garment: TeeOptions;
  printArea: PrintAreaSpec;
  stage: TeeStage;
  view: ViewSpec;
}

/** The staging simulation's own fidelity (the sewing on the form keeps the ghost T-shirts' `Fidelity`). */
export interface StageFidelity {
  frames: number;
  quality: number;
}

const SCRIPT = 'tee_staged/render_tee_staged.py';
/** The staging simulation's scripts: the staged drape is cached by their folder, so a change to the render keeps it. */
const STAGE_SCRIPT = 'tee_staged/drape/stage.py';
const FULL_STAGE: StageFidelity = { frames: 70, quality: 6 };
const here = path.dirname(fileURLToPath(import.meta.url));

/** A flat lay is lit from above (a large soft key over the top left, as from a window); a hung tee as in a studio. */
function lights(stage: TeeStage) {
  if (stage.kind === 'flat') {
    return [
      { name: 'key', location: [-1.7, 0.9, 2.3], target: [0, 0, 0], size: 1.8, energy: 1100 },
      { name: 'fill', location: [1.8, -1.2, 2.0], target: [0, 0, 0], size: 2.4, energy: 260 },
    ];
  }
  // The hung tee's chest is ~30 cm above the form's waist (z 0), where it was sewn.
  const chest = [0, 0, 0.3];
  return [
    { name: 'key', location: [-2.4, -1.4, 1.3], target: chest, size: 1.6, energy: 1000 },
    { name: 'fill', location: [2.2, -1.8, 0.5], target: chest, size: 2.4, energy: 160 },
    { name: 'top', location: [0.3, -0.2, 2.5], target: chest, size: 1.4, energy: 220 },
  ];
}

/** The stage's solids without colours: what the staging drape depends on. */
function solids(stage: TeeStage): object {
  return stage.kind === 'flat' ? { kind: 'flat', turn: stage.turn ?? 0 } : { kind: 'hanger' };
}

/** Everything Blender needs for one staged tee (what its cache is keyed by). */
export function stagedTeeScene(s: StagedTeeSpec, size: number, f?: Fidelity, stageFidelity: StageFidelity = FULL_STAGE, cacheDir = passCacheDir) {
  // The same garment, sewing and print area as a ghost-mannequin tee of these options (so its drape is shared).
  const base = sceneFor({ id: s.id, category: 't-shirts', type: s.type, style: s.style, garment: s.garment, knit: 'jersey', printArea: s.printArea, view: s.view, backdrop: [0.7, 0.7, 0.7] }, size, f, cacheDir);
  const staging = { script: STAGE_SCRIPT, sewn: path.basename(base.garment.drapeFile), ...stageFidelity, stage: solids(s.stage) };
  return {
    script: SCRIPT,
    size,
    // Six samples, as the totes and pillows: the setting fills the frame and the light is denoised (layers.ts).
    samples: Math.min(base.samples, 6),
    seed: 7,
    threads: 1,
    garment: base.garment,
    staging: { ...staging, file: path.join(cacheDir, 'drapes', `${sceneHash(staging)}.blend`) },
    printArea: base.printArea,
    grid: base.grid,
    stage: s.stage,
    lights: lights(s.stage),
    view: s.view,
  };
}

export function stagedTeeRecipe(s: StagedTeeSpec): Recipe {
  return {
    id: s.id,
    category: 't-shirts',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(stagedTeeScene(s, PHYSICAL_SIZE)))}-${stagedCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(stagedTeeScene(s, size), console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof stagedTeeScene>) {
  return {
    ...scene,
    garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) },
    staging: { ...scene.staging, file: path.basename(scene.staging.file) },
  };
}

function stagedCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  h.update(fs.readFileSync(path.join(here, 'tee-staged.ts')));
  return h.digest('hex').slice(0, 16);
}
