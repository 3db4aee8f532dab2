/** Caps and hats: baseball caps front and three-quarter, trucker, snapback, dad cap, beanie, bucket hat. */
import type { Recipe } from '../recipe';
import { FLAT, FLOAT } from '../lib/soft/apparel';
import { concrete, linen, studio, wood } from '../lib/soft/backdrop';
import type { Backdrop } from '../lib/soft/backdrop';
import { beanieDetails, beanieShape, bucketDetails, bucketShape, capDetails, capParts, capPrint, capSeams, capShape, capStitches } from '../lib/soft/cap';
import type { Cap } from '../lib/soft/cap';
import { object } from '../lib/soft/object';
import { rect } from '../lib/soft/quad';
import type { Shadow } from '../lib/soft/render';
import type { Place } from '../lib/soft/transform';

const SIT: Shadow[] = [{ dx: 0.02, dy: 0.015, blur: 0.03, opacity: 0.3 }, { dx: 0.004, dy: 0.006, blur: 0.008, opacity: 0.35 }];
const STD: Cap = { crown: 0.26, halfW: 0.22, brimDrop: 0.13, brimW: 1.12, turn: 0 };

/** Each shoot lit a little differently. */
const LIGHTS: Array<readonly [number, number, number]> = [[-0.45, -0.6, 0.66], [-0.6, -0.45, 0.62], [-0.3, -0.7, 0.64], [0.35, -0.6, 0.7], [-0.5, -0.55, 0.7]];

const BIG: Place = { angle: 0, cx: 0.5, cy: 0.5, scale: 1.4, dy: -0.02 };

function cap(id: number, style: string, c: Cap, backdrop: Backdrop, shadows: Shadow[] = SIT, place: Place = BIG): Recipe {
  return object({
    category: 'caps', id, type: 'cap', style, backdrop, shadows, place,
    product: capShape(c), details: capDetails(c), seams: capSeams(c), stitches: capStitches(c), print: capPrint(c),
    volume: { parts: capParts(c), round: 0.75 }, fabric: 'twill', light: LIGHTS[id % LIGHTS.length],
    puff: 0, dome: 0, sheen: 0.22, wrinkle: 0.0015, displace: 0.4,
  });
}

export const recipes: Recipe[] = [
  cap(1, 'structured baseball cap, front, light studio', STD, studio('#e6e5e2', '#f1f0ed')),
  cap(2, 'baseball cap turned three-quarter right, oak table', { ...STD, turn: 0.5 }, wood('#b88c60', 5, 82)),
  cap(3, 'baseball cap turned three-quarter left, concrete', { ...STD, turn: -0.45 }, concrete('#aeada9', 83)),
  cap(4, 'trucker cap with mesh sides, warm studio', { ...STD, crown: 0.28, mesh: true }, studio('#e9e1d5', '#f3ede4')),
  cap(5, 'snapback with flat brim, grey studio', { ...STD, crown: 0.27, flat: true, brimW: 1.2 }, studio('#cfd1d3', '#dfe1e3')),
  cap(6, 'low-profile dad cap on a linen sheet', { ...STD, crown: 0.21, halfW: 0.23, brimDrop: 0.11 }, linen('#e8e2d8', 86), FLAT, { ...BIG, angle: -0.05 }),
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
