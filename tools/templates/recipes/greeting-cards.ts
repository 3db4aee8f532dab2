import type { Recipe } from '../recipe';
import { card, lying } from '../lib/flat/book';
import { recipeMaker } from '../lib/flat/devices';
import { PAPER } from '../lib/flat/frame';
import { pen, plant, vase } from '../lib/flat/props';
import { desk, shoot, sweep } from '../lib/flat/setting';
import { envelope, foldedCard } from '../lib/flat/stationery';

const make = recipeMaker('greeting-cards');
const STOCK = { ...PAPER, grain: 0.08 };

export const recipes: Recipe[] = [
  make(1, 'greeting-card', 'standing folded card with envelope, studio', (size) => {
    const c = foldedCard(-4, 0, -10);
    return shoot(size, { setting: sweep('#ebe4da'), solids: [...c.solids, ...envelope(6, 8, -12)], print: c.print, target: [0, 7, 0], elevation: 18, distance: 80, fill: 0.66, seed: 1 });
  }),
  make(2, 'greeting-card', 'flat card on its envelope, oak', (size) => {
    const e = envelope(2, -2, 8, '#e8dcc6', 19, 13.5);
    const c = card(lying(-1, 2, -6, 0.05, 0.25), 12, 17, 0.05, STOCK);
    return shoot(size, { setting: desk('oak'), solids: [...c.solids, ...e, ...pen(14, 6, 100, '#b08d57')], print: c.print, target: [1, 0, 0], elevation: 78, distance: 70, fill: 0.6, seed: 2 });
  }),
  make(3, 'greeting-card', 'standing card, marble, plant', (size) => {
    const c = foldedCard(0, 0, 14, 12, 17, 60);
    return shoot(size, { setting: desk('marble', [60, 100, 70], '#e6e8ea'), solids: [...c.solids, ...plant(-14, -8, 0.7, '#ffffff')], print: c.print, target: [2, 8, 0], azimuth: -6, elevation: 14, distance: 75, fill: 0.6, ox: 0.55, seed: 3 });
  }),
  make(4, 'greeting-card', 'square card and kraft envelope, linen', (size) => {
    const c = card(lying(-3, 0, 10, 0.05, 0.25), 14, 14, 0.05, STOCK);
    return shoot(size, { setting: desk('linen'), solids: [...c.solids, ...envelope(6, 4, -14, '#c8a27a', 16, 16)], print: c.print, target: [1, 0, 1], elevation: 70, distance: 70, fill: 0.68, seed: 4 });
  }),
  make(5, 'greeting-card', 'invitation on slate with a dried bouquet', (size) => {
    const c = card(lying(0, 2, -4, 0.05), 12.7, 17.8, 0.06, STOCK);
    return shoot(size, { setting: desk('slate', [-60, 90, 40]), solids: [...c.solids, ...vase(-16, -14, '#e8e2d8')], print: c.print, target: [-2, 2, 0], azimuth: 5, elevation: 55, distance: 85, fill: 0.6, ox: 0.56, seed: 5 });
  }),
  make(6, 'greeting-card', 'standing card, pink sweep, front', (size) => {
    const c = foldedCard(-6, 0, 0, 12, 17, 80);
    return shoot(size, { setting: sweep('#efd9d3'), solids: c.solids, print: c.print, target: [0, 8, 0], elevation: 8, distance: 75, fill: 0.6, seed: 6 });
  }),
  make(7, 'greeting-card', 'three cards in a row on sand stone', (size) => {
    const mid = card(lying(0, 0, 2, 0.05), 12, 17, 0.05, STOCK);
    const l = card(lying(-14, 1, 8, 0.05), 12, 17, 0.05, STOCK, 'product');
    const r = card(lying(14, -1, -6, 0.05), 12, 17, 0.05, STOCK, 'product');
    return shoot(size, { setting: desk('sand'), solids: [...mid.solids, ...l.solids, ...r.solids], print: mid.print, target: [0, 0, 0], elevation: 64, distance: 100, fill: 0.84, seed: 7 });
  }),
  make(8, 'greeting-card', 'standing card with envelope, walnut, warm light', (size) => {
    const c = foldedCard(-3, -2, 22);
    return shoot(size, { setting: desk('walnut', [70, 80, 60], '#e2d9cb'), solids: [...c.solids, ...envelope(-6, 12, 14, '#f2ece1')], print: c.print, target: [0, 6, 2], azimuth: -10, elevation: 20, distance: 85, fill: 0.64, seed: 8 });
  }),
];
