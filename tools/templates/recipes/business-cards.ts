/** Business cards: card stock modelled and rendered by Cycles (physical/paper.ts) — single cards, stacks, fans and
 *  rows on marble, oak, walnut, linen, concrete and paper, seen from above and at angles; the print is one card's face. */
import { LIGHTS, paperRecipe, type PaperSpec, type Piece, type Sheet } from '../physical/paper';
import type { Recipe } from '../recipe';

/** A US card, 3.5 × 2 in on 16 pt stock, lying with a slight bow. */
const CARD: Sheet = { widthMm: 88.9, heightMm: 50.8, thicknessMm: 0.45, finish: 'uncoated', bowMm: 0.25 };
const SILK: Sheet = { ...CARD, finish: 'silk' };
const THICK: Sheet = { ...CARD, thicknessMm: 0.8, bowMm: 0.1 };

/** `count` cards squared up into a stack, each a little off the one below (as a stack from the box is); the top card
 *  carries the print. */
function stack(x: number, y: number, turn: number, count: number): Piece[] {
  return Array.from({ length: count }, (_, k) => ({
    x: x + Math.sin(k * 2.1) * 0.5,
    y: y + Math.cos(k * 1.3) * 0.4,
    turn: turn + Math.sin(k * 3.7) * 0.7,
    on: k,
    print: k === count - 1,
  }));
}

/** Cards fanned from one corner, each resting on the one before; the last on top carries the print. */
function fan(count: number, spread: number): Piece[] {
  return Array.from({ length: count }, (_, k) => {
    const turn = spread * (k / (count - 1) - 0.5);
    const a = (turn * Math.PI) / 180;
    // Turned about the cards' lower left corner, which stays put.
    const cx = 44.45 * Math.cos(a) - 25.4 * Math.sin(a), cy = 44.45 * Math.sin(a) + 25.4 * Math.cos(a);
    return { x: cx - 44, y: cy - 25, turn, on: k, print: k === count - 1 };
  });
}

const cards = paperRecipe('business-cards', 'business-card');

