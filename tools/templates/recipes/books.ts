/** Books: hardcovers and paperbacks rendered by Cycles (physical/book.ts) — standing on their tails and lying on
 *  tables, on piles of cloth-bound books, with a pen or a cup; the front cover is the print, and the spine a second
 *  print area in the views that show it. */
import { bookRecipe, type Binding, type BookSpec } from '../physical/book';
import { LIGHTS } from '../physical/paper';
import type { Recipe } from '../recipe';

const HARDCOVER: Binding = { kind: 'hardcover', widthMm: 158, heightMm: 240, spineMm: 32, finish: 'silk' };
const PAPERBACK: Binding = { kind: 'paperback', widthMm: 130, heightMm: 200, spineMm: 16, finish: 'silk' };
const MARBLE: BookSpec['table'] = { surface: 'marble', colour: [0.9, 0.89, 0.87] };
const LINEN: BookSpec['table'] = { surface: 'linen', colour: [0.78, 0.75, 0.7] };
const CONCRETE: BookSpec['table'] = { surface: 'concrete', colour: [0.55, 0.54, 0.51] };
const GREEN: [number, number, number] = [0.05, 0.12, 0.08];
const RUST: [number, number, number] = [0.35, 0.1, 0.05];
const NAVY: [number, number, number] = [0.03, 0.05, 0.12];

export const SPECS: BookSpec[] = [
  {
    id: 'books-1', style: 'hardcover standing, three-quarter, studio', book: HARDCOVER, place: { x: 0, y: 0, stand: true }, spine: true,
    table: { surface: 'sweep', colour: [0.8, 0.79, 0.77] }, lights: LIGHTS.studio, view: { azimuth: -32, elevation: 8, lens: 70, fill: 0.7 },
  },
  {
    id: 'books-2', style: 'paperback flat on linen with coffee', seed: 2, book: PAPERBACK, place: { x: 0, y: 0, turn: 6 }, spine: false,
    table: LINEN, props: [{ kind: 'cup', x: 125, y: 70, colour: [0.85, 0.84, 0.8] }], lights: LIGHTS.window,
    view: { azimuth: 0, elevation: 70, lens: 50, fill: 0.62, aim: [40, 20] },
  },
  {
    id: 'books-3', style: 'hardcover on a pile of cloth-bound books', seed: 3, book: HARDCOVER, place: { x: 4, y: -2, z: 56, turn: 56 }, spine: true,
    others: [
      { widthMm: 175, heightMm: 255, thicknessMm: 30, x: 0, y: 0, turn: 64, colour: GREEN },
      { widthMm: 165, heightMm: 245, thicknessMm: 26, x: -4, y: 3, z: 30, turn: 50, colour: RUST },
    ],
    table: CONCRETE, wall: [0.82, 0.8, 0.76], lights: LIGHTS.window, view: { azimuth: -14, elevation: 26, lens: 50, fill: 0.7, frame: 'all' },
  },
  {
    id: 'books-4', style: 'hardcover lying, three-quarter, marble', seed: 4, book: { ...HARDCOVER, spineMm: 30 }, place: { x: 0, y: 0, turn: 62 }, spine: true,
    table: MARBLE, lights: LIGHTS.window, view: { azimuth: -16, elevation: 30, lens: 50, fill: 0.7 },
  },
  {
    id: 'books-5', style: 'paperback standing, straight on, studio', seed: 5, book: { ...PAPERBACK, widthMm: 135, heightMm: 210, spineMm: 18, finish: 'gloss' },
    place: { x: 0, y: 0, stand: true }, spine: false, table: { surface: 'sweep', colour: [0.62, 0.66, 0.7] }, lights: LIGHTS.studio,
    view: { azimuth: 0, elevation: 4, lens: 85, fill: 0.66 },
  },
  {
    id: 'books-6', style: 'hardcover with a pen and coffee, concrete', seed: 6, book: { ...HARDCOVER, widthMm: 178, heightMm: 260, spineMm: 28 },
    place: { x: 0, y: 0, turn: 48 }, spine: true, table: CONCRETE,
    props: [{ kind: 'pen', x: 40, y: -135, turn: 8, colour: [0.03, 0.035, 0.05] }, { kind: 'cup', x: 150, y: 120, colour: [0.85, 0.84, 0.8] }],
    lights: LIGHTS.window, view: { azimuth: -10, elevation: 45, lens: 50, fill: 0.64, aim: [40, 20] },
  },
  {
    id: 'books-7', style: 'large coffee-table book on marble', seed: 7, book: { ...HARDCOVER, widthMm: 248, heightMm: 300, spineMm: 30 },
    place: { x: 0, y: 0, turn: 58 }, spine: true, table: MARBLE, lights: LIGHTS.above, view: { azimuth: -14, elevation: 36, lens: 50, fill: 0.72 },
  },
  {
    id: 'books-8', style: 'paperback on marble at an angle, pen', seed: 8, book: { ...PAPERBACK, spineMm: 14, finish: 'uncoated' },
    place: { x: 0, y: 0, turn: -14 }, spine: false, table: MARBLE, props: [{ kind: 'pen', x: 95, y: 0, turn: 76, colour: [0.8, 0.6, 0.3], metal: true }],
    lights: LIGHTS.window, view: { azimuth: 10, elevation: 62, lens: 50, fill: 0.62, aim: [25, 0] },
  },
  {
    id: 'books-9', style: 'hardcover standing, turned to its spine, late sun', seed: 9, book: { ...HARDCOVER, spineMm: 36 }, place: { x: 0, y: 0, turn: 30, stand: true },
    spine: true, table: LINEN, wall: [0.82, 0.8, 0.76], lights: LIGHTS.warm, view: { azimuth: -24, elevation: 8, lens: 70, fill: 0.68 },
  },
  {
    id: 'books-10', style: 'small paperback on kraft paper, overhead', seed: 10, book: { ...PAPERBACK, widthMm: 110, heightMm: 178, spineMm: 12 },
    place: { x: 0, y: 0, turn: -4 }, spine: false, table: { surface: 'paper', colour: [0.6, 0.47, 0.33] }, lights: LIGHTS.above,
    view: { azimuth: 0, elevation: 88, lens: 50, fill: 0.64 },
  },
  {
    id: 'books-11', style: 'hardcover standing against a wall, navy cloth beside it', seed: 11, book: HARDCOVER, place: { x: 0, y: 0, turn: 22, stand: true }, spine: true,
    others: [{ widthMm: 170, heightMm: 250, thicknessMm: 28, x: 140, y: 70, turn: -20, colour: NAVY }],
    table: CONCRETE, wall: [0.86, 0.85, 0.83], lights: LIGHTS.studio, view: { azimuth: -18, elevation: 10, lens: 70, fill: 0.66 },
  },
  {
    id: 'books-12', style: 'paperback under a raking light, linen', seed: 12, book: { ...PAPERBACK, widthMm: 140, heightMm: 216, spineMm: 20, finish: 'uncoated' },
    place: { x: 0, y: 0, turn: 66 }, spine: true, table: LINEN, lights: LIGHTS.raking, view: { azimuth: -18, elevation: 26, lens: 70, fill: 0.7 },
  },
];

export const recipes: Recipe[] = SPECS.map(bookRecipe);
