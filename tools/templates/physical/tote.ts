/**
 * Canvas tote bags rendered physically: two panels of canvas sewn at the sides and the bottom, a hem at the opening,
 * two flat webbing straps box-stitched inside it (tools/templates/blender/tote/, which uses the shared scripts); laid
 * flat, hung from a peg by the straps or stood on a filling by the cloth simulation; rendered by Cycles, layers from
 * the passes exactly as the T-shirts' (layers.ts). The front's print area is a rectangle of its fabric in mm, so a
 * design follows the cloth.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type ViewSpec } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import { layersFromPasses } from './layers';

type Rgb = [number, number, number];
type Vec3 = [number, number, number];

/** Where the bag is photographed (colours are linear albedos; lengths metres). */
export type ToteSetting =
  | { kind: 'table'; surface: 'oak' | 'concrete' | 'linen'; colour: Rgb }
  /** A wall at y = wallY with a peg at height pegZ; `float`: no wall, the peg hidden, a far sweep behind. */
  | { kind: 'peg'; colour: Rgb; wallY: number; pegZ: number; float?: boolean }
  /** Standing on a studio sweep, on a hidden filling (a rounded block of size `fill` centred at height fillZ). */
  | { kind: 'sweep'; colour: Rgb; backY: number; fill: Vec3; fillZ: number }
  /** Standing on a wooden floor, leaning on a plaster wall at y = backY, on a tilted filling. */
  | { kind: 'room'; colour: Rgb; floor: Rgb; backY: number; fill: Vec3; fillZ: number; fillY: number; tilt: number };

export interface BagSpec {
  widthMm: number;
  heightMm: number;
  /** A strap's length end to end and the distance between its two ends' centres, mm; `fan` turns the arches apart in
   *  a flat lay (degrees, front one way, back the other); `radiusMm` narrows the arch (straight legs by default); `lean`
   *  tips an upright bag's arches back over the opening (degrees). */
  strap: { lengthMm: number; spreadMm: number; fan: number; radiusMm?: number; lean?: number };
  /** flat: lying front up, top towards +y; upright otherwise, tilted back `tilt` degrees. */
  pose: 'flat' | 'upright';
  location: Vec3;
  turn?: number;
  tilt?: number;
  /** Gathers (mm) a flat lay starts with, so it crumples; `bulge` (mm) opens an upright bag round its filling. */
  ripple?: number;
  bulge?: number;
  /** Hung from a peg: the height (m) the straps' arches start at (the bag's height follows). */
  hangZ?: number;
  gap?: number;
  seed?: number;
}

export interface ToteSpec {
  id: string;
  type: string;
  style: string;
  bag: BagSpec;
  /** The print area on the front: a rectangle of fabric, mm, centred across, its top `belowTopMm` under the top edge. */
  printArea: { widthMm: number; heightMm: number; belowTopMm: number };
  setting: ToteSetting;
  view: ViewSpec & { roll?: number };
  /** Light rig: a large soft key from the left by default; `window` for a warm side light, `top` for a flat lay. */
  light?: 'studio' | 'window' | 'top';
}

/** How finely the bag is simulated and sampled (the tests' tiny scene turns all of it down). */
export interface ToteFidelity {
  spacing: number;
  frames: number;
  quality: number;
  samples: number;
}

/** Six samples, as the pillows: the light is denoised (layers.ts), and Blender runs on one thread of a shared machine. */
const FULL: ToteFidelity = { spacing: 12.5, frames: 50, quality: 6, samples: 6 };
const here = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT = 'tote/render_tote.py';

