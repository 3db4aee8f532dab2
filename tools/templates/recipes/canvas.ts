/** Canvas: gallery-wrapped prints on cotton duck in a room, rendered by Cycles (physical/canvas.ts) — hung on plaster
 *  walls, above sideboards, leaning on a sideboard and on the floor; the print is the face and runs round its edges. */
import { canvasRecipe, type CanvasSpec } from '../physical/canvas';
import { OAK_FLOOR, ROOM_LIGHTS, type Sideboard } from '../physical/wall-art';
import type { Recipe } from '../recipe';

/** Standard stretcher bars (38 mm) and the deep gallery ones (50 mm). */
const BARS = 38;
const DEEP = 50;

const WALNUT: Sideboard = { widthMm: 1600, depthMm: 450, heightMm: 760, surface: 'oak', colour: [0.2, 0.12, 0.07] };
const WHITE_BOARD: Sideboard = { ...WALNUT, surface: 'plaster', colour: [0.85, 0.84, 0.82] };
const WHITE_WALL: [number, number, number] = [0.86, 0.85, 0.83];
const SAGE_WALL: [number, number, number] = [0.5, 0.57, 0.5];

export const SPECS: CanvasSpec[] = [
  {
    id: 'canvas-1', style: 'stretched canvas on a white wall, window light', canvas: { widthMm: 500, heightMm: 700, depthMm: BARS },
    mount: { kind: 'hang', hangMm: 1500 }, wall: WHITE_WALL, floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowLeft,
    view: { azimuth: 18, elevation: 2, lens: 50, fill: 0.64 },
  },
  {
    id: 'canvas-2', style: 'wide canvas above a walnut sideboard', seed: 2, canvas: { widthMm: 1000, heightMm: 600, depthMm: BARS },
    mount: { kind: 'hang', hangMm: 1420 }, sideboard: WALNUT, wall: [0.8, 0.78, 0.74], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowLeft,
    view: { azimuth: -8, elevation: 4, lens: 50, fill: 0.72, aim: [0, -170] },
  },
  {
    id: 'canvas-3', style: 'square canvas, grey wall, raking side light', seed: 3, canvas: { widthMm: 600, heightMm: 600, depthMm: BARS },
    mount: { kind: 'hang', hangMm: 1500 }, wall: [0.58, 0.58, 0.57], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowRight,
    view: { azimuth: -24, elevation: 0, lens: 50, fill: 0.62 },
  },
  {
    id: 'canvas-4', style: 'leaning on the floor against the wall', seed: 4, canvas: { widthMm: 600, heightMm: 800, depthMm: BARS },
    mount: { kind: 'lean', outMm: 100 }, wall: [0.82, 0.8, 0.76], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowRight,
    view: { azimuth: 12, elevation: 12, lens: 50, fill: 0.6, aim: [0, -60] },
  },
  {
    id: 'canvas-5', style: 'landscape canvas over a white sideboard, sage wall', seed: 5, canvas: { widthMm: 600, heightMm: 450, depthMm: BARS },
    mount: { kind: 'hang', hangMm: 1250 }, sideboard: WHITE_BOARD, wall: SAGE_WALL, floor: OAK_FLOOR, lights: ROOM_LIGHTS.overcast,
    view: { azimuth: 10, elevation: 6, lens: 50, fill: 0.5, aim: [0, -230] },
  },
  {
    id: 'canvas-6', style: 'deep gallery canvas in late sun', seed: 6, canvas: { widthMm: 500, heightMm: 500, depthMm: DEEP },
    mount: { kind: 'hang', hangMm: 1500 }, wall: [0.86, 0.74, 0.6], floor: OAK_FLOOR, lights: ROOM_LIGHTS.warm,
    view: { azimuth: -36, elevation: 4, lens: 50, fill: 0.58 },
  },
  {
    id: 'canvas-7', style: 'portrait canvas, sage wall, straight on', seed: 7, canvas: { widthMm: 450, heightMm: 600, depthMm: BARS },
    mount: { kind: 'hang', hangMm: 1500 }, wall: SAGE_WALL, floor: OAK_FLOOR, lights: ROOM_LIGHTS.overcast,
    view: { azimuth: 0, elevation: 0, lens: 70, fill: 0.66 },
  },
  {
    id: 'canvas-8', style: 'small canvas leaning on a walnut sideboard', seed: 8, canvas: { widthMm: 400, heightMm: 500, depthMm: BARS },
    mount: { kind: 'lean', outMm: 60 }, sideboard: WALNUT, wall: [0.84, 0.83, 0.8], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowLeft,
    view: { azimuth: 14, elevation: 8, lens: 50, fill: 0.6, aim: [0, -110] },
  },
];

export const recipes: Recipe[] = SPECS.map(canvasRecipe);
