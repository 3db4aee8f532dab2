import type { Recipe } from '../recipe';
import { framed, GLOSSY, hangingSheet, PAPER, tape } from '../lib/flat/frame';
import { flat, panel } from '../lib/flat/kit';
import { mug, pen, plant, sideboard, sofa, vase } from '../lib/flat/props';
import { brickRoom, desk, room, shoot, sweep } from '../lib/flat/setting';

const poster = (n: number, style: string, render: Recipe['render']): Recipe => ({
  id: `posters-${n}`,
  category: 'posters',
  type: 'poster',
  style,
  render,
});

export const recipes: Recipe[] = [
  poster(1, 'taped, white wall, soft window light', (size) => {
    const sheet = hangingSheet(0, 150, 50, 70);
    return shoot(size, {
      setting: room('#f1efea'),
      solids: [sheet, ...tape(sheet)],
      print: sheet,
      target: [0, 150, 0],
      azimuth: 8,
      elevation: 2,
      distance: 220,
      fill: 0.62,
      seed: 1,
    });
  }),
  poster(2, 'black frame over a sideboard, living room', (size) => {
    const f = framed({ at: [0, 150, 0] }, 50, 70, { border: 2.2, depth: 3, colour: '#1e1e1e', mat: 6 });
    return shoot(size, {
      setting: room('#e6e1d8', 'oak', [-160, 230, 200]),
      solids: [...f.solids, ...sideboard(0, 20, 140, 72), ...vase(45, 25, '#d8d2c8', 72)],
      print: f.print,
      target: [0, 125, 0],
      azimuth: -12,
      elevation: 6,
      distance: 330,
      fill: 0.8,
      frame: [[-75, 72, 40], [75, 72, 40], [-40, 195, 0], [40, 195, 0]],
      seed: 2,
    });
  }),
  poster(3, 'oak frame leaning on the floor, plant', (size) => {
    const f = framed({ at: [0, 42, 12], pitch: -7 }, 50, 70, { border: 2.5, depth: 2.5, colour: '#b98d5f' });
    return shoot(size, {
      setting: room('#dcd6cc', 'oak', [-150, 200, 220]),
      solids: [...f.solids, ...plant(52, 18, 1.3, '#e8e2d8')],
      print: f.print,
      target: [10, 45, 10],
      azimuth: 18,
      elevation: 12,
      distance: 260,
      fill: 0.66,
      ox: 0.46,
      seed: 3,
    });
  }),
  poster(4, 'unframed on a brick wall, angled', (size) => {
    const sheet = hangingSheet(0, 150, 50, 70, PAPER, 1);
    return shoot(size, {
      setting: brickRoom([160, 260, 180]),
      solids: [sheet, ...tape(sheet, '#d9d4c6')],
      print: sheet,
      target: [0, 150, 0],
      azimuth: -32,
      elevation: 0,
      distance: 230,
      fill: 0.62,
      seed: 4,
    });
  }),
  poster(5, 'white frame above a sofa', (size) => {
    const f = framed({ at: [0, 150, 0] }, 60, 80, { border: 2.5, depth: 3, colour: '#f4f3f0', mat: 7 });
    return shoot(size, {
      setting: room('#c9d3d0', 'walnut', [-200, 260, 240]),
      solids: [...f.solids, ...sofa(0, 45, 210, '#a39382')],
      print: f.print,
      target: [0, 120, 0],
      azimuth: 6,
      elevation: 4,
      distance: 420,
      fill: 0.92,
      frame: [[-90, 68, 40], [90, 68, 40], [0, 195, 0]],
      seed: 5,
    });
  }),
  poster(6, 'flat lay on oak desk with mug and pen', (size) => {
    const sheet = panel('print', PAPER, flat(0, 0, 4), 30, 42);
    return shoot(size, {
      setting: desk('oak'),
      solids: [sheet, ...mug(26, -14), ...pen(22, 16, 60)],
      print: sheet,
      target: [0, 0, 0],
      azimuth: 0,
      elevation: 72,
      distance: 120,
      fill: 0.66,
      ox: 0.44,
      seed: 6,
    });
  }),
  poster(7, 'glossy print, two-tone wall, frameless', (size) => {
    const sheet = hangingSheet(0, 160, 45, 60, GLOSSY, 0.3);
    return shoot(size, {
      setting: room('#ece7df', 'concrete', [140, 250, 220], '#3f5360'),
      solids: [sheet],
      print: sheet,
      target: [0, 130, 0],
      azimuth: 22,
      elevation: 2,
      distance: 280,
      fill: 0.82,
      frame: [[-30, 70, 0], [30, 70, 0], [0, 195, 0]],
      seed: 7,
    });
  }),
  poster(8, 'thin black frame leaning in a studio sweep', (size) => {
    const f = framed({ at: [0, 36, -6], pitch: -8, yaw: -14 }, 45, 60, { border: 1.2, depth: 2, colour: '#222222', mat: 5 });
    return shoot(size, {
      setting: sweep('#e4dccf'),
      solids: f.solids,
      print: f.print,
      target: [0, 36, 0],
      azimuth: 0,
      elevation: 14,
      distance: 220,
      fill: 0.66,
      seed: 8,
    });
  }),
];
