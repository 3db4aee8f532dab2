/** Frames: art prints in oak, walnut, white, black and brass frames in a room, rendered by Cycles
 *  (physical/wall-art.ts) — hung on plaster walls, above a sideboard, leaning on a sideboard, a desk and
 *  the floor; the print is the whole sheet inside the mat or the frame. */
import { OAK_FLOOR, ROOM_LIGHTS, wallArtRecipe, type Artwork, type Sideboard, type WallArtSpec } from '../physical/wall-art';
import type { Recipe } from '../recipe';

/** A 40 × 50 cm print behind a 6 cm mat in a 25 mm oak moulding. */
const OAK: Artwork = { widthMm: 400, heightMm: 500, matMm: 60, frameMm: 25, depthMm: 28, frameColour: [0.36, 0.23, 0.12], matColour: [0.93, 0.93, 0.91] };
const WALNUT: Artwork = { ...OAK, matMm: 80, frameColour: [0.14, 0.08, 0.05] };
const WHITE: Artwork = { ...OAK, matMm: 0, frameColour: [0.82, 0.82, 0.8] };
const BRASS: Artwork = { ...OAK, matMm: 40, frameMm: 10, depthMm: 18, frameFinish: 'metal', frameColour: [0.8, 0.62, 0.34] };
const BLACK_WIDE: Artwork = { ...OAK, widthMm: 700, heightMm: 500, matMm: 50, frameColour: [0.025, 0.025, 0.025] };
const DESK: Artwork = { ...OAK, widthMm: 130, heightMm: 180, matMm: 0, frameMm: 16, depthMm: 14 };
const SQUARE: Artwork = { ...WHITE, widthMm: 500, heightMm: 500, matMm: 50 };

const SIDEBOARD: Sideboard = { widthMm: 1600, depthMm: 450, heightMm: 760, surface: 'oak', colour: [0.22, 0.13, 0.08] };
const LIGHT_BOARD: Sideboard = { ...SIDEBOARD, colour: [0.5, 0.35, 0.2] };

const frames = wallArtRecipe('frames', 'frame');

export const SPECS: WallArtSpec[] = [
  {
    id: 'frames-1', style: 'oak frame on a white wall', art: OAK, mount: { kind: 'hang', hangMm: 1500 },
    wall: [0.86, 0.85, 0.83], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowLeft, view: { azimuth: 0, elevation: 0, lens: 50, fill: 0.66 },
  },
  {
    id: 'frames-2', style: 'walnut frame with a wide mat, warm light', seed: 2, art: WALNUT, mount: { kind: 'hang', hangMm: 1500 },
    wall: [0.84, 0.8, 0.74], floor: OAK_FLOOR, lights: ROOM_LIGHTS.warm, view: { azimuth: -10, elevation: 0, lens: 50, fill: 0.64 },
  },
  {
    id: 'frames-3', style: 'white frame leaning on a sideboard', seed: 3, art: WHITE, mount: { kind: 'lean', outMm: 60 },
    sideboard: SIDEBOARD, wall: [0.8, 0.79, 0.76], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowLeft,
    view: { azimuth: 12, elevation: 8, lens: 50, fill: 0.6, aim: [0, -110] },
  },
  {
    id: 'frames-4', style: 'thin brass frame on a grey wall', seed: 4, art: BRASS, mount: { kind: 'hang', hangMm: 1500 },
    wall: [0.56, 0.55, 0.52], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowRight,
    view: { azimuth: 14, elevation: 0, lens: 50, fill: 0.66 },
  },
  {
    id: 'frames-5', style: 'small desk frame leaning on an oak desk', seed: 5, art: DESK, mount: { kind: 'lean', outMm: 35 },
    sideboard: LIGHT_BOARD, wall: [0.84, 0.83, 0.8], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowLeft,
    view: { azimuth: -14, elevation: 10, lens: 70, fill: 0.56, aim: [0, -40] },
  },
  {
    id: 'frames-6', style: 'large black frame above a sideboard', seed: 6, art: BLACK_WIDE, mount: { kind: 'hang', hangMm: 1480 },
    sideboard: SIDEBOARD, wall: [0.78, 0.76, 0.72], floor: OAK_FLOOR, lights: ROOM_LIGHTS.overcast,
    view: { azimuth: 0, elevation: 4, lens: 50, fill: 0.6, aim: [0, -220] },
  },
  {
    id: 'frames-7', style: 'oak frame leaning on the floor', seed: 7, art: OAK, mount: { kind: 'lean', outMm: 70 },
    wall: [0.82, 0.8, 0.76], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowRight, view: { azimuth: 10, elevation: 14, lens: 50, fill: 0.6, aim: [0, -50] },
  },
  {
    id: 'frames-8', style: 'white frame on a sage wall, at an angle', seed: 8, art: SQUARE, mount: { kind: 'hang', hangMm: 1500 },
    wall: [0.5, 0.57, 0.5], floor: OAK_FLOOR, lights: ROOM_LIGHTS.overcast, view: { azimuth: 24, elevation: 2, lens: 50, fill: 0.64 },
  },
];

export const recipes: Recipe[] = SPECS.map(frames);
