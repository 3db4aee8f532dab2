/** Websites on a 27-inch monitor and on a laptop, rendered by Cycles (physical/device.ts): desks, walls and studio
 *  sweeps; the display is the print (the page, browser and all), lit from within under glass. */
import { deviceRecipe, LAPTOP, MONITOR, type DeviceSpec } from '../physical/device';
import { LIGHTS } from '../physical/paper';
import { TABLES, WALL } from '../physical/sets';
import type { Recipe } from '../recipe';

const MONITOR_AT = { x: 0, y: 0, z: 110, tilt: 86 };
const site = (n: number, style: string, s: Omit<DeviceSpec, 'id' | 'category' | 'style'>): DeviceSpec =>
  ({ id: `websites-${n}`, category: 'websites', style, seed: n, ...s });

export const SPECS: DeviceSpec[] = [
  site(1, 'monitor on an oak desk against a wall', {
    model: MONITOR, place: MONITOR_AT, table: TABLES.oak, wall: WALL, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 8, lens: 50, fill: 0.6 },
  }),
  site(2, 'laptop on concrete, three-quarter', {
    model: LAPTOP, place: { x: 0, y: 0, turn: -16 }, table: TABLES.concrete, wall: WALL, lights: LIGHTS.window, view: { azimuth: -18, elevation: 24, lens: 50, fill: 0.64 },
  }),
  site(3, 'monitor three-quarter on walnut', {
    model: MONITOR, place: { ...MONITOR_AT, turn: -22 }, table: TABLES.walnut, wall: WALL, lights: LIGHTS.window, view: { azimuth: -12, elevation: 10, lens: 50, fill: 0.6 },
  }),
  site(4, 'laptop from above, oak', {
    model: LAPTOP, place: { x: 0, y: 0, turn: 6 }, table: TABLES.oak, lights: LIGHTS.above, view: { azimuth: 0, elevation: 48, lens: 50, fill: 0.64 },
  }),
  site(5, 'monitor on a white desk, studio', {
    model: MONITOR, place: MONITOR_AT, table: { surface: 'paper', colour: [0.86, 0.85, 0.83] }, wall: [0.9, 0.89, 0.87], lights: LIGHTS.studio,
    view: { azimuth: 10, elevation: 12, lens: 70, fill: 0.6 },
  }),
  site(6, 'monitor in a dark studio', {
    model: MONITOR, place: { ...MONITOR_AT, turn: 14 }, table: { surface: 'sweep', colour: [0.06, 0.06, 0.065] }, lights: LIGHTS.studio,
    view: { azimuth: 8, elevation: 8, lens: 70, fill: 0.6 },
  }),
  site(7, 'laptop on marble, front', {
    model: LAPTOP, place: { x: 0, y: 0 }, table: TABLES.marble, wall: WALL, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 16, lens: 70, fill: 0.64 },
  }),
  site(8, 'monitor on concrete, warm light', {
    model: MONITOR, place: { ...MONITOR_AT, turn: -10 }, table: TABLES.concrete, wall: [0.86, 0.8, 0.72], lights: LIGHTS.warm,
    view: { azimuth: -6, elevation: 10, lens: 50, fill: 0.6 },
  }),
];

export const recipes: Recipe[] = SPECS.map(deviceRecipe);
