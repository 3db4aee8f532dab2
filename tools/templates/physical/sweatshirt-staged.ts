/**
 * A sweatshirt staged off the form: Sven sewn on the invisible dress form exactly as the ghost-mannequin sweatshirts
 * are (the same cached drape for the same garment and pose), then the form taken away and the staged T-shirts' second
 * cloth simulation run with fleece's numbers — laid flat on a table and seen from above, or hung on a wooden hanger
 * against a wall (tools/templates/blender/sweatshirt_staged/). Layers come from the passes as for every physical
 * template; the print area is the same rectangle of the front's fabric as on the ghost sweatshirts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity, type ViewSpec } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import type { SweatshirtOptions } from './garments/sweatshirt';
import { SWEATSHIRT_FIDELITY, sweatshirtScene, type SweatshirtPose, type SweatshirtPrintArea } from './sweatshirt';
import { layersFromPasses } from './layers';
import { onProductOnly } from './tote';

type Rgb = [number, number, number];

/** Where the sweatshirt is photographed (colours are linear albedos). */
export type SweatshirtStage =
  /** Laid flat, front up, on a tabletop; `turn` rotates it on the table (degrees). */
  | { kind: 'flat'; surface: 'oak' | 'concrete' | 'linen'; colour: Rgb; turn?: number }
  /** On a wooden hanger hooked over a peg in a plaster wall. */
  | { kind: 'hanger'; wall: Rgb; wood: Rgb };

export interface StagedSweatshirtSpec {
  id: string;
  type: string;
  style: string;
  garment: SweatshirtOptions;
  /** How it was sewn on the form (a flat lay's sleeves lie at the angle the arms held them). */
  pose?: SweatshirtPose;
  printArea: SweatshirtPrintArea;
  stage: SweatshirtStage;
  view: ViewSpec;
}

/** The staging simulation's own fidelity (the sewing keeps the ghost sweatshirts' `Fidelity`). */
export interface StageFidelity {
  frames: number;
  quality: number;
}

const SCRIPT = 'sweatshirt_staged/render_sweatshirt_staged.py';
/** The staged drape is cached by its own scripts' folder, so a change to the render keeps it. */
const STAGE_SCRIPT = 'sweatshirt_staged/staging/lay.py';
const FULL_STAGE: StageFidelity = { frames: 70, quality: 6 };
const here = path.dirname(fileURLToPath(import.meta.url));

/** A flat lay is lit from above (a large soft key over the top left, as from a window); a hung one as in a studio. */
function lights(stage: SweatshirtStage) {
  if (stage.kind === 'flat') {
    return [
      { name: 'key', location: [-1.7, 0.9, 2.3], target: [0, 0, 0], size: 1.8, energy: 1100 },
      { name: 'fill', location: [1.8, -1.2, 2.0], target: [0, 0, 0], size: 2.4, energy: 260 },
    ];
  }
  // The hung sweatshirt's chest is ~30 cm above the form's waist (z 0), where it was sewn.
  const chest = [0, 0, 0.25];
  return [
    { name: 'key', location: [-2.4, -1.4, 1.3], target: chest, size: 1.6, energy: 1000 },
    { name: 'fill', location: [2.2, -1.8, 0.5], target: chest, size: 2.4, energy: 160 },
    { name: 'top', location: [0.3, -0.2, 2.5], target: chest, size: 1.4, energy: 220 },
  ];
}

/** The stage's solids without colours: what the staging drape depends on. */
function solids(stage: SweatshirtStage): object {
  return stage.kind === 'flat' ? { kind: 'flat', turn: stage.turn ?? 0 } : { kind: 'hanger' };
}

/** Everything Blender needs for one staged sweatshirt (what its cache is keyed by). */
export function stagedSweatshirtScene(
  s: StagedSweatshirtSpec, size: number, f: Fidelity = SWEATSHIRT_FIDELITY, stageFidelity: StageFidelity = FULL_STAGE, cacheDir = passCacheDir,
) {
  // The same garment, sewing and print area as a ghost sweatshirt of these options and pose (so its drape is shared).
  const base = sweatshirtScene(
    { id: s.id, category: 'sweatshirts', type: s.type, style: s.style, garment: s.garment, pose: s.pose, printArea: s.printArea, view: s.view, backdrop: [0.7, 0.7, 0.7] },
    size, f, cacheDir,
  );
  const staging = { script: STAGE_SCRIPT, sewn: path.basename(base.garment.drapeFile), ...stageFidelity, stage: solids(s.stage) };
  return {
    script: SCRIPT,
    size,
    // Six samples, as the staged tees: the setting fills the frame and the light is denoised (layers.ts).
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

export function stagedSweatshirtRecipe(s: StagedSweatshirtSpec): Recipe {
  return {
    id: s.id,
    category: 'sweatshirts',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(stagedSweatshirtScene(s, PHYSICAL_SIZE)))}-${stagedCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(stagedSweatshirtScene(s, size), console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof stagedSweatshirtScene>) {
  return {
    ...scene,
    garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) },
    staging: { ...scene.staging, file: path.basename(scene.staging.file) },
  };
}

/** The code that turns passes into layers, drafts the sweatshirt and describes this scene. */
function stagedCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['sweatshirt-staged.ts', 'sweatshirt.ts', 'garments/sweatshirt.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
