/**
 * Cushions rendered physically: two rectangles of canvas or linen sewn at the edge (a plain seam or a piping cord),
 * filled by the cloth simulation's pressure and dropped onto a sofa, a bed, a floor or a studio sweep, where they sag,
 * lean and crease at the corners (tools/templates/blender/pillow/, which uses the shared scripts); rendered by
 * Cycles, layers from the passes exactly as the T-shirts' (layers.ts). The front's print area is a rectangle of its
 * fabric in millimetres, so a design follows the dome and the corner folds.
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

/** Where the cushion rests (colours are linear albedos; lengths metres). */
export type PillowSetting =
  | { kind: 'sofa'; colour: Rgb; wall: Rgb; backY: number; backTilt?: number }
  | { kind: 'bed'; colour: Rgb; head: Rgb; wall: Rgb; backY: number; backTilt?: number }
  | { kind: 'floor'; colour: Rgb; throw: Rgb }
  | { kind: 'sweep'; colour: Rgb; backY: number };

export interface CushionSpec {
  widthMm: number;
  heightMm: number;
  weave: 'canvas' | 'linen';
  piping: boolean;
  /** Where the case starts (metres), and how: upright leaning back `lean` degrees, or lying front up. */
  location: [number, number, number];
  lean: number;
  turn?: number;
  lie?: boolean;
  /** The filling's pressure (Blender's uniform pressure force). */
  fill?: number;
}

export interface PillowSpec {
  id: string;
  type: string;
  style: string;
  cushion: CushionSpec;
  /** The print area on the front: a centred rectangle of fabric, mm. */
  printArea: { widthMm: number; heightMm: number };
  setting: PillowSetting;
  view: ViewSpec;
  /** Light rig: a large soft key from the left by default; `window` for a warm side light. */
  light?: 'studio' | 'window';
  /** Samples per pixel, when not the default (pillows-1 was rendered with ten before the budget was cut). */
  samples?: number;
}

/** How finely the cushion is simulated and sampled (the tests' tiny scene turns all of it down). */
export interface PillowFidelity {
  spacing: number;
  frames: number;
  quality: number;
  samples: number;
}

/** Six samples (the T-shirts take ten): the setting fills the frame, and on two shared cores ten took ~10 min a template.
 *  The light is denoised either way (layers.ts). */
const FULL: PillowFidelity = { spacing: 14, frames: 55, quality: 5, samples: 6 };
const here = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT = 'pillow/render_pillow.py';

function lights(kind: PillowSpec['light'], target: [number, number, number]) {
  if (kind === 'window') {
    return [
      { name: 'window', location: [-2.6, -0.6, 1.2], target, size: 2.2, energy: 1300 },
      { name: 'bounce', location: [2.0, -2.2, 0.6], target, size: 2.6, energy: 160 },
    ];
  }
  return [
    { name: 'key', location: [-2.4, -1.1, 1.5], target, size: 1.4, energy: 1000 },
    { name: 'fill', location: [2.2, -1.8, 0.5], target, size: 2.4, energy: 110 },
    { name: 'top', location: [0.3, 0.2, 2.6], target, size: 1.4, energy: 220 },
  ];
}

/** The setting's solids without their colours: what the cushion's drape depends on. */
function shape(setting: PillowSetting) {
  const { kind } = setting;
  return { kind, backY: 'backY' in setting ? setting.backY : 0, backTilt: 'backTilt' in setting ? setting.backTilt : undefined };
}

/** Everything Blender needs for one cushion template (what its cache is keyed by). */
export function pillowScene(s: PillowSpec, size: number, fidelity: PillowFidelity = FULL, cacheDir = passCacheDir) {
  const c = s.cushion;
  const f = fidelity === FULL && s.samples ? { ...FULL, samples: s.samples } : fidelity;
  // Views of one cushion in one setting share its drape (cached by this part's hash, which covers the scripts).
  const drape = {
    script: SCRIPT, widthMm: c.widthMm, heightMm: c.heightMm, spacing: f.spacing, location: c.location, lean: c.lean,
    turn: c.turn ?? 0, lie: c.lie ?? false, fill: c.fill ?? 1.2, frames: f.frames, quality: f.quality, setting: shape(s.setting),
  };
  const { widthMm: w, heightMm: h } = s.printArea;
  const cells = Math.max(8, Math.round(w / 8));
  return {
    script: SCRIPT,
    size,
    samples: f.samples,
    seed: 7,
    cushion: { ...drape, drapeFile: path.join(cacheDir, 'drapes', `${sceneHash(drape)}.blend`), weave: c.weave, piping: c.piping, albedo: WHITE_ALBEDO },
    printArea: { panel: 0, x0: -w / 2, x1: w / 2, y0: -h / 2, y1: h / 2 },
    grid: [cells, Math.round((cells * h) / w)],
    setting: s.setting,
    lights: lights(s.light, [c.location[0], c.location[1], c.location[2]]),
    view: s.view,
  };
}

export function pillowRecipe(s: PillowSpec): Recipe {
  return {
    id: s.id,
    category: 'pillows',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: 'front', widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(pillowScene(s, PHYSICAL_SIZE)))}-${pillowCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(pillowScene(s, size), console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** Shade and highlight are read only on the product (elsewhere the renderer draws the scene): set them to 0 more than
 *  2 px from it, so the maps compress. A textured sofa filling the frame otherwise made them 2.7 MB instead of ~1 MB. */
function onProductOnly(out: RecipeOutput): RecipeOutput {
  const { size, productMask, shade, highlight } = out;
  const near = new Uint8Array(size * size);
  const reach = 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!productMask[y * size + x]) continue;
      for (let dy = -reach; dy <= reach; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= size) continue;
        for (let dx = -reach; dx <= reach; dx++) {
          const xx = x + dx;
          if (xx >= 0 && xx < size) near[yy * size + xx] = 1;
        }
      }
    }
  }
  for (let i = 0; i < near.length; i++) {
    if (!near[i]) shade[i] = highlight[i] = 0;
  }
  return out;
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof pillowScene>) {
  return { ...scene, cushion: { ...scene.cushion, drapeFile: path.basename(scene.cushion.drapeFile) } };
}

/** The code that turns passes into layers (apparel's) and describes the cushion. */
function pillowCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  h.update(fs.readFileSync(path.join(here, 'pillow.ts')));
  return h.digest('hex').slice(0, 16);
}
