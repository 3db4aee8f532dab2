/** CD covers: record sleeves, CD card sleeves and digipaks as printed board, rendered by Cycles (physical/paper.ts) —
 *  on tabletops with the record or the disc half out, stacked, on a studio sweep; the print is the front. */
import { LIGHTS, paperRecipe, type PaperSpec, type Sheet } from '../physical/paper';
import type { Recipe } from '../recipe';

/** A 12-inch record's sleeve: board folded round the record, 315 mm square, 3 mm with the record inside. */
const SLEEVE: Sheet = { widthMm: 315, heightMm: 315, thicknessMm: 3, finish: 'silk' };
/** A CD in a card sleeve (125 mm) and in a digipak (142 × 125 mm, closed over its tray). */
const CD_SLEEVE: Sheet = { widthMm: 125, heightMm: 125, thicknessMm: 2, finish: 'silk' };
const DIGIPAK: Sheet = { widthMm: 142, heightMm: 125, thicknessMm: 7, finish: 'uncoated' };

const RED_LABEL: [number, number, number] = [0.45, 0.05, 0.03];
const CREAM_LABEL: [number, number, number] = [0.8, 0.74, 0.6];
const WHITE_PRINT: [number, number, number] = [0.85, 0.85, 0.84];

const cd = paperRecipe('cd-covers', 'cd', 'cover');

export const SPECS: PaperSpec[] = [
  {
    id: 'cd-covers-1', style: 'record sleeve on linen, the record half out, overhead', sheet: SLEEVE, pieces: [{ x: -40, y: 0, turn: -4, print: true }],
    props: [{ kind: 'record', x: 75, y: 8, z: 0.6, colour: RED_LABEL }], table: { surface: 'linen', colour: [0.78, 0.75, 0.7] }, lights: LIGHTS.above,
    view: { azimuth: 0, elevation: 84, lens: 50, fill: 0.7, aim: [40, 0] },
  },
  {
    id: 'cd-covers-2', style: 'record sleeve on marble, three-quarter, record out', seed: 2, sheet: SLEEVE, pieces: [{ x: 0, y: 0, turn: 12, print: true }],
    props: [{ kind: 'record', x: 105, y: 30, z: 0.6, colour: CREAM_LABEL }], table: { surface: 'marble', colour: [0.9, 0.89, 0.87] }, lights: LIGHTS.window,
    view: { azimuth: 10, elevation: 40, lens: 50, fill: 0.72, aim: [50, 10] },
  },
  {
    id: 'cd-covers-3', style: 'two record sleeves on concrete', seed: 3, sheet: SLEEVE, pieces: [{ x: 50, y: 40, turn: 14 }, { x: -10, y: -10, turn: -6, on: 1, print: true }],
    table: { surface: 'concrete', colour: [0.55, 0.54, 0.51] }, lights: LIGHTS.window, view: { azimuth: -6, elevation: 60, lens: 50, fill: 0.74 },
  },
  {
    id: 'cd-covers-4', style: 'record sleeve on kraft paper in late sun', seed: 4, sheet: SLEEVE, pieces: [{ x: -30, y: 0, turn: 6, print: true }],
    props: [{ kind: 'record', x: 70, y: -20, z: 0.6, colour: RED_LABEL }], table: { surface: 'paper', colour: [0.6, 0.47, 0.33] }, lights: LIGHTS.warm,
    view: { azimuth: -8, elevation: 55, lens: 50, fill: 0.7, aim: [30, 0] },
  },
  {
    id: 'cd-covers-5', style: 'CD card sleeve on marble, the disc half out', seed: 5, sheet: CD_SLEEVE, pieces: [{ x: -20, y: 0, turn: -8, print: true }],
    props: [{ kind: 'cd', x: 25, y: 4, z: 0.4, colour: WHITE_PRINT }], table: { surface: 'marble', colour: [0.9, 0.89, 0.87] }, lights: LIGHTS.window,
    view: { azimuth: 6, elevation: 50, lens: 85, fill: 0.66, aim: [20, 0] },
  },
  {
    id: 'cd-covers-6', style: 'digipak on linen with its disc', seed: 6, sheet: DIGIPAK, pieces: [{ x: 0, y: 0, turn: 8, print: true }],
    props: [{ kind: 'cd', x: 95, y: 45, colour: WHITE_PRINT }], table: { surface: 'linen', colour: [0.72, 0.7, 0.66] }, lights: LIGHTS.raking,
    view: { azimuth: -10, elevation: 46, lens: 85, fill: 0.64, aim: [40, 20] },
  },
  {
    id: 'cd-covers-7', style: 'digipak on dark concrete, three-quarter', seed: 7, sheet: DIGIPAK, pieces: [{ x: 0, y: 0, turn: -18, print: true }],
    table: { surface: 'concrete', colour: [0.18, 0.18, 0.18] }, lights: LIGHTS.window, view: { azimuth: 14, elevation: 36, lens: 85, fill: 0.7 },
  },
  {
    id: 'cd-covers-8', style: 'record sleeve on a pink studio sweep, record out', seed: 8, sheet: SLEEVE, pieces: [{ x: -30, y: 0, print: true }],
    props: [{ kind: 'record', x: 60, y: 0, z: 0.6, colour: CREAM_LABEL }], table: { surface: 'sweep', colour: [0.86, 0.7, 0.68] }, lights: LIGHTS.studio,
    view: { azimuth: 0, elevation: 30, lens: 85, fill: 0.66, aim: [30, 0] },
  },
];

export const recipes: Recipe[] = SPECS.map(cd);
