/** Medical: pill bottles, droppers, tubes, syrup bottles, vials and jars rendered by Cycles (physical/vessel.ts) in the
 *  product's colour, and medicine boxes (physical/carton.ts); the print wraps round the side facing the camera. */
import { cartonRecipe, type Carton } from '../physical/carton';
import { LIGHTS } from '../physical/paper';
import { TABLES, WALL } from '../physical/sets';
import { vesselRecipe, type VesselSpec } from '../physical/vessel';
import { ALUMINIUM, bottle, cap, dropper, jar, RUBBER, WHITE } from '../physical/vessel-shapes';
import type { Recipe } from '../recipe';

const spec = (type: string, s: Omit<VesselSpec, 'category' | 'type'>): VesselSpec => ({ category: 'medical', type, ...s });
const box = (widthMm: number, heightMm: number, depthMm: number): Carton => ({ kind: 'carton', widthMm, heightMm, depthMm, finish: 'silk', bulgeMm: 0.4, bowMm: 0.5 });
const SLATE = { surface: 'concrete' as const, colour: [0.17, 0.18, 0.19] as [number, number, number] };

export const SPECS: VesselSpec[] = [
  spec('pill-bottle', {
    id: 'medical-1', style: 'pill bottle with child-proof cap, clinical white',
    vessel: {
      body: { kind: 'lathe', profile: bottle({ radius: 22, height: 75, shoulderAt: 68, neckAt: 72, neckRadius: 20, foot: 3 }) },
      finish: 'satin', parts: [{ profile: cap(23.5, 62, 20, 1.5), material: WHITE, ribs: 60 }],
    },
    label: { widthMm: 60, heightMm: 40, aboveFootMm: 12 },
    place: { x: 0, y: 0 }, table: { surface: 'sweep', colour: [0.84, 0.84, 0.84] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 10, lens: 85, fill: 0.6 },
  }),
  spec('bottle', {
    id: 'medical-3', style: 'dropper bottle on a pharmacy shelf, window light', seed: 3,
    vessel: { body: { kind: 'lathe', profile: bottle({ radius: 17, height: 75, shoulderAt: 56, neckAt: 66, neckRadius: 8 }) }, finish: 'gloss', parts: dropper(11, 66, 12, RUBBER, WHITE) },
    label: { widthMm: 38, heightMm: 36, aboveFootMm: 10 },
    place: { x: 0, y: 0, turn: 10 }, table: TABLES.marble, wall: WALL, lights: LIGHTS.window, view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.62 },
  }),
  spec('tube', {
    id: 'medical-4', style: 'ointment tube standing on its cap', seed: 4,
    vessel: {
      body: { kind: 'tube', radiusMm: 15, neckMm: 6, baseMm: 12, shoulderMm: 5, lengthMm: 100, flatFrom: 0.55, crimpMm: 7 },
      finish: 'gloss', parts: [{ profile: cap(11, 0, 12.5, 1.5), material: WHITE, ribs: 40 }],
    },
    // On the round half of the tube, as the cosmetics tube's.
    label: { widthMm: 34, heightMm: 46, aboveFootMm: 22 },
    place: { x: 0, y: 0, turn: 8 }, table: { surface: 'sweep', colour: [0.72, 0.76, 0.8] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.64 },
  }),
  spec('bottle', {
    id: 'medical-5', style: 'syrup bottle with measuring cap on wood', seed: 5,
    vessel: {
      body: { kind: 'lathe', profile: bottle({ radius: 28, height: 150, shoulderAt: 105, neckAt: 130, neckRadius: 13 }) },
      finish: 'gloss', parts: [{ profile: cap(15.5, 128, 20, 1.5), material: WHITE, ribs: 48 }, { profile: [[0, 134], [18.5, 134], [20.5, 162], [0, 162]], material: WHITE }],
    },
    label: { widthMm: 56, heightMm: 60, aboveFootMm: 25 },
    place: { x: 0, y: 0 }, table: TABLES.oak, wall: WALL, lights: LIGHTS.window, view: { azimuth: -8, elevation: 10, lens: 85, fill: 0.62 },
  }),
  spec('bottle', {
    id: 'medical-6', style: 'vial with crimp cap, macro, low angle', seed: 6,
    vessel: {
      body: { kind: 'lathe', profile: bottle({ radius: 11, height: 45, shoulderAt: 33, neckAt: 39, neckRadius: 7, foot: 2 }) },
      finish: 'gloss', parts: [{ profile: cap(8.5, 38, 8, 1), material: ALUMINIUM }],
    },
    label: { widthMm: 26, heightMm: 20, aboveFootMm: 8 },
    place: { x: 0, y: 0 }, table: TABLES.marble, wall: [0.72, 0.74, 0.76], lights: LIGHTS.studio, view: { azimuth: 0, elevation: 4, lens: 85, fill: 0.6 },
  }),
  spec('jar', {
    id: 'medical-7', style: 'supplement jar, high angle on slate', seed: 7,
    vessel: { body: { kind: 'lathe', profile: jar(36, 80) }, finish: 'satin', parts: [{ profile: cap(37, 70, 20, 3), material: WHITE, ribs: 72 }] },
    label: { widthMm: 80, heightMm: 50, aboveFootMm: 10 },
    place: { x: 0, y: 0 }, table: SLATE, lights: LIGHTS.window, view: { azimuth: 0, elevation: 32, lens: 85, fill: 0.6 },
  }),
];

const [pills, ...vessels] = SPECS.map(vesselRecipe);

export const recipes: Recipe[] = [
  pills!,
  cartonRecipe({
    id: 'medical-2', category: 'medical', style: 'medicine box, three-quarter on pale blue', seed: 2, box: box(70, 120, 30), place: { x: 0, y: 0, turn: -28 },
    faces: ['front', 'right'], table: { surface: 'sweep', colour: [0.62, 0.7, 0.78] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 12, lens: 85, fill: 0.62 },
  }),
  ...vessels,
  cartonRecipe({
    id: 'medical-8', category: 'medical', style: 'medicine box before a second box, the front one printed', seed: 8, box: box(90, 60, 25),
    place: { x: -20, y: -40, turn: -12 }, faces: ['front'], others: [{ widthMm: 90, heightMm: 60, depthMm: 25, x: 50, y: 40, turn: 20, colour: [0.78, 0.78, 0.77] }],
    table: { surface: 'sweep', colour: [0.8, 0.82, 0.83] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 16, lens: 85, fill: 0.62, frame: 'all' },
  }),
];
