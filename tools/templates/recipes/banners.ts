import type { Recipe } from '../recipe';
import { recipeMaker } from '../lib/flat/devices';
import { box, offset, panel, slab, type Pose } from '../lib/flat/kit';
import { hex } from '../lib/flat/materials';
import { building, pole, VINYL } from '../lib/flat/outdoor';
import { plant } from '../lib/flat/props';
import { Blob, Cylinder, type Quad, type Solid } from '../lib/flat/solids';
import { brickRoom, room, shoot, street, sweep } from '../lib/flat/setting';

const make = recipeMaker('banners');
const ALU = { colour: hex('#c3c6cb'), spec: 0.5, shininess: 50 };
const FABRIC = { colour: [0.96, 0.96, 0.95] as const, grain: 0.08, grainSize: 0.15, spec: 0.02 };

/** A roll-up banner: printed panel standing in a cassette base with a top rail. */
function rollUp(x: number, z: number, yaw: number, w = 85, h = 200): { solids: Solid[]; print: Quad } {
  const p: Pose = { at: [x, 12 + h / 2, z], yaw };
  const print = panel('print', VINYL, p, w, h);
  const base = slab('prop', ALU, { at: [x, 5, z], yaw }, w + 6, 10, 22, 4, 3);
  const rail = new Cylinder('prop', ALU, offset(p, -w / 2 - 1, h / 2 + 0.8, 0).at, offset({ ...p, at: [0, 0, 0] }, 1, 0, 0).at, w + 2, 1.2);
  const postAt = offset(p, 0, 0, -8).at;
  return { solids: [print, base, rail, new Cylinder('prop', ALU, [postAt[0], 10, postAt[2]], [0, 1, 0], h + 2, 0.8)], print };
}

/** A fabric banner hanging from a wooden dowel (and weighted by another), centred at (x, top). */
function hangingFabric(x: number, top: number, w: number, h: number, z = 1): { solids: Solid[]; print: Quad } {
  const p: Pose = { at: [x, top - h / 2, z], pitch: -1 };
  const print = panel('print', FABRIC, p, w, h);
  const wood = { colour: hex('#9c7750'), spec: 0.1 };
  const dowel = (y: number) => new Cylinder('prop', wood, [x - w / 2 - 4, y, z + 0.8], [1, 0, 0], w + 8, 1.3);
  return { solids: [print, dowel(top), dowel(top - h)], print };
}

/** A vinyl banner on a wall with metal eyelets in the corners. */
function eyeletBanner(p: Pose, w: number, h: number): { solids: Solid[]; print: Quad } {
  const print = panel('print', VINYL, p, w, h);
  const ring = { colour: hex('#b9bcc0'), spec: 0.8, shininess: 80 };
  const eyelets = [-1, 1].flatMap((sx) => [-1, 1].map((sy) => new Blob('prop', ring, offset(p, sx * (w / 2 - 4), sy * (h / 2 - 4), 0.3).at, 1.4, 1.4)));
  return { solids: [print, ...eyelets], print };
}

export const recipes: Recipe[] = [
  make(1, 'banner', 'roll-up stand in a studio', (size) => {
    const b = rollUp(0, 0, -14);
    return shoot(size, { setting: sweep('#dedcd8', [-150, 260, 220]), solids: b.solids, print: b.print, target: [0, 105, 0], elevation: 6, distance: 520, fill: 0.78, seed: 1 });
  }),
  make(2, 'banner', 'fabric banner on dowels, brick wall', (size) => {
    const b = hangingFabric(0, 210, 70, 120);
    return shoot(size, { setting: brickRoom([-150, 260, 200]), solids: b.solids, print: b.print, target: [0, 150, 0], azimuth: 14, elevation: 2, distance: 330, fill: 0.66, seed: 2 });
  }),
  make(3, 'banner', 'vinyl banner with eyelets on a wall', (size) => {
    const b = eyeletBanner({ at: [0, 170, 0.3] }, 300, 100);
    return shoot(size, { setting: room('#e9e6e0', 'concrete', [-250, 320, 300]), solids: b.solids, print: b.print, target: [0, 170, 0], azimuth: -16, elevation: 0, distance: 620, fill: 0.72, seed: 3 });
  }),
  make(4, 'banner', 'two roll-ups at an event', (size) => {
    const a = rollUp(-50, 0, 12);
    const b = rollUp(55, -20, -10);
    return shoot(size, { setting: sweep('#5b6068', [-150, 280, 260]), solids: [...a.solids, ...b.solids], print: a.print, target: [0, 105, 0], elevation: 6, distance: 600, fill: 0.8, frame: [[-95, 0, 0], [100, 215, 0]], seed: 4 });
  }),
  make(5, 'banner', 'street-pole banner', (size) => {
    const p: Pose = { at: [50, 420, 0] };
    const print = panel('print', VINYL, p, 70, 180);
    const arm = (y: number) => box({ at: [25, y, 0] }, 70, 3, 3, { front: ['prop', ALU], sides: ['prop', ALU] });
    return shoot(size, { setting: street([-900, 1400, 1200]), solids: [print, pole(0, -6, 650, 9), ...arm(512), ...arm(328), ...building(0, -900, 1800, 1600, 600, '#c9bba7')], print, target: [30, 420, 0], azimuth: 24, elevation: -8, distance: 900, fill: 0.6, seed: 5 });
  }),
  make(6, 'banner', 'roll-up by a plant, living room', (size) => {
    const b = rollUp(0, 40, 8);
    return shoot(size, { setting: room('#ebe7e0', 'oak', [-200, 280, 280]), solids: [...b.solids, ...plant(75, 40, 3, '#e8e2d9')], print: b.print, target: [20, 105, 40], azimuth: -10, elevation: 4, distance: 560, fill: 0.8, frame: [[-45, 0, 40], [95, 215, 40]], seed: 6 });
  }),
  make(7, 'banner', 'horizontal banner on a shop front', (size) => {
    const facade = building(0, -300, 1200, 900, 600, '#d8cfc2');
    const b = eyeletBanner({ at: [0, 480, 0.6] }, 600, 150);
    return shoot(size, { setting: street([-1000, 1500, 1500]), solids: [...facade, ...b.solids], print: b.print, target: [0, 420, 0], azimuth: -20, elevation: -4, distance: 1600, fill: 0.8, seed: 7 });
  }),
  make(8, 'banner', 'tapestry banner, sage wall, front', (size) => {
    const b = hangingFabric(0, 200, 60, 90);
    return shoot(size, { setting: room('#b9c5b6', 'oak', [-150, 250, 200]), solids: b.solids, print: b.print, target: [0, 155, 0], elevation: 0, distance: 300, fill: 0.6, seed: 8 });
  }),
];
