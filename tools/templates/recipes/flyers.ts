/** Flyers: A5 and A4 sheets modelled and rendered by Cycles (physical/paper.ts) — lying flat or curled from the roll,
 *  stacked, fanned and in pairs on oak, walnut, marble, linen, concrete and paper; the print is one sheet's face. */
import { LIGHTS, paperRecipe, type PaperSpec, type Piece, type Sheet } from '../physical/paper';
import type { Recipe } from '../recipe';

/** A5 on 170 gsm silk, lying nearly flat. */
const A5: Sheet = { widthMm: 148, heightMm: 210, thicknessMm: 0.17, finish: 'silk', bowMm: 0.6 };
/** A4 on 130 gsm, its ends still curled from the printer's roll. */
const A4: Sheet = { widthMm: 210, heightMm: 297, thicknessMm: 0.13, finish: 'silk', curlMm: 4 };
const A5_CURLED: Sheet = { ...A5, curlMm: 5, bowMm: 0 };

/** A pile straight from the printer's box, the top sheet carrying the print. */
function stack(count: number, turn: number): Piece[] {
  return Array.from({ length: count }, (_, k) => ({
    x: Math.sin(k * 2.3) * 1.2, y: Math.cos(k * 1.7) * 1.0, turn: turn + Math.sin(k * 3.1) * 0.8, on: k, print: k === count - 1,
  }));
}

const flyers = paperRecipe('flyers', 'flyer');

export const SPECS: PaperSpec[] = [
  {
    id: 'flyers-1', style: 'A5 flat on oak with a pen', sheet: A5, pieces: [{ x: 0, y: 0, turn: 5, print: true }],
    props: [{ kind: 'pen', x: 112, y: -20, turn: 96, colour: [0.05, 0.06, 0.08] }],
    table: { surface: 'oak', colour: [0.45, 0.3, 0.17] }, lights: LIGHTS.window, view: { azimuth: 0, elevation: 75, lens: 70, fill: 0.66 },
  },
  {
    id: 'flyers-2', style: 'A4 curled from the roll, three-quarter on concrete', seed: 2, sheet: A4,
    pieces: [{ x: 0, y: 0, turn: -8, print: true }],
    table: { surface: 'concrete', colour: [0.55, 0.54, 0.51] }, lights: LIGHTS.raking, view: { azimuth: -14, elevation: 42, lens: 70, fill: 0.66 },
  },
  {
    id: 'flyers-3', style: 'a stack of A5 on white marble', seed: 3, sheet: A5, pieces: stack(24, 8),
    table: { surface: 'marble', colour: [0.9, 0.89, 0.87] }, lights: LIGHTS.window, view: { azimuth: 10, elevation: 48, lens: 85, fill: 0.66 },
  },
  {
    id: 'flyers-4', style: 'three A5 fanned on linen, overhead', seed: 4, sheet: A5,
    pieces: [{ x: -40, y: 8, turn: 14 }, { x: -12, y: 2, turn: 4, on: 1 }, { x: 22, y: -4, turn: -7, on: 2, print: true }],
    table: { surface: 'linen', colour: [0.78, 0.75, 0.7] }, lights: LIGHTS.above, view: { azimuth: 0, elevation: 86, lens: 70, fill: 0.82 },
  },
  {
    id: 'flyers-5', style: 'front and back side by side on kraft paper', seed: 5, sheet: A5,
    pieces: [{ x: -84, y: 0, turn: 2, print: true }, { x: 84, y: 4, turn: -3 }],
    table: { surface: 'paper', colour: [0.6, 0.47, 0.33] }, lights: LIGHTS.above, view: { azimuth: 0, elevation: 89, lens: 70, fill: 0.86 },
  },
  {
    id: 'flyers-6', style: 'A4 on walnut beside a coffee, warm light', seed: 6, sheet: { ...A4, curlMm: 2 },
    pieces: [{ x: 0, y: 0, turn: 10, print: true }],
    props: [{ kind: 'cup', x: 170, y: 120, colour: [0.86, 0.85, 0.82] }],
    table: { surface: 'oak', colour: [0.2, 0.12, 0.07] }, lights: LIGHTS.warm, view: { azimuth: -6, elevation: 64, lens: 70, fill: 0.62, aim: [20, 14] },
  },
  {
    id: 'flyers-7', style: 'A5 curled, low angle, raking light on dark concrete', seed: 7, sheet: A5_CURLED,
    pieces: [{ x: 0, y: 0, turn: -16, print: true }],
    table: { surface: 'concrete', colour: [0.15, 0.15, 0.15] }, lights: LIGHTS.raking, view: { azimuth: 18, elevation: 34, lens: 85, fill: 0.7 },
  },
  {
    id: 'flyers-8', style: 'A5 overhead on a white paper set', seed: 8, sheet: { ...A5, curlMm: 3 }, pieces: [{ x: 0, y: 0, turn: 0, print: true }],
    table: { surface: 'paper', colour: [0.86, 0.86, 0.84] }, lights: LIGHTS.window, view: { azimuth: 0, elevation: 89, lens: 85, fill: 0.7 },
  },
];

export const recipes: Recipe[] = SPECS.map(flyers);
