/** Mugs: glazed ceramic mugs modelled and rendered by Cycles (physical/mug.ts) on tabletops and studio sets; the print
 *  wraps round the side facing the camera. */
import { ELEVEN_OZ, mugRecipe, type MugSpec } from '../physical/mug';
import type { Recipe } from '../recipe';

/** The 11 oz's standard wrap seen from the front: 110 × 75 mm, 12 mm above the foot. */
const FRONT = { widthMm: 110, heightMm: 75, aboveFootMm: 12 };
const TARGET = [0, 0, 0.05];

/** A window to the left and a soft bounce from the right. */
const WINDOW = [
  { name: 'key', location: [-1.3, -0.5, 0.9], target: TARGET, size: 1.2, energy: 500 },
  { name: 'fill', location: [1.2, -1.3, 0.5], target: TARGET, size: 2.0, energy: 90 },
];
/** A large softbox above left, a fill right and a strip behind for the rim. */
const STUDIO = [
  { name: 'key', location: [-0.9, -1.1, 1.2], target: TARGET, size: 1.4, energy: 420 },
  { name: 'fill', location: [1.3, -1.0, 0.4], target: TARGET, size: 2.0, energy: 110 },
  { name: 'rim', location: [0.4, 1.2, 0.8], target: TARGET, size: 0.8, energy: 160 },
];
/** Light from behind and to the right, a weak fill from the front. */
const BACK = [
  { name: 'key', location: [1.4, 0.7, 1.0], target: TARGET, size: 1.0, energy: 520 },
  { name: 'fill', location: [-1.3, -1.4, 0.6], target: TARGET, size: 2.2, energy: 110 },
];

export const SPECS: MugSpec[] = [
  {
    id: 'mugs-1', style: 'classic 11 oz, handle right, white studio sweep', shape: ELEVEN_OZ, printArea: FRONT,
    table: { surface: 'sweep', colour: [0.78, 0.77, 0.75] }, wall: [0.78, 0.77, 0.75], lights: STUDIO,
    view: { azimuth: 0, elevation: 12, lens: 85, fill: 0.58 },
  },
  {
    id: 'mugs-2', style: 'tall 15 oz on an oak desk, window light', seed: 2,
    shape: { radiusMm: 43, heightMm: 118, wallMm: 4, handleReachMm: 32, handleSpanMm: 76 },
    printArea: { widthMm: 120, heightMm: 90, aboveFootMm: 14 },
    table: { surface: 'oak', colour: [0.42, 0.26, 0.14] }, wall: [0.7, 0.68, 0.64], lights: WINDOW,
    view: { azimuth: 0, elevation: 12, lens: 85, fill: 0.58 },
  },
  {
    id: 'mugs-3', style: 'on a concrete counter, sage wall', seed: 3, shape: ELEVEN_OZ, printArea: FRONT,
    table: { surface: 'concrete', colour: [0.5, 0.49, 0.46] }, wall: [0.47, 0.53, 0.48], lights: WINDOW,
    view: { azimuth: -14, elevation: 14, lens: 85, fill: 0.58 },
  },
  {
    id: 'mugs-4', style: 'low-angle hero shot on a linen cloth', seed: 4, shape: ELEVEN_OZ, printArea: FRONT,
    table: { surface: 'linen', colour: [0.74, 0.69, 0.61] }, wall: [0.62, 0.56, 0.48], lights: STUDIO,
    view: { azimuth: 6, elevation: 3, lens: 85, fill: 0.6 },
  },
  {
    id: 'mugs-5', style: 'three-quarter from above on dark slate-grey concrete', seed: 5, shape: ELEVEN_OZ, printArea: FRONT,
    table: { surface: 'concrete', colour: [0.1, 0.1, 0.1] }, wall: [0.12, 0.12, 0.12], lights: STUDIO,
    view: { azimuth: -24, elevation: 38, lens: 70, fill: 0.58 },
  },
  {
    id: 'mugs-6', style: 'espresso cup on a pastel pink set', seed: 6,
    shape: { radiusMm: 31, heightMm: 64, wallMm: 3.5, handleReachMm: 22, handleSpanMm: 38 },
    printArea: { widthMm: 80, heightMm: 42, aboveFootMm: 10 },
    table: { surface: 'sweep', colour: [0.82, 0.6, 0.57] }, wall: [0.82, 0.6, 0.57], lights: STUDIO,
    view: { azimuth: 8, elevation: 16, lens: 85, fill: 0.55 },
  },
  {
    id: 'mugs-7', style: 'turned three-quarter right on oak, plaster wall', seed: 7, shape: ELEVEN_OZ, printArea: FRONT,
    table: { surface: 'oak', colour: [0.3, 0.18, 0.1] }, wall: [0.74, 0.71, 0.66], lights: WINDOW,
    view: { azimuth: 32, elevation: 12, lens: 85, fill: 0.58 },
  },
  {
    id: 'mugs-8', style: 'close-up on a concrete counter, light from behind', seed: 8, shape: ELEVEN_OZ, printArea: FRONT,
    table: { surface: 'concrete', colour: [0.5, 0.49, 0.46] }, wall: [0.5, 0.56, 0.52], lights: BACK,
    view: { azimuth: -10, elevation: 18, lens: 85, fill: 0.72 },
  },
];

export const recipes: Recipe[] = SPECS.map(mugRecipe);
