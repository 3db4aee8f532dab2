import type { Recipe } from '../recipe';
import { card, hardcover, lying } from '../lib/flat/book';
import { recipeMaker } from '../lib/flat/devices';
import { box, flat, offset, panel, slab, type Pose } from '../lib/flat/kit';
import { hex } from '../lib/flat/materials';
import { mug, pen, plant } from '../lib/flat/props';
import { asProps, type Material, type Quad, type Solid } from '../lib/flat/solids';
import { desk, shoot, sweep } from '../lib/flat/setting';

const make = recipeMaker('stickers');
const VINYL: Material = { colour: [0.97, 0.97, 0.97], spec: 0.35, shininess: 70, grain: 0.04, grainSize: 0.1 };

/** A die-cut sticker: white vinyl border (product) with the printed face on top; `round` makes it a circle. */
function sticker(p: Pose, w: number, h: number, round: boolean): { solids: Solid[]; print: Quad } {
  const r = round ? Math.min(w, h) / 2 : Math.min(w, h) * 0.18;
  const border = panel('product', VINYL, offset(p, 0, 0, 0.01), w + 0.8, h + 0.8, r + 0.4);
  const print = panel('print', VINYL, offset(p, 0, 0, 0.02), w, h, r);
  return { solids: [border, print], print };
}

/** A closed laptop seen from the lid side: the stickers' canvas. */
function closedLaptop(yaw: number, tint = '#c9ccd1'): { solids: Solid[]; top: Pose } {
  const lid: Pose = { at: [0, 0.9, 0], pitch: -90, yaw };
  return { solids: [slab('prop', { colour: hex(tint), spec: 0.35, shininess: 40 }, lid, 30.4, 21.5, 1.8, 1, 0.4)], top: offset(lid, 0, 0, 0.9) };
}

export const recipes: Recipe[] = [
  make(1, 'sticker', 'round sticker on a laptop lid', (size) => {
    const l = closedLaptop(-10);
    const s = sticker(offset(l.top, 4, 2, 0), 8, 8, true);
    return shoot(size, { setting: desk('oak'), solids: [...l.solids, ...s.solids], print: s.print, target: [0, 1, 0], azimuth: 6, elevation: 55, distance: 60, fill: 0.7, frameAll: true, seed: 1 });
  }),
  make(2, 'sticker', 'rounded square on a notebook cover', (size) => {
    const p = lying(0, 0, 12, 1.6);
    const n = hardcover(p, 14.8, 21, 1.6, { colour: hex('#2f3e4e'), spec: 0.08 });
    const s = sticker(offset(p, 0, 2, 0.82), 7, 7, false);
    return shoot(size, { setting: desk('linen'), solids: [...asProps(n.solids), ...s.solids], print: s.print, target: [0, 1, 0], azimuth: 4, elevation: 62, distance: 50, fill: 0.74, frameAll: true, seed: 2 });
  }),
  make(3, 'sticker', 'loose stickers on a desk, overhead', (size) => {
    const a = sticker(flat(0, 0, 10, 0.02), 7, 7, true);
    const b = sticker(flat(9, 4, -14, 0.02), 6, 6, false);
    const c = sticker(flat(-8, 5, 24, 0.02), 5, 5, true);
    return shoot(size, { setting: desk('white', [-50, 90, 50]), solids: [...a.solids, ...b.solids, ...c.solids, ...pen(2, -8, 5, '#f59e0b', 13)], print: a.print, target: [0, 0, 0], elevation: 86, distance: 45, fill: 0.72, frameAll: true, seed: 3 });
  }),
  make(4, 'sticker', 'round sticker on slate, close-up', (size) => {
    const s = sticker(flat(0, 0, 0, 0.02), 8, 8, true);
    return shoot(size, { setting: desk('slate', [-40, 50, 30]), solids: s.solids, print: s.print, target: [0, 0, 0], azimuth: 10, elevation: 50, distance: 30, fill: 0.56, seed: 4 });
  }),
  make(5, 'sticker', 'on a sticker sheet with backing paper', (size) => {
    const sheet = card(lying(0, 0, -6, 0.03), 12, 16, 0.03, { colour: hex('#f3efe6'), grain: 0.05 }, 'prop');
    const s = sticker(offset(lying(0, 0, -6, 0.03), 0, 1.5, 0.02), 8, 8, true);
    return shoot(size, { setting: desk('sage', [-50, 90, 60]), solids: [...asProps(sheet.solids), ...s.solids, ...plant(14, -10, 0.6, '#f1ede6')], print: s.print, target: [2, 0, 0], elevation: 70, distance: 55, fill: 0.6, frameAll: false, seed: 5 });
  }),
  make(6, 'sticker', 'die-cut sticker on a kraft box', (size) => {
    const faces = box({ at: [0, 6, 0], yaw: 18 }, 20, 12, 14, { front: ['prop', { colour: hex('#c8a27a'), grain: 0.1 }], sides: ['prop', { colour: hex('#bd966d'), grain: 0.1 }] });
    const s = sticker(offset({ at: [0, 6, 0], yaw: 18 }, 0, 0, 7.01), 8, 8, false);
    return shoot(size, { setting: sweep('#e6e2dc'), solids: [...faces, ...s.solids], print: s.print, target: [0, 6, 0], azimuth: -8, elevation: 16, distance: 70, fill: 0.6, frameAll: true, seed: 6 });
  }),
  make(7, 'sticker', 'laptop lid at an angle with coffee', (size) => {
    const l = closedLaptop(24, '#6b6f76');
    const s = sticker(offset(l.top, -5, -3, 0), 9, 6, false);
    return shoot(size, { setting: desk('walnut', [-60, 80, 50]), solids: [...l.solids, ...s.solids, ...mug(24, -10)], print: s.print, target: [0, 1, 0], azimuth: -8, elevation: 35, distance: 70, fill: 0.62, frame: l.solids.flatMap((o) => o.corners()), seed: 7 });
  }),
  make(8, 'sticker', 'large round sticker, pink studio', (size) => {
    const s = sticker({ at: [0, 8, 0], pitch: -40, yaw: -16 }, 10, 10, true);
    return shoot(size, { setting: sweep('#efd9d3'), solids: s.solids, print: s.print, target: [0, 7, 0], elevation: 20, distance: 50, fill: 0.5, seed: 8 });
  }),
];
