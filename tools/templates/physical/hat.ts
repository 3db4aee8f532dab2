/**
 * Hats rendered physically: a cuffed 2×2 rib beanie (the rib real geometry, the stitches bump, the print on the
 * cuff's fabric) and a cotton-twill bucket hat (crown band, flat top, sloping topstitched brim, the print on the
 * crown's front panel), modelled from parametric shapes (tools/templates/blender/hat/) and stood on a paper sweep;
 * rendered by Cycles, layers from the passes exactly as the caps' (layers.ts). The print area is a rectangle of the
 * fabric in millimetres, so a design follows the hat's curve.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type ViewSpec } from './apparel';
import { readGrid, renderPasses, sceneHash } from './blender';
import { layersFromPasses } from './layers';

type Rgb = [number, number, number];

export type HatKind = 'beanie' | 'bucket';

export interface HatSpec {
  id: string;
  type: string;
  style: string;
  hat: HatKind;
  /** The knit's or the brim's slow unevenness (noise seed). */
  seed?: number;
  /** The print area: a rectangle of fabric, centred on the front, its lower edge this far above the fold (beanie)
   *  or the brim's seam (bucket hat), mm. */
  printArea: { widthMm: number; heightMm: number; aboveMm: number };
  /** A paper sweep's colour (linear albedo). */
  sweep: Rgb;
  view: ViewSpec;
}

/** How finely a hat is sampled and its print panel laid flat (the tests' tiny scene turns it down). */
export interface HatFidelity {
  samples: number;
  flatten: number;
}

const FULL: HatFidelity = { samples: 6, flatten: 3000 };
const here = path.dirname(fileURLToPath(import.meta.url));
const blenderDir = path.resolve(here, '../blender');
/** Each hat its own entry folder, so a change to the beanie never re-renders the bucket hat. */
const SCRIPTS: Record<HatKind, string> = { beanie: 'hat/beanie/render_beanie.py', bucket: 'hat/bucket/render_bucket.py' };
/** Scripts an entry imports from outside its own folder (sceneHash follows them too): the shared stage, and
 *  for the bucket hat the caps' twill and pattern flattener. */
const IMPORTS: Record<HatKind, string[]> = {
  beanie: ['hat/stage.py'],
  bucket: ['hat/stage.py', 'cap/twill.py', 'cap/flatten.py'],
};

const LIGHTS = [
  { name: 'key', location: [-1.6, -1.4, 1.3], size: 1.2, energy: 500 },
  { name: 'fill', location: [1.6, -1.4, 0.5], size: 1.8, energy: 120 },
  { name: 'top', location: [0.2, 0.4, 1.8], size: 1.0, energy: 150 },
];

/** A hash of the scripts a hat's entry imports from outside its folder: in the scene, so its cache and hash follow
 *  them. */
function importsHash(kind: HatKind): string {
  const h = createHash('sha256');
  for (const file of IMPORTS[kind]) h.update(fs.readFileSync(path.join(blenderDir, file)));
  return h.digest('hex').slice(0, 16);
}

/** Everything Blender needs for one hat template (what its cache is keyed by). */
export function hatScene(s: HatSpec, size: number, f: HatFidelity = FULL) {
  const { widthMm: w, heightMm: h, aboveMm: y0 } = s.printArea;
  const cells = Math.max(8, Math.round(w / 8));
  return {
    script: SCRIPTS[s.hat],
    imports: importsHash(s.hat),
    size,
    samples: f.samples,
    seed: 7,
    hat: { kind: s.hat, seed: s.seed ?? 1, flatten: f.flatten, albedo: WHITE_ALBEDO },
    printArea: { panel: 0, x0: -w / 2, x1: w / 2, y0, y1: y0 + h },
    grid: [cells, Math.round((cells * h) / w)],
    setting: { colour: s.sweep },
    lights: LIGHTS,
    view: s.view,
  };
}

export function hatRecipe(s: HatSpec): Recipe {
  return {
    id: s.id,
    category: 'caps',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: 'front', widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(hatScene(s, PHYSICAL_SIZE))}-${hatCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(hatScene(s, size), console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** Shade and highlight are read only on the product (elsewhere the renderer draws the scene): 0 more than 2 px from
 *  it, so the sweep does not bloat the maps. (cap.ts does the same; it is not imported from there because cap.ts is
 *  hashed into the caps' templates.) */
function onProductOnly(out: RecipeOutput): RecipeOutput {
  const { size, productMask, shade, highlight } = out;
  const reach = 2;
  const near = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!productMask[y * size + x]) continue;
      for (let yy = Math.max(0, y - reach); yy <= Math.min(size - 1, y + reach); yy++) {
        near.fill(1, yy * size + Math.max(0, x - reach), yy * size + Math.min(size - 1, x + reach) + 1);
      }
    }
  }
  for (let i = 0; i < near.length; i++) if (!near[i]) shade[i] = highlight[i] = 0;
  return out;
}

/** The code that turns passes into layers (apparel's) and describes the hat. */
function hatCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  h.update(fs.readFileSync(path.join(here, 'hat.ts')));
  return h.digest('hex').slice(0, 16);
}
