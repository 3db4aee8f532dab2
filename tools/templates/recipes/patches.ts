/** Patches: embroidered patches — twill under a rolled, thread-wrapped border — rendered by Cycles (physical/badge.ts)
 *  lying on canvas, wood and concrete; the print is the patch's face inside its border. */
import { badgeRecipe, oval, polygon, roundedRect, shield, type Badge, type BadgeSpec } from '../physical/badge';
import { LIGHTS } from '../physical/paper';
import { TABLES } from '../physical/sets';
import type { Recipe } from '../recipe';

type Rgb = [number, number, number];
const patch = (outline: Badge['outline']): Badge => ({ outline, thicknessMm: 2.5, make: 'embroidered', easeMm: 0.4 });
const canvas = (colour: Rgb) => ({ surface: 'linen' as const, colour });
const spec = (s: Omit<BadgeSpec, 'category' | 'type' | 'place'> & { turn?: number }): BadgeSpec =>
  ({ category: 'patches', type: 'patch', place: { x: 0, y: 0, turn: s.turn ?? 0 }, ...s });
const VIEW = { azimuth: 0, elevation: 70, lens: 85, fill: 0.62 };

export const SPECS: BadgeSpec[] = [
  spec({ id: 'patches-1', style: 'round patch on blue canvas', badge: patch(oval(76)), label: { widthMm: 60, heightMm: 60 },
    table: canvas([0.13, 0.2, 0.32]), lights: LIGHTS.window, view: VIEW }),
  spec({ id: 'patches-2', style: 'shield patch on dark blue canvas', seed: 2, badge: patch(shield(70, 84)), label: { widthMm: 56, heightMm: 56, centre: [0, 6] },
    table: canvas([0.06, 0.1, 0.18]), lights: LIGHTS.window, view: VIEW, turn: -4 }),
  spec({ id: 'patches-3', style: 'rounded square patch on canvas', seed: 3, badge: patch(roundedRect(70, 70, 6)), label: { widthMm: 60, heightMm: 60 },
    table: canvas([0.6, 0.5, 0.35]), lights: LIGHTS.above, view: VIEW, turn: 3 }),
  spec({ id: 'patches-4', style: 'hexagon patch on light blue canvas', seed: 4, badge: patch(polygon(6, 80, 4)), label: { widthMm: 56, heightMm: 52 },
    table: canvas([0.3, 0.42, 0.6]), lights: LIGHTS.window, view: VIEW }),
  spec({ id: 'patches-5', style: 'oval patch on an oak table', seed: 5, badge: patch(oval(90, 60)), label: { widthMm: 74, heightMm: 44 },
    table: TABLES.oak, lights: LIGHTS.warm, view: VIEW, turn: -6 }),
  spec({ id: 'patches-6', style: 'name-tag patch on olive canvas', seed: 6, badge: patch(roundedRect(100, 40, 6)), label: { widthMm: 88, heightMm: 30 },
    table: canvas([0.28, 0.3, 0.17]), lights: LIGHTS.raking, view: VIEW, turn: 2 }),
  spec({ id: 'patches-7', style: 'octagon patch on concrete, studio flat lay', seed: 7, badge: patch(polygon(8, 78, 4)), label: { widthMm: 58, heightMm: 58 },
    table: TABLES.concrete, lights: LIGHTS.above, view: VIEW, turn: 10 }),
  spec({ id: 'patches-8', style: 'round patch on a soft studio sweep', seed: 8, badge: patch(oval(76)), label: { widthMm: 60, heightMm: 60 },
    table: { surface: 'sweep', colour: [0.82, 0.81, 0.79] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 40, lens: 85, fill: 0.6 } }),
];

export const recipes: Recipe[] = SPECS.map(badgeRecipe);
