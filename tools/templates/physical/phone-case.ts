/**
 * Phone cases rendered physically: a glossy printed case — a rounded back with a rim that curves over to the table,
 * the phone's camera island (metal lens rings, cover glass, a flash) through its cut-out — modelled and lit in Blender
 * (tools/templates/blender/phone_case/, the set the phone videos are filmed in), lying face down on a tabletop, rendered
 * by Cycles; layers from the passes as the garments' (layers.ts). The print area is a rectangle of the back in
 * millimetres below the cut-out.
 */
import type { Recipe } from '../recipe';
import { WHITE_ALBEDO, type ViewSpec } from './apparel';
import { modelledRecipe, type SetLight } from './modelled';

type Rgb = [number, number, number];

/** A 6.1-inch phone's case, mm: 78 × 160 × 10, 12 mm corners, a 30 mm camera island. */
export const CASE = { widthMm: 78, heightMm: 160, depthMm: 10, radiusMm: 12, islandMm: 30 };
/** The back below the camera's cut-out, mm from its lower left corner: 4 in from the sides, 6 up from the bottom. */
export const BACK_PRINT = { widthMm: 70, heightMm: 112, x0: 4, y0: 6 };

export interface CaseSpec {
  id: string;
  style: string;
  /** Degrees the case is turned on the table (counter-clockwise seen from above). */
  turn: number;
  /** The tabletop (../blender/tee_staged/settings.py's surfaces; 'paper' a studio's). */
  table: { surface: 'oak' | 'concrete' | 'linen' | 'paper'; colour: Rgb };
  lights: SetLight[];
  view: ViewSpec;
  seed?: number;
}

/** Twelve samples, as the phone videos': the coat's reflections are sharp and the irradiance is denoised (layers.ts). */
const SAMPLES = 12;

/** Everything Blender needs for one phone case template (what its cache is keyed by). */
export function caseScene(s: CaseSpec, size: number, samples = SAMPLES) {
  const { widthMm: w, heightMm: h, x0, y0 } = BACK_PRINT;
  return {
    script: 'phone_case/render_case.py',
    size,
    samples,
    seed: s.seed ?? 7,
    // The library's templates are built one at a time.
    threads: 2,
    case: { ...CASE, albedo: WHITE_ALBEDO, turn: s.turn },
    printArea: { panel: 0, x0, y0, x1: x0 + w, y1: y0 + h },
    grid: [14, 22],
    table: s.table,
    lights: s.lights,
    view: s.view,
  };
}

export const caseRecipe = (s: CaseSpec): Recipe =>
  modelledRecipe({
    id: s.id,
    category: 'phone-cases',
    type: 'phone-case',
    style: s.style,
    printArea: { name: 'back', widthMm: BACK_PRINT.widthMm, heightMm: BACK_PRINT.heightMm },
    scene: (size) => caseScene(s, size),
    file: import.meta.url,
  });
