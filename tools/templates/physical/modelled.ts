/**
 * A template of a hard product modelled in Blender by one script (mug.ts, phone-case.ts): its scene rendered by Cycles,
 * layers from the passes as the garments' (layers.ts), shade and highlight kept on the product only.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PrintArea } from '../../../core/src/templates/manifest';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses, sceneHash } from './blender';
import { layersFromPasses } from './layers';
import { splitByPanel, type PanelArea } from './panels';
import { onProductOnly } from './tote';

/** An area light of the set (studio.py area_light). */
export interface SetLight {
  name: string;
  location: number[];
  target: number[];
  size: number;
  energy: number;
}

export interface ModelledTemplate {
  id: string;
  category: string;
  type: string;
  style: string;
  printArea: PrintArea;
  /** Further print areas, each on its own panel of the product (panels.ts); the first area is panel 0's. */
  furtherAreas?: PanelArea[];
  /** The Blender scene at a size (blender.ts renderPasses). */
  scene: (size: number) => { script: string };
  /** What the kind does to the layers before they are split by panel (a display lights its own print). */
  finish?: (out: RecipeOutput) => RecipeOutput;
  /** The kind's own file (import.meta.url), hashed with the template. */
  file: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function modelledRecipe(t: ModelledTemplate): Recipe {
  return {
    id: t.id,
    category: t.category,
    type: t.type,
    style: t.style,
    size: PHYSICAL_SIZE,
    printAreas: [t.printArea, ...(t.furtherAreas ?? []).map((a) => a.area)],
    inputHash: () => `${sceneHash(t.scene(PHYSICAL_SIZE))}-${codeHash(fileURLToPath(t.file))}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(t.scene(size), console.log);
      const out = (t.finish ?? ((o) => o))(onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir))));
      return t.furtherAreas?.length ? splitByPanel(passes.dir, out, t.furtherAreas) : out;
    },
  };
}

/** The code that turns passes into layers (apparel's), this file, the panels' split and the kind's. */
function codeHash(kindFile: string): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const file of [path.join(here, 'modelled.ts'), path.join(here, 'tote.ts'), path.join(here, 'panels.ts'), kindFile]) h.update(fs.readFileSync(file));
  return h.digest('hex').slice(0, 16);
}
