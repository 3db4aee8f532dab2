/** Magazines: a perfect-bound magazine — a glossy cover wrapped round a block of pages — modelled and rendered by
 *  Cycles (physical/paper.ts), lying closed, stacked and fanned on oak, marble, linen, concrete and paper; the print is
 *  the front cover. */
import { LIGHTS, paperRecipe, type PaperSpec, type Piece, type Sheet } from '../physical/paper';
import type { Recipe } from '../recipe';

/** A 210 × 280 mm magazine of about a hundred pages: 5 mm thick. */
const MAGAZINE: Sheet = { widthMm: 210, heightMm: 280, thicknessMm: 5, finish: 'gloss', bowMm: 0.8, edges: 'pages' };

/** Copies in a pile, each a little off the one below; the top one carries the print. */
function pile(count: number, turn: number): Piece[] {
  return Array.from({ length: count }, (_, k) => ({
    x: Math.sin(k * 2.3) * 6, y: Math.cos(k * 1.7) * 5, turn: turn + Math.sin(k * 3.1) * 4, on: k, print: k === count - 1,
  }));
}

const magazines = paperRecipe('magazines', 'magazine', 'cover');

export const SPECS: PaperSpec[] = [
  {
    id: 'magazines-1', style: 'closed on oak with a coffee', sheet: MAGAZINE, pieces: [{ x: 0, y: 0, turn: 6, print: true }],
    props: [{ kind: 'cup', x: 175, y: 120, colour: [0.86, 0.85, 0.82] }],
    table: { surface: 'oak', colour: [0.45, 0.3, 0.17] }, lights: LIGHTS.window, view: { azimuth: 0, elevation: 66, lens: 70, fill: 0.66, aim: [16, 10] },
  },
  {
    id: 'magazines-2', style: 'a pile of three on white marble', seed: 2, sheet: MAGAZINE, pieces: pile(3, -8),
    table: { surface: 'marble', colour: [0.9, 0.89, 0.87] }, lights: LIGHTS.window, view: { azimuth: 12, elevation: 44, lens: 70, fill: 0.7 },
  },
  {
    id: 'magazines-3', style: 'overhead on linen', seed: 3, sheet: MAGAZINE, pieces: [{ x: 0, y: 0, turn: -4, print: true }],
    table: { surface: 'linen', colour: [0.78, 0.75, 0.7] }, lights: LIGHTS.above, view: { azimuth: 0, elevation: 88, lens: 70, fill: 0.72 },
  },
  {
    id: 'magazines-4', style: 'two copies fanned on pale concrete', seed: 4, sheet: MAGAZINE,
    pieces: [{ x: -40, y: 12, turn: 16 }, { x: 26, y: -8, turn: -6, on: 1, print: true }],
    table: { surface: 'concrete', colour: [0.6, 0.58, 0.55] }, lights: LIGHTS.above, view: { azimuth: 0, elevation: 70, lens: 70, fill: 0.84 },
  },
  {
    id: 'magazines-5', style: 'on walnut in warm light, three-quarter', seed: 5, sheet: MAGAZINE, pieces: [{ x: 0, y: 0, turn: 14, print: true }],
    table: { surface: 'oak', colour: [0.2, 0.12, 0.07] }, lights: LIGHTS.warm, view: { azimuth: -16, elevation: 46, lens: 70, fill: 0.66 },
  },
  {
    id: 'magazines-6', style: 'overhead on a white paper set', seed: 6, sheet: MAGAZINE, pieces: [{ x: 0, y: 0, turn: 0, print: true }],
    table: { surface: 'paper', colour: [0.86, 0.86, 0.84] }, lights: LIGHTS.window, view: { azimuth: 0, elevation: 89, lens: 85, fill: 0.7 },
  },
  {
    id: 'magazines-7', style: 'low angle, raking light on dark concrete', seed: 7, sheet: MAGAZINE, pieces: [{ x: 0, y: 0, turn: -20, print: true }],
    table: { surface: 'concrete', colour: [0.15, 0.15, 0.15] }, lights: LIGHTS.raking, view: { azimuth: 20, elevation: 32, lens: 85, fill: 0.7 },
  },
  {
    id: 'magazines-8', style: 'on marble with a brass pen', seed: 8, sheet: MAGAZINE, pieces: [{ x: 0, y: 0, turn: -6, print: true }],
    props: [{ kind: 'pen', x: 150, y: -40, turn: 80, colour: [0.8, 0.6, 0.3], metal: true }],
    table: { surface: 'marble', colour: [0.88, 0.87, 0.85] }, lights: LIGHTS.window, view: { azimuth: 8, elevation: 58, lens: 70, fill: 0.7, aim: [14, 0] },
  },
];

export const recipes: Recipe[] = SPECS.map(magazines);
