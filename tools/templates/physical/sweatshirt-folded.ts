/**
 * A folded crewneck, as hands fold one (sweatshirts-9): the staged flat lay (physical/sweatshirt-staged.ts, the same
 * cached cloth simulation of Sven laid on the table) folded by the cloth simulation in blender/sweatshirt_folded/ —
 * pressed, turned face down, each side with its sleeve carried over the back round a line `halfWidthMm` from the
 * centre, the bottom third carried up over them, turned front up and settled. Only the front's chest shows, so the
 * print area is a rectangle of the front's fabric below the collar.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import { layersFromPasses } from './layers';
import { SWEATSHIRT_FIDELITY } from './sweatshirt';
import { stagedSweatshirtScene, type StageFidelity, type StagedSweatshirtSpec } from './sweatshirt-staged';
import { onProductOnly } from './tote';

/** Where the folds lie on the flat lay and how the simulation makes them. */
export interface FoldSpec {
  /** The side folds' distance from the centre line: the folded body is about twice this wide. */
  halfWidthMm: number;
  /** The share of the body (collar top to hem) carried up at the bottom. */
  bottomShare: number;
  /** How far past a fold line the carried part is pinned (the hinge between is simulated). */
  marginMm: number;
  /** The plate's lowest height when the flat lay is pressed. */
  pressMm: number;
  /** The fold axis's height over the stack by its line. */
  liftMm: number;
  carryFrames: number;
  holdFrames: number;
  settleFrames: number;
}

export interface FoldedSweatshirtSpec extends StagedSweatshirtSpec {
  stage: Extract<StagedSweatshirtSpec['stage'], { kind: 'flat' }>;
  fold: FoldSpec;
}

const SCRIPT = 'sweatshirt_folded/render_sweatshirt_folded.py';
const FULL_STAGE: StageFidelity = { frames: 70, quality: 6 };
const here = path.dirname(fileURLToPath(import.meta.url));

/** The staged flat lay's scene (its sewn and staged drapes shared with a flat lay of that garment), folded. */
export function foldedSweatshirtScene(
  s: FoldedSweatshirtSpec, size: number, f: Fidelity = SWEATSHIRT_FIDELITY, stageFidelity: StageFidelity = FULL_STAGE, cacheDir = passCacheDir,
) {
  const flat = stagedSweatshirtScene(s, size, f, stageFidelity, cacheDir);
  return { ...flat, script: SCRIPT, fold: s.fold };
}

export function foldedSweatshirtRecipe(s: FoldedSweatshirtSpec, f: Fidelity = SWEATSHIRT_FIDELITY): Recipe {
  return {
    id: s.id,
    category: 'sweatshirts',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(foldedSweatshirtScene(s, PHYSICAL_SIZE)))}-${foldedCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const scene = foldedSweatshirtScene(s, size, f);
      const passes = await renderPasses({ ...scene, samples: Math.min(scene.samples, f.samples) }, console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof foldedSweatshirtScene>) {
  return {
    ...scene,
    garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) },
    staging: { ...scene.staging, file: path.basename(scene.staging.file) },
  };
}

/** The code that turns passes into layers, drafts the sweatshirt and describes this scene. */
function foldedCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['sweatshirt-folded.ts', 'sweatshirt-staged.ts', 'sweatshirt.ts', 'garments/sweatshirt.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
