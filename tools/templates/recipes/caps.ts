/** Caps and hats: six baseball caps built from their panels and rendered by Cycles (structured front and
 *  three-quarters, trucker, snapback, dad cap), a cuffed knit beanie and a bucket hat modelled and rendered the same way. */
import { capRecipe, type CapSpec } from '../physical/cap';
import type { Recipe } from '../recipe';
import { hatRecipe, type HatSpec } from '../physical/hat';

/** A standard embroidery area on a cap's front: 110 × 55 mm, 14 mm above the brim. */
const FRONT = { widthMm: 110, heightMm: 55, aboveBrimMm: 14 };
const WALL: [number, number, number] = [0.55, 0.52, 0.48];

export const SPECS: CapSpec[] = [
  {
    id: 'caps-1', type: 'cap', style: 'structured baseball cap, front, light studio', cap: 'structured', printArea: FRONT,
    setting: { kind: 'sweep', colour: [0.7, 0.69, 0.66] }, view: { azimuth: 0, elevation: 16, lens: 70, fill: 1.05 },
  },
  {
    id: 'caps-2', type: 'cap', style: 'baseball cap turned three-quarter right, oak table', cap: 'structured', seed: 2,
    printArea: FRONT, setting: { kind: 'oak', colour: [0.42, 0.25, 0.12], wall: WALL, turn: 4 },
    view: { azimuth: 34, elevation: 22, lens: 70, fill: 1.0 },
  },
  {
    id: 'caps-3', type: 'cap', style: 'baseball cap turned three-quarter left, concrete', cap: 'structured', seed: 3,
    printArea: FRONT, setting: { kind: 'concrete', colour: [0.36, 0.36, 0.34], wall: [0.45, 0.45, 0.44] },
    view: { azimuth: -34, elevation: 22, lens: 70, fill: 1.0 }, light: 'window',
  },
  {
    id: 'caps-4', type: 'cap', style: 'trucker cap with mesh sides, warm studio', cap: 'trucker', seed: 4, printArea: FRONT,
    setting: { kind: 'sweep', colour: [0.72, 0.63, 0.52] }, view: { azimuth: 38, elevation: 14, lens: 70, fill: 1.0 },
  },
  {
    id: 'caps-5', type: 'cap', style: 'snapback with flat brim, grey studio', cap: 'snapback', seed: 5, printArea: FRONT,
    setting: { kind: 'sweep', colour: [0.5, 0.52, 0.54] }, view: { azimuth: -14, elevation: 14, lens: 70, fill: 1.0 },
  },
  {
    id: 'caps-6', type: 'cap', style: 'low-profile dad cap on a linen sheet', cap: 'dad', seed: 6, printArea: FRONT,
    setting: { kind: 'linen', colour: [0.74, 0.69, 0.61], wall: WALL }, view: { azimuth: -26, elevation: 30, lens: 70, fill: 1.0 },
    light: 'window',
  },
];

/** The knit beanie and the bucket hat: print areas of the cuff's and the crown's front fabric. */
export const HATS: HatSpec[] = [
  {
    id: 'caps-7', type: 'cap', style: 'cuffed knit beanie, print on the cuff', hat: 'beanie', seed: 7,
    printArea: { widthMm: 100, heightMm: 45, aboveMm: 13 }, sweep: [0.44, 0.48, 0.52],
    view: { azimuth: 0, elevation: 10, lens: 70, fill: 0.82 },
  },
  {
    id: 'caps-8', type: 'cap', style: 'bucket hat, sage studio', hat: 'bucket', seed: 8,
    printArea: { widthMm: 100, heightMm: 45, aboveMm: 16 }, sweep: [0.68, 0.75, 0.63],
    view: { azimuth: 0, elevation: 14, lens: 70, fill: 0.95 },
  },
];

export const recipes: Recipe[] = [...SPECS.map(capRecipe), ...HATS.map(hatRecipe)];
