/** Keychains: coloured acrylic and stitched leather tags rendered by Cycles (physical/badge.ts), a steel split ring
 *  through each, lying on tabletops and sweeps; the print is the tag's face inside its outline. */
import { badgeRecipe, heart, oval, polygon, roundedRect, shield, type Badge, type BadgeSpec } from '../physical/badge';
import { LIGHTS } from '../physical/paper';
import { TABLES } from '../physical/sets';
import type { Recipe } from '../recipe';

const acrylic = (outline: Badge['outline'], holeY: number, holeX = 0): Badge => ({ outline, thicknessMm: 3, make: 'acrylic', hole: { x: holeX, y: holeY, r: 2.4 } });
const leather = (outline: Badge['outline'], holeY: number): Badge => ({ outline, thicknessMm: 3, make: 'leather', hole: { x: 0, y: holeY, r: 3 } });
const spec = (s: Omit<BadgeSpec, 'category' | 'type' | 'place'> & { turn?: number }): BadgeSpec =>
  ({ category: 'keychains', type: 'keychain', place: { x: 0, y: 0, turn: s.turn ?? 0 }, ...s });
/** From above and in front, as a keychain is shot lying down. */
const VIEW = { azimuth: 0, elevation: 62, lens: 85, fill: 0.62 };

export const SPECS: BadgeSpec[] = [
  spec({ id: 'keychains-1', style: 'round acrylic keychain on oak', badge: acrylic(oval(50), 19), label: { widthMm: 36, heightMm: 30, centre: [0, -4] },
    table: TABLES.oak, lights: LIGHTS.window, view: VIEW }),
  spec({ id: 'keychains-2', style: 'rounded square acrylic keychain, studio', seed: 2, badge: acrylic(roundedRect(48, 48, 8), 19), label: { widthMm: 40, heightMm: 32, centre: [0, -4] },
    table: { surface: 'sweep', colour: [0.8, 0.79, 0.77] }, lights: LIGHTS.above, view: VIEW, turn: 8 }),
  spec({ id: 'keychains-3', style: 'heart acrylic keychain on linen', seed: 3, badge: acrylic(heart(52), 5), label: { widthMm: 32, heightMm: 24, centre: [0, -6] },
    table: TABLES.linen, lights: LIGHTS.window, view: VIEW, turn: -6 }),
  spec({ id: 'keychains-4', style: 'leather tag keychain on concrete', seed: 4, badge: leather(roundedRect(34, 80, 17), 28), label: { widthMm: 22, heightMm: 44, centre: [0, -8] },
    table: TABLES.concrete, lights: LIGHTS.raking, view: VIEW, turn: 5 }),
  spec({ id: 'keychains-5', style: 'hexagon acrylic keychain on concrete', seed: 5, badge: acrylic(polygon(6, 54, 3), 17), label: { widthMm: 36, heightMm: 26, centre: [0, -5] },
    table: TABLES.concrete, lights: LIGHTS.above, view: VIEW }),
  spec({ id: 'keychains-6', style: 'round leather keychain on walnut', seed: 6, badge: leather(oval(50), 18), label: { widthMm: 30, heightMm: 26, centre: [0, -4] },
    table: TABLES.walnut, lights: LIGHTS.warm, view: VIEW, turn: 4 }),
  spec({ id: 'keychains-7', style: 'oval acrylic keychain, sage studio', seed: 7, badge: acrylic(oval(40, 60), 23), label: { widthMm: 28, heightMm: 36, centre: [0, -5] },
    table: { surface: 'sweep', colour: [0.55, 0.62, 0.53] }, lights: LIGHTS.above, view: VIEW }),
  spec({ id: 'keychains-8', style: 'shield leather keychain on linen', seed: 8, badge: leather(shield(44, 56), 20), label: { widthMm: 28, heightMm: 30, centre: [0, -3] },
    table: TABLES.linen, lights: LIGHTS.window, view: VIEW, turn: -5 }),
];

export const recipes: Recipe[] = SPECS.map(badgeRecipe);
