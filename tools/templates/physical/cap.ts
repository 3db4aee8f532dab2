/**
 * Baseball caps rendered physically: a six-panel crown of cotton twill (the two front gores stiffened for a structured
 * cap, soft and caved in for a dad cap, net behind for a trucker), a pre-curved or flat brim with rows of stitching,
 * topstitched seams, eyelets and a button, modelled from parametric panels (tools/templates/blender/cap/) and set down
 * on a sweep or a table; rendered by Cycles, layers from the passes exactly as the T-shirts' (layers.ts). The print
 * area is a rectangle of the front piece's flattened fabric in millimetres, so a design follows the crown's curve.
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

/** Where the cap is photographed (colours are linear albedos). */
export type CapSetting =
  | { kind: 'sweep'; colour: Rgb }
  | { kind: 'oak' | 'concrete' | 'linen'; colour: Rgb; wall: Rgb; turn?: number };

export type CapStyle = 'structured' | 'dad' | 'snapback' | 'trucker';

/** The shape of each style, mm (crown.py): a head opening of 176 × 200 mm, the crown's height, how upright its front
 *  and sides stand (superellipse exponents), how stiff its front is, how the fabric puffs, dips into seams, wrinkles
 *  and caves in; the brim's length, side drop, tilt and reach round the opening. */
const SHAPES: Record<CapStyle, Record<string, number | boolean>> = {
  structured: {
    halfWidth: 88, halfDepth: 100, height: 112, apexBack: 25, frontExponent: 3.0, backExponent: 2.0, frontStiffness: 0.8,
    puff: 1.5, seamDip: 0.8, wrinkle: 0.6, collapse: 0, brimCurve: 40, brimHalfWidth: 96, brimLength: 75, brimTilt: 8,
    brimReach: 80, thickness: 3.5,
  },
  // High, upright and firm, with a flat brim.
  snapback: {
    halfWidth: 88, halfDepth: 100, height: 118, apexBack: 25, frontExponent: 3.3, backExponent: 2.1, frontStiffness: 0.9,
    puff: 1.2, seamDip: 0.8, wrinkle: 0.5, collapse: 0, brimCurve: 0, brimHalfWidth: 96, brimLength: 78, brimTilt: 3,
    brimReach: 80, thickness: 4,
  },
  trucker: {
    halfWidth: 88, halfDepth: 100, height: 120, apexBack: 25, frontExponent: 3.2, backExponent: 2.0, frontStiffness: 0.9,
    puff: 1.2, seamDip: 0.8, wrinkle: 0.5, collapse: 0, brimCurve: 40, brimHalfWidth: 96, brimLength: 75, brimTilt: 8,
    brimReach: 80, thickness: 3.5, meshBack: true,
  },
  // Low, unstructured, washed: no buckram, so the front caves in below the button and the fabric wrinkles.
  dad: {
    halfWidth: 88, halfDepth: 100, height: 94, apexBack: 18, frontExponent: 2.4, backExponent: 2.0, frontStiffness: 0,
    puff: 2.5, seamDip: 0.9, wrinkle: 1.6, collapse: 12, brimCurve: 44, brimHalfWidth: 96, brimLength: 72, brimTilt: 10,
    brimReach: 80, thickness: 3,
  },
};

export interface CapSpec {
  id: string;
  type: string;
  style: string;
  cap: CapStyle;
  /** The fabric's wrinkles (noise seed). */
  seed?: number;
  /** The print area on the front: a rectangle of the front piece's fabric, centred, its lower edge this far above
   *  the brim's seam, mm. */
  printArea: { widthMm: number; heightMm: number; aboveBrimMm: number };
  setting: CapSetting;
  view: ViewSpec;
  /** Light rig: a large soft key from the front left by default; `window` for a warm side light. */
  light?: 'studio' | 'window';
}

/** How finely the cap is modelled and sampled (the tests' tiny scene turns it down). */
export interface CapFidelity {
  samples: number;
  /** Relaxation steps laying the front piece flat (flatten.py). */
  flatten: number;
}

/** Six samples, as the pillows: the irradiance is denoised (layers.ts) and a template renders in ~6 min on one thread. */
const FULL: CapFidelity = { samples: 6, flatten: 3000 };
const here = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT = 'cap/render_cap.py';

function lights(kind: CapSpec['light']) {
  if (kind === 'window') {
    return [
      { name: 'window', location: [-2.2, -0.8, 1.0], size: 2.0, energy: 800 },
      { name: 'bounce', location: [1.8, -1.8, 0.5], size: 2.4, energy: 110 },
    ];
  }
  return [
    { name: 'key', location: [-1.6, -1.4, 1.3], size: 1.2, energy: 500 },
    { name: 'fill', location: [1.6, -1.4, 0.5], size: 1.8, energy: 120 },
    { name: 'top', location: [0.2, 0.4, 1.8], size: 1.0, energy: 150 },
  ];
}

/** Everything Blender needs for one cap template (what its cache is keyed by). */
export function capScene(s: CapSpec, size: number, f: CapFidelity = FULL) {
  const { widthMm: w, heightMm: h, aboveBrimMm: y0 } = s.printArea;
  const cells = Math.max(8, Math.round(w / 8));
  return {
    script: SCRIPT,
    size,
    samples: f.samples,
    seed: 7,
    cap: { ...SHAPES[s.cap], seed: s.seed ?? 1, flatten: f.flatten, albedo: WHITE_ALBEDO },
    printArea: { panel: 0, x0: -w / 2, x1: w / 2, y0, y1: y0 + h },
    grid: [cells, Math.round((cells * h) / w)],
    setting: s.setting,
    lights: lights(s.light),
    view: s.view,
  };
}

export function capRecipe(s: CapSpec): Recipe {
  return {
    id: s.id,
    category: 'caps',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: 'front', widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(capScene(s, PHYSICAL_SIZE))}-${capCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(capScene(s, size), console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** Shade and highlight are read only on the product (elsewhere the renderer draws the scene): 0 more than 2 px from
 *  it, so a textured table does not bloat the maps. */
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

/** The code that turns passes into layers (apparel's) and describes the cap. */
function capCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  h.update(fs.readFileSync(path.join(here, 'cap.ts')));
  return h.digest('hex').slice(0, 16);
}
