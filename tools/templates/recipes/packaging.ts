/** Packaging: tuck cartons and corrugated mailers rendered by Cycles (physical/carton.ts) — standing in the studio
 *  and on tables, stacked on shipping boxes, beside a pump bottle, lying flat; the front panel is the print, and a
 *  side panel and the top further print areas in the views that show them. */
import { cartonRecipe, type Carton, type CartonSpec } from '../physical/carton';
import { LIGHTS } from '../physical/paper';
import { TABLES, WALL } from '../physical/sets';
import type { Recipe } from '../recipe';

const box = (widthMm: number, heightMm: number, depthMm: number, finish: Carton['finish'] = 'silk'): Carton =>
  ({ kind: 'carton', widthMm, heightMm, depthMm, finish, bulgeMm: 0.5, bowMm: 0.6 });
const KRAFT: [number, number, number] = [0.42, 0.3, 0.18];

export const SPECS: CartonSpec[] = [
  {
    id: 'packaging-1', style: 'product box, three-quarter view, white studio', box: box(103, 143, 52), place: { x: 0, y: 0 }, faces: ['front', 'left'],
    table: { surface: 'sweep', colour: [0.82, 0.81, 0.8] }, lights: LIGHTS.studio, view: { azimuth: -32, elevation: 12, lens: 70, fill: 0.66 },
  },
  {
    id: 'packaging-2', style: 'wide carton on oak, high angle', seed: 2, box: box(206, 84, 126), place: { x: 0, y: 0, turn: -8 }, faces: ['front', 'top'],
    table: TABLES.oak, wall: WALL, lights: LIGHTS.window, view: { azimuth: -12, elevation: 46, lens: 50, fill: 0.68 },
  },
  {
    id: 'packaging-3', style: 'slim tea box, front on, pastel sage', seed: 3, box: box(65, 160, 50, 'uncoated'), place: { x: 0, y: 0, turn: 10 }, faces: ['front'],
    table: { surface: 'sweep', colour: [0.52, 0.6, 0.5] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 6, lens: 85, fill: 0.62 },
  },
  {
    id: 'packaging-4', style: 'gift cube on concrete, hard side light', seed: 4, box: box(112, 112, 112, 'gloss'), place: { x: 0, y: 0, turn: -34 }, faces: ['front', 'right'],
    table: TABLES.concrete, wall: [0.6, 0.59, 0.57], lights: LIGHTS.raking, view: { azimuth: 0, elevation: 18, lens: 70, fill: 0.62 },
  },
  {
    id: 'packaging-5', style: 'mailer box lid from above, linen', seed: 5,
    box: { kind: 'mailer', widthMm: 220, heightMm: 60, depthMm: 160, finish: 'uncoated', bulgeMm: 0.4, bowMm: 1.2 }, place: { x: 0, y: 0, turn: 6 }, faces: ['top'],
    table: TABLES.linen, lights: LIGHTS.above, view: { azimuth: -10, elevation: 64, lens: 50, fill: 0.66 },
  },
  {
    id: 'packaging-6', style: 'product box on its shipping carton', seed: 6, box: box(95, 118, 60), place: { x: 10, y: -10, z: 151, turn: -10 }, faces: ['front', 'left'],
    others: [{ widthMm: 300, heightMm: 150, depthMm: 220, x: 0, y: 0, turn: 4, colour: KRAFT }],
    table: TABLES.concrete, wall: WALL, lights: LIGHTS.window, view: { azimuth: -28, elevation: 14, lens: 70, fill: 0.6, frame: 'all' },
  },
  {
    id: 'packaging-7', style: 'cosmetics carton beside its pump bottle on marble', seed: 7, box: box(60, 126, 43), place: { x: -30, y: 0, turn: -20 },
    faces: ['front', 'left'], bottle: { x: 45, y: 25, colour: [0.82, 0.8, 0.77] },
    table: TABLES.marble, wall: WALL, lights: LIGHTS.window, view: { azimuth: -18, elevation: 14, lens: 85, fill: 0.66 },
  },
  {
    id: 'packaging-8', style: 'tall box hero shot, low angle, dark backdrop', seed: 8, box: box(86, 168, 69, 'gloss'), place: { x: 0, y: 0, turn: -28 }, faces: ['front', 'right'],
    table: { surface: 'sweep', colour: [0.05, 0.05, 0.055] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 4, lens: 50, fill: 0.64 },
  },
  {
    id: 'packaging-9', style: 'carton straight on, softbox, oak', seed: 9, box: box(120, 160, 60), place: { x: 0, y: 0 }, faces: ['front'],
    table: TABLES.oak, wall: WALL, lights: LIGHTS.studio, view: { azimuth: 4, elevation: 10, lens: 85, fill: 0.6 },
  },
  {
    id: 'packaging-10', style: 'box lying flat on linen, overhead', seed: 10, box: box(110, 150, 40), place: { x: 0, y: 0, turn: -6, lie: true }, faces: ['front'],
    table: TABLES.linen, lights: LIGHTS.above, view: { azimuth: 0, elevation: 88, lens: 50, fill: 0.62 },
  },
  {
    id: 'packaging-11', style: 'kraft mailer, three-quarter from above, concrete', seed: 11,
    box: { kind: 'mailer', widthMm: 250, heightMm: 80, depthMm: 180, finish: 'uncoated', bulgeMm: 0.6, bowMm: 1.5 }, place: { x: 0, y: 0, turn: -12 }, faces: ['top', 'front'],
    table: TABLES.concrete, lights: LIGHTS.window, view: { azimuth: -20, elevation: 42, lens: 50, fill: 0.68 },
  },
  {
    id: 'packaging-12', style: 'square box on paper, front, side and top', seed: 12, box: box(130, 100, 130, 'silk'), place: { x: 0, y: 0, turn: 24 },
    faces: ['front', 'left', 'top'], table: { surface: 'paper', colour: [0.75, 0.7, 0.62] }, wall: [0.86, 0.8, 0.72], lights: LIGHTS.studio,
    view: { azimuth: 0, elevation: 30, lens: 70, fill: 0.62 },
  },
];

export const recipes: Recipe[] = SPECS.map(cartonRecipe);
