import type { Recipe } from '../recipe';
import { recipeMaker } from '../lib/flat/devices';
import { CANVAS_CLOTH } from '../lib/flat/frame';
import { box, offset, type Pose } from '../lib/flat/kit';
import { hex } from '../lib/flat/materials';
import { plant, sideboard, sofa } from '../lib/flat/props';
import type { Quad, Solid } from '../lib/flat/solids';
import { brickRoom, room, shoot, sweep } from '../lib/flat/setting';

const make = recipeMaker('canvas');

/** A gallery-wrapped stretched canvas: print on the front, the wrap on the sides; back at the pose. */
function stretched(p: Pose, w: number, h: number, depth = 3.8): { solids: Solid[]; print: Quad } {
  const faces = box(offset(p, 0, 0, depth / 2 + 0.05), w, h, depth, { front: ['print', CANVAS_CLOTH], sides: ['product', CANVAS_CLOTH] });
  return { solids: faces, print: faces[0]! };
}

/** A studio easel: two front legs, a back leg and a ledge the canvas rests on. */
function easel(ledgeY: number, z: number): Solid[] {
  const wood = { colour: hex('#a47b52'), spec: 0.1 };
  const leg = (x: number, roll: number, pitch: number, zz: number) =>
    box({ at: [x, 85, zz], roll, pitch }, 3, 175, 2.5, { front: ['prop', wood], sides: ['prop', wood] });
  return [
    ...leg(-22, -6, -4, z),
    ...leg(22, 6, -4, z),
    ...leg(0, 0, 18, z - 30),
    ...box({ at: [0, ledgeY, z + 3] }, 60, 2.5, 6, { front: ['prop', wood], sides: ['prop', wood] }),
  ];
}

export const recipes: Recipe[] = [
  make(1, 'canvas', 'stretched canvas on a white wall', (size) => {
    const c = stretched({ at: [0, 150, 0] }, 50, 70);
    return shoot(size, { setting: room('#f1eee9'), solids: c.solids, print: c.print, target: [0, 150, 0], azimuth: 18, elevation: 2, distance: 220, fill: 0.62, seed: 1 });
  }),
  make(2, 'canvas', 'wide canvas above a sofa', (size) => {
    const c = stretched({ at: [0, 150, 0] }, 100, 60);
    return shoot(size, { setting: room('#e4ded4', 'oak', [-220, 260, 260]), solids: [...c.solids, ...sofa(0, 45, 220, '#8a7f73')], print: c.print, target: [0, 120, 0], azimuth: -8, elevation: 4, distance: 440, fill: 0.92, frame: [[-80, 90, 40], [80, 90, 40], [0, 185, 0]], seed: 2 });
  }),
  make(3, 'canvas', 'on a wooden easel, studio', (size) => {
    const c = stretched({ at: [0, 120, 8], pitch: -8 }, 50, 60, 2);
    return shoot(size, { setting: sweep('#e6e0d7', [-120, 220, 160]), solids: [...c.solids, ...easel(88, 6)], print: c.print, target: [0, 110, 0], azimuth: 16, elevation: 4, distance: 300, fill: 0.82, frameAll: true, seed: 3 });
  }),
  make(4, 'canvas', 'square canvas on brick', (size) => {
    const c = stretched({ at: [0, 150, 0] }, 60, 60);
    return shoot(size, { setting: brickRoom([150, 240, 200]), solids: c.solids, print: c.print, target: [0, 150, 0], azimuth: -24, elevation: 0, distance: 220, fill: 0.62, seed: 4 });
  }),
  make(5, 'canvas', 'leaning on the floor with a plant', (size) => {
    const c = stretched({ at: [0, 39.5, 10], pitch: -6 }, 60, 80, 3.8);
    return shoot(size, { setting: room('#ddd7cd', 'oak', [-150, 200, 220]), solids: [...c.solids, ...plant(48, 20, 1.5, '#e9e4dc')], print: c.print, target: [10, 42, 10], azimuth: 12, elevation: 12, distance: 300, fill: 0.7, seed: 5 });
  }),
  make(6, 'canvas', 'over a sideboard, two-tone wall', (size) => {
    const c = stretched({ at: [0, 140, 0] }, 60, 45);
    return shoot(size, { setting: room('#ece7df', 'walnut', [-160, 240, 220], '#4f5d6a'), solids: [...c.solids, ...sideboard(0, 20, 140, 75, '#caa27a')], print: c.print, target: [0, 115, 0], azimuth: 10, elevation: 4, distance: 330, fill: 0.84, frame: [[-50, 90, 40], [50, 90, 40], [0, 170, 0]], seed: 6 });
  }),
  make(7, 'canvas', 'deep canvas, strong side light', (size) => {
    const c = stretched({ at: [0, 150, 0] }, 50, 50, 5);
    return shoot(size, { setting: room('#e9e6e1', 'concrete', [260, 200, 90]), solids: c.solids, print: c.print, target: [0, 150, 0], azimuth: -36, elevation: 4, distance: 200, fill: 0.58, seed: 7 });
  }),
  make(8, 'canvas', 'portrait canvas, sage wall, front', (size) => {
    const c = stretched({ at: [0, 150, 0] }, 45, 60);
    return shoot(size, { setting: room('#bfcab9', 'oak', [-140, 240, 200]), solids: c.solids, print: c.print, target: [0, 150, 0], azimuth: 0, elevation: 0, distance: 200, fill: 0.6, seed: 8 });
  }),
];
