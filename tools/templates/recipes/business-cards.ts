import type { Recipe } from '../recipe';
import { card, lying, standing } from '../lib/flat/book';
import { PAPER } from '../lib/flat/frame';
import { box } from '../lib/flat/kit';
import { hex } from '../lib/flat/materials';
import { mug, pen, plant } from '../lib/flat/props';
import type { Solid } from '../lib/flat/solids';
import { desk, shoot, sweep } from '../lib/flat/setting';

const W = 8.9;
const H = 5.1;
const T = 0.05;
const bc = (n: number, style: string, render: Recipe['render']): Recipe => ({ id: `business-cards-${n}`, category: 'business-cards', type: 'business-card', style, render });

/** A neat stack of `count` cards; the top card is returned as the print. */
function stack(x: number, z: number, yaw: number, count: number, y0 = 0) {
  const solids: Solid[] = [];
  let top = card(lying(x, z, yaw, T, y0), W, H, T);
  for (let i = 0; i < count; i++) {
    top = card(lying(x + Math.sin(i * 2.1) * 0.06, z + Math.cos(i * 1.3) * 0.05, yaw + Math.sin(i * 3.7) * 0.8, T, y0 + i * T), W, H, T);
    solids.push(...top.solids);
  }
  return { solids, print: top.print };
}

const thick = { ...PAPER, grain: 0.07 };

export const recipes: Recipe[] = [
  bc(1, 'front and back, overhead on marble', (size) => {
    const a = card(lying(-2, -3, 8, T), W, H, T, thick);
    const b = card(lying(3, 4, -6, T), W, H, T, thick, 'product');
    return shoot(size, { setting: desk('marble'), solids: [...a.solids, ...b.solids], print: a.print, target: [0, 0, 0], elevation: 88, distance: 40, fill: 0.66, seed: 1 });
  }),
  bc(2, 'stack on oak, low angle', (size) => {
    const s = stack(0, 0, -18, 14);
    return shoot(size, { setting: desk('oak', [-40, 60, 40]), solids: [...s.solids, ...pen(9, 4, 70, '#1f2937', 13)], print: s.print, target: [1, 0.5, 0], azimuth: 10, elevation: 28, distance: 40, fill: 0.58, ox: 0.46, seed: 2 });
  }),
  bc(3, 'floating card, soft studio shadow', (size) => {
    const c = card({ at: [0, 4, 0], pitch: -62, yaw: -18, roll: 6 }, W, H, 0.06, thick);
    return shoot(size, { setting: sweep('#dcdad6'), solids: c.solids, print: c.print, target: [0, 3, 0], elevation: 30, distance: 40, fill: 0.56, oy: 0.46, seed: 3 });
  }),
  bc(4, 'card leaning on a block, slate', (size) => {
    const block = box({ at: [0, 1.5, -2.25] }, 12, 3, 2, { front: ['prop', { colour: hex('#8b6b4a'), spec: 0.1 }], sides: ['prop', { colour: hex('#7a5c3e') }] });
    const c = card(standing(0, 0.45, 0, H, 28), W, H, 0.06, thick);
    return shoot(size, { setting: desk('slate', [-30, 40, 40]), solids: [...c.solids, ...block], print: c.print, target: [0, 2, 0], azimuth: -14, elevation: 22, distance: 35, fill: 0.6, seed: 4 });
  }),
  bc(5, 'fan of four cards, linen', (size) => {
    const solids: Solid[] = [];
    let top = card(lying(0, 0, 0, T), W, H, T);
    for (let i = 0; i < 4; i++) {
      top = card(lying(i * 0.9 - 1.5, i * 0.3, 24 - i * 12, T, i * T), W, H, T, thick);
      solids.push(...top.solids);
    }
    return shoot(size, { setting: desk('linen'), solids: [...solids, ...plant(12, -10, 0.5, '#f1ede6')], print: top.print, target: [0, 0, 0], azimuth: 5, elevation: 62, distance: 45, fill: 0.62, ox: 0.45, seed: 5 });
  }),
  bc(6, 'card with pen and coffee, concrete', (size) => {
    const c = card(lying(0, 0, 12, T), W, H, T, thick);
    return shoot(size, { setting: desk('concrete', [-50, 90, 30]), solids: [...c.solids, ...pen(0, 5.5, 8, '#b08d57', 12), ...mug(12, -6)], print: c.print, target: [2, 0, 0], elevation: 70, distance: 50, fill: 0.5, ox: 0.42, oy: 0.55, seed: 6 });
  }),
  bc(7, 'three cards in a row, sand stone', (size) => {
    const a = card(lying(0, 0, -4, T), W, H, T, thick);
    const l = card(lying(-10, 1.2, 6, T), W, H, T, thick, 'product');
    const r = card(lying(10, -0.8, -10, T), W, H, T, thick, 'product');
    return shoot(size, { setting: desk('sand', [40, 80, 40]), solids: [...a.solids, ...l.solids, ...r.solids], print: a.print, target: [0, 0, 0], azimuth: -6, elevation: 58, distance: 55, fill: 0.8, seed: 7 });
  }),
  bc(8, 'stack and loose card, walnut, warm light', (size) => {
    const s = stack(-4, -1, 10, 10);
    const loose = card(lying(5.5, 4, -22, T), W, H, T, thick, 'product');
    return shoot(size, { setting: desk('walnut', [60, 70, 50]), solids: [...s.solids, ...loose.solids], print: s.print, target: [0, 0, 0], azimuth: -10, elevation: 48, distance: 45, fill: 0.66, seed: 8 });
  }),
];
