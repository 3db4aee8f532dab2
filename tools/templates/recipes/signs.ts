import type { Recipe } from '../recipe';
import { recipeMaker } from '../lib/flat/devices';
import { box, offset, panel, type Pose } from '../lib/flat/kit';
import { concrete, hex } from '../lib/flat/materials';
import { building, pole, VINYL } from '../lib/flat/outdoor';
import { plant } from '../lib/flat/props';
import { Cylinder, type Material, type Quad, type Solid } from '../lib/flat/solids';
import { brickRoom, room, shoot, street, type Setting } from '../lib/flat/setting';

const make = recipeMaker('signs');
const ACRYLIC: Material = { colour: [0.96, 0.96, 0.96], spec: 0.45, shininess: 90 };
const METAL: Material = { colour: [0.86, 0.86, 0.87], spec: 0.5, shininess: 40, grain: 0.05, grainSize: 0.03 };
const steel = { colour: hex('#a9adb3'), spec: 0.7, shininess: 70 };

/** A wall panel held off the wall by four standoffs. */
function standoffPanel(p: Pose, w: number, h: number, mat: Material = ACRYLIC, radius = 0): { solids: Solid[]; print: Quad } {
  const faces = box(offset(p, 0, 0, 2.3), w, h, 0.8, { front: ['print', mat], sides: ['product', mat] });
  if (radius > 0) faces[0]!.withRadius(radius);
  const inset = radius > 0 ? w * 0.2 : 4;
  const pins = [-1, 1].flatMap((sx) => [-1, 1].map((sy) => new Cylinder('prop', steel, offset(p, sx * (w / 2 - inset), sy * (h / 2 - inset), 0).at, [0, 0, 1], 2.9, 1)));
  return { solids: radius > 0 ? [faces[0]!, ...pins] : [...faces, ...pins], print: faces[0]! };
}

/** A sidewalk A-frame: two boards leaning together; the front one carries the print. */
function aFrame(x: number, z: number, yaw: number, w = 60, h = 90): { solids: Solid[]; print: Quad } {
  const lean = 12;
  const a = (lean * Math.PI) / 180;
  const board = { colour: hex('#2f3237'), spec: 0.2 };
  const front: Pose = { at: offset({ at: [x, 0, z], yaw }, 0, (h / 2) * Math.cos(a), (h / 2) * Math.sin(a)).at, pitch: -lean, yaw };
  const back: Pose = { at: offset({ at: [x, 0, z], yaw }, 0, (h / 2) * Math.cos(a), -(h / 2) * Math.sin(a)).at, pitch: lean, yaw: yaw + 180 };
  const f = box(front, w, h, 2, { front: ['product', board], sides: ['product', board] });
  const print = panel('print', VINYL, offset(front, 0, 2, 1.05), w - 8, h - 12);
  return { solids: [...f, ...box(back, w, h, 2, { front: ['prop', board], sides: ['prop', board] }), print], print };
}

function grass(): Setting {
  const s = street([-900, 1400, 1200]);
  const g = concrete('#6f8f4e', 51, 2);
  return { ...s, backdrop: { ...s.backdrop, floor: (x, z) => g(x, z) } };
}

