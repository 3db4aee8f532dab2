/**
 * The glossy phone case face down on an oak desk (blender/phone_case/), turned the other way and seen lower than on
 * linen, a low light from the right raking across it: the reflection slides over the print as the light swings. Case
 * and print area as phone-case.ts.
 */
import { sceneHash } from '../../physical/blender';
import { litClip } from '../lit-clip';

const CASE = { widthMm: 78, heightMm: 160, depthMm: 10, radiusMm: 12, islandMm: 30, albedo: 0.8, turn: 12 };
const PRINT = { name: 'back', widthMm: 70, heightMm: 112 };
const SIZE = 2048;

const scene = (size: number) => ({
  script: 'phone_case/render_case.py',
  size,
  samples: 12,
  seed: 11,
  threads: 2,
  case: CASE,
  printArea: { panel: 0, x0: 4, y0: 6, x1: 4 + PRINT.widthMm, y1: 6 + PRINT.heightMm },
  grid: [14, 22],
  table: { surface: 'oak', colour: [0.42, 0.26, 0.14] },
  lights: [
    { name: 'key', location: [1.4, 0.6, 0.7], target: [0, 0, 0], size: 0.9, energy: 480 },
    { name: 'fill', location: [-1.1, -1.3, 1.0], target: [0, 0, 0], size: 2.0, energy: 90 },
  ],
  view: { azimuth: -10, elevation: 52, lens: 70, fill: 0.44 },
});

export const phoneCaseOak = litClip({
  id: 'phone-case-oak',
  productType: 'phone',
  name: 'On an oak desk, low side light',
  inputs: () => sceneHash(scene(SIZE)),
  printArea: PRINT,
  size: SIZE,
  scene,
  file: import.meta.url,
  keyframes: 4,
  sweep: [-35, 30],
  motion: { seconds: 5, zoom: [1, 1.14], lightSeconds: 6 },
});
