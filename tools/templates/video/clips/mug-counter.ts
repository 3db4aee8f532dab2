/**
 * The same 11 oz mug on a concrete counter against a sage wall (blender/mug_table/), seen from a little above and to
 * the side, the light from behind on the right: the camera moves in while the light swings, the rim and the glaze's
 * highlight changing as it goes. Print area and mug as mug-table.ts.
 */
import { sceneHash } from '../../physical/blender';
import { litClip } from '../lit-clip';

const MUG = { radiusMm: 41, heightMm: 96, wallMm: 4, segments: 96, rows: 24, handleReachMm: 30, handleSpanMm: 62, albedo: 0.8 };
const PRINT = { name: 'front', widthMm: 110, heightMm: 75 };
const SIZE = 2048;

const scene = (size: number) => ({
  script: 'mug_table/render_mug.py',
  size,
  samples: 12,
  seed: 11,
  threads: 2,
  mug: MUG,
  printArea: { panel: 0, x0: -PRINT.widthMm / 2, y0: 12, x1: PRINT.widthMm / 2, y1: 12 + PRINT.heightMm },
  grid: [22, 15],
  table: { surface: 'concrete', colour: [0.5, 0.49, 0.46] },
  wall: [0.5, 0.56, 0.52],
  lights: [
    { name: 'key', location: [1.4, 0.7, 1.0], target: [0, 0, 0.05], size: 1.0, energy: 520 },
    { name: 'fill', location: [-1.3, -1.4, 0.6], target: [0, 0, 0.05], size: 2.2, energy: 110 },
  ],
  view: { azimuth: -16, elevation: 24, lens: 70, fill: 0.42 },
});

export const mugCounter = litClip({
  id: 'mug-counter',
  productType: 'mug',
  name: 'On a concrete counter, light from behind',
  inputs: () => sceneHash(scene(SIZE)),
  printArea: PRINT,
  size: SIZE,
  scene,
  file: import.meta.url,
  keyframes: 4,
  sweep: [-35, 30],
  motion: { seconds: 5, zoom: [1, 1.14], lightSeconds: 6 },
});
