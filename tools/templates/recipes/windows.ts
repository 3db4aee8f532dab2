import type { Recipe } from '../recipe';
import { recipeMaker } from '../lib/flat/devices';
import { box, panel, type Pose } from '../lib/flat/kit';
import { hex, mix } from '../lib/flat/materials';
import { VINYL } from '../lib/flat/outdoor';
import { plant } from '../lib/flat/props';
import type { Material, Quad, RGB, Solid } from '../lib/flat/solids';
import { brick, plaster, type Surface2D } from '../lib/flat/materials';
import { shoot, street, type Setting } from '../lib/flat/setting';

const make = recipeMaker('windows');

/** Shop glass: a dark interior with a sky reflection fading down the pane. */
const SKY = hex('#9fb3c4');
const INTERIOR = hex('#2a3139');
const GLASS: Material = {
  colour: (s, t) => mix(SKY, INTERIOR, Math.min(1, t * 1.3 + 0.1 * Math.sin(s * 9))),
  spec: 0.6,
  shininess: 150,
  glare: 0.12,
};

/** A storefront window of w × h with its bottom at `sill`, in a facade at z = 0; frame takes the product colour. */
function storefront(x: number, sill: number, w: number, h: number, frameTint: string, posterW: number, posterH: number, posterY: number): { solids: Solid[]; print: Quad } {
  const frame: Material = { colour: hex(frameTint), spec: 0.25, shininess: 40 };
  const b = 8;
  const c: Pose = { at: [x, sill + h / 2, 0] };
  const bar = (dx: number, dy: number, bw: number, bh: number) => box({ at: [x + dx, sill + h / 2 + dy, 3] }, bw, bh, 6, { front: ['product', frame], sides: ['product', frame] });
  const glass = panel('prop', GLASS, { at: [c.at[0], c.at[1], 1] }, w, h);
  const print = panel('print', VINYL, { at: [x, sill + posterY, 1.2] }, posterW, posterH);
  return {
    solids: [glass, print, ...bar(0, h / 2 + b / 2, w + 2 * b, b), ...bar(0, -h / 2 - b / 2, w + 2 * b, b), ...bar(-w / 2 - b / 2, 0, b, h), ...bar(w / 2 + b / 2, 0, b, h)],
    print,
  };
}

function facade(wall: Surface2D, sun: [number, number, number] = [-900, 1200, 1400]): Setting {
  const s = street(sun);
  return { ...s, backdrop: { ...s.backdrop, wall: { z: 0, colour: wall } } };
}

const awning = (x: number, y: number, w: number, a: string, b: string): Solid[] => {
  const ca: RGB = hex(a);
  const cb: RGB = hex(b);
  return box({ at: [x, y, 45], pitch: -70 }, w, 95, 2, { front: ['prop', { colour: (s) => (Math.floor(s * 12) % 2 ? ca : cb), spec: 0.05 }], sides: ['prop', { colour: ca }] });
};

export const recipes: Recipe[] = [
  make(1, 'window', 'shop window poster, brick facade', (size) => {
    const s = storefront(0, 60, 220, 180, '#1f2a30', 70, 100, 95);
    return shoot(size, { setting: facade(brick('#9c5a42')), solids: s.solids, print: s.print, target: [0, 150, 0], azimuth: -18, elevation: 2, distance: 600, fill: 0.72, seed: 1 });
  }),
  make(2, 'window', 'wide decal, plaster facade, awning', (size) => {
    const s = storefront(0, 50, 260, 170, '#f2f0ea', 160, 80, 90);
    return shoot(size, { setting: facade(plaster('#e5dccd')), solids: [...s.solids, ...awning(0, 265, 300, '#2f5d50', '#f2efe6')], print: s.print, target: [0, 150, 0], azimuth: 14, elevation: 0, distance: 650, fill: 0.78, frameAll: true, seed: 2 });
  }),
  make(3, 'window', 'door-height glass, sharp angle', (size) => {
    const s = storefront(0, 20, 120, 230, '#2c2c2c', 60, 80, 140);
    return shoot(size, { setting: facade(plaster('#cfc6b8'), [900, 1200, 1400]), solids: [...s.solids, ...plant(100, 40, 3, '#8d8d8d')], print: s.print, target: [0, 140, 0], azimuth: 34, elevation: 2, distance: 620, fill: 0.7, seed: 3 });
  }),
  make(4, 'window', 'front view, wide frame, plaster', (size) => {
    const s = storefront(0, 60, 200, 160, '#a3322a', 90, 90, 80);
    return shoot(size, { setting: facade(plaster('#efe9df')), solids: s.solids, print: s.print, target: [0, 140, 0], elevation: 0, distance: 560, fill: 0.7, seed: 4 });
  }),
  make(5, 'window', 'café window with a striped awning', (size) => {
    const s = storefront(0, 70, 200, 150, '#20303d', 80, 60, 100);
    return shoot(size, { setting: facade(brick('#7d4b3a', '#bfb5a6')), solids: [...s.solids, ...awning(0, 270, 240, '#b03a2e', '#f4efe6')], print: s.print, target: [0, 170, 0], azimuth: -12, elevation: -2, distance: 620, fill: 0.8, frameAll: true, seed: 5 });
  }),
  make(6, 'window', 'large portrait poster, dusk light', (size) => {
    const s = storefront(0, 40, 180, 220, '#3a3a3a', 90, 130, 110);
    return shoot(size, { setting: facade(plaster('#d6d0c6'), [-1500, 500, 900]), solids: s.solids, print: s.print, target: [0, 150, 0], azimuth: -26, elevation: 2, distance: 620, fill: 0.72, seed: 6 });
  }),
  make(7, 'window', 'small decal, low corner view', (size) => {
    const s = storefront(0, 60, 220, 170, '#f0efe9', 60, 60, 120);
    return shoot(size, { setting: facade(brick('#b06d4f')), solids: s.solids, print: s.print, target: [0, 150, 0], azimuth: 22, elevation: -8, distance: 480, fill: 0.72, seed: 7 });
  }),
  make(8, 'window', 'wide shopfront, plants outside', (size) => {
    const s = storefront(0, 60, 240, 170, '#2f4f3a', 100, 70, 95);
    return shoot(size, { setting: facade(plaster('#ece6da')), solids: [...s.solids, ...plant(-150, 40, 3.2, '#6d6d6d'), ...plant(150, 40, 3.2, '#6d6d6d')], print: s.print, target: [0, 140, 0], azimuth: 8, elevation: 4, distance: 700, fill: 0.84, seed: 8 });
  }),
];
