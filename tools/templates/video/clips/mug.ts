/**
 * An 11 oz glazed mug filmed in two sets (blender/mug_table/): the camera moves in toward the print while the window
 * light swings round, the reflections sliding over the glaze. The whole mug is the product (its colour is the
 * glaze's); the print is a 110 × 75 mm rectangle of its side facing the camera, the handle to the right.
 */
import { sceneHash } from '../../physical/blender';
import { litClip } from '../lit-clip';
import type { ClipSet } from './set';

const MUG = { radiusMm: 41, heightMm: 96, wallMm: 4, segments: 96, rows: 24, handleReachMm: 30, handleSpanMm: 62, albedo: 0.8 };
const PRINT = { name: 'front', widthMm: 110, heightMm: 75 };
const SIZE = 2048;

/** A set for the mug: a tabletop (../tee_staged/settings.py's surfaces) and the wall behind it. */
interface MugSet extends ClipSet {
  table: { surface: string; colour: number[] };
  wall: number[];
}

function mugClip({ id, name, seed, sweep, table, wall, lights, view }: MugSet) {
  const scene = (size: number) => ({
    script: 'mug_table/render_mug.py',
    size,
    samples: 12,
    seed,
    threads: 2,
    mug: MUG,
    // Arc length round the side from the front, and height from the foot, in millimetres.
    printArea: { panel: 0, x0: -PRINT.widthMm / 2, y0: 12, x1: PRINT.widthMm / 2, y1: 12 + PRINT.heightMm },
    grid: [22, 15],
    table,
    wall,
    lights,
    view,
  });
  return litClip({
    id,
    productType: 'mug',
    name,
    inputs: () => sceneHash(scene(SIZE)),
    printArea: PRINT,
    size: SIZE,
    scene,
    file: import.meta.url,
    keyframes: 4,
    sweep,
    motion: { seconds: 5, zoom: [1, 1.14], lightSeconds: 6 },
  });
}

/** On an oak table by a window, seen level. */
export const mugTable = mugClip({
  id: 'mug-table',
  name: 'On an oak table, window light',
  seed: 7,
  sweep: [-30, 40],
  table: { surface: 'oak', colour: [0.42, 0.26, 0.14] },
  wall: [0.7, 0.68, 0.64],
  lights: [
    { name: 'key', location: [-1.3, -0.5, 0.9], target: [0, 0, 0.05], size: 1.2, energy: 500 },
    { name: 'fill', location: [1.2, -1.3, 0.5], target: [0, 0, 0.05], size: 2.0, energy: 90 },
  ],
  view: { azimuth: 0, elevation: 12, lens: 85, fill: 0.42 },
});

/** On a concrete counter against a sage wall, seen from a little above and to the side, the light from behind. */
export const mugCounter = mugClip({
  id: 'mug-counter',
  name: 'On a concrete counter, light from behind',
  seed: 11,
  sweep: [-35, 30],
  table: { surface: 'concrete', colour: [0.5, 0.49, 0.46] },
  wall: [0.5, 0.56, 0.52],
  lights: [
    { name: 'key', location: [1.4, 0.7, 1.0], target: [0, 0, 0.05], size: 1.0, energy: 520 },
    { name: 'fill', location: [-1.3, -1.4, 0.6], target: [0, 0, 0.05], size: 2.2, energy: 110 },
  ],
  view: { azimuth: -16, elevation: 24, lens: 70, fill: 0.42 },
});
