/** Phone cases: a glossy printed case modelled and rendered by Cycles (physical/phone-case.ts), lying face down on
 *  tabletops and paper sets, seen from above and at angles; the print is the back below the camera's cut-out. */
import { caseRecipe, type CaseSpec } from '../physical/phone-case';
import type { Recipe } from '../recipe';

const TARGET = [0, 0, 0];
/** A window to the left and behind, a soft fill from the front right. */
const WINDOW = [
  { name: 'key', location: [-1.2, 0.4, 1.1], target: TARGET, size: 1.0, energy: 450 },
  { name: 'fill', location: [1.1, -1.2, 0.9], target: TARGET, size: 2.0, energy: 80 },
];
/** A low light from the right raking across the table. */
const RAKING = [
  { name: 'key', location: [1.4, 0.6, 0.7], target: TARGET, size: 0.9, energy: 480 },
  { name: 'fill', location: [-1.1, -1.3, 1.0], target: TARGET, size: 2.0, energy: 90 },
];
/**
 * Seen from straight above: a softbox high to the left, out of the mirror direction, so the glossy coat shows its
 * sheen along an edge instead of the softbox's reflection over the whole back (which greys a black case).
 */
const ABOVE = [
  { name: 'key', location: [-1.1, 0.2, 1.0], target: TARGET, size: 1.2, energy: 460 },
  { name: 'fill', location: [1.0, -0.9, 0.8], target: TARGET, size: 2.0, energy: 80 },
];

export const SPECS: CaseSpec[] = [
  {
    id: 'phone-cases-1', style: 'flat lay on white paper, top-down', turn: 0, table: { surface: 'paper', colour: [0.8, 0.8, 0.78] },
    lights: ABOVE, view: { azimuth: 0, elevation: 89, lens: 85, fill: 0.72 },
  },
  {
    id: 'phone-cases-2', style: 'on an oak desk at an angle, low side light', seed: 2, turn: 12,
    table: { surface: 'oak', colour: [0.42, 0.26, 0.14] }, lights: RAKING, view: { azimuth: -10, elevation: 52, lens: 70, fill: 0.6 },
  },
  {
    id: 'phone-cases-3', style: 'on a linen cloth, window light', seed: 3, turn: -14,
    table: { surface: 'linen', colour: [0.78, 0.74, 0.68] }, lights: WINDOW, view: { azimuth: 12, elevation: 64, lens: 85, fill: 0.6 },
  },
  {
    id: 'phone-cases-4', style: 'top-down on dark concrete', seed: 4, turn: 8,
    table: { surface: 'concrete', colour: [0.12, 0.12, 0.12] }, lights: ABOVE, view: { azimuth: 0, elevation: 86, lens: 85, fill: 0.72 },
  },
  {
    id: 'phone-cases-5', style: 'three-quarter on a concrete counter', seed: 5, turn: -20,
    table: { surface: 'concrete', colour: [0.5, 0.49, 0.46] }, lights: WINDOW, view: { azimuth: 24, elevation: 40, lens: 85, fill: 0.62 },
  },
  {
    id: 'phone-cases-6', style: 'top-down on a sage paper set', seed: 6, turn: 4,
    table: { surface: 'paper', colour: [0.5, 0.58, 0.5] }, lights: ABOVE, view: { azimuth: 0, elevation: 88, lens: 85, fill: 0.72 },
  },
  {
    id: 'phone-cases-7', style: 'on dark oak, warm window light', seed: 7, turn: -6,
    table: { surface: 'oak', colour: [0.2, 0.12, 0.07] }, lights: WINDOW, view: { azimuth: 15, elevation: 60, lens: 85, fill: 0.6 },
  },
  {
    id: 'phone-cases-8', style: 'close-up on linen, low angle', seed: 8, turn: 30,
    table: { surface: 'linen', colour: [0.7, 0.66, 0.6] }, lights: RAKING, view: { azimuth: -20, elevation: 30, lens: 85, fill: 0.72 },
  },
];

export const recipes: Recipe[] = SPECS.map(caseRecipe);
