/** Notebooks: an A5 notebook — a cover wrapped round a block of pages — modelled and rendered by Cycles
 *  (physical/paper.ts), lying closed, stacked and in pairs with a pen, on oak, marble, linen, concrete and paper; the
 *  print is the front cover. */
import { LIGHTS, paperRecipe, type PaperSpec, type Sheet } from '../physical/paper';
import type { Recipe } from '../recipe';

/** An A5 softcover of 160 pages: 10 mm thick, a soft-touch cover. */
const SOFT: Sheet = { widthMm: 148, heightMm: 210, thicknessMm: 10, finish: 'uncoated', bowMm: 0.5, edges: 'pages' };
/** An A5 hardcover: 15 mm, a silk laminated case. */
const HARD: Sheet = { ...SOFT, thicknessMm: 15, finish: 'silk', bowMm: 0 };

const notebooks = paperRecipe('notebooks', 'notebook', 'cover');
const PEN: [number, number, number] = [0.04, 0.045, 0.06];

export const SPECS: PaperSpec[] = [
  {
    id: 'notebooks-1', style: 'hardcover on oak with a pen', sheet: HARD, pieces: [{ x: 0, y: 0, turn: 8, print: true }],
    props: [{ kind: 'pen', x: 118, y: -10, turn: 98, colour: PEN }],
    table: { surface: 'oak', colour: [0.45, 0.3, 0.17] }, lights: LIGHTS.window, view: { azimuth: 6, elevation: 62, lens: 70, fill: 0.66, aim: [12, 0] },
  },
  {
    id: 'notebooks-2', style: 'softcover overhead on white marble', seed: 2, sheet: SOFT, pieces: [{ x: 0, y: 0, turn: -6, print: true }],
    table: { surface: 'marble', colour: [0.9, 0.89, 0.87] }, lights: LIGHTS.above, view: { azimuth: 0, elevation: 88, lens: 85, fill: 0.66 },
  },
  {
    id: 'notebooks-3', style: 'a pile of two on linen with a coffee', seed: 3, sheet: SOFT,
    pieces: [{ x: -8, y: 6, turn: 12 }, { x: 4, y: -4, turn: 2, on: 1, print: true }],
    props: [{ kind: 'cup', x: 140, y: 110, colour: [0.86, 0.85, 0.82] }],
    table: { surface: 'linen', colour: [0.78, 0.75, 0.7] }, lights: LIGHTS.window, view: { azimuth: -8, elevation: 56, lens: 70, fill: 0.64, aim: [14, 10] },
  },
  {
    id: 'notebooks-4', style: 'softcover on pale concrete, overhead', seed: 4, sheet: SOFT, pieces: [{ x: 0, y: 0, turn: 10, print: true }],
    table: { surface: 'concrete', colour: [0.6, 0.58, 0.55] }, lights: LIGHTS.above, view: { azimuth: 0, elevation: 86, lens: 85, fill: 0.68 },
  },
  {
    id: 'notebooks-5', style: 'a pen resting on the cover, kraft paper', seed: 5, sheet: SOFT, pieces: [{ x: 0, y: 0, turn: -4, print: true }],
    props: [{ kind: 'pen', x: 56, y: -30, z: 10, turn: 62, colour: [0.8, 0.6, 0.3], metal: true }],
    table: { surface: 'paper', colour: [0.6, 0.47, 0.33] }, lights: LIGHTS.window, view: { azimuth: 0, elevation: 72, lens: 85, fill: 0.66 },
  },
  {
    id: 'notebooks-6', style: 'hardcover at a low angle, raking light on dark concrete', seed: 6, sheet: HARD,
    pieces: [{ x: 0, y: 0, turn: -18, print: true }],
    table: { surface: 'concrete', colour: [0.15, 0.15, 0.15] }, lights: LIGHTS.raking, view: { azimuth: 18, elevation: 30, lens: 85, fill: 0.7 },
  },
  {
    id: 'notebooks-7', style: 'two notebooks side by side on a sage paper set', seed: 7, sheet: SOFT,
    pieces: [{ x: -86, y: 0, turn: 3, print: true }, { x: 86, y: 4, turn: -2 }],
    table: { surface: 'paper', colour: [0.52, 0.6, 0.52] }, lights: LIGHTS.above, view: { azimuth: 0, elevation: 84, lens: 70, fill: 0.86 },
  },
  {
    id: 'notebooks-8', style: 'hardcover on walnut in warm light, three-quarter', seed: 8, sheet: HARD, pieces: [{ x: 0, y: 0, turn: 16, print: true }],
    table: { surface: 'oak', colour: [0.2, 0.12, 0.07] }, lights: LIGHTS.warm, view: { azimuth: -14, elevation: 44, lens: 70, fill: 0.66 },
  },
];

export const recipes: Recipe[] = SPECS.map(notebooks);
