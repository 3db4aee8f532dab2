/** Food packaging: drinks cans, jars, stand-up pouches and sauce bottles rendered by Cycles (physical/vessel.ts) in the
 *  product's colour, and a cereal box and a takeaway box (physical/carton.ts); the print wraps round the side facing
 *  the camera (a pouch's front). */
import { cartonRecipe } from '../physical/carton';
import { LIGHTS } from '../physical/paper';
import { TABLES, WALL } from '../physical/sets';
import { vesselRecipe, type Vessel, type VesselSpec } from '../physical/vessel';
import { ALUMINIUM, BLACK, bottle, cap, drinksCan, jar, STEEL } from '../physical/vessel-shapes';
import type { Recipe } from '../recipe';

const spec = (type: string, s: Omit<VesselSpec, 'category' | 'type'>): VesselSpec => ({ category: 'food-packaging', type, ...s });
/** A 330 ml can, printed all round but for its necks. */
const CAN = drinksCan(33, 122, ALUMINIUM);
const CAN_LABEL = { widthMm: 90, heightMm: 90, aboveFootMm: 16 };
const pouch = (widthMm: number, heightMm: number, gussetMm: number, finish: Vessel['finish']): Vessel =>
  ({ body: { kind: 'pouch', widthMm, heightMm, gussetMm, sealMm: 14, finMm: 5 }, finish });
const SLATE = { surface: 'concrete' as const, colour: [0.17, 0.18, 0.19] as [number, number, number] };

const SPECS: VesselSpec[] = [
  spec('can', {
    id: 'food-packaging-1', style: 'drinks can, white studio, glossy highlights', vessel: CAN, label: CAN_LABEL,
    place: { x: 0, y: 0 }, table: { surface: 'sweep', colour: [0.82, 0.81, 0.8] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.62 },
  }),
  spec('jar', {
    id: 'food-packaging-2', style: 'jar with metal lid on oak', seed: 2,
    vessel: { body: { kind: 'lathe', profile: jar(38, 95) }, finish: 'gloss', parts: [{ profile: cap(39, 85, 17, 2), material: STEEL }] },
    label: { widthMm: 80, heightMm: 60, aboveFootMm: 12 },
    place: { x: 0, y: 0 }, table: TABLES.oak, wall: WALL, lights: LIGHTS.window, view: { azimuth: 0, elevation: 14, lens: 85, fill: 0.6 },
  }),
  spec('pouch', {
    id: 'food-packaging-3', style: 'stand-up coffee pouch on concrete', seed: 3, vessel: pouch(130, 200, 28, 'matte'),
    label: { widthMm: 110, heightMm: 120, aboveFootMm: 35 },
    place: { x: 0, y: 0, turn: -12 }, table: TABLES.concrete, wall: WALL, lights: LIGHTS.window, view: { azimuth: 0, elevation: 12, lens: 70, fill: 0.62 },
  }),
  spec('pouch', {
    id: 'food-packaging-6', style: 'snack pouch, front on, bright yellow set', seed: 6, vessel: pouch(150, 210, 36, 'gloss'),
    label: { widthMm: 130, heightMm: 140, aboveFootMm: 30 },
    place: { x: 0, y: 0, turn: 6 }, table: { surface: 'sweep', colour: [0.9, 0.72, 0.18] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.64 },
  }),
  spec('bottle', {
    id: 'food-packaging-7', style: 'sauce bottle on slate, side light', seed: 7,
    vessel: {
      body: { kind: 'lathe', profile: bottle({ radius: 27, height: 190, shoulderAt: 120, neckAt: 168, neckRadius: 12 }) },
      finish: 'gloss', parts: [{ profile: cap(14, 170, 24, 2), material: BLACK }],
    },
    label: { widthMm: 56, heightMm: 70, aboveFootMm: 30 },
    place: { x: 0, y: 0 }, table: SLATE, wall: [0.3, 0.3, 0.31], lights: LIGHTS.raking, view: { azimuth: 0, elevation: 10, lens: 85, fill: 0.62 },
  }),
  spec('can', {
    id: 'food-packaging-8', style: 'two cans, the front one printed, pastel', seed: 8, vessel: CAN, label: CAN_LABEL,
    place: { x: -25, y: -35, turn: 10 }, companions: [{ vessel: CAN, x: 45, y: 45, turn: 40, colour: [0.72, 0.8, 0.74] }],
    table: { surface: 'sweep', colour: [0.88, 0.78, 0.74] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 10, lens: 85, fill: 0.7 },
  }),
];

const [can, glassJar, coffee, snack, sauce, cans] = SPECS.map(vesselRecipe);

export const recipes: Recipe[] = [
  can!,
  glassJar!,
  coffee!,
  cartonRecipe({
    id: 'food-packaging-4', category: 'food-packaging', style: 'cereal box, three-quarter, kitchen counter', seed: 4,
    box: { kind: 'carton', widthMm: 190, heightMm: 280, depthMm: 65, finish: 'silk', bulgeMm: 0.8, bowMm: 0.8 }, place: { x: 0, y: 0, turn: -25 }, faces: ['front', 'right'],
    table: TABLES.marble, wall: WALL, lights: LIGHTS.window, view: { azimuth: 0, elevation: 12, lens: 70, fill: 0.64 },
  }),
  cartonRecipe({
    id: 'food-packaging-5', category: 'food-packaging', style: 'kraft takeaway box, lid printed, high angle on linen', seed: 5,
    box: { kind: 'mailer', widthMm: 180, heightMm: 60, depthMm: 140, finish: 'uncoated', bulgeMm: 0.4, bowMm: 1.0 }, place: { x: 0, y: 0, turn: 8 }, faces: ['top'],
    table: TABLES.linen, lights: LIGHTS.above, view: { azimuth: -10, elevation: 58, lens: 50, fill: 0.64 },
  }),
  snack!,
  sauce!,
  cans!,
];
