/** Canvas tote bags sewn and draped by Blender's cloth simulation — laid flat, hung from a peg, standing, leaning —
 *  rendered by Cycles (physical/tote.ts). */
import { toteRecipe, type BagSpec, type ToteSpec } from '../physical/tote';
import type { Recipe } from '../recipe';

/** A 38 × 42 cm tote with 58 cm webbing straps, their ends 14 cm apart. */
const STANDARD = { widthMm: 380, heightMm: 420, strap: { lengthMm: 580, spreadMm: 140, fan: 0 } } as const;
const PRINT = { widthMm: 300, heightMm: 340, belowTopMm: 45 };

/** Lying front up on a table, its top towards the top of the picture; the straps fanned `fan` degrees apart. */
const flat = (fan: number, seed: number, size: Pick<BagSpec, 'widthMm' | 'heightMm'> = STANDARD, spread = 140): BagSpec => ({
  ...size, strap: { lengthMm: 580, spreadMm: spread, fan }, pose: 'flat', location: [0, -size.heightMm / 2000 - 0.1, 0.014],
  ripple: 5, gap: 3, seed,
});

/** Hanging from a peg at height 1.5 m on a wall at y 0.06: the straps' arches, narrowed to the peg, start just above it. */
const PEG_Z = 1.5, WALL_Y = 0.06;
const hanging = (size: Pick<BagSpec, 'widthMm' | 'heightMm'>, strap: BagSpec['strap']): BagSpec => ({
  ...size, strap: { ...strap, radiusMm: 20 }, pose: 'upright', location: [0, WALL_Y - 0.045, 0], hangZ: PEG_Z + 0.017, gap: 8,
});

/** Standing on a filling of tissue paper (a rounded block) up to four fifths of the bag's height. */
const FILL: [number, number, number] = [0.28, 0.09, 0.3];
const upright = (tilt: number, y: number, lean: number): BagSpec => ({
  ...STANDARD, strap: { ...STANDARD.strap, lean }, pose: 'upright', location: [0, y, 0.004], tilt, bulge: 80,
});
const fillAt = (tilt: number, y: number) => {
  const a = (tilt * Math.PI) / 180, up = FILL[2] / 2 + 0.035;
  return { fill: FILL, fillZ: 0.004 + up * Math.cos(a), fillY: y + up * Math.sin(a), tilt };
};

const TALL = { widthMm: 340, heightMm: 460 };
const WIDE = { widthMm: 460, heightMm: 340 };

export const SPECS: ToteSpec[] = [
  {
    id: 'tote-bags-1', type: 'tote-bag', style: 'flat lay on an oak table, handles up',
    bag: flat(9, 1), printArea: PRINT, setting: { kind: 'table', surface: 'oak', colour: [0.5, 0.32, 0.17] },
    view: { azimuth: 0, elevation: 90, lens: 50, fill: 0.86 }, light: 'top',
  },
  {
    id: 'tote-bags-2', type: 'tote-bag', style: 'hanging from a wooden peg on a plaster wall',
    bag: hanging(STANDARD, STANDARD.strap), printArea: PRINT,
    setting: { kind: 'peg', colour: [0.72, 0.69, 0.64], wallY: WALL_Y, pegZ: PEG_Z },
    view: { azimuth: 0, elevation: 4, lens: 70, fill: 0.84 },
  },
  {
    id: 'tote-bags-3', type: 'tote-bag', style: 'standing on a studio sweep, filled, handles up',
    bag: upright(0, 0, 35), printArea: PRINT,
    setting: { kind: 'sweep', colour: [0.7, 0.69, 0.66], backY: 0.45, ...fillAt(0, 0) },
    view: { azimuth: 10, elevation: 14, lens: 70, fill: 0.78 },
  },
  {
    id: 'tote-bags-4', type: 'tote-bag', style: 'flat lay on concrete, handles spread',
    bag: { ...flat(28, 2), turn: 4 }, printArea: PRINT, setting: { kind: 'table', surface: 'concrete', colour: [0.38, 0.38, 0.37] },
    view: { azimuth: 0, elevation: 90, lens: 50, fill: 0.86 }, light: 'top',
  },
  {
    id: 'tote-bags-5', type: 'tote-bag', style: 'wide landscape tote on a linen sheet',
    bag: { ...flat(6, 3, WIDE, 180), turn: -3 }, printArea: { widthMm: 380, heightMm: 240, belowTopMm: 45 },
    setting: { kind: 'table', surface: 'linen', colour: [0.78, 0.74, 0.68] },
    view: { azimuth: 0, elevation: 90, lens: 50, fill: 0.86 }, light: 'top',
  },
  {
    id: 'tote-bags-6', type: 'tote-bag', style: 'tall tote hanging from a peg, terracotta wall',
    bag: hanging(TALL, { lengthMm: 600, spreadMm: 120, fan: 0 }), printArea: { widthMm: 260, heightMm: 360, belowTopMm: 50 },
    setting: { kind: 'peg', colour: [0.6, 0.34, 0.22], wallY: WALL_Y, pegZ: PEG_Z },
    view: { azimuth: 0, elevation: 4, lens: 70, fill: 0.84 }, light: 'window',
  },
  {
    id: 'tote-bags-7', type: 'tote-bag', style: 'leaning against a wall on a wooden floor',
    bag: upright(9, 0.3, 60), printArea: PRINT,
    setting: { kind: 'room', colour: [0.75, 0.73, 0.69], floor: [0.42, 0.27, 0.15], backY: 0.45, ...fillAt(9, 0.3) },
    view: { azimuth: -14, elevation: 12, lens: 60, fill: 0.78 }, light: 'window',
  },
  {
    id: 'tote-bags-8', type: 'tote-bag', style: 'floating product shot, soft sage studio',
    bag: hanging(STANDARD, STANDARD.strap), printArea: PRINT,
    setting: { kind: 'peg', colour: [0.5, 0.56, 0.47], wallY: WALL_Y, pegZ: PEG_Z, float: true },
    view: { azimuth: 6, elevation: 6, lens: 85, fill: 0.8 },
  },
];

export const recipes: Recipe[] = SPECS.map(toteRecipe);
