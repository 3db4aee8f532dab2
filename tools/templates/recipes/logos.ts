import type { Recipe } from '../recipe';
import { card, lying, standing } from '../lib/flat/book';
import { recipeMaker } from '../lib/flat/devices';
import { PAPER } from '../lib/flat/frame';
import { box, offset, panel, type Pose } from '../lib/flat/kit';
import { hex } from '../lib/flat/materials';
import { mug, pen, plant } from '../lib/flat/props';
import { Cylinder, type Material, type Quad, type Solid } from '../lib/flat/solids';
import { brickRoom, desk, room, shoot, sweep } from '../lib/flat/setting';

const make = recipeMaker('logos');
const ACRYLIC: Material = { colour: [0.96, 0.96, 0.96], spec: 0.45, shininess: 90 };
const WOOD: Material = { colour: [0.9, 0.9, 0.9], spec: 0.08, grain: 0.12, grainSize: 0.2 };
const KRAFT: Material = { colour: [0.92, 0.92, 0.92], grain: 0.1, grainSize: 0.06 };
const steel = { colour: hex('#a9adb3'), spec: 0.7, shininess: 70 };

function wallPanel(p: Pose, w: number, h: number, radius = 0): { solids: Solid[]; print: Quad } {
  const faces = box(offset(p, 0, 0, 2.3), w, h, 0.8, { front: ['print', ACRYLIC], sides: ['product', ACRYLIC] });
  const front = faces[0]!.withRadius(radius);
  const inset = radius ? w * 0.2 : 4;
  const pins = [-1, 1].flatMap((sx) => [-1, 1].map((sy) => new Cylinder('prop', steel, offset(p, sx * (w / 2 - inset), sy * (h / 2 - inset), 0).at, [0, 0, 1], 2.9, 1)));
  return { solids: [...(radius ? [front] : faces), ...pins], print: front };
}

export const recipes: Recipe[] = [
  make(1, 'logo', 'acrylic panel in a reception', (size) => {
    const s = wallPanel({ at: [0, 160, 0] }, 70, 70);
    return shoot(size, { setting: room('#e9e6e0', 'concrete', [-200, 260, 240]), solids: [...s.solids, ...plant(70, 40, 2.4, '#d9d2c7')], print: s.print, target: [12, 150, 0], azimuth: -18, elevation: 2, distance: 330, fill: 0.7, seed: 1 });
  }),
  make(2, 'logo', 'letterhead on an oak desk with pen', (size) => {
    const c = card(lying(0, 0, 6, 0.02), 21, 29.7, 0.02, PAPER);
    return shoot(size, { setting: desk('oak'), solids: [...c.solids, ...pen(15, 6, 95, '#1e293b')], print: c.print, target: [2, 0, 0], elevation: 75, distance: 80, fill: 0.62, seed: 2 });
  }),
  make(3, 'logo', 'wooden block on a desk', (size) => {
    const faces = box({ at: [0, 5, 0], yaw: -24 }, 16, 10, 5, { front: ['print', WOOD], sides: ['product', WOOD] });
    return shoot(size, { setting: desk('linen', [-50, 80, 60], '#e4ded4'), solids: [...faces, ...plant(-18, -12, 0.7, '#f0ece5')], print: faces[0]!, target: [0, 5, 0], azimuth: 8, elevation: 18, distance: 70, fill: 0.5, ox: 0.54, seed: 3 });
  }),
  make(4, 'logo', 'round coaster beside a coffee', (size) => {
    const disc = panel('print', { ...KRAFT, grain: 0.14 }, lying(0, 0, 0, 0.8), 10, 10, 5);
    const base = new Cylinder('product', KRAFT, [0, 0, 0], [0, 1, 0], 0.38, 5);
    return shoot(size, { setting: desk('walnut', [-60, 90, 50]), solids: [disc, base, ...mug(11, -7, '#e9e4dc')], print: disc, target: [2, 0, 0], elevation: 60, distance: 50, fill: 0.42, ox: 0.44, oy: 0.56, seed: 4 });
  }),
  make(5, 'logo', 'kraft box lid, overhead', (size) => {
    const faces = box({ at: [0, 5, 0], pitch: -90, yaw: 8 }, 25, 25, 10, { front: ['print', KRAFT], sides: ['product', KRAFT] });
    return shoot(size, { setting: desk('white'), solids: faces, print: faces[0]!, target: [0, 5, 0], azimuth: 10, elevation: 62, distance: 90, fill: 0.6, seed: 5 });
  }),
  make(6, 'logo', 'round acrylic sign on brick', (size) => {
    const s = wallPanel({ at: [0, 160, 0] }, 60, 60, 30);
    return shoot(size, { setting: brickRoom([-180, 260, 240]), solids: s.solids, print: s.print, target: [0, 160, 0], azimuth: 18, elevation: 2, distance: 240, fill: 0.55, seed: 6 });
  }),
  make(7, 'logo', 'acrylic block standing on marble', (size) => {
    const faces = box(standing(0, 0, -16, 12, 0), 18, 12, 3, { front: ['print', ACRYLIC], sides: ['product', ACRYLIC] });
    return shoot(size, { setting: desk('marble', [-60, 100, 70], '#e2e5e8'), solids: faces, print: faces[0]!, target: [0, 6, 0], elevation: 12, distance: 60, fill: 0.55, seed: 7 });
  }),
  make(8, 'logo', 'floating square tile, studio', (size) => {
    const faces = box({ at: [0, 16, 0], pitch: -20, yaw: 24, roll: -6 }, 24, 24, 1.2, { front: ['print', { ...ACRYLIC, spec: 0.2 }], sides: ['product', ACRYLIC] });
    return shoot(size, { setting: sweep('#dcd8d2'), solids: faces, print: faces[0]!, target: [0, 14, 0], elevation: 14, distance: 100, fill: 0.56, seed: 8 });
  }),
];
