/** Tablets rendered by Cycles (physical/device.ts): portrait and landscape, on desks with a pen and coffee, on a
 *  wooden wedge, floating over a sweep; the display is the print, lit from within under glass. */
import { deviceRecipe, TABLET, type DeviceSpec } from '../physical/device';
import { LIGHTS } from '../physical/paper';
import { TABLES, WALL } from '../physical/sets';
import type { Recipe } from '../recipe';

const tablet = (n: number, style: string, s: Omit<DeviceSpec, 'id' | 'category' | 'style' | 'model'>): DeviceSpec =>
  ({ id: `tablets-${n}`, category: 'tablets', style, model: TABLET, seed: n, ...s });

export const SPECS: DeviceSpec[] = [
  tablet(1, 'portrait on oak with a pen and coffee', {
    place: { x: 0, y: 0, turn: 6 }, table: TABLES.oak, lights: LIGHTS.window,
    props: [{ kind: 'pen', x: 120, y: 0, turn: 95, colour: [0.9, 0.9, 0.9] }, { kind: 'cup', x: 170, y: -120, colour: [0.85, 0.84, 0.8] }],
    view: { azimuth: 0, elevation: 70, lens: 50, fill: 0.6, aim: [60, -20] },
  }),
  tablet(2, 'landscape on a wedge, studio front view', {
    landscape: true, place: { x: 0, y: 0, tilt: 72 }, wedge: [0.86, 0.85, 0.83], table: { surface: 'sweep', colour: [0.82, 0.8, 0.77] },
    lights: LIGHTS.studio, view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.66 },
  }),
  tablet(3, 'floating portrait tilt, sage studio', {
    place: { x: 0, y: 0, z: 80, tilt: 64, roll: -12, turn: 18 }, table: { surface: 'sweep', colour: [0.5, 0.58, 0.48] },
    lights: LIGHTS.studio, view: { azimuth: 0, elevation: 10, lens: 85, fill: 0.6 },
  }),
  tablet(4, 'landscape overhead on marble', {
    landscape: true, place: { x: 0, y: 0, turn: -5 }, table: TABLES.marble, lights: LIGHTS.above, view: { azimuth: 0, elevation: 88, lens: 50, fill: 0.64 },
  }),
  tablet(5, 'portrait on a walnut wedge, walnut desk', {
    place: { x: 0, y: 0, tilt: 70, turn: 12 }, wedge: [0.16, 0.09, 0.05], table: TABLES.walnut, wall: WALL, lights: LIGHTS.window,
    view: { azimuth: 10, elevation: 12, lens: 70, fill: 0.62 },
  }),
  tablet(6, 'landscape at an angle on concrete', {
    landscape: true, place: { x: 0, y: 0, turn: 24 }, table: TABLES.concrete, lights: LIGHTS.raking, view: { azimuth: -14, elevation: 42, lens: 70, fill: 0.64 },
  }),
  tablet(7, 'portrait on a wedge, white desk and wall', {
    place: { x: 0, y: 0, tilt: 74 }, wedge: [0.85, 0.84, 0.82], table: { surface: 'paper', colour: [0.86, 0.85, 0.83] }, wall: [0.9, 0.89, 0.87],
    lights: LIGHTS.studio, view: { azimuth: -8, elevation: 6, lens: 70, fill: 0.64 },
  }),
  tablet(8, 'landscape floating over a dark sweep', {
    landscape: true, place: { x: 0, y: 0, z: 70, tilt: 60, roll: 10, turn: -20 }, table: { surface: 'sweep', colour: [0.06, 0.06, 0.065] },
    lights: LIGHTS.studio, view: { azimuth: 0, elevation: 12, lens: 85, fill: 0.62 },
  }),
];

export const recipes: Recipe[] = SPECS.map(deviceRecipe);
