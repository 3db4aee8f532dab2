import type { Recipe } from '../recipe';
import { lying, softcover, standing } from '../lib/flat/book';
import { recipeMaker } from '../lib/flat/devices';
import { GLOSSY } from '../lib/flat/frame';
import { panel } from '../lib/flat/kit';
import { mug, pen, plant, sideboard } from '../lib/flat/props';
import type { Solid } from '../lib/flat/solids';
import { desk, room, shoot, sweep } from '../lib/flat/setting';

const make = recipeMaker('magazines');
const W = 21;
const H = 28;
const T = 0.5;
const COVER = { ...GLOSSY, spec: 0.3 };
const mag = (x: number, z: number, yaw: number, y0 = 0) => softcover(lying(x, z, yaw, T, y0), W, H, T, COVER);

export const recipes: Recipe[] = [
  make(1, 'magazine', 'closed on oak with coffee', (size) => {
    const m = mag(0, 0, 5);
    return shoot(size, { setting: desk('oak'), solids: [...m.solids, ...mug(18, -12)], print: m.print, target: [2, 0, 0], elevation: 72, distance: 90, fill: 0.62, ox: 0.45, seed: 1 });
  }),
  make(2, 'magazine', 'stack of three, marble', (size) => {
    const a = mag(0.4, 0.3, -3);
    const b = mag(-0.3, 0, 4, T);
    const c = mag(0, 0, -8, 2 * T);
    return shoot(size, { setting: desk('marble'), solids: [...a.solids, ...b.solids, ...c.solids], print: c.print, target: [0, 1, 0], azimuth: 10, elevation: 40, distance: 90, fill: 0.64, seed: 2 });
  }),
  make(3, 'magazine', 'leaning upright in a studio', (size) => {
    const m = softcover(standing(0, 0, -16, H, 12), W, H, T, COVER);
    return shoot(size, { setting: sweep('#e3ddd4'), solids: m.solids, print: m.print, target: [0, 13, 0], elevation: 8, distance: 100, fill: 0.64, seed: 3 });
  }),
  make(4, 'magazine', 'two copies fanned on linen', (size) => {
    const back = mag(-5, -2, 12);
    const front = mag(4, 2, -10, T);
    return shoot(size, { setting: desk('linen'), solids: [...back.solids, ...front.solids], print: front.print, target: [0, 0, 0], elevation: 70, distance: 100, fill: 0.72, seed: 4 });
  }),
  make(5, 'magazine', 'open spread, right page, concrete', (size) => {
    const left = panel('product', COVER, { at: [-W / 2 - 0.05, 0.35, 0], pitch: -90 }, W, H);
    const right = panel('print', COVER, { at: [W / 2 + 0.05, 0.35, 0], pitch: -90 }, W, H);
    const base: Solid[] = softcover(lying(0, 0, 0, 0.3), 2 * W, H, 0.3, COVER).solids.filter((s) => s.role !== 'print');
    return shoot(size, { setting: desk('concrete'), solids: [left, right, ...base, ...pen(W + 6, 4, 80)], print: right, target: [0, 0, 0], elevation: 70, distance: 110, fill: 0.8, seed: 5 });
  }),
  make(6, 'magazine', 'floating tilt, soft shadow', (size) => {
    const m = softcover({ at: [0, 14, 0], pitch: -30, yaw: 16, roll: -8 }, W, H, T, COVER);
    return shoot(size, { setting: sweep('#d8dade'), solids: m.solids, print: m.print, target: [0, 12, 0], elevation: 16, distance: 110, fill: 0.6, seed: 6 });
  }),
  make(7, 'magazine', 'overhead on slate with pen and plant', (size) => {
    const m = mag(0, 0, -6);
    return shoot(size, { setting: desk('slate', [-60, 100, 30]), solids: [...m.solids, ...pen(15, 8, 95, '#d4af37'), ...plant(-18, -18, 0.8, '#f1ede6')], print: m.print, target: [0, 0, 0], elevation: 85, distance: 100, fill: 0.6, seed: 7 });
  }),
  make(8, 'magazine', 'on a sideboard against the wall', (size) => {
    const m = softcover(standing(0, 12, 0, H, 12, 75), W, H, T, COVER);
    return shoot(size, { setting: room('#e6e0d6', 'oak', [-150, 230, 200]), solids: [...m.solids, ...sideboard(0, 20, 120, 75), ...plant(-30, 14, 0.9, '#efeae3', 75)], print: m.print, target: [-6, 90, 14], azimuth: 12, elevation: 8, distance: 150, fill: 0.62, frame: [[-38, 75, 14], [12, 75, 14], [0, 104, 8]], seed: 8 });
  }),
];
