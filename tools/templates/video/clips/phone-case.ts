/**
 * A glossy phone case lying face down on a tabletop by a window, filmed in two sets (blender/phone_case/): the camera
 * moves in toward the print while the window light swings round, its reflection sweeping over the case's coat. The
 * case is the product (its colour is the case's); the print is the back below the camera's cut-out.
 */
import { sceneHash } from '../../physical/blender';
import { litClip } from '../lit-clip';
import type { ClipSet } from './set';

const CASE = { widthMm: 78, heightMm: 160, depthMm: 10, radiusMm: 12, islandMm: 30, albedo: 0.8 };
const PRINT = { name: 'back', widthMm: 70, heightMm: 112 };
const SIZE = 2048;

/** A set for the case: a tabletop (../tee_staged/settings.py's surfaces) and how far the case is turned on it. */
interface CaseSet extends ClipSet {
  turn: number;
  table: { surface: string; colour: number[] };
}

function caseClip({ id, name, seed, sweep, turn, table, lights, view }: CaseSet) {
  const scene = (size: number) => ({
    script: 'phone_case/render_case.py',
    size,
    samples: 12,
    seed,
    threads: 2,
    case: { ...CASE, turn },
    // Millimetres from the back's lower left corner: 4 mm in from the sides, 6 mm up from the bottom, below the cut-out.
    printArea: { panel: 0, x0: 4, y0: 6, x1: 4 + PRINT.widthMm, y1: 6 + PRINT.heightMm },
    grid: [14, 22],
    table,
    lights,
    view,
  });
  return litClip({
    id,
    productType: 'phone',
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

/** On a linen-covered table, seen from high up. */
export const phoneCase = caseClip({
  id: 'phone-case',
  name: 'On a linen-covered table, window light',
  seed: 7,
  sweep: [-30, 40],
  turn: -14,
  table: { surface: 'linen', colour: [0.78, 0.74, 0.68] },
  lights: [
    { name: 'key', location: [-1.2, 0.4, 1.1], target: [0, 0, 0], size: 1.0, energy: 450 },
    { name: 'fill', location: [1.1, -1.2, 0.9], target: [0, 0, 0], size: 2.0, energy: 80 },
  ],
  view: { azimuth: 12, elevation: 64, lens: 85, fill: 0.44 },
});

/** On an oak desk, turned the other way and seen lower, a low light from the right raking across it. */
export const phoneCaseOak = caseClip({
  id: 'phone-case-oak',
  name: 'On an oak desk, low side light',
  seed: 11,
  sweep: [-35, 30],
  turn: 12,
  table: { surface: 'oak', colour: [0.42, 0.26, 0.14] },
  lights: [
    { name: 'key', location: [1.4, 0.6, 0.7], target: [0, 0, 0], size: 0.9, energy: 480 },
    { name: 'fill', location: [-1.1, -1.3, 1.0], target: [0, 0, 0], size: 2.0, energy: 90 },
  ],
  view: { azimuth: -10, elevation: 52, lens: 70, fill: 0.44 },
});
