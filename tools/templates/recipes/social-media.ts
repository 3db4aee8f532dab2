import type { Recipe } from '../recipe';
import { PHONE, recipeMaker, screenDevice } from '../lib/flat/devices';
import { flat } from '../lib/flat/kit';
import { mug, plant } from '../lib/flat/props';
import { feedPhone } from '../lib/flat/screens';
import { desk, shoot, sweep } from '../lib/flat/setting';

const make = recipeMaker('social-media');
const lie = PHONE.d / 2;
const DARK = { colour: [0.25, 0.26, 0.28] as const, spec: 0.5, shininess: 50 };

export const recipes: Recipe[] = [
  make(1, 'iphone-15', 'square post in a feed, studio front', (size) => {
    const p = feedPhone({ at: [0, 12, 0] }, PHONE, 1);
    return shoot(size, { setting: sweep('#ebe6df'), solids: p.solids, print: p.print, target: [0, 12, 0], elevation: 3, distance: 70, fill: 0.74, seed: 1 });
  }),
  make(2, 'iphone-15', 'portrait 4:5 post, tilted float, pink', (size) => {
    const p = feedPhone({ at: [0, 12, 0], pitch: -14, yaw: -20, roll: 6 }, PHONE, 1.25, undefined, '#6d28d9');
    return shoot(size, { setting: sweep('#efd9d3'), solids: p.solids, print: p.print, target: [0, 10, 0], elevation: 12, distance: 70, fill: 0.64, seed: 2 });
  }),
  make(3, 'iphone-15', 'feed on an oak desk with coffee', (size) => {
    const p = feedPhone(flat(0, 0, -10, lie), PHONE, 1);
    return shoot(size, { setting: desk('oak'), solids: [...p.solids, ...mug(12, -8)], print: p.print, target: [0, 0, 0], elevation: 75, distance: 55, fill: 0.6, ox: 0.45, seed: 3 });
  }),
  make(4, 'iphone-15-pro', 'graphite phone on slate, square post', (size) => {
    const p = feedPhone(flat(0, 0, 24, lie), PHONE, 1, DARK, '#0ea5e9');
    return shoot(size, { setting: desk('slate', [-60, 70, 30]), solids: p.solids, print: p.print, target: [0, 0, 0], azimuth: -10, elevation: 55, distance: 50, fill: 0.62, seed: 4 });
  }),
  make(5, 'iphone-15', 'two phones, post and profile, sage', (size) => {
    const p = feedPhone({ at: [3, 11, 3], pitch: -10, yaw: -14 }, PHONE, 1.25, undefined, '#16a34a');
    const other = screenDevice({ at: [-5, 12, -2], pitch: -10, yaw: 12 }, PHONE);
    return shoot(size, { setting: sweep('#cfd8cc'), solids: [...p.solids, ...other.solids], print: p.print, target: [0, 11, 0], elevation: 10, distance: 70, fill: 0.7, frame: [[-10, 3, 0], [9, 20, 0]], seed: 5 });
  }),
  make(6, 'iphone-15', 'overhead on linen with a plant', (size) => {
    const p = feedPhone(flat(0, 0, 6, lie), PHONE, 1, undefined, '#f97316');
    return shoot(size, { setting: desk('linen'), solids: [...p.solids, ...plant(13, -9, 0.6, '#f4f1ea')], print: p.print, target: [0, 0, 0], elevation: 86, distance: 55, fill: 0.56, ox: 0.44, seed: 6 });
  }),
  make(7, 'iphone-15-pro', 'isometric float, grey studio', (size) => {
    const p = feedPhone({ at: [0, 9, 0], pitch: -68, yaw: -30 }, PHONE, 1.25, DARK);
    return shoot(size, { setting: sweep('#d6d9dd'), solids: p.solids, print: p.print, target: [0, 9, 0], elevation: 38, distance: 60, fill: 0.62, seed: 7 });
  }),
  make(8, 'iphone-15', 'marble, warm light, square post', (size) => {
    const p = feedPhone(flat(0, 0, -28, lie), PHONE, 1, undefined, '#e11d48');
    return shoot(size, { setting: desk('marble', [60, 80, 50]), solids: p.solids, print: p.print, target: [0, 0, 0], azimuth: 16, elevation: 48, distance: 50, fill: 0.6, seed: 8 });
  }),
];
