/** Posters: prints on paper in a room, rendered by Cycles (physical/wall-art.ts) — taped to plaster walls, framed
 *  with and without a mat above a sideboard, leaning on a sideboard and on the floor; the print is the whole sheet. */
import { OAK_FLOOR, ROOM_LIGHTS, wallArtRecipe, type Artwork, type Sideboard, type WallArtSpec } from '../physical/wall-art';
import type { Recipe } from '../recipe';

/** A 50 × 70 cm print taped straight to the wall. */
const TAPED: Artwork = { widthMm: 500, heightMm: 700, matMm: 0, frameMm: 0, depthMm: 0, frameColour: [0, 0, 0], matColour: [0, 0, 0] };
const BLACK: Artwork = { ...TAPED, matMm: 50, frameMm: 24, depthMm: 30, frameColour: [0.025, 0.025, 0.025], matColour: [0.86, 0.86, 0.84] };
const OAK: Artwork = { ...BLACK, frameColour: [0.34, 0.21, 0.11], matColour: [0.93, 0.93, 0.91] };
const WHITE: Artwork = { ...BLACK, matMm: 0, frameMm: 28, frameColour: [0.82, 0.82, 0.8] };
const THIN: Artwork = { ...BLACK, matMm: 0, frameMm: 12, depthMm: 20, frameFinish: 'metal', frameColour: [0.05, 0.05, 0.055] };

const WALNUT: Sideboard = { widthMm: 1600, depthMm: 450, heightMm: 760, surface: 'oak', colour: [0.2, 0.12, 0.07] };
const WHITE_BOARD: Sideboard = { ...WALNUT, surface: 'plaster', colour: [0.85, 0.84, 0.82] };

const posters = wallArtRecipe('posters', 'poster');

export const SPECS: WallArtSpec[] = [
  {
    id: 'posters-1', style: 'taped to a white wall, soft window light', art: TAPED, mount: { kind: 'hang', hangMm: 1500 },
    wall: [0.86, 0.85, 0.83], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowLeft, view: { azimuth: 0, elevation: 0, lens: 50, fill: 0.72 },
  },
  {
    id: 'posters-2', style: 'black frame over a walnut sideboard', seed: 2, art: BLACK, mount: { kind: 'hang', hangMm: 1500 },
    sideboard: WALNUT, wall: [0.8, 0.78, 0.74], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowLeft,
    view: { azimuth: 0, elevation: 4, lens: 50, fill: 0.64, aim: [0, -190] },
  },
  {
    id: 'posters-3', style: 'oak frame leaning on the floor', seed: 3, art: OAK, mount: { kind: 'lean', outMm: 90 },
    wall: [0.82, 0.8, 0.76], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowRight, view: { azimuth: -12, elevation: 14, lens: 50, fill: 0.6, aim: [0, -60] },
  },
  {
    id: 'posters-4', style: 'taped to a grey wall, at an angle', seed: 4, art: TAPED, mount: { kind: 'hang', hangMm: 1500 },
    wall: [0.56, 0.55, 0.52], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowRight,
    view: { azimuth: 26, elevation: 2, lens: 50, fill: 0.66 },
  },
  {
    id: 'posters-5', style: 'white frame on a sage wall above a white sideboard', seed: 5, art: WHITE, mount: { kind: 'hang', hangMm: 1480 },
    sideboard: WHITE_BOARD, wall: [0.5, 0.57, 0.5], floor: OAK_FLOOR, lights: ROOM_LIGHTS.overcast,
    view: { azimuth: 8, elevation: 4, lens: 50, fill: 0.62, aim: [0, -180] },
  },
  {
    id: 'posters-6', style: 'thin black metal frame, grey wall, straight on', seed: 6, art: THIN, mount: { kind: 'hang', hangMm: 1500 },
    wall: [0.58, 0.58, 0.57], floor: OAK_FLOOR, lights: ROOM_LIGHTS.overcast, view: { azimuth: 0, elevation: 0, lens: 70, fill: 0.74 },
  },
  {
    id: 'posters-7', style: 'taped to a warm wall in late sun', seed: 7, art: TAPED, mount: { kind: 'hang', hangMm: 1500 },
    wall: [0.86, 0.74, 0.6], floor: OAK_FLOOR, lights: ROOM_LIGHTS.warm, view: { azimuth: -18, elevation: 2, lens: 50, fill: 0.66 },
  },
  {
    id: 'posters-8', style: 'thin black frame leaning on a walnut sideboard', seed: 8, art: THIN, mount: { kind: 'lean', outMm: 70 },
    sideboard: WALNUT, wall: [0.84, 0.83, 0.8], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowLeft,
    view: { azimuth: 10, elevation: 8, lens: 50, fill: 0.62, aim: [0, -120] },
  },
];

export const recipes: Recipe[] = SPECS.map(posters);
