/** Laptops rendered by Cycles (physical/device.ts): open a little past upright on desks, in the studio, with a cup or
 *  a pen; the display is the print, lit from within under glass. */
import { deviceRecipe, LAPTOP, type DeviceSpec } from '../physical/device';
import { LIGHTS } from '../physical/paper';
import { TABLES, WALL } from '../physical/sets';
import type { Recipe } from '../recipe';

const CUP = (x: number, y: number) => ({ kind: 'cup' as const, x, y, colour: [0.85, 0.84, 0.8] as [number, number, number] });
const laptop = (n: number, style: string, s: Omit<DeviceSpec, 'id' | 'category' | 'style' | 'model'>): DeviceSpec =>
  ({ id: `laptops-${n}`, category: 'laptops', style, model: LAPTOP, seed: n, ...s });

export const SPECS: DeviceSpec[] = [
  laptop(1, 'on an oak desk with coffee, three-quarter', {
    place: { x: 0, y: 0, turn: -14 }, table: TABLES.oak, wall: WALL, props: [CUP(230, 40)], lights: LIGHTS.window,
    view: { azimuth: -20, elevation: 22, lens: 50, fill: 0.62, aim: [40, 0] },
  }),
  laptop(2, 'straight on, light studio', {
    place: { x: 0, y: 0 }, table: { surface: 'sweep', colour: [0.82, 0.8, 0.77] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 14, lens: 70, fill: 0.66 },
  }),
  laptop(3, 'on a walnut desk, window light from the side', {
    place: { x: 0, y: 0, turn: 20 }, table: TABLES.walnut, wall: WALL, lights: LIGHTS.window, view: { azimuth: 24, elevation: 18, lens: 50, fill: 0.64 },
  }),
  laptop(4, 'on concrete, high angle', {
    place: { x: 0, y: 0, turn: -8 }, table: TABLES.concrete, lights: LIGHTS.above, view: { azimuth: -6, elevation: 40, lens: 50, fill: 0.66 },
  }),
  laptop(5, 'on marble with a pen', {
    place: { x: 0, y: 0, turn: 10 }, table: TABLES.marble, wall: WALL, props: [{ kind: 'pen', x: 210, y: -60, turn: 70, colour: [0.03, 0.035, 0.05] }],
    lights: LIGHTS.window, view: { azimuth: 12, elevation: 24, lens: 50, fill: 0.62, aim: [30, 0] },
  }),
  laptop(6, 'on oak in late warm light', {
    place: { x: 0, y: 0, turn: -24 }, table: TABLES.oak, wall: [0.86, 0.8, 0.72], lights: LIGHTS.warm, view: { azimuth: -16, elevation: 20, lens: 70, fill: 0.64 },
  }),
  laptop(7, 'front view on a white desk against a wall', {
    place: { x: 0, y: 0 }, table: { surface: 'paper', colour: [0.86, 0.85, 0.83] }, wall: [0.9, 0.89, 0.87], lights: LIGHTS.studio,
    view: { azimuth: 4, elevation: 10, lens: 50, fill: 0.6 },
  }),
  laptop(8, 'three-quarter from the right, dark studio', {
    place: { x: 0, y: 0, turn: 26 }, table: { surface: 'sweep', colour: [0.06, 0.06, 0.065] }, lights: LIGHTS.studio,
    view: { azimuth: 22, elevation: 16, lens: 70, fill: 0.72 },
  }),
];

export const recipes: Recipe[] = SPECS.map(deviceRecipe);