export const recipes: Recipe[] = [
  make(1, 'sign', 'acrylic sign on standoffs, office wall', (size) => {
    const s = standoffPanel({ at: [0, 160, 0] }, 80, 50);
    return shoot(size, { setting: room('#eceae5', 'concrete', [-200, 260, 240]), solids: [...s.solids, ...plant(70, 40, 2.2, '#ddd7ce')], print: s.print, target: [10, 150, 0], azimuth: -18, elevation: 2, distance: 330, fill: 0.66, seed: 1 });
  }),
  make(2, 'sign', 'sidewalk A-frame', (size) => {
    const s = aFrame(0, 0, -20);
    return shoot(size, { setting: street([-700, 1200, 1200]), solids: [...s.solids, ...building(0, -250, 900, 600, 300, '#cbbba6')], print: s.print, target: [0, 50, 0], azimuth: 10, elevation: 10, distance: 330, fill: 0.6, seed: 2 });
  }),
  make(3, 'sign', 'blade sign on a brick wall', (size) => {
    const p: Pose = { at: [0, 230, 42], yaw: 90 };
    const s = box(p, 60, 60, 3, { front: ['print', ACRYLIC], sides: ['product', ACRYLIC] });
    const arm = new Cylinder('prop', { colour: hex('#2b2b2b'), spec: 0.3 }, [0, 265, 0], [0, 0, 1], 80, 1.5);
    return shoot(size, { setting: brickRoom([-200, 300, 260]), solids: [...s, arm], print: s[0]!, target: [0, 230, 40], azimuth: 58, elevation: -6, distance: 300, fill: 0.55, seed: 3 });
  }),
  make(4, 'sign', 'wayfinding board on posts, park', (size) => {
    const p: Pose = { at: [0, 150, 0], yaw: 12 };
    const s = box(p, 90, 120, 4, { front: ['print', VINYL], sides: ['product', VINYL] });
    const legs = [-40, 40].map((dx) => pole(offset(p, dx, 0, -4).at[0], offset(p, dx, 0, -4).at[2], 210, 4));
    return shoot(size, { setting: grass(), solids: [...s, ...legs], print: s[0]!, target: [0, 130, 0], azimuth: -10, elevation: 4, distance: 520, fill: 0.66, seed: 4 });
  }),
  make(5, 'sign', 'brushed metal plaque beside a door', (size) => {
    const s = standoffPanel({ at: [0, 150, 0] }, 40, 30, METAL);
    const door = box({ at: [75, 105, 2] }, 95, 210, 4, { front: ['prop', { colour: hex('#4a3b30'), spec: 0.2 }], sides: ['prop', { colour: hex('#3b2f26') }] });
    return shoot(size, { setting: room('#d9d4cb', 'slate', [-180, 260, 240]), solids: [...s.solids, ...door], print: s.print, target: [20, 140, 0], azimuth: -22, elevation: 2, distance: 300, fill: 0.55, ox: 0.4, frame: s.solids.flatMap((o) => o.corners()), seed: 5 });
  }),
  make(6, 'sign', 'hanging café sign on rods', (size) => {
    const p: Pose = { at: [0, 180, 60] };
    const s = box(p, 70, 40, 2, { front: ['print', VINYL], sides: ['product', VINYL] });
    const rods = [-30, 30].map((dx) => new Cylinder('prop', steel, [dx, 200, 60], [0, 1, 0], 100, 0.5));
    return shoot(size, { setting: room('#e8e0d3', 'oak', [-160, 260, 260]), solids: [...s, ...rods], print: s[0]!, target: [0, 182, 60], azimuth: 14, elevation: -4, distance: 260, fill: 0.55, seed: 6 });
  }),
  make(7, 'sign', 'round sign on a two-tone wall', (size) => {
    const s = standoffPanel({ at: [0, 160, 0] }, 60, 60, ACRYLIC, 30);
    return shoot(size, { setting: room('#ede8e0', 'walnut', [-180, 260, 240], '#2f4a5a'), solids: s.solids, print: s.print, target: [0, 160, 0], azimuth: 20, elevation: 2, distance: 260, fill: 0.55, seed: 7 });
  }),
  make(8, 'sign', 'yard sign on wire stakes, lawn', (size) => {
    const p: Pose = { at: [0, 55, 0], yaw: -14 };
    const s = box(p, 60, 45, 0.4, { front: ['print', VINYL], sides: ['product', VINYL] });
    const stakes = [-20, 20].map((dx) => new Cylinder('prop', steel, [offset(p, dx, 0, 0).at[0], 0, offset(p, dx, 0, -0.5).at[2]], [0, 1, 0], 60, 0.35));
    return shoot(size, { setting: grass(), solids: [...s, ...stakes], print: s[0]!, target: [0, 45, 0], azimuth: 8, elevation: 10, distance: 260, fill: 0.55, seed: 8 });
  }),
];
