import type { Recipe } from '../recipe';
import { PHONE, recipeMaker, screenDevice, TABLET, TABLET_LANDSCAPE, wedge } from '../lib/flat/devices';
import { flat } from '../lib/flat/kit';
import { bookStack, mug, pen, plant } from '../lib/flat/props';
import { desk, shoot, sweep } from '../lib/flat/setting';

const make = recipeMaker('tablets');
const GREY = { colour: [0.6, 0.61, 0.63] as const, spec: 0.4, shininess: 40 };
const lie = TABLET.d / 2;

export const recipes: Recipe[] = [
  make(1, 'tablet', 'portrait on oak with stylus and coffee', (size) => {
    const t = screenDevice(flat(0, 0, 6, lie), TABLET);
    return shoot(size, { setting: desk('oak'), solids: [...t.solids, ...pen(13, 4, 95, '#f4f4f4', 16), ...mug(20, -14)], print: t.print, target: [2, 0, 0], elevation: 70, distance: 80, fill: 0.62, ox: 0.45, seed: 1 });
  }),
  make(2, 'tablet', 'landscape on a stand, studio front view', (size) => {
    const t = screenDevice({ at: [0, 10.2, 1.8], pitch: -18 }, TABLET_LANDSCAPE);
    return shoot(size, { setting: sweep('#e5e2dc'), solids: [...t.solids, ...wedge([0, 2, -1.5], 14)], print: t.print, target: [0, 10, 0], elevation: 10, distance: 90, fill: 0.66, seed: 2 });
  }),
  make(3, 'tablet', 'floating portrait tilt, sage studio', (size) => {
    const t = screenDevice({ at: [0, 18, 0], pitch: -22, yaw: 24, roll: -6 }, TABLET);
    return shoot(size, { setting: sweep('#cfd8cc'), solids: t.solids, print: t.print, target: [0, 14, 0], elevation: 16, distance: 100, fill: 0.6, seed: 3 });
  }),
  make(4, 'tablet', 'landscape overhead on marble, plant', (size) => {
    const t = screenDevice(flat(0, 0, -4, lie), TABLET_LANDSCAPE);
    return shoot(size, { setting: desk('marble'), solids: [...t.solids, ...plant(-22, -16, 0.8, '#ffffff')], print: t.print, target: [0, 0, 0], elevation: 86, distance: 90, fill: 0.64, ox: 0.54, seed: 4 });
  }),
  make(5, 'tablet', 'portrait leaning on books, walnut', (size) => {
    const t = screenDevice({ at: [0, 12.1, 4], pitch: -15, yaw: -12 }, TABLET);
    return shoot(size, { setting: desk('walnut', [70, 100, 70], '#e4ddd2'), solids: [...t.solids, ...bookStack(0, -10, -6)], print: t.print, target: [0, 11, 0], azimuth: 10, elevation: 14, distance: 90, fill: 0.62, seed: 5 });
  }),
  make(6, 'tablet', 'landscape at an angle on slate, space grey', (size) => {
    const t = screenDevice(flat(0, 0, 22, lie), TABLET_LANDSCAPE, GREY);
    return shoot(size, { setting: desk('slate', [-60, 80, 40]), solids: t.solids, print: t.print, target: [0, 0, 0], azimuth: -14, elevation: 42, distance: 80, fill: 0.64, seed: 6 });
  }),
  make(7, 'tablet', 'portrait on a stand, white desk and wall', (size) => {
    const t = screenDevice({ at: [0, 13.8, 2.5], pitch: -16, yaw: 8 }, TABLET);
    return shoot(size, { setting: desk('white', [-60, 110, 80], '#e9ecef'), solids: [...t.solids, ...wedge([0, 2, -2], 14, '#b9a48a'), ...mug(20, 4, '#334155')], print: t.print, target: [2, 12, 0], azimuth: -8, elevation: 10, distance: 95, fill: 0.64, seed: 7 });
  }),
  make(8, 'tablet', 'tablet and phone, concrete, high angle', (size) => {
    const t = screenDevice(flat(-3, 0, 10, lie), TABLET);
    const p = screenDevice(flat(13, 5, -14, PHONE.d / 2), PHONE);
    return shoot(size, { setting: desk('concrete'), solids: [...t.solids, ...p.solids], print: t.print, target: [3, 0, 2], azimuth: 8, elevation: 55, distance: 85, fill: 0.72, seed: 8 });
  }),
];
