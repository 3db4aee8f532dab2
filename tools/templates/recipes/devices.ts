import type { Recipe } from '../recipe';
import { laptop, PHONE, screenDevice, TABLET, wedge } from '../lib/flat/devices';
import { flat } from '../lib/flat/kit';
import { bookStack, mug, pen, plant } from '../lib/flat/props';
import { desk, shoot, sweep } from '../lib/flat/setting';

const device = (n: number, type: string, style: string, render: Recipe['render']): Recipe => ({
  id: `devices-${n}`,
  category: 'devices',
  type,
  style,
  render,
});

const TITANIUM = { colour: [0.74, 0.73, 0.71] as const, spec: 0.5, shininess: 50 };

export const recipes: Recipe[] = [
  device(1, 'iphone-15', 'phone on an oak desk with coffee', (size) => {
    const ph = screenDevice(flat(0, 0, -12, PHONE.d / 2), PHONE);
    return shoot(size, { setting: desk('oak'), solids: [...ph.solids, ...mug(12, -9)], print: ph.print, target: [0, 0, 0], azimuth: 10, elevation: 62, distance: 60, fill: 0.55, ox: 0.44, seed: 1 });
  }),
  device(2, 'iphone-15-pro', 'titanium phone on slate, angled', (size) => {
    const ph = screenDevice(flat(0, 0, 28, PHONE.d / 2), PHONE, TITANIUM);
    return shoot(size, { setting: desk('slate', [-60, 70, 30]), solids: ph.solids, print: ph.print, target: [0, 0, 0], azimuth: -18, elevation: 48, distance: 55, fill: 0.58, seed: 2 });
  }),
  device(3, 'iphone-15', 'phone on a stand, studio front view', (size) => {
    const ph = screenDevice({ at: [0, 8.2, 1.2], pitch: -20 }, PHONE);
    return shoot(size, { setting: sweep('#e7e3dd'), solids: [...ph.solids, ...wedge([0, 2, -1.5], 8)], print: ph.print, target: [0, 8, 0], azimuth: 0, elevation: 8, distance: 70, fill: 0.6, seed: 3 });
  }),
  device(4, 'laptop', 'laptop and phone on a walnut desk', (size) => {
    const lp = laptop({ at: [0, 0, 0], yaw: -8 });
    const ph = screenDevice(flat(24, 8, -20, PHONE.d / 2), PHONE);
    return shoot(size, {
      setting: desk('walnut', [-70, 110, 60], '#e9e5de'),
      solids: [...lp.solids, ...ph.solids, ...plant(-30, -12, 1.1, '#eeeae3')],
      print: lp.print,
      target: [2, 10, 0],
      azimuth: 12,
      elevation: 22,
      distance: 110,
      fill: 0.72,
      seed: 4,
    });
  }),
  device(5, 'tablet', 'tablet and phone, overhead on concrete', (size) => {
    const tb = screenDevice(flat(-4, 0, 0, TABLET.d / 2), TABLET);
    const ph = screenDevice(flat(12, 4, -12, PHONE.d / 2), PHONE);
    return shoot(size, { setting: desk('concrete'), solids: [...tb.solids, ...ph.solids, ...pen(-4, 17, 5)], print: tb.print, target: [2, 0, 2], elevation: 88, distance: 80, fill: 0.68, frame: [[-14, 0, -14], [18, 0, 14]], seed: 5 });
  }),
  device(6, 'iphone-15-pro', 'floating tilted phone, pink studio', (size) => {
    const ph = screenDevice({ at: [0, 12, 0], pitch: -20, yaw: -25, roll: 10 }, PHONE, TITANIUM);
    return shoot(size, { setting: sweep('#efd9d3'), solids: ph.solids, print: ph.print, target: [0, 10, 0], elevation: 14, distance: 70, fill: 0.6, seed: 6 });
  }),
  device(7, 'iphone-15', 'phone leaning on books, warm light', (size) => {
    const ph = screenDevice({ at: [0, 7.3, 3], pitch: -16, yaw: 10 }, PHONE);
    return shoot(size, {
      setting: desk('oak', [70, 90, 60], '#ddd5c8'),
      solids: [...ph.solids, ...bookStack(0, -8, 8)],
      print: ph.print,
      target: [0, 7, 0],
      azimuth: -15,
      elevation: 15,
      distance: 70,
      fill: 0.6,
      seed: 7,
    });
  }),
  device(8, 'laptop', 'laptop front view on a white desk', (size) => {
    const lp = laptop({ at: [0, 0, 0] }, { tilt: 10 });
    return shoot(size, { setting: desk('white', [-50, 120, 80], '#e4e7ea'), solids: [...lp.solids, ...mug(26, 2, '#1f2937')], print: lp.print, target: [0, 10, 0], azimuth: 0, elevation: 16, distance: 100, fill: 0.7, seed: 8 });
  }),
];
