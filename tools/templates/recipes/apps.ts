import type { Recipe } from '../recipe';
import { PHONE, recipeMaker, screenDevice, wedge } from '../lib/flat/devices';
import { flat } from '../lib/flat/kit';
import { bookStack, plant } from '../lib/flat/props';
import type { Solid } from '../lib/flat/solids';
import { desk, shoot, sweep } from '../lib/flat/setting';

const make = recipeMaker('apps');
const lie = PHONE.d / 2;
const PRO = { colour: [0.3, 0.31, 0.33] as const, spec: 0.5, shininess: 50 };
const companions = (...poses: Parameters<typeof screenDevice>[0][]): Solid[] => poses.flatMap((p) => screenDevice(p, PHONE).solids);

export const recipes: Recipe[] = [
  make(1, 'iphone-15', 'three phones in a row, studio', (size) => {
    const mid = screenDevice({ at: [0, 12, 4], pitch: -8 }, PHONE);
    return shoot(size, {
      setting: sweep('#e6e3de'),
      solids: [...mid.solids, ...companions({ at: [-9, 11, 0], pitch: -8, yaw: 18 }, { at: [9, 11, 0], pitch: -8, yaw: -18 })],
      print: mid.print,
      target: [0, 11, 0],
      elevation: 8,
      distance: 80,
      fill: 0.8,
      frame: [[-13, 3, 0], [13, 19, 0]],
      seed: 1,
    });
  }),
  make(2, 'iphone-15-pro', 'straight-on hero shot, graphite', (size) => {
    const p = screenDevice({ at: [0, 12, 0] }, PHONE, PRO);
    return shoot(size, { setting: sweep('#cdd3da', [-50, 100, 90]), solids: p.solids, print: p.print, target: [0, 12, 0], elevation: 2, distance: 70, fill: 0.72, seed: 2 });
  }),
  make(3, 'iphone-15', 'two phones overlapping, sage', (size) => {
    const front = screenDevice({ at: [2.5, 11, 3], pitch: -10, yaw: -14, roll: 4 }, PHONE);
    return shoot(size, { setting: sweep('#cfd8cc'), solids: [...front.solids, ...companions({ at: [-4, 12, -2], pitch: -10, yaw: 10, roll: -6 })], print: front.print, target: [0, 11, 0], elevation: 10, distance: 70, fill: 0.68, frame: [[-9, 3, 0], [8, 20, 0]], seed: 3 });
  }),
  make(4, 'iphone-15', 'overhead on a desk with a plant', (size) => {
    const p = screenDevice(flat(0, 0, 0, lie), PHONE);
    return shoot(size, { setting: desk('oak'), solids: [...p.solids, ...plant(-12, -8, 0.6, '#f2eee8')], print: p.print, target: [0, 0, 0], elevation: 87, distance: 55, fill: 0.56, ox: 0.56, seed: 4 });
  }),
  make(5, 'iphone-15', 'on a stand, pink studio', (size) => {
    const p = screenDevice({ at: [0, 8.2, 1.2], pitch: -20, yaw: -14 }, PHONE);
    return shoot(size, { setting: sweep('#efd9d3'), solids: [...p.solids, ...wedge([0, 2, -1.5], 8, '#e9c2b8')], print: p.print, target: [0, 8, 0], azimuth: 8, elevation: 10, distance: 65, fill: 0.6, seed: 5 });
  }),
  make(6, 'iphone-15-pro', 'isometric float, cool grey', (size) => {
    const p = screenDevice({ at: [0, 9, 0], pitch: -70, yaw: 35 }, PHONE, PRO);
    return shoot(size, { setting: sweep('#d5d9de'), solids: p.solids, print: p.print, target: [0, 9, 0], azimuth: 0, elevation: 40, distance: 60, fill: 0.62, seed: 6 });
  }),
  make(7, 'iphone-15', 'lying on slate, dramatic light', (size) => {
    const p = screenDevice(flat(0, 0, -18, lie), PHONE);
    return shoot(size, { setting: desk('slate', [70, 50, 20]), solids: p.solids, print: p.print, target: [0, 0, 0], azimuth: 12, elevation: 58, distance: 50, fill: 0.6, seed: 7 });
  }),
  make(8, 'iphone-15-pro', 'leaning on books, linen', (size) => {
    const p = screenDevice({ at: [0, 7.3, 3], pitch: -16, yaw: -10 }, PHONE, PRO);
    return shoot(size, { setting: desk('linen', [-60, 90, 60], '#ddd7cc'), solids: [...p.solids, ...bookStack(0, -8, -4, ['#d2c3a8', '#6f8a7a', '#efe6d4'])], print: p.print, target: [0, 7, 0], azimuth: 14, elevation: 14, distance: 65, fill: 0.58, seed: 8 });
  }),
];