export const SPECS: PaperSpec[] = [
  {
    id: 'business-cards-1', style: 'front and back, overhead on white marble', sheet: CARD,
    pieces: [{ x: -26, y: -18, turn: 7, print: true }, { x: 30, y: 24, turn: -5 }],
    table: { surface: 'marble', colour: [0.9, 0.89, 0.87] }, lights: LIGHTS.above, view: { azimuth: 0, elevation: 88, lens: 85, fill: 0.8 },
  },
  {
    id: 'business-cards-2', style: 'stack on oak with a pen, low angle', seed: 2, sheet: CARD, pieces: stack(0, 0, -16, 14),
    props: [{ kind: 'pen', x: 82, y: 20, turn: 68, colour: [0.03, 0.035, 0.05] }],
    table: { surface: 'oak', colour: [0.45, 0.29, 0.16] }, lights: LIGHTS.raking, view: { azimuth: 12, elevation: 30, lens: 85, fill: 0.6 },
  },
  {
    id: 'business-cards-3', style: 'fan of five on linen', seed: 3, sheet: CARD, pieces: fan(5, 40),
    table: { surface: 'linen', colour: [0.8, 0.76, 0.7] }, lights: LIGHTS.window, view: { azimuth: 6, elevation: 62, lens: 85, fill: 0.72 },
  },
  {
    id: 'business-cards-4', style: 'three in a row on pale concrete', seed: 4, sheet: CARD,
    pieces: [{ x: -98, y: 6, turn: 4 }, { x: 0, y: 0, turn: -2, print: true }, { x: 98, y: -5, turn: 6 }],
    table: { surface: 'concrete', colour: [0.62, 0.6, 0.57] }, lights: LIGHTS.above, view: { azimuth: 0, elevation: 80, lens: 85, fill: 0.86 },
  },
  {
    id: 'business-cards-5', style: 'on walnut beside a coffee, warm light', seed: 5, sheet: CARD,
    pieces: [{ x: 0, y: 0, turn: 14, print: true }],
    props: [{ kind: 'cup', x: 110, y: 68, colour: [0.85, 0.84, 0.8] }],
    table: { surface: 'oak', colour: [0.2, 0.12, 0.07] }, lights: LIGHTS.warm, view: { azimuth: -8, elevation: 68, lens: 70, fill: 0.55, aim: [18, 10] },
  },
  {
    id: 'business-cards-6', style: 'stack and a loose card on walnut', seed: 6, sheet: CARD,
    pieces: [...stack(-30, -12, 10, 10).map((p) => ({ ...p, print: false })), { x: 42, y: 30, turn: -22, print: true }],
    table: { surface: 'oak', colour: [0.22, 0.13, 0.08] }, lights: LIGHTS.window, view: { azimuth: -10, elevation: 50, lens: 85, fill: 0.72 },
  },
  {
    id: 'business-cards-7', style: 'thick card close-up, raking light on dark concrete', seed: 7, sheet: THICK,
    pieces: [{ x: 0, y: 0, turn: -10, print: true }],
    table: { surface: 'concrete', colour: [0.16, 0.16, 0.16] }, lights: LIGHTS.raking, view: { azimuth: -18, elevation: 36, lens: 85, fill: 0.72 },
  },
  {
    id: 'business-cards-8', style: 'top-down on kraft paper', seed: 8, sheet: CARD,
    pieces: [{ x: 0, y: 0, turn: -4, print: true }],
    table: { surface: 'paper', colour: [0.62, 0.48, 0.33] }, lights: LIGHTS.above, view: { azimuth: 0, elevation: 89, lens: 85, fill: 0.62 },
  },
  {
    id: 'business-cards-9', style: 'two stacks, front and back, on linen', seed: 9, sheet: CARD,
    pieces: [...stack(-52, 0, 6, 8), ...stack(52, 4, -4, 8).map((p) => ({ ...p, print: false }))],
    table: { surface: 'linen', colour: [0.72, 0.7, 0.66] }, lights: LIGHTS.window, view: { azimuth: 0, elevation: 55, lens: 85, fill: 0.82 },
  },
  {
    id: 'business-cards-10', style: 'scattered on dark concrete, overhead', seed: 10, sheet: CARD,
    pieces: [
      { x: -70, y: 40, turn: 24 }, { x: 64, y: 52, turn: -14 }, { x: -58, y: -50, turn: -30 }, { x: 70, y: -44, turn: 12 },
      { x: 2, y: 2, turn: 6, on: 1, print: true },
    ],
    table: { surface: 'concrete', colour: [0.2, 0.2, 0.2] }, lights: LIGHTS.above, view: { azimuth: 0, elevation: 89, lens: 85, fill: 0.86 },
  },
  {
    id: 'business-cards-11', style: 'silk card on a black paper set', seed: 11, sheet: SILK,
    pieces: [{ x: 0, y: 0, turn: 18, print: true }],
    table: { surface: 'paper', colour: [0.04, 0.04, 0.045] }, lights: LIGHTS.window, view: { azimuth: 10, elevation: 58, lens: 85, fill: 0.62 },
  },
  {
    id: 'business-cards-12', style: 'on marble with a brass pen, three-quarter', seed: 12, sheet: CARD,
    pieces: [{ x: 0, y: 0, turn: -8, print: true }],
    props: [{ kind: 'pen', x: 72, y: 4, turn: 76, colour: [0.8, 0.6, 0.3], metal: true }],
    table: { surface: 'marble', colour: [0.88, 0.87, 0.85] }, lights: LIGHTS.window, view: { azimuth: 20, elevation: 45, lens: 85, fill: 0.66 },
  },
];

export const recipes: Recipe[] = SPECS.map(cards);
