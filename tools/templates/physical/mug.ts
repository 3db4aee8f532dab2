/**
 * Mugs rendered physically: a glazed ceramic mug — thick wall, rounded rim, foot, C handle, a clear coat over a white
 * body — modelled and lit in Blender (tools/templates/blender/mug_table/, the set the mug videos are filmed in) on a
 * tabletop by a wall, rendered by Cycles; layers from the passes as the garments' (layers.ts). The print area is a
 * rectangle of the side in millimetres (arc length round from the front, height from the foot), so a design wraps
 * round the mug as a sublimation print does.
 */
import type { Recipe } from '../recipe';
import { WHITE_ALBEDO, type ViewSpec } from './apparel';
import { modelledRecipe, type SetLight } from './modelled';

type Rgb = [number, number, number];

/** The mug's body and handle, mm (render_mug.py). */
export interface MugShape {
  radiusMm: number;
  heightMm: number;
  wallMm: number;
  handleReachMm: number;
  handleSpanMm: number;
}

/** An 11 oz mug: 82 mm across, 96 mm tall. */
export const ELEVEN_OZ: MugShape = { radiusMm: 41, heightMm: 96, wallMm: 4, handleReachMm: 30, handleSpanMm: 62 };

export interface MugSpec {
  id: string;
  style: string;
  shape: MugShape;
  /** The print: a rectangle of the side facing the camera, centred on the front, its lower edge `aboveFootMm` up. */
  printArea: { widthMm: number; heightMm: number; aboveFootMm: number };
  /** The tabletop (../blender/tee_staged/settings.py's surfaces) and the wall behind, or a studio's paper sweep. */
  table: { surface: 'oak' | 'concrete' | 'linen' | 'sweep'; colour: Rgb };
  wall: Rgb;
  lights: SetLight[];
  view: ViewSpec;
  seed?: number;
}

/** How finely a mug is rendered (the tests' tiny scene turns it down). */
export interface MugFidelity {
  samples: number;
  segments: number;
  rows: number;
}

/** Twelve samples, as the mug videos': the glaze's reflections are sharp and the irradiance is denoised (layers.ts). */
const FULL: MugFidelity = { samples: 12, segments: 96, rows: 24 };

/** Everything Blender needs for one mug template (what its cache is keyed by). */
export function mugScene(s: MugSpec, size: number, f: MugFidelity = FULL) {
  const { widthMm: w, heightMm: h, aboveFootMm: y0 } = s.printArea;
  return {
    script: 'mug_table/render_mug.py',
    size,
    samples: f.samples,
    seed: s.seed ?? 7,
    // The library's templates are built one at a time.
    threads: 2,
    mug: { ...s.shape, segments: f.segments, rows: f.rows, albedo: WHITE_ALBEDO },
    printArea: { panel: 0, x0: -w / 2, y0, x1: w / 2, y1: y0 + h },
    grid: [Math.max(8, Math.round(w / 5)), Math.max(6, Math.round(h / 5))],
    table: s.table,
    wall: s.wall,
    lights: s.lights,
    view: s.view,
  };
}

export const mugRecipe = (s: MugSpec): Recipe =>
  modelledRecipe({
    id: s.id,
    category: 'mugs',
    type: 'mug',
    style: s.style,
    printArea: { name: 'front', widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm },
    scene: (size) => mugScene(s, size),
    file: import.meta.url,
  });
