/** Greeting cards: folded card modelled and rendered by Cycles (physical/paper.ts) — stood up half open, or lying
 *  closed on its envelope, on studio paper, oak, marble, linen and concrete; the print is the front cover. */
import { LIGHTS, paperRecipe, type PaperSpec, type Piece, type Sheet } from '../physical/paper';
import type { Recipe } from '../recipe';

/** A 5 × 7 in card on 350 gsm: 127 × 178 mm closed. */
const W = 127, H = 178;
/** The card opened flat: the spread whose right half is the front cover. */
const SPREAD: Sheet = { widthMm: 2 * W, heightMm: H, thicknessMm: 0.4, finish: 'uncoated' };
/** The card lying closed: both leaves. */
const CLOSED: Sheet = { widthMm: W, heightMm: H, thicknessMm: 0.8, finish: 'uncoated', bowMm: 0.4 };
const SQUARE: Sheet = { ...CLOSED, widthMm: 150, heightMm: 150 };
/** The front cover of the spread. */
const FRONT = { x0: W, y0: 0, x1: 2 * W, y1: H };
/** A C6-ish envelope in the card's stock, lying flat. */
const envelope = (x: number, y: number, turn: number, size: [number, number] = [140, 190]): Piece =>
  ({ x, y, turn, sheet: { widthMm: size[0], heightMm: size[1], thicknessMm: 0.5, bowMm: 0.6 } });
/** The card stood up, its back cover swung `opening` degrees behind the front, the fold at (x, y). */
const standing = (x: number, y: number, turn: number, opening: number): Piece => ({ x, y, turn, print: true, stand: { opening } });

const cards = paperRecipe('greeting-cards', 'greeting-card');

export const SPECS: PaperSpec[] = [
  {
    id: 'greeting-cards-1', style: 'standing folded card with its envelope, studio', sheet: SPREAD, printRect: FRONT,
    pieces: [standing(-60, 0, 0, 38), envelope(30, -100, -74)],
    table: { surface: 'sweep', colour: [0.8, 0.79, 0.77] }, lights: LIGHTS.studio, view: { azimuth: 8, elevation: 16, lens: 70, fill: 1.05, aim: [-30, 50] },
  },
  {
    id: 'greeting-cards-2', style: 'closed card on its envelope, oak, overhead', seed: 2, sheet: CLOSED,
    pieces: [envelope(-12, 8, 8), { x: 10, y: -6, turn: -6, on: 1, print: true }],
    table: { surface: 'oak', colour: [0.45, 0.3, 0.17] }, lights: LIGHTS.window, view: { azimuth: 0, elevation: 84, lens: 70, fill: 0.76 },
  },
  {
    id: 'greeting-cards-3', style: 'standing card on marble, three-quarter', seed: 3, sheet: SPREAD, printRect: FRONT,
    pieces: [standing(-60, 0, -18, 45)], wall: [0.8, 0.79, 0.77],
    table: { surface: 'marble', colour: [0.9, 0.89, 0.87] }, lights: LIGHTS.studio, view: { azimuth: -24, elevation: 18, lens: 70, fill: 0.68 },
  },
  {
    id: 'greeting-cards-4', style: 'square card and envelope on linen', seed: 4, sheet: SQUARE,
    pieces: [envelope(-40, 40, 14, [162, 162]), { x: 30, y: -26, turn: -8, print: true }],
    table: { surface: 'linen', colour: [0.78, 0.75, 0.7] }, lights: LIGHTS.above, view: { azimuth: 0, elevation: 80, lens: 70, fill: 0.82 },
  },
  {
    id: 'greeting-cards-5', style: 'closed card on dark concrete, warm light', seed: 5, sheet: CLOSED,
    pieces: [{ x: 0, y: 0, turn: 12, print: true }],
    table: { surface: 'concrete', colour: [0.18, 0.18, 0.18] }, lights: LIGHTS.warm, view: { azimuth: -8, elevation: 58, lens: 85, fill: 0.62 },
  },
  {
    id: 'greeting-cards-6', style: 'standing card on a blush paper set, front', seed: 6, sheet: SPREAD, printRect: FRONT,
    pieces: [standing(-60, 0, 0, 32)],
    table: { surface: 'sweep', colour: [0.86, 0.7, 0.68] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 12, lens: 85, fill: 0.66 },
  },
  {
    id: 'greeting-cards-7', style: 'three closed cards in a row on pale concrete', seed: 7, sheet: CLOSED,
    pieces: [{ x: -140, y: 6, turn: 3 }, { x: 0, y: 0, turn: -2, print: true }, { x: 140, y: -4, turn: 4 }],
    table: { surface: 'concrete', colour: [0.62, 0.6, 0.57] }, lights: LIGHTS.above, view: { azimuth: 0, elevation: 82, lens: 70, fill: 0.88 },
  },
  {
    id: 'greeting-cards-8', style: 'standing card and envelope on walnut, warm light', seed: 8, sheet: SPREAD, printRect: FRONT,
    pieces: [standing(-70, 30, 10, 40), envelope(70, -90, 70)], wall: [0.7, 0.66, 0.6],
    table: { surface: 'oak', colour: [0.2, 0.12, 0.07] }, lights: LIGHTS.warm, view: { azimuth: 14, elevation: 22, lens: 70, fill: 1.0, aim: [-40, 60] },
  },
];

export const recipes: Recipe[] = SPECS.map(cards);
