/** Cosmetics: dropper, pump and spray bottles, jars and tubes rendered by Cycles (physical/vessel.ts) in the product's
 *  colour, and a perfume carton (physical/carton.ts); the print wraps round the side facing the camera. */
import { cartonRecipe } from '../physical/carton';
import { LIGHTS } from '../physical/paper';
import { TABLES, WALL } from '../physical/sets';
import { vesselRecipe, type Vessel, type VesselSpec } from '../physical/vessel';
import { bottle, BLACK, cap, dropper, GOLD, jar, plastic, pump, RUBBER, sprayer, WHITE } from '../physical/vessel-shapes';
import type { Recipe } from '../recipe';

const spec = (type: string, s: Omit<VesselSpec, 'category' | 'type'>): VesselSpec => ({ category: 'cosmetics', type, ...s });

/** A 50 ml cream jar under a screw lid. */
const creamJar = (lid: Vessel['parts']): Vessel => ({ body: { kind: 'lathe', profile: jar(34, 48) }, finish: 'gloss', parts: lid });
/** A 100 ml squeeze tube standing on its flip cap, round for half its length. The print stays on the round half: up
 *  the flattening half, length up its face outruns height above the table (vessel.ts), which would stretch a design. */
const TUBE: Vessel = {
  body: { kind: 'tube', radiusMm: 17.5, neckMm: 7, baseMm: 14, shoulderMm: 6, lengthMm: 120, flatFrom: 0.5, crimpMm: 8 },
  finish: 'satin',
  parts: [{ profile: cap(14, 0, 14.5, 3), material: WHITE }],
};
const IVORY = plastic([0.75, 0.74, 0.72]);

export const SPECS: VesselSpec[] = [
  spec('bottle', {
    id: 'cosmetics-1', style: 'dropper bottle with black bulb, white studio',
    vessel: { body: { kind: 'lathe', profile: bottle({ radius: 16, height: 70, shoulderAt: 52, neckAt: 62, neckRadius: 8 }) }, finish: 'gloss', parts: dropper(11, 62, 12, RUBBER, BLACK) },
    label: { widthMm: 36, heightMm: 32, aboveFootMm: 10 },
    place: { x: 0, y: 0 }, table: { surface: 'sweep', colour: [0.82, 0.81, 0.8] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.64 },
  }),
  spec('bottle', {
    id: 'cosmetics-2', style: 'pump bottle on marble, soft window light', seed: 2,
    vessel: { body: { kind: 'lathe', profile: bottle({ radius: 26, height: 150, shoulderAt: 126, neckAt: 140, neckRadius: 12 }) }, finish: 'satin', ...pump(14, 140, IVORY) },
    label: { widthMm: 50, heightMm: 70, aboveFootMm: 25 },
    place: { x: 0, y: 0, turn: 15 }, table: TABLES.marble, wall: WALL, lights: LIGHTS.window, view: { azimuth: 6, elevation: 10, lens: 85, fill: 0.62 },
  }),
  spec('jar', {
    id: 'cosmetics-3', style: 'cream jar with gold lid, high angle on linen', seed: 3, vessel: creamJar([{ profile: cap(36, 40, 24, 3), material: GOLD }]),
    label: { widthMm: 70, heightMm: 26, aboveFootMm: 8 },
    place: { x: 0, y: 0 }, table: TABLES.linen, lights: LIGHTS.window, view: { azimuth: 0, elevation: 34, lens: 85, fill: 0.6 },
  }),
  spec('tube', {
    id: 'cosmetics-4', style: 'squeeze tube standing on its cap, blush pink', seed: 4, vessel: TUBE, label: { widthMm: 40, heightMm: 52, aboveFootMm: 26 },
    place: { x: 0, y: 0, turn: -8 }, table: { surface: 'sweep', colour: [0.86, 0.7, 0.7] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.64 },
  }),
  spec('bottle', {
    id: 'cosmetics-5', style: 'tall serum bottle with gold dropper, dark luxury set', seed: 5,
    vessel: { body: { kind: 'lathe', profile: bottle({ radius: 17, height: 110, shoulderAt: 88, neckAt: 100, neckRadius: 9 }) }, finish: 'gloss', parts: dropper(11.5, 100, 14, RUBBER, GOLD) },
    label: { widthMm: 40, heightMm: 50, aboveFootMm: 20 },
    place: { x: 0, y: 0 }, table: { surface: 'sweep', colour: [0.05, 0.05, 0.055] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 6, lens: 85, fill: 0.64 },
  }),
  spec('bottle', {
    id: 'cosmetics-7', style: 'mist spray bottle, sage backdrop, side light', seed: 7,
    vessel: { body: { kind: 'lathe', profile: bottle({ radius: 22, height: 140, shoulderAt: 115, neckAt: 130, neckRadius: 10 }) }, finish: 'satin', ...sprayer(12, 130, WHITE) },
    label: { widthMm: 44, heightMm: 60, aboveFootMm: 25 },
    place: { x: 0, y: 0 }, table: { surface: 'sweep', colour: [0.52, 0.6, 0.5] }, lights: LIGHTS.raking, view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.62 },
  }),
  spec('jar', {
    id: 'cosmetics-8', style: 'jar and tube set, the jar printed', seed: 8, vessel: creamJar([{ profile: cap(36, 40, 24, 3), material: WHITE }]),
    label: { widthMm: 70, heightMm: 26, aboveFootMm: 8 },
    place: { x: -30, y: 0 }, companions: [{ vessel: TUBE, x: 55, y: 35, turn: -20, colour: [0.78, 0.76, 0.73] }],
    table: { surface: 'sweep', colour: [0.78, 0.74, 0.7] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 12, lens: 85, fill: 0.7 },
  }),
];

export const recipes: Recipe[] = [
  ...SPECS.slice(0, 5).map(vesselRecipe),
  cartonRecipe({
    id: 'cosmetics-6', category: 'cosmetics', style: 'perfume carton on marble', seed: 6,
    box: { kind: 'carton', widthMm: 62, heightMm: 120, depthMm: 62, finish: 'gloss', bulgeMm: 0.4, bowMm: 0.5 }, place: { x: 0, y: 0, turn: -30 }, faces: ['front', 'right'],
    table: TABLES.marble, wall: WALL, lights: LIGHTS.window, view: { azimuth: 0, elevation: 12, lens: 85, fill: 0.62 },
  }),
  ...SPECS.slice(5).map(vesselRecipe),
];
