/** App screens on a phone rendered by Cycles (physical/device.ts): straight on, floating, lying on desks, on a
 *  wedge; the display is the print (the app's screen), lit from within under glass. */
import { deviceRecipe, PHONE, type DeviceSpec } from '../physical/device';
import { LIGHTS } from '../physical/paper';
import { TABLES, WALL } from '../physical/sets';
import type { Recipe } from '../recipe';

const app = (n: number, style: string, s: Omit<DeviceSpec, 'id' | 'category' | 'style' | 'model'>): DeviceSpec =>
  ({ id: `apps-${n}`, category: 'apps', style, model: PHONE, seed: n, ...s });

export const SPECS: DeviceSpec[] = [
  app(1, 'straight-on hero shot, light studio', {
    place: { x: 0, y: 0, z: 40, tilt: 88 }, table: { surface: 'sweep', colour: [0.82, 0.8, 0.77] }, lights: LIGHTS.studio,
    view: { azimuth: 0, elevation: 4, lens: 85, fill: 0.7 },
  }),
  app(2, 'straight-on hero shot, graphite studio', {
    place: { x: 0, y: 0, z: 40, tilt: 88 }, table: { surface: 'sweep', colour: [0.08, 0.085, 0.09] }, lights: LIGHTS.studio,
    view: { azimuth: 0, elevation: 4, lens: 85, fill: 0.7 },
  }),
  app(3, 'floating tilt, sage studio', {
    place: { x: 0, y: 0, z: 60, tilt: 60, roll: 18, turn: -20 }, table: { surface: 'sweep', colour: [0.5, 0.58, 0.48] }, lights: LIGHTS.studio,
    view: { azimuth: 0, elevation: 12, lens: 85, fill: 0.62 },
  }),
  app(4, 'overhead on an oak desk', {
    place: { x: 0, y: 0, turn: -8 }, table: TABLES.oak, props: [{ kind: 'cup', x: -110, y: 70, colour: [0.85, 0.84, 0.8] }], lights: LIGHTS.above,
    view: { azimuth: 0, elevation: 88, lens: 50, fill: 0.55, aim: [-30, 15] },
  }),
  app(5, 'on a wedge, pink studio', {
    place: { x: 0, y: 0, tilt: 74 }, wedge: [0.92, 0.9, 0.88], table: { surface: 'sweep', colour: [0.85, 0.6, 0.62] }, lights: LIGHTS.studio,
    view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.62 },
  }),
  app(6, 'isometric float, cool grey', {
    place: { x: 0, y: 0, z: 50, tilt: 20, turn: 40 }, table: { surface: 'sweep', colour: [0.6, 0.62, 0.66] }, lights: LIGHTS.studio,
    view: { azimuth: 0, elevation: 50, lens: 85, fill: 0.6 },
  }),
  app(7, 'lying on concrete, raking light', {
    place: { x: 0, y: 0, turn: 20 }, table: TABLES.concrete, lights: LIGHTS.raking, view: { azimuth: 8, elevation: 56, lens: 70, fill: 0.6 },
  }),
  app(8, 'on a wedge, linen and wall', {
    place: { x: 0, y: 0, tilt: 70, turn: -12 }, wedge: [0.45, 0.3, 0.18], table: TABLES.linen, wall: WALL, lights: LIGHTS.window,
    view: { azimuth: -8, elevation: 12, lens: 85, fill: 0.62 },
  }),
];

export const recipes: Recipe[] = SPECS.map(deviceRecipe);