function lights(kind: ToteSpec['light'], target: Vec3) {
  if (kind === 'top') {
    return [
      { name: 'key', location: [-1.6, 0.9, 2.4], target, size: 1.6, energy: 1100 },
      { name: 'fill', location: [1.8, -1.2, 2.0], target, size: 2.4, energy: 260 },
    ];
  }
  if (kind === 'window') {
    return [
      { name: 'window', location: [-2.6, -0.8, 1.4], target, size: 2.2, energy: 1300 },
      { name: 'bounce', location: [2.0, -2.2, 0.6], target, size: 2.6, energy: 170 },
    ];
  }
  return [
    { name: 'key', location: [-2.4, -1.3, 1.6], target, size: 1.4, energy: 1000 },
    { name: 'fill', location: [2.2, -1.8, 0.6], target, size: 2.4, energy: 130 },
    { name: 'top', location: [0.3, 0.2, 2.6], target, size: 1.4, energy: 200 },
  ];
}

/** The setting's solids without their colours or textures: what the drape depends on. */
function solids(s: ToteSetting): object {
  switch (s.kind) {
    case 'table':
      return { kind: s.kind };
    case 'peg':
      return { kind: s.kind, wallY: s.wallY, pegZ: s.pegZ, float: s.float ?? false };
    case 'sweep':
      return { kind: s.kind, backY: s.backY, fill: s.fill, fillZ: s.fillZ };
    case 'room':
      return { kind: s.kind, backY: s.backY, fill: s.fill, fillZ: s.fillZ, fillY: s.fillY, tilt: s.tilt };
  }
}

/** Everything Blender needs for one tote template (what its cache is keyed by). */
export function toteScene(s: ToteSpec, size: number, f: ToteFidelity = FULL, cacheDir = passCacheDir) {
  const b = s.bag;
  // Views of one bag in one place share its drape (cached by this part's hash, which covers the scripts).
  const drape = {
    script: SCRIPT, widthMm: b.widthMm, heightMm: b.heightMm, strap: b.strap, pose: b.pose, location: b.location,
    turn: b.turn ?? 0, tilt: b.tilt ?? 0, ripple: b.ripple ?? 0, bulge: b.bulge ?? 0, hangZ: b.hangZ ?? 0, gap: b.gap ?? 3, seed: b.seed ?? 1,
    spacing: f.spacing, frames: f.frames, quality: f.quality, selfCollision: true, setting: solids(s.setting),
  };
  const { widthMm: w, heightMm: h, belowTopMm } = s.printArea;
  const top = b.heightMm / 2 - belowTopMm;
  const cells = Math.max(8, Math.round(w / 8));
  return {
    script: SCRIPT,
    size,
    samples: f.samples,
    seed: 7,
    threads: 1,
    bag: { ...drape, drapeFile: path.join(cacheDir, 'drapes', `${sceneHash(drape)}.blend`), albedo: WHITE_ALBEDO },
    printArea: { panel: 0, x0: -w / 2, x1: w / 2, y0: top - h, y1: top },
    grid: [cells, Math.round((cells * h) / w)],
    setting: s.setting,
    lights: lights(s.light, b.location),
    view: s.view,
  };
}

export function toteRecipe(s: ToteSpec): Recipe {
  return {
    id: s.id,
    category: 'tote-bags',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: 'front', widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(toteScene(s, PHYSICAL_SIZE)))}-${toteCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(toteScene(s, size), console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** Shade and highlight are read only on the product (elsewhere the renderer draws the scene): 0 more than 2 px from
 *  it, so a textured table does not bloat the maps. */
export function onProductOnly(out: RecipeOutput, reach = 2): RecipeOutput {
  const { size, productMask, shade, highlight } = out;
  const near = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!productMask[y * size + x]) continue;
      for (let yy = Math.max(0, y - reach); yy <= Math.min(size - 1, y + reach); yy++) {
        near.fill(1, yy * size + Math.max(0, x - reach), yy * size + Math.min(size - 1, x + reach) + 1);
      }
    }
  }
  for (let i = 0; i < near.length; i++) {
    if (!near[i]) shade[i] = highlight[i] = 0;
  }
  return out;
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof toteScene>) {
  return { ...scene, bag: { ...scene.bag, drapeFile: path.basename(scene.bag.drapeFile) } };
}

/** The code that turns passes into layers (apparel's) and describes the bag. */
function toteCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  h.update(fs.readFileSync(path.join(here, 'tote.ts')));
  return h.digest('hex').slice(0, 16);
}
