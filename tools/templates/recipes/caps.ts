/** Caps and hats: six baseball caps built from their panels and rendered by Cycles (structured front and
 *  three-quarters, trucker, snapback, dad cap), and the knit beanie and bucket hat, still painted in 2D. */
import { capRecipe, type CapSpec } from '../physical/cap';
import type { Recipe } from '../recipe';
import { FLOAT } from '../lib/soft/apparel';
import { studio } from '../lib/soft/backdrop';
import { beanieDetails, beanieShape, bucketDetails, bucketShape } from '../lib/soft/cap';
import { object } from '../lib/soft/object';
import { rect } from '../lib/soft/quad';
import type { Shadow } from '../lib/soft/render';

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

const SIT: Shadow[] = [{ dx: 0.02, dy: 0.015, blur: 0.03, opacity: 0.3 }, { dx: 0.004, dy: 0.006, blur: 0.008, opacity: 0.35 }];

export const recipes: Recipe[] = [
  ...SPECS.map(capRecipe),
  object({
    category: 'caps', id: 7, type: 'cap', style: 'cuffed knit beanie, print on the cuff',
    backdrop: studio('#dde2e6', '#eaeef1'), shadows: FLOAT,
    place: { angle: 0, cx: 0.5, cy: 0.5, scale: 1.25 }, product: beanieShape, details: beanieDetails, print: rect(0.43, 0.575, 0.14, 0.14),
    puff: 0.03, dome: 0.05, weave: 0.16, sheen: 0.15, wrinkle: 0.003, displace: 0.3,
  }),
  object({
    category: 'caps', id: 8, type: 'cap', style: 'bucket hat, sage studio',
    backdrop: studio('#d5dcd1', '#e5eae1'), shadows: SIT,
    place: { angle: 0, cx: 0.5, cy: 0.55, scale: 1.35 }, product: bucketShape, details: bucketDetails, print: rect(0.44, 0.42, 0.12, 0.12),
    puff: 0.02, dome: 0.04, weave: 0.1, sheen: 0.2, wrinkle: 0.003, displace: 0.3,
  }),
];
