/** T-shirts sewn from FreeSewing's Teagan pattern, draped on an invisible dress form (or taken off it and laid flat
 *  or hung on a hanger) and rendered by Cycles. */
import { ghostTeeRecipe, type GhostTeeSpec } from '../physical/tee-ghost';
import { pocketTeeRecipe } from '../physical/tee-pocket';
import { stagedTeeRecipe, type StagedTeeSpec } from '../physical/tee-staged';
import type { Recipe } from '../recipe';

const FRONT = { name: 'front', panel: 'front', widthMm: 300, heightMm: 400, belowNeckMm: 75 } as const;
/** On the pocket (tee-pocket.ts POCKET: its top 175 mm below the shoulder point, 61 mm below the centre-front
 *  neckline on the men's 42; its centre 100 mm from the centre front). */
const POCKET_PRINT = { name: 'left chest', panel: 'front', widthMm: 90, heightMm: 90, belowNeckMm: 95, offsetMm: 100 } as const;

const STUDIO_LIGHT: [number, number, number] = [0.72, 0.72, 0.7];
const STUDIO_WARM: [number, number, number] = [0.74, 0.62, 0.52];
const STUDIO_COOL: [number, number, number] = [0.5, 0.56, 0.62];

/** Off the form: laid flat on an oak table and seen from above; a large, long tee (oversized) on a wooden hanger. */
export const FLAT_LAY: StagedTeeSpec = {
  id: 't-shirts-8', type: 'flat-lay-t-shirt', style: "men's tee laid flat on an oak table, seen from above",
  garment: { body: 'male', size: '42' }, printArea: FRONT, stage: { kind: 'flat', surface: 'oak', colour: [0.5, 0.32, 0.17] },
  view: { azimuth: 0, elevation: 90, lens: 50, fill: 0.86 },
};
export const HUNG: StagedTeeSpec = {
  id: 't-shirts-4', type: 'oversized-t-shirt', style: 'oversized tee on a wooden hanger, plaster wall',
  garment: { body: 'male', size: '46', options: { lengthBonus: 0.25, sleeveLength: 0.4 } }, printArea: FRONT,
  stage: { kind: 'hanger', wall: [0.72, 0.69, 0.64], wood: [0.45, 0.27, 0.13] },
  view: { azimuth: 0, elevation: 4, lens: 70, fill: 0.84 },
};

const front = { azimuth: 0, elevation: 10, lens: 85, fill: 0.84 };
const ghost = (t: Omit<GhostTeeSpec, 'category' | 'knit'>): GhostTeeSpec => ({ category: 't-shirts', knit: 'jersey', ...t });
/** A men's tee cut straight, as it is sold: the hem as wide as the chest with its ease (Teagan cuts it to the hips). */
const MENS_STRAIGHT = { body: 'male', size: '42', options: { hipsEase: 0.33 } } as const;

/** The ghost-mannequin tees from their own Blender entry (back placed the right way round, one winding): tee-ghost.ts. */
export const GHOST_TEES: GhostTeeSpec[] = [
  ghost({
    id: 't-shirts-1', type: 't-shirt', style: "men's classic tee, ghost mannequin, light studio",
    garment: MENS_STRAIGHT, printArea: FRONT, view: front, backdrop: STUDIO_LIGHT,
  }),
  ghost({
    id: 't-shirts-2', type: 't-shirt', style: "men's tee, three-quarter view from the right, light studio",
    garment: MENS_STRAIGHT, printArea: FRONT, view: { ...front, azimuth: 30 }, backdrop: STUDIO_LIGHT,
  }),
  ghost({
    id: 't-shirts-3', type: 't-shirt', style: "women's fitted tee, ghost mannequin, warm studio",
    garment: { body: 'female', size: '38', options: { chestEase: 0.06, hipsEase: 0.1, sleeveLength: 0.25 } },
    printArea: { ...FRONT, widthMm: 260, heightMm: 300, belowNeckMm: 80 }, view: front, backdrop: STUDIO_WARM,
  }),
  ghost({
    id: 't-shirts-5', type: 'v-neck', style: 'v-neck tee, ghost mannequin, cool grey studio',
    garment: { ...MENS_STRAIGHT, vNeckDepth: 90 }, printArea: { ...FRONT, belowNeckMm: 45, heightMm: 360 },
    view: front, backdrop: STUDIO_COOL,
  }),
  ghost({
    id: 't-shirts-6', type: 'long-sleeve', style: 'long-sleeve tee, ghost mannequin, light studio',
    garment: { ...MENS_STRAIGHT, longSleeves: true }, printArea: FRONT, view: front, backdrop: STUDIO_LIGHT, armAngle: 24,
  }),
];
/** t-shirts-1's drape seen close, 24° round from the right, with a patch pocket sewn on the left chest after the
 *  drape (tee-pocket.ts) and the print on the pocket: 90 × 90 mm, 12.5 mm below its 20 mm hem and 12.5 mm
 *  in from its sides and bottom. */
export const POCKET_TEE: GhostTeeSpec = ghost({
  id: 't-shirts-7', type: 'pocket-t-shirt', style: 'pocket tee, left-chest pocket print, three-quarter close view, cool studio',
  garment: MENS_STRAIGHT, printArea: POCKET_PRINT,
  view: { azimuth: 24, elevation: 8, lens: 85, fill: 1.25, shift: [0.06, 0, 0.12] }, backdrop: STUDIO_COOL,
});
const ghostTee = (id: string): Recipe => ghostTeeRecipe(GHOST_TEES.find((s) => s.id === id)!);

export const recipes: Recipe[] = [
  ghostTee('t-shirts-1'),
  ghostTee('t-shirts-2'),
  ghostTee('t-shirts-3'),
  stagedTeeRecipe(HUNG),
  ghostTee('t-shirts-5'),
  ghostTee('t-shirts-6'),
  pocketTeeRecipe(POCKET_TEE),
  stagedTeeRecipe(FLAT_LAY),
];
