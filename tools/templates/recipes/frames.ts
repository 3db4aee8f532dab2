import type { Recipe } from '../recipe';
import { recipeMaker } from '../lib/flat/devices';
import { framed, GLOSSY } from '../lib/flat/frame';
import { mug, plant, sideboard, sofa, vase } from '../lib/flat/props';
import { brickRoom, desk, room, shoot, sweep } from '../lib/flat/setting';

const make = recipeMaker('frames');
const OAK = { border: 3, depth: 2.5, colour: '#b98d5f' };
const BLACK = { border: 2, depth: 2.5, colour: '#1f1f1f', mat: 5 };
const WHITE = { border: 2.5, depth: 3, colour: '#f3f2ee', mat: 6 };
const METAL = { border: 1, depth: 2, colour: '#b9bcc1', gloss: 0.5, mat: 4 };

export const recipes: Recipe[] = [
  make(1, 'frame', 'oak frame on a white wall', (size) => {
    const f = framed({ at: [0, 150, 0] }, 40, 50, OAK);
    return shoot(size, { setting: room('#f1eee9'), solids: f.solids, print: f.print, target: [0, 150, 0], azimuth: 10, elevation: 2, distance: 190, fill: 0.62, seed: 1 });
  }),
  make(2, 'frame', 'gallery wall of three, black frames', (size) => {
    const mid = framed({ at: [0, 150, 0] }, 40, 50, BLACK);
    const l = framed({ at: [-42, 156, 0] }, 24, 30, BLACK, GLOSSY, 'product');
    const r = framed({ at: [42, 144, 0] }, 24, 30, BLACK, GLOSSY, 'product');
    return shoot(size, { setting: room('#e7e2da', 'oak', [-160, 240, 220]), solids: [...mid.solids, ...l.solids, ...r.solids], print: mid.print, target: [0, 150, 0], azimuth: -6, elevation: 2, distance: 260, fill: 0.82, frame: [[-58, 128, 0], [58, 176, 0]], seed: 2 });
  }),
  make(3, 'frame', 'white frame leaning on a sideboard', (size) => {
    const f = framed({ at: [0, 75 + 32, 8], pitch: -6 }, 40, 50, WHITE);
    return shoot(size, { setting: room('#d9dfdc', 'walnut', [-150, 230, 200]), solids: [...f.solids, ...sideboard(0, 20, 130, 75, '#7d5e44'), ...vase(40, 20, '#e4ded4', 75)], print: f.print, target: [4, 100, 8], azimuth: 10, elevation: 6, distance: 230, fill: 0.62, frame: [[-30, 75, 20], [48, 75, 20], [0, 140, 0]], seed: 3 });
  }),
  make(4, 'frame', 'thin metal frame on brick', (size) => {
    const f = framed({ at: [0, 150, 0] }, 40, 50, METAL);
    return shoot(size, { setting: brickRoom([140, 240, 200]), solids: f.solids, print: f.print, target: [0, 150, 0], azimuth: -22, elevation: 0, distance: 180, fill: 0.6, seed: 4 });
  }),
  make(5, 'frame', 'desk frame with a coffee, oak desk', (size) => {
    const f = framed({ at: [0, 10.5, 0], pitch: -12, yaw: 14 }, 13, 18, { border: 1.5, depth: 1.5, colour: '#2b2b2b', mat: 2 });
    return shoot(size, { setting: desk('oak', [-60, 100, 70], '#e8e3dc'), solids: [...f.solids, ...mug(16, 4)], print: f.print, target: [4, 10, 0], azimuth: -4, elevation: 12, distance: 80, fill: 0.6, ox: 0.46, seed: 5 });
  }),
  make(6, 'frame', 'large black frame above a sofa', (size) => {
    const f = framed({ at: [0, 150, 0] }, 70, 50, { ...BLACK, mat: 7 });
    return shoot(size, { setting: room('#eae6df', 'oak', [-220, 260, 260]), solids: [...f.solids, ...sofa(0, 45, 220, '#6f7c6b')], print: f.print, target: [0, 120, 0], azimuth: 8, elevation: 4, distance: 430, fill: 0.92, frame: [[-80, 90, 40], [80, 90, 40], [0, 180, 0]], seed: 6 });
  }),
  make(7, 'frame', 'oak frame leaning in a studio', (size) => {
    const f = framed({ at: [0, 31, -4], pitch: -8, yaw: 16 }, 40, 50, { ...OAK, mat: 5 });
    return shoot(size, { setting: sweep('#e3dcd2'), solids: [...f.solids, ...plant(34, -4, 1.1, '#f1ede7')], print: f.print, target: [6, 30, 0], elevation: 10, distance: 190, fill: 0.66, seed: 7 });
  }),
  make(8, 'frame', 'white frame on a sage wall, angled', (size) => {
    const f = framed({ at: [0, 150, 0] }, 50, 50, WHITE);
    return shoot(size, { setting: room('#b8c4b4', 'oak', [160, 250, 220]), solids: f.solids, print: f.print, target: [0, 150, 0], azimuth: 28, elevation: 2, distance: 200, fill: 0.62, seed: 8 });
  }),
];
