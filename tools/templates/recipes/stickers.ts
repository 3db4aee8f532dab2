/** Stickers: die-cut vinyl with a white border, rendered by Cycles (physical/sticker.ts) — stuck to laptop lids, a
 *  notebook, a kraft box and their backing sheet, alone, in little piles and with a corner peeled up, on tabletops
 *  and a studio sweep; the print is the face inside the border. */
import { LIGHTS } from '../physical/paper';
import { stickerRecipe, type Sticker, type StickerSpec } from '../physical/sticker';
import type { Recipe } from '../recipe';

const ROUND: Sticker = { widthMm: 80, heightMm: 80, cornerMm: 40, borderMm: 3, finish: 'gloss' };
const SQUARE: Sticker = { widthMm: 70, heightMm: 70, cornerMm: 9, borderMm: 3, finish: 'gloss' };
const RECT: Sticker = { widthMm: 90, heightMm: 60, cornerMm: 7, borderMm: 3, finish: 'gloss' };
const SILVER: [number, number, number] = [0.74, 0.75, 0.77];
const SPACE_GREY: [number, number, number] = [0.22, 0.22, 0.235];
const CONCRETE: StickerSpec['table'] = { surface: 'concrete', colour: [0.55, 0.54, 0.51] };
const MARBLE: StickerSpec['table'] = { surface: 'marble', colour: [0.9, 0.89, 0.87] };
const LINEN: StickerSpec['table'] = { surface: 'linen', colour: [0.78, 0.75, 0.7] };

export const SPECS: StickerSpec[] = [
  {
    id: 'stickers-1', style: 'round sticker on a silver laptop lid', sticker: ROUND, base: { kind: 'laptop', colour: SILVER, turn: -8 },
    pieces: [{ x: 40, y: 15, print: true }], table: CONCRETE, lights: LIGHTS.window,
    view: { azimuth: 8, elevation: 55, lens: 50, fill: 0.74, frame: 'base' },
  },
  {
    id: 'stickers-2', style: 'rounded square on a notebook cover', seed: 2, sticker: SQUARE, base: { kind: 'notebook', colour: [0.03, 0.05, 0.09], turn: 6 },
    pieces: [{ x: 4, y: 20, turn: -4, print: true }], table: LINEN, lights: LIGHTS.window,
    view: { azimuth: 4, elevation: 62, lens: 50, fill: 0.76, frame: 'base' },
  },
  {
    id: 'stickers-3', style: 'a little pile of round stickers on marble, overhead', seed: 3, sticker: ROUND,
    pieces: [{ x: 6, y: -3, turn: 0 }, { x: -4, y: 4, turn: 0, on: 1 }, { x: 2, y: 0, on: 2, print: true }], table: MARBLE, lights: LIGHTS.above,
    view: { azimuth: 0, elevation: 84, lens: 50, fill: 0.52 },
  },
  {
    id: 'stickers-4', style: 'round sticker on concrete, raking light, close', seed: 4, sticker: ROUND,
    pieces: [{ x: 0, y: 0, print: true }], table: { surface: 'concrete', colour: [0.2, 0.2, 0.2] }, lights: LIGHTS.raking,
    view: { azimuth: 10, elevation: 48, lens: 85, fill: 0.6 },
  },
  {
    id: 'stickers-5', style: 'on its backing sheet, sage paper', seed: 5, sticker: ROUND, base: { kind: 'sheet', colour: [0.86, 0.85, 0.82], turn: -6 },
    pieces: [{ x: 0, y: 18, turn: -6, print: true }], table: { surface: 'paper', colour: [0.52, 0.6, 0.52] }, lights: LIGHTS.window,
    view: { azimuth: 0, elevation: 72, lens: 50, fill: 0.7, frame: 'base' },
  },
  {
    id: 'stickers-6', style: 'rounded square on a kraft box, studio', seed: 6, sticker: SQUARE, base: { kind: 'box', colour: [0.6, 0.47, 0.33], turn: 18 },
    pieces: [{ x: 0, y: 0, turn: 18, print: true }], table: { surface: 'sweep', colour: [0.8, 0.79, 0.77] }, lights: LIGHTS.studio,
    view: { azimuth: -8, elevation: 28, lens: 50, fill: 0.66, frame: 'base' },
  },
  {
    id: 'stickers-7', style: 'rectangle on a space grey laptop, late sun', seed: 7, sticker: RECT, base: { kind: 'laptop', colour: SPACE_GREY, turn: 20 },
    pieces: [{ x: -20, y: -5, turn: 26, print: true }], table: LINEN, lights: LIGHTS.warm,
    view: { azimuth: -8, elevation: 46, lens: 50, fill: 0.86, frame: 'base' },
  },
  {
    id: 'stickers-8', style: 'large round sticker, pink studio sweep', seed: 8, sticker: { ...ROUND, widthMm: 100, heightMm: 100, cornerMm: 50 },
    pieces: [{ x: 0, y: 0, turn: 0, print: true }], table: { surface: 'sweep', colour: [0.86, 0.7, 0.68] }, lights: LIGHTS.studio,
    view: { azimuth: 0, elevation: 30, lens: 85, fill: 0.56 },
  },
  {
    id: 'stickers-9', style: 'rectangle with a corner peeling, marble', seed: 9, sticker: RECT,
    pieces: [{ x: 0, y: 0, turn: -10, print: true, peelMm: 9 }], table: MARBLE, lights: LIGHTS.window,
    view: { azimuth: 14, elevation: 42, lens: 85, fill: 0.58 },
  },
  {
    id: 'stickers-10', style: 'small round sticker on a laptop, close', seed: 10, sticker: { ...ROUND, widthMm: 60, heightMm: 60, cornerMm: 30 },
    base: { kind: 'laptop', colour: SILVER, turn: 0 }, pieces: [{ x: 60, y: 40, print: true }], table: { surface: 'oak', colour: [0.2, 0.12, 0.07] }, lights: LIGHTS.window,
    view: { azimuth: 12, elevation: 40, lens: 85, fill: 0.5 },
  },
  {
    id: 'stickers-11', style: 'matte rectangle on its backing sheet, linen', seed: 11, sticker: { ...RECT, widthMm: 100, heightMm: 70, cornerMm: 4, finish: 'matte' },
    base: { kind: 'sheet', colour: [0.9, 0.9, 0.88], turn: 4 }, pieces: [{ x: 0, y: 20, turn: 4, print: true }], table: LINEN, lights: LIGHTS.above,
    view: { azimuth: 0, elevation: 80, lens: 50, fill: 0.72, frame: 'base' },
  },
  {
    id: 'stickers-12', style: 'rounded squares fanned on kraft paper with a pen', seed: 12, sticker: SQUARE,
    pieces: [{ x: -14, y: 6, turn: 14 }, { x: 10, y: -4, turn: -8, on: 1 }, { x: 0, y: 0, turn: 3, on: 2, print: true }],
    table: { surface: 'paper', colour: [0.6, 0.47, 0.33] }, props: [{ kind: 'pen', x: 75, y: -5, turn: 70, colour: [0.03, 0.035, 0.05] }],
    lights: LIGHTS.window, view: { azimuth: 0, elevation: 70, lens: 50, fill: 0.5, aim: [20, 0] },
  },
];

export const recipes: Recipe[] = SPECS.map(stickerRecipe);
