/** Devices: phones and tablets rendered by Cycles (physical/device.ts) — on desks with a cup or a pen, leaning back
 *  on a wooden wedge, floating tilted over a studio sweep; the display is the print, lit from within under glass. */
import { deviceRecipe, PHONE, TABLET, type DeviceSpec } from '../physical/device';
import { LIGHTS } from '../physical/paper';
import { TABLES, WALL } from '../physical/sets';
import type { Recipe } from '../recipe';

const WALNUT_WEDGE: [number, number, number] = [0.16, 0.09, 0.05];
const CUP = (x: number, y: number) => ({ kind: 'cup' as const, x, y, colour: [0.85, 0.84, 0.8] as [number, number, number] });
const PEN = (x: number, y: number, turn: number) => ({ kind: 'pen' as const, x, y, turn, colour: [0.03, 0.035, 0.05] as [number, number, number] });

export const SPECS: DeviceSpec[] = [
  {
    id: 'devices-1', category: 'devices', style: 'phone on an oak desk with coffee', model: PHONE, place: { x: 0, y: 0, turn: -12 },
    table: TABLES.oak, props: [CUP(115, 60)], lights: LIGHTS.window, view: { azimuth: 8, elevation: 62, lens: 50, fill: 0.5, aim: [40, 20] },
  },
  {
    id: 'devices-2', category: 'devices', style: 'phone on concrete, angled', seed: 2, model: PHONE, place: { x: 0, y: 0, turn: 28 },
    table: TABLES.concrete, lights: LIGHTS.raking, view: { azimuth: -18, elevation: 48, lens: 70, fill: 0.62 },
  },
  {
    id: 'devices-3', category: 'devices', style: 'phone on a walnut wedge, studio front view', seed: 3, model: PHONE, place: { x: 0, y: 0, tilt: 74 },
    wedge: WALNUT_WEDGE, table: { surface: 'sweep', colour: [0.8, 0.78, 0.75] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.62 },
  },
  {
    id: 'devices-4', category: 'devices', style: 'tablet on a wedge, landscape, walnut desk', seed: 4, model: TABLET, landscape: true,
    place: { x: 0, y: 0, tilt: 70, turn: -10 }, wedge: WALNUT_WEDGE, table: TABLES.walnut, wall: WALL, lights: LIGHTS.window,
    view: { azimuth: -8, elevation: 14, lens: 70, fill: 0.66 },
  },
  {
    id: 'devices-5', category: 'devices', style: 'tablet overhead on concrete with a pen', seed: 5, model: TABLET, place: { x: 0, y: 0, turn: 4 },
    table: TABLES.concrete, props: [PEN(125, -10, 84)], lights: LIGHTS.above, view: { azimuth: 0, elevation: 88, lens: 50, fill: 0.62, aim: [25, 0] },
  },
  {
    id: 'devices-6', category: 'devices', style: 'floating tilted phone, pink studio', seed: 6, model: PHONE, place: { x: 0, y: 0, z: 70, tilt: 58, roll: -16, turn: 22 },
    table: { surface: 'sweep', colour: [0.85, 0.6, 0.62] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 12, lens: 85, fill: 0.6 },
  },
  {
    id: 'devices-7', category: 'devices', style: 'phone leaning on a wedge, warm light, linen', seed: 7, model: PHONE, place: { x: 0, y: 0, tilt: 70, turn: 14 },
    wedge: [0.45, 0.3, 0.18], table: TABLES.linen, wall: WALL, lights: LIGHTS.warm, view: { azimuth: 10, elevation: 14, lens: 85, fill: 0.6 },
  },
  {
    id: 'devices-8', category: 'devices', style: 'tablet portrait on a wedge, white desk and wall', seed: 8, model: TABLET, place: { x: 0, y: 0, tilt: 72 },
    wedge: [0.85, 0.84, 0.82], table: { surface: 'paper', colour: [0.86, 0.85, 0.83] }, wall: [0.9, 0.89, 0.87], lights: LIGHTS.studio,
    view: { azimuth: 6, elevation: 10, lens: 70, fill: 0.64 },
  },
  {
    id: 'devices-9', category: 'devices', style: 'phone face up on marble, overhead', seed: 9, model: PHONE, place: { x: 0, y: 0, turn: 8 },
    table: TABLES.marble, lights: LIGHTS.above, view: { azimuth: 0, elevation: 89, lens: 70, fill: 0.6 },
  },
  {
    id: 'devices-10', category: 'devices', style: 'tablet floating, three-quarter, grey studio', seed: 10, model: TABLET, place: { x: 0, y: 0, z: 80, tilt: 62, roll: 14, turn: -24 },
    table: { surface: 'sweep', colour: [0.62, 0.63, 0.65] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 10, lens: 85, fill: 0.6 },
  },
  {
    id: 'devices-11', category: 'devices', style: 'phone on linen beside a pen, window light', seed: 11, model: PHONE, place: { x: 0, y: 0, turn: -20 },
    table: TABLES.linen, props: [PEN(70, -10, 70)], lights: LIGHTS.window, view: { azimuth: -6, elevation: 56, lens: 70, fill: 0.56, aim: [25, 0] },
  },
  {
    id: 'devices-12', category: 'devices', style: 'tablet lying at an angle on oak, coffee', seed: 12, model: TABLET, landscape: true, place: { x: 0, y: 0, turn: 18 },
    table: TABLES.oak, props: [CUP(-150, 110)], lights: LIGHTS.window, view: { azimuth: 12, elevation: 40, lens: 50, fill: 0.6, aim: [-30, 20] },
  },
];

export const recipes: Recipe[] = SPECS.map(deviceRecipe);
