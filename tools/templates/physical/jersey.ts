/**
 * Soccer and training jerseys rendered physically. A soccer jersey is cut like a T-shirt with a V neck, so it is the
 * T-shirts' Teagan, sewn and draped on the invisible form with the T-shirts' own settings (the drape file is theirs:
 * a jersey of a ghost tee's garment shares its drape), shown on the form or taken off it and laid flat or hung as the
 * staged tees are, and dressed in the basketball tank's athletic mesh with a bound neckline
 * (tools/templates/blender/jersey/render_jersey.py). Layers come from the passes as for every physical template.
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
import { stagedTeeScene, type StageFidelity, type TeeStage } from './tee-staged';
import { onProductOnly } from './tote';

type Rgb = [number, number, number];

/** On the invisible form in a studio (a ghost mannequin), or staged off it as a tee is. */
export type JerseySetting = { kind: 'ghost'; backdrop: Rgb } | TeeStage;

export interface JerseySpec {
  id: string;
  type: string;
  style: string;
  garment: TeeOptions;
  printArea: PrintAreaSpec;
  setting: JerseySetting;
  view: ViewSpec;
}

const SCRIPT = 'jersey/render_jersey.py';
/** Scripts the entry imports from outside its folder (sceneHash follows them too): the tank's knit and
 *  framing, the staged tees' surfaces and staging. In the scene, so a change to any of them re-renders the jerseys. */
const IMPORTS = ['sports/athletic.py', 'sports/framing.py', 'tee_staged/settings.py', 'tee_staged/drape/stage.py', 'tee_staged/drape/hanger.py'];
/** The binding round the neckline, mm (the tank's). */
const BINDING = 12;
/** Eight samples on the form (the tank's); six staged, as the staged tees (the setting fills the frame). */
const GHOST_SAMPLES = 8;
const here = path.dirname(fileURLToPath(import.meta.url));
const blenderDir = path.resolve(here, '../blender');

function importsHash(): string {
  const h = createHash('sha256');
  for (const file of IMPORTS) h.update(fs.readFileSync(path.join(blenderDir, file)));
  return h.digest('hex').slice(0, 16);
}

/** Everything Blender needs for one jersey (what its cache is keyed by). `f` and `stage` turn the fidelity down in
 *  tests; by default the T-shirts' own, so the sewn drape is the ghost tees'. */
export function jerseyScene(s: JerseySpec, size: number, f?: Fidelity, stage?: StageFidelity, cacheDir = passCacheDir) {
  const trim = { bound: ['neck'], binding: BINDING };
  if (s.setting.kind === 'ghost') {
    const base = sceneFor({ id: s.id, category: 'sports', type: s.type, style: s.style, garment: s.garment, knit: 'jersey', printArea: s.printArea, view: s.view, backdrop: s.setting.backdrop }, size, f, cacheDir);
    return { ...base, script: SCRIPT, imports: importsHash(), samples: Math.min(base.samples, GHOST_SAMPLES), threads: 1, garment: { ...base.garment, ...trim } };
  }
  const base = stagedTeeScene({ id: s.id, type: s.type, style: s.style, garment: s.garment, printArea: s.printArea, stage: s.setting, view: s.view }, size, f, stage, cacheDir);
  return { ...base, script: SCRIPT, imports: importsHash(), garment: { ...base.garment, ...trim } };
}

export function jerseyRecipe(s: JerseySpec): Recipe {
  return {
    id: s.id,
    category: 'sports',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(jerseyScene(s, PHYSICAL_SIZE)))}-${jerseyCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(jerseyScene(s, size), console.log);
      const layers = layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir));
      // Staged, the table or wall fills the frame: its light is in the scene, not the product's layers.
      return s.setting.kind === 'ghost' ? layers : onProductOnly(layers);
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof jerseyScene>) {
  const staging = 'staging' in scene ? { staging: { ...scene.staging, file: path.basename(scene.staging.file) } } : {};
  return { ...scene, garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) }, ...staging };
}

function jerseyCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['jersey.ts', 'tee-staged.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
