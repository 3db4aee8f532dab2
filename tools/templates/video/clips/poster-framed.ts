/**
 * A 50 × 70 cm poster behind a white mat in a black satin frame on a plaster wall (blender/poster_framed/): the camera
 * moves in toward the print while the window light swings from grazing the wall, the frame's shadow long across it,
 * to nearly in front. The paper is the product (its colour is the paper's); its whole face is the print.
 */
import { sceneHash } from '../../physical/blender';
import { litClip } from '../lit-clip';

const POSTER = { widthMm: 500, heightMm: 700, matMm: 50, frameMm: 24, depthMm: 30, albedo: 0.8, frameColour: [0.025, 0.025, 0.025], matColour: [0.86, 0.86, 0.84] };
const PRINT = { name: 'print', widthMm: POSTER.widthMm, heightMm: POSTER.heightMm };
const SIZE = 2048;

const scene = (size: number) => ({
  script: 'poster_framed/render_poster.py',
  size,
  // Few samples, as the staged garments: the wall fills the frame and the light is denoised (layers.ts).
  samples: 8,
  seed: 7,
  threads: 2,
  poster: POSTER,
  printArea: { panel: 0, x0: 0, y0: 0, x1: POSTER.widthMm, y1: POSTER.heightMm },
  // A plane seen in perspective: 20 × 28 cells keep the mesh within a hundredth of a pixel of it.
  grid: [20, 28],
  wall: [0.74, 0.71, 0.66],
  lights: [
    { name: 'key', location: [-2.2, -1.6, 0.7], target: [0, 0, 0], size: 1.6, energy: 900 },
    { name: 'fill', location: [2.0, -2.4, 0.3], target: [0, 0, 0], size: 2.4, energy: 140 },
  ],
  view: { azimuth: 0, elevation: 2, lens: 50, fill: 0.5 },
});

export const posterFramed = litClip({
  id: 'poster-framed',
  productType: 'poster',
  name: 'Framed on a wall, window light',
  inputs: () => sceneHash(scene(SIZE)),
  printArea: PRINT,
  size: SIZE,
  scene,
  file: import.meta.url,
  keyframes: 4,
  // The frame round the paper: its mat (50 mm) and moulding (24 mm) on every side, and a little wall.
  reach: [0.13, 0.17, 0.13, 0.17],
  sweep: [-25, 35],
  motion: { seconds: 5, zoom: [1, 1.12], lightSeconds: 6 },
});
