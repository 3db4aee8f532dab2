import type { Recipe } from '../recipe';
import { card, lying, standing } from '../lib/flat/book';
import { recipeMaker } from '../lib/flat/devices';
import { hangingSheet, PAPER, tape } from '../lib/flat/frame';
import { mug, pen, plant } from '../lib/flat/props';
import { concrete, hex } from '../lib/flat/materials';
import { Blob, type Solid } from '../lib/flat/solids';
import { brickRoom, desk, room, shoot, sweep, type Setting } from '../lib/flat/setting';

const make = recipeMaker('flyers');
const W = 14.8;
const H = 21;
const T = 0.02;
const A4W = 21;
const A4H = 29.7;

function corkBoard(): Setting {
  const cork = concrete('#b88a5a', 41, 2.5);
  const s = room('#eae6df');
  return { ...s, backdrop: { ...s.backdrop, wall: { z: 0, colour: (x, y) => cork(x * 3, y * 3) } } };
}

const pin = (x: number, y: number, colour: string): Solid =>
  new Blob('prop', { colour: hex(colour), spec: 0.6, shininess: 60 }, [x, y, 0.6], 0.55);

export const recipes: Recipe[] = [
  make(1, 'flyer', 'A5 flat on oak with pen', (size) => {
    const f = card(lying(0, 0, 6, T), W, H, T);
    return shoot(size, { setting: desk('oak'), solids: [...f.solids, ...pen(11, 4, 95)], print: f.print, target: [1, 0, 0], elevation: 72, distance: 60, fill: 0.62, seed: 1 });
  }),
  make(2, 'flyer', 'pinned to a cork board', (size) => {
    const f = hangingSheet(0, 150, A4W, A4H, PAPER, 0.8);
    return shoot(size, { setting: corkBoard(), solids: [f, pin(0, 150 + A4H / 2 - 1.2, '#d62828')], print: f, target: [0, 150, 0], azimuth: 10, elevation: 4, distance: 120, fill: 0.62, seed: 2 });
  }),
  make(3, 'flyer', 'stack of flyers on marble', (size) => {
    const solids: Solid[] = [];
    let top = card(lying(0, 0, 0, T), W, H, T);
    for (let i = 0; i < 12; i++) {
      top = card(lying(Math.sin(i * 1.7) * 0.15, Math.cos(i * 2.3) * 0.15, -8 + Math.sin(i) * 1.2, T, i * T), W, H, T);
      solids.push(...top.solids);
    }
    return shoot(size, { setting: desk('marble'), solids: [...solids, ...mug(14, -12)], print: top.print, target: [2, 0, 0], azimuth: 10, elevation: 40, distance: 65, fill: 0.58, ox: 0.45, seed: 3 });
  }),
  make(4, 'flyer', 'front and back on linen', (size) => {
    const a = card(lying(-8, 0, 6, T), W, H, T);
    const b = card(lying(8, 1, -5, T), W, H, T, PAPER, 'product');
    return shoot(size, { setting: desk('linen'), solids: [...a.solids, ...b.solids], print: a.print, target: [0, 0, 0], elevation: 80, distance: 70, fill: 0.82, seed: 4 });
  }),
  make(5, 'flyer', 'A4 leaning in a studio', (size) => {
    const f = card(standing(0, 0, -14, A4H, 10), A4W, A4H, 0.03);
    return shoot(size, { setting: sweep('#dcdde0'), solids: f.solids, print: f.print, target: [0, 14, 0], elevation: 10, distance: 100, fill: 0.62, seed: 5 });
  }),
  make(6, 'flyer', 'taped to a brick wall', (size) => {
    const f = hangingSheet(0, 150, A4W, A4H, PAPER, 1.2);
    return shoot(size, { setting: brickRoom([140, 250, 200]), solids: [f, ...tape(f, '#dfe3e6')], print: f, target: [0, 150, 0], azimuth: -20, elevation: 0, distance: 120, fill: 0.6, seed: 6 });
  }),
  make(7, 'flyer', 'fanned flyers on slate', (size) => {
    const solids: Solid[] = [];
    let top = card(lying(0, 0, 0, T), W, H, T);
    for (let i = 0; i < 3; i++) {
      top = card(lying(i * 2 - 2, i * 0.5, 18 - i * 14, T, i * T), W, H, T);
      solids.push(...top.solids);
    }
    return shoot(size, { setting: desk('slate', [-60, 90, 40]), solids: [...solids, ...plant(16, -14, 0.7, '#efebe4')], print: top.print, target: [0, 0, 0], elevation: 66, distance: 70, fill: 0.64, seed: 7 });
  }),
  make(8, 'flyer', 'on a café table with coffee', (size) => {
    const f = card(lying(-2, 2, -12, T), W, H, T);
    return shoot(size, { setting: desk('concrete', [60, 90, 50]), solids: [...f.solids, ...mug(12, -8, '#1f2937'), ...pen(-12, 6, 70, '#b91c1c', 13)], print: f.print, target: [1, 0, 0], azimuth: -8, elevation: 48, distance: 65, fill: 0.6, seed: 8 });
  }),
];
