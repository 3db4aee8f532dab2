/**
 * The 50 × 70 cm poster behind a white mat in an oak frame on a sage wall (blender/poster_framed/), seen at an angle
 * as one walks past it, window light from the right sliding across the glassless print and the frame's edge. Print
 * area as poster-framed.ts.
 */
import { sceneHash } from '../../physical/blender';
import { litClip } from '../lit-clip';

const POSTER = { widthMm: 500, heightMm: 700, matMm: 50, frameMm: 24, depthMm: 30, albedo: 0.8, frameColour: [0.34, 0.21, 0.11], matColour: [0.93, 0.93, 0.91] };
const PRINT = { name: 'print', widthMm: POSTER.widthMm, heightMm: POSTER.heightMm };
const SIZE = 2048;

const scene = (size: number) => ({
  script: 'poster_framed/render_poster.py',
  size,
  samples: 8,
  seed: 11,
  threads: 2,
  poster: POSTER,
  printArea: { panel: 0, x0: 0, y0: 0, x1: POSTER.widthMm, y1: POSTER.heightMm },
  grid: [20, 28],
  wall: [0.47, 0.53, 0.48],
  lights: [
    { name: 'key', location: [2.3, -1.5, 0.8], target: [0, 0, 0], size: 1.6, energy: 900 },
    { name: 'fill', location: [-2.0, -2.4, 0.3], target: [0, 0, 0], size: 2.4, energy: 150 },
  ],
  view: { azimuth: 24, elevation: 4, lens: 50, fill: 0.5 },
});

export const posterOakFrame = litClip({
  id: 'poster-oak-frame',
  productType: 'poster',
  name: 'Oak frame on a sage wall, at an angle',
  inputs: () => sceneHash(scene(SIZE)),
  printArea: PRINT,
  size: SIZE,
  scene,
  file: import.meta.url,
  keyframes: 4,
  reach: [0.13, 0.17, 0.13, 0.17],
  sweep: [-35, 25],
  motion: { seconds: 5, zoom: [1, 1.12], lightSeconds: 6 },
});
