/** Bottles: water bottles, tumblers and drink bottles rendered by Cycles (physical/vessel.ts), painted or moulded in
 *  the product's colour, on sweeps and tabletops; the print wraps round the side facing the camera. */
import { LIGHTS } from '../physical/paper';
import { TABLES, WALL } from '../physical/sets';
import { vesselRecipe, type Vessel, type VesselSpec } from '../physical/vessel';
import { ALUMINIUM, BLACK, bottle, cap, GOLD, STEEL, WHITE } from '../physical/vessel-shapes';
import type { Recipe } from '../recipe';

/** A 750 ml insulated bottle, powder-coated, its steel cap. */
const INSULATED: Vessel = {
  body: { kind: 'lathe', profile: bottle({ radius: 36, height: 262, shoulderAt: 205, neckAt: 232, neckRadius: 26 }) },
  finish: 'matte',
  parts: [{ profile: cap(29, 228, 40, 3), material: STEEL }],
};

const spec = (s: Omit<VesselSpec, 'category' | 'type'>): VesselSpec => ({ category: 'bottles', type: 'bottle', ...s });

export const SPECS: VesselSpec[] = [
  spec({
    id: 'bottles-1', style: 'insulated steel bottle, powder-coated, white studio', vessel: INSULATED, label: { widthMm: 70, heightMm: 110, aboveFootMm: 50 },
    place: { x: 0, y: 0 }, table: { surface: 'sweep', colour: [0.82, 0.81, 0.8] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.62 },
  }),
  spec({
    id: 'bottles-2', style: 'sports bottle with flip cap on concrete', seed: 2,
    vessel: {
      body: { kind: 'lathe', profile: bottle({ radius: 37, height: 200, shoulderAt: 160, neckAt: 184, neckRadius: 28 }) },
      finish: 'gloss',
      parts: [{ profile: cap(31, 180, 24, 2), material: BLACK, ribs: 48 }, { profile: cap(9, 203, 14, 3), material: BLACK }],
    },
    label: { widthMm: 70, heightMm: 90, aboveFootMm: 40 },
    place: { x: 0, y: 0, turn: 20 }, table: TABLES.concrete, wall: WALL, lights: LIGHTS.window, view: { azimuth: 12, elevation: 10, lens: 70, fill: 0.6 },
  }),
  spec({
    id: 'bottles-3', style: 'tapered tumbler with steel lid and straw on oak', seed: 3,
    vessel: {
      // Tapered 1 in 25, the label 64 mm round: on a cone a rectangle's sides lean off the meridians (shear ~4 %).
      body: { kind: 'lathe', profile: bottle({ radius: 33, topRadius: 41, height: 200, shoulderAt: 196, neckAt: 198, neckRadius: 39 }) },
      finish: 'satin',
      parts: [{ profile: cap(43, 192, 14, 2), material: STEEL }, { profile: [[0, 205], [4, 205], [4, 285], [0, 285]], material: BLACK }],
    },
    label: { widthMm: 64, heightMm: 100, aboveFootMm: 50 },
    place: { x: 0, y: 0 }, table: TABLES.oak, wall: WALL, lights: LIGHTS.window, view: { azimuth: -6, elevation: 12, lens: 70, fill: 0.62 },
  }),
  spec({
    id: 'bottles-4', style: 'tall glossy bottle on marble, dark backdrop', seed: 4,
    vessel: {
      body: { kind: 'lathe', profile: bottle({ radius: 34, height: 290, shoulderAt: 215, neckAt: 250, neckRadius: 14 }) },
      finish: 'gloss',
      parts: [{ profile: cap(16, 262, 30, 2), material: BLACK }],
    },
    label: { widthMm: 70, heightMm: 110, aboveFootMm: 60 },
    place: { x: 0, y: 0 }, table: TABLES.marble, wall: [0.05, 0.05, 0.055], lights: LIGHTS.studio, view: { azimuth: 0, elevation: 6, lens: 85, fill: 0.64 },
  }),
  spec({
    id: 'bottles-5', style: 'short bottle with gold cap on linen, warm light', seed: 5,
    vessel: {
      body: { kind: 'lathe', profile: bottle({ radius: 30, height: 140, shoulderAt: 95, neckAt: 118, neckRadius: 13 }) },
      finish: 'gloss',
      parts: [{ profile: cap(15.5, 116, 26, 2), material: GOLD }],
    },
    label: { widthMm: 60, heightMm: 60, aboveFootMm: 22 },
    place: { x: 0, y: 0 }, table: TABLES.linen, wall: WALL, lights: LIGHTS.warm, view: { azimuth: 8, elevation: 14, lens: 85, fill: 0.6 },
  }),
  spec({
    id: 'bottles-6', style: 'painted aluminium bottle on concrete, warm light, high angle', seed: 6,
    vessel: {
      body: { kind: 'lathe', profile: bottle({ radius: 36, height: 230, shoulderAt: 160, neckAt: 202, neckRadius: 14 }) },
      finish: 'satin',
      parts: [{ profile: cap(16, 206, 30, 2), material: ALUMINIUM, ribs: 48 }],
    },
    label: { widthMm: 70, heightMm: 90, aboveFootMm: 40 },
    place: { x: 0, y: 0 }, table: TABLES.concrete, lights: LIGHTS.warm, view: { azimuth: -10, elevation: 34, lens: 70, fill: 0.6 },
  }),
  spec({
    id: 'bottles-7', style: 'juice bottle with wide cap, pastel set', seed: 7,
    vessel: {
      body: { kind: 'lathe', profile: bottle({ radius: 38, height: 190, shoulderAt: 140, neckAt: 165, neckRadius: 22 }) },
      finish: 'gloss',
      parts: [{ profile: cap(24, 168, 22, 2), material: WHITE, ribs: 60 }],
    },
    label: { widthMm: 80, heightMm: 80, aboveFootMm: 30 },
    place: { x: 0, y: 0 }, table: { surface: 'sweep', colour: [0.85, 0.68, 0.6] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 10, lens: 85, fill: 0.6 },
  }),
  spec({
    id: 'bottles-8', style: 'bottle in front of a second bottle, side light', seed: 8, vessel: INSULATED, label: { widthMm: 70, heightMm: 110, aboveFootMm: 50 },
    place: { x: -25, y: -40 }, companions: [{ vessel: INSULATED, x: 55, y: 60, turn: 30, colour: [0.16, 0.22, 0.28] }],
    table: { surface: 'sweep', colour: [0.7, 0.69, 0.67] }, lights: LIGHTS.raking, view: { azimuth: 0, elevation: 8, lens: 70, fill: 0.7 },
  }),
];

export const recipes: Recipe[] = SPECS.map(vesselRecipe);
