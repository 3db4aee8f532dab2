/**
 * A glossy phone case lying face down on a linen-covered table by a window (blender/phone_case/): the camera moves in
 * toward the print while the window light swings round, its reflection sweeping over the case's coat. The case is the
 * product (its colour is the case's); the print is the back below the camera's cut-out.
 */
import { sceneHash } from '../../physical/blender';
import { litClip } from '../lit-clip';

const CASE = { widthMm: 78, heightMm: 160, depthMm: 10, radiusMm: 12, islandMm: 30, albedo: 0.8, turn: -14 };
const PRINT = { name: 'back', widthMm: 70, heightMm: 112 };
const SIZE = 2048;

const scene = (size: number) => ({
  script: 'phone_case/render_case.py',
  size,
  samples: 12,
  seed: 7,
  threads: 2,
  case: CASE,
  // Millimetres from the back's lower left corner: 4 mm in from the sides, 6 mm up from the bottom, below the cut-out.
  printArea: { panel: 0, x0: 4, y0: 6, x1: 4 + PRINT.widthMm, y1: 6 + PRINT.heightMm },
  grid: [14, 22],
  table: { surface: 'linen', colour: [0.78, 0.74, 0.68] },
  lights: [
    { name: 'key', location: [-1.2, 0.4, 1.1], target: [0, 0, 0], size: 1.0, energy: 450 },
    { name: 'fill', location: [1.1, -1.2, 0.9], target: [0, 0, 0], size: 2.0, energy: 80 },
  ],
  view: { azimuth: 12, elevation: 64, lens: 85, fill: 0.44 },
});

export const phoneCase = litClip({
  id: 'phone-case',
  productType: 'phone',
  name: 'On a linen-covered table, window light',
  inputs: () => sceneHash(scene(SIZE)),
  printArea: PRINT,
  size: SIZE,
  scene,
  file: import.meta.url,
  keyframes: 4,
  sweep: [-30, 40],
  motion: { seconds: 5, zoom: [1, 1.14], lightSeconds: 6 },
});
