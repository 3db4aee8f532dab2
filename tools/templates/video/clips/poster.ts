/**
 * A 50 × 70 cm poster behind a mat in a frame on a wall, filmed in two sets (blender/poster_framed/): the camera
 * moves in toward the print while the window light swings across the wall, the frame's shadow moving with it. The
 * paper is the product (its colour is the paper's); its whole face is the print.
 */
import { sceneHash } from '../../physical/blender';
import { litClip } from '../lit-clip';
import type { ClipSet } from './set';

const POSTER = { widthMm: 500, heightMm: 700, matMm: 50, frameMm: 24, depthMm: 30, albedo: 0.8 };
const PRINT = { name: 'print', widthMm: POSTER.widthMm, heightMm: POSTER.heightMm };
const SIZE = 2048;

/** A set for the poster: the frame's and mat's colours and the wall's. */
interface PosterSet extends ClipSet {
  frameColour: number[];
  matColour: number[];
  wall: number[];
}

function posterClip({ id, name, seed, sweep, frameColour, matColour, wall, lights, view }: PosterSet) {
  const scene = (size: number) => ({
    script: 'poster_framed/render_poster.py',
    size,
    // Few samples, as the staged garments: the wall fills the frame and the light is denoised (layers.ts).
    samples: 8,
    seed,
    threads: 2,
    poster: { ...POSTER, frameColour, matColour },
    printArea: { panel: 0, x0: 0, y0: 0, x1: POSTER.widthMm, y1: POSTER.heightMm },
    // A plane seen in perspective: 20 × 28 cells keep the mesh within a hundredth of a pixel of it.
    grid: [20, 28],
    wall,
    lights,
    view,
  });
  return litClip({
    id,
    productType: 'poster',
    name,
    inputs: () => sceneHash(scene(SIZE)),
    printArea: PRINT,
    size: SIZE,
    scene,
    file: import.meta.url,
    keyframes: 4,
    // The frame round the paper: its mat (50 mm) and moulding (24 mm) on every side, and a little wall.
    reach: [0.13, 0.17, 0.13, 0.17],
    sweep,
    motion: { seconds: 5, zoom: [1, 1.12], lightSeconds: 6 },
  });
}

/** A black satin frame and a white mat on a plaster wall, seen straight on. */
export const posterFramed = posterClip({
  id: 'poster-framed',
  name: 'Framed on a wall, window light',
  seed: 7,
  sweep: [-25, 35],
  frameColour: [0.025, 0.025, 0.025],
  matColour: [0.86, 0.86, 0.84],
  wall: [0.74, 0.71, 0.66],
  lights: [
    { name: 'key', location: [-2.2, -1.6, 0.7], target: [0, 0, 0], size: 1.6, energy: 900 },
    { name: 'fill', location: [2.0, -2.4, 0.3], target: [0, 0, 0], size: 2.4, energy: 140 },
  ],
  view: { azimuth: 0, elevation: 2, lens: 50, fill: 0.5 },
});

/** An oak frame and a white mat on a sage wall, seen at an angle as one walks past it. */
export const posterOakFrame = posterClip({
  id: 'poster-oak-frame',
  name: 'Oak frame on a sage wall, at an angle',
  seed: 11,
  sweep: [-35, 25],
  frameColour: [0.34, 0.21, 0.11],
  matColour: [0.93, 0.93, 0.91],
  wall: [0.47, 0.53, 0.48],
  lights: [
    { name: 'key', location: [2.3, -1.5, 0.8], target: [0, 0, 0], size: 1.6, energy: 900 },
    { name: 'fill', location: [-2.0, -2.4, 0.3], target: [0, 0, 0], size: 2.4, energy: 150 },
  ],
  view: { azimuth: 24, elevation: 4, lens: 50, fill: 0.5 },
});
