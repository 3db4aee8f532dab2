import type { Recipe } from '../recipe';
import { hardcover, lying, softcover, standing, type Printed } from '../lib/flat/book';
import { recipeMaker } from '../lib/flat/devices';
import { box, local, type Pose } from '../lib/flat/kit';
import { hex } from '../lib/flat/materials';
import { mug, pen, plant } from '../lib/flat/props';
import { Cylinder, type Solid } from '../lib/flat/solids';
import { desk, shoot, sweep } from '../lib/flat/setting';

const make = recipeMaker('notebooks');
const W = 14.8;
const H = 21;
const MATTE = { colour: [0.94, 0.94, 0.94] as const, spec: 0.06, shininess: 15, grain: 0.05 };
const KRAFT = { colour: [0.93, 0.93, 0.93] as const, spec: 0.03, grain: 0.1, grainSize: 0.06 };

/** An elastic closure band running top to bottom near the right edge. */
function band(p: Pose, t: number, colour = '#1c1c1e'): Solid[] {
  return box({ ...p, at: local(p, W / 2 - 1.6, 0, 0) }, 0.7, H + 0.1, t + 0.12, { front: ['prop', { colour: hex(colour), spec: 0.15 }], sides: ['prop', { colour: hex(colour) }] });
}

/** A wire spiral along the left edge. */
function spiral(p: Pose, t: number): Solid[] {
  const out: Solid[] = [];
  const axis = local({ ...p, at: [0, 0, 0] }, 1, 0, 0);
  for (let i = 0; i < 18; i++) {
    const y = -H / 2 + 0.9 + (i * (H - 1.8)) / 17;
    out.push(new Cylinder('prop', { colour: hex('#b8b8bc'), spec: 0.8, shininess: 80 }, local(p, -W / 2 - 0.4, y, 0), axis, 0.9, t / 2 + 0.25, hex('#2a2a2a')));
  }
  return out;
}

const hard = (p: Pose, cover = MATTE): Printed => hardcover(p, W, H, 1.6, cover);

export const recipes: Recipe[] = [
  make(1, 'notebook', 'hardcover with elastic band, oak, pen', (size) => {
    const p = lying(0, 0, 8, 1.6);
    const n = hard(p);
    return shoot(size, { setting: desk('oak'), solids: [...n.solids, ...band(p, 1.6), ...pen(12, 3, 92)], print: n.print, target: [2, 0, 0], elevation: 70, distance: 70, fill: 0.6, seed: 1 });
  }),
  make(2, 'notebook', 'spiral notebook on marble', (size) => {
    const p = lying(0, 0, -6, 0.9);
    const n = softcover(p, W, H, 0.9, MATTE);
    return shoot(size, { setting: desk('marble'), solids: [...n.solids, ...spiral(p, 0.9)], print: n.print, target: [0, 0, 0], azimuth: 8, elevation: 55, distance: 70, fill: 0.6, seed: 2 });
  }),
  make(3, 'notebook', 'stack of two, linen, coffee', (size) => {
    const a = hard(lying(0.5, 0.3, 10, 1.6));
    const b = hard(lying(0, 0, -4, 1.6, 1.6));
    return shoot(size, { setting: desk('linen'), solids: [...a.solids, ...b.solids, ...mug(16, -10, '#2f4858')], print: b.print, target: [2, 1, 0], azimuth: 10, elevation: 48, distance: 75, fill: 0.6, ox: 0.45, seed: 3 });
  }),
  make(4, 'notebook', 'standing upright, studio', (size) => {
    const p = standing(0, 0, 22, H, 4);
    const n = hard(p);
    return shoot(size, { setting: sweep('#e0dcd5'), solids: [...n.solids, ...band(p, 1.6, '#b23a48')], print: n.print, target: [0, 10, 0], elevation: 10, distance: 80, fill: 0.6, seed: 4 });
  }),
  make(5, 'notebook', 'kraft softcover with pencil, sand', (size) => {
    const n = softcover(lying(0, 0, 14, 0.6), W, H, 0.6, KRAFT);
    return shoot(size, { setting: desk('sand', [50, 90, 50]), solids: [...n.solids, ...pen(-11, 2, 80, '#e5b53c', 17)], print: n.print, target: [0, 0, 0], elevation: 62, distance: 70, fill: 0.58, seed: 5 });
  }),
  make(6, 'notebook', 'pen resting on the cover, concrete', (size) => {
    const p = lying(0, 0, -10, 1.6);
    const n = hard(p);
    return shoot(size, { setting: desk('concrete'), solids: [...n.solids, ...pen(1, 3, 60, '#0f172a', 14, 1.6), ...plant(-16, -16, 0.7, '#f1ede6')], print: n.print, target: [0, 0, 0], elevation: 60, distance: 75, fill: 0.58, seed: 6 });
  }),
  make(7, 'notebook', 'angled on slate, elastic band', (size) => {
    const p = lying(0, 0, 32, 1.6);
    const n = hard(p);
    return shoot(size, { setting: desk('slate', [-60, 70, 40]), solids: [...n.solids, ...band(p, 1.6, '#d9d4cc')], print: n.print, target: [0, 0, 0], azimuth: -12, elevation: 40, distance: 70, fill: 0.6, seed: 7 });
  }),
  make(8, 'notebook', 'two notebooks side by side, pink', (size) => {
    const a = hard(lying(-8.5, 0, 4, 1.6));
    const b = hard(lying(8.5, 1, -5, 1.6));
    return shoot(size, { setting: sweep('#efd9d3', [-50, 110, 60]), solids: [...a.solids, ...b.solids], print: a.print, target: [0, 0, 0], elevation: 62, distance: 90, fill: 0.8, seed: 8 });
  }),
];
