import type { Recipe } from '../recipe';
import { recipeMaker } from '../lib/flat/devices';
import { hex } from '../lib/flat/materials';
import { billboard, building, tree } from '../lib/flat/outdoor';
import { shoot, street } from '../lib/flat/setting';

const make = recipeMaker('billboards');
const dusk = { horizon: hex('#f2d2b0'), zenith: hex('#6b7fa8') };
const overcast = { horizon: hex('#e4e6e8'), zenith: hex('#b9c2cc') };

export const recipes: Recipe[] = [
  make(1, 'billboard', 'roadside, two poles, clear sky', (size) => {
    const b = billboard(0, 0, 0, 1200, 400, 600);
    return shoot(size, { setting: street(), solids: [...b.solids, ...tree(-1100, -300), ...tree(1000, -500, 0.9)], print: b.print, target: [0, 700, 0], azimuth: -18, elevation: 4, distance: 4200, fill: 0.66, seed: 1 });
  }),
  make(2, 'billboard', 'city block, low angle', (size) => {
    const b = billboard(0, 0, 12, 1200, 400, 500);
    return shoot(size, {
      setting: street([-900, 1400, 1200]),
      solids: [...b.solids, ...building(-300, -1400, 1600, 2400, 800, '#c9b8a3'), ...building(1700, -1600, 1400, 1800, 800, '#a9b2bb')],
      print: b.print,
      target: [0, 700, 0],
      azimuth: 10,
      elevation: -6,
      distance: 3000,
      fill: 0.62,
      seed: 2,
    });
  }),
  make(3, 'billboard', 'single pole, dusk', (size) => {
    const b = billboard(0, 0, -15, 1000, 350, 900, 1);
    return shoot(size, { setting: street([1500, 500, 900], dusk), solids: [...b.solids, ...tree(-1200, -800, 1.1)], print: b.print, target: [0, 900, 0], azimuth: 14, elevation: 2, distance: 4200, fill: 0.6, seed: 3 });
  }),
  make(4, 'billboard', 'front view over trees', (size) => {
    const b = billboard(0, 0, 0, 1200, 400, 700);
    return shoot(size, { setting: street([-700, 1600, 1400]), solids: [...b.solids, ...tree(-700, 300, 0.8), ...tree(500, 400, 0.7), ...tree(1300, 200, 0.9)], print: b.print, target: [0, 800, 0], elevation: 3, distance: 4200, fill: 0.64, seed: 4 });
  }),
  make(5, 'billboard', 'portrait board between buildings', (size) => {
    const b = billboard(0, 0, 0, 500, 700, 400);
    return shoot(size, {
      setting: street([-800, 1500, 1400], overcast),
      solids: [...b.solids, ...building(-1300, -500, 1400, 2200, 800, '#b5a58f'), ...building(1300, -600, 1300, 2000, 800, '#8e99a4')],
      print: b.print,
      target: [0, 700, 0],
      azimuth: -12,
      elevation: 2,
      distance: 3200,
      fill: 0.62,
      seed: 5,
    });
  }),
  make(6, 'billboard', 'steep side angle, highway', (size) => {
    const b = billboard(0, 0, 0, 1400, 480, 700);
    return shoot(size, { setting: street([900, 1500, 1200]), solids: [...b.solids, ...tree(1500, -400, 1.0)], print: b.print, target: [0, 900, 0], azimuth: 40, elevation: 4, distance: 4200, fill: 0.7, seed: 6 });
  }),
  make(7, 'billboard', 'rooftop board, overcast', (size) => {
    const b = billboard(0, 200, 0, 1000, 350, 1900);
    return shoot(size, { setting: street([-800, 1800, 1400], overcast), solids: [...b.solids, ...building(0, -200, 1600, 1500, 900, '#c7bfb2')], print: b.print, target: [0, 1600, 0], azimuth: -10, elevation: -4, distance: 4400, fill: 0.66, seed: 7 });
  }),
  make(8, 'billboard', 'wide board, warm evening sun', (size) => {
    const b = billboard(0, 0, -8, 1400, 400, 500);
    return shoot(size, { setting: street([-1800, 500, 900], dusk), solids: [...b.solids, ...tree(-1300, -300, 0.9), ...building(1500, -1500, 1400, 1600, 800, '#b8a89a')], print: b.print, target: [0, 700, 0], azimuth: -6, elevation: 2, distance: 4000, fill: 0.66, seed: 8 });
  }),
];
