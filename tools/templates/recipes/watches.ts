import type { Recipe } from '../recipe';
import { recipeMaker, watch, WATCH } from '../lib/flat/devices';
import { box, flat } from '../lib/flat/kit';
import { hex } from '../lib/flat/materials';
import { plant } from '../lib/flat/props';
import { desk, shoot, sweep } from '../lib/flat/setting';

const make = recipeMaker('watches');
const lie = WATCH.d / 2 + 0.1;

export const recipes: Recipe[] = [
  make(1, 'watch', 'flat on oak, overhead, black band', (size) => {
    const w = watch(flat(0, 0, 10, lie));
    return shoot(size, { setting: desk('oak'), solids: w.solids, print: w.print, target: [0, 0, 0], elevation: 82, distance: 30, fill: 0.7, frame: w.solids.flatMap((s) => s.corners()), seed: 1 });
  }),
  make(2, 'watch', 'angled on slate, graphite band', (size) => {
    const w = watch(flat(0, 0, -30, lie), '#4b4f57');
    return shoot(size, { setting: desk('slate', [-40, 50, 30]), solids: w.solids, print: w.print, target: [0, 0, 0], azimuth: 15, elevation: 45, distance: 30, fill: 0.7, frame: w.solids.flatMap((s) => s.corners()), seed: 2 });
  }),
  make(3, 'watch', 'floating tilt, grey studio, sport band', (size) => {
    const w = watch({ at: [0, 8, 0], pitch: -20, yaw: 20, roll: -10 }, '#e9e4da');
    return shoot(size, { setting: sweep('#d7d9dc'), solids: w.solids, print: w.print, target: [0, 7, 0], elevation: 14, distance: 40, fill: 0.6, frame: w.solids.flatMap((s) => s.corners()), seed: 3 });
  }),
  make(4, 'watch', 'marble, sand band, close-up', (size) => {
    const w = watch(flat(0, 0, 35, lie), '#cbb89d');
    return shoot(size, { setting: desk('marble'), solids: w.solids, print: w.print, target: [0, 0, 0], azimuth: -5, elevation: 60, distance: 25, fill: 0.5, seed: 4 });
  }),
  make(5, 'watch', 'upright on a walnut stand', (size) => {
    const stand = box({ at: [0, 2.5, -1] }, 5, 5, 3, { front: ['prop', { colour: hex('#6b4a32'), spec: 0.15 }], sides: ['prop', { colour: hex('#5e4029') }] });
    const w = watch({ at: [0, 6.6, 1.2], pitch: -8 }, '#1f2a38');
    return shoot(size, { setting: desk('linen', [-40, 60, 50]), solids: [...w.solids, ...stand], print: w.print, target: [0, 5, 0], azimuth: 15, elevation: 15, distance: 35, fill: 0.55, seed: 5 });
  }),
  make(6, 'watch', 'linen with a plant, orange band', (size) => {
    const w = watch(flat(0, 0, -8, lie), '#d9692f');
    return shoot(size, { setting: desk('linen'), solids: [...w.solids, ...plant(-12, -10, 0.5, '#efebe5')], print: w.print, target: [0, 0, 0], elevation: 65, distance: 35, fill: 0.6, frame: w.solids.flatMap((s) => s.corners()), ox: 0.56, seed: 6 });
  }),
  make(7, 'watch', 'low angle on concrete, close-up', (size) => {
    const w = watch(flat(0, 0, 75, lie), '#2b2d31');
    return shoot(size, { setting: desk('concrete', [30, 40, 40]), solids: w.solids, print: w.print, target: [0, 0.5, 0], azimuth: 0, elevation: 28, distance: 28, fill: 0.45, seed: 7 });
  }),
  make(8, 'watch', 'pink sweep, two watches', (size) => {
    const a = watch({ at: [-2.5, 8, 0], pitch: -15, yaw: 12, roll: 8 }, '#f1c6c0');
    const b = watch({ at: [3.5, 7, -3], pitch: -15, yaw: -18, roll: -6 }, '#33363c');
    return shoot(size, { setting: sweep('#efd9d3'), solids: [...a.solids, ...b.solids], print: a.print, target: [0, 7, 0], elevation: 12, distance: 45, fill: 0.6, frame: [...a.solids, ...b.solids].flatMap((s) => s.corners()), seed: 8 });
  }),
];
