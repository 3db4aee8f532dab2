/** Sweatshirts: crewnecks, oversized and cropped; ghost front, back and close view, hanging, flat lays. FreeSewing's
 *  Sven sewn, draped on an invisible dress form and rendered by Cycles (physical/sweatshirt.ts), or taken off it and
 *  hung or laid flat (physical/sweatshirt-staged.ts). */
import { sweatshirtRecipe, type SweatshirtSpec } from '../physical/sweatshirt';
import { foldedSweatshirtRecipe, type FoldedSweatshirtSpec } from '../physical/sweatshirt-folded';
import { stagedSweatshirtRecipe, type StagedSweatshirtSpec } from '../physical/sweatshirt-staged';
import type { Recipe } from '../recipe';

const FRONT = { name: 'front', panel: 'front', widthMm: 300, heightMm: 300, belowNeckMm: 90 } as const;
const LEFT_CHEST = { name: 'left chest', panel: 'front', widthMm: 100, heightMm: 100, belowNeckMm: 100, offsetMm: 105 } as const;
const BACK = { name: 'back', panel: 'back', widthMm: 300, heightMm: 360, belowNeckMm: 110 } as const;
const STUDIO_LIGHT: [number, number, number] = [0.72, 0.72, 0.7];
const STUDIO_WARM: [number, number, number] = [0.74, 0.62, 0.52];
const STUDIO_COOL: [number, number, number] = [0.5, 0.56, 0.62];
const crewneck: SweatshirtSpec['garment'] = { body: 'male', size: '42' };
/** Sven with twice the chest ease, looser hips and wider shoulders: the shoulder seam drops down the arm. */
const oversized: SweatshirtSpec['garment'] = { body: 'male', size: '42', options: { chestEase: 0.32, hipsEase: 0.3, shoulderEase: 0.06, lengthBonus: 0.1 } };
const front = { azimuth: 0, elevation: 8, lens: 85, fill: 0.84 };

/** The physical sweatshirts: one crewneck drape seen from the front and the back, and an oversized one. */
export const SPECS: SweatshirtSpec[] = [
  {
    id: 'sweatshirts-1', category: 'sweatshirts', type: 'sweatshirt', style: 'crewneck, ghost mannequin front, light studio',
    garment: crewneck, printArea: FRONT, view: front, backdrop: STUDIO_LIGHT,
  },
  {
    id: 'sweatshirts-5', category: 'sweatshirts', type: 'sweatshirt', style: 'oversized drop shoulder, warm studio',
    garment: oversized, printArea: FRONT, view: front, backdrop: STUDIO_WARM,
  },
  {
    id: 'sweatshirts-6', category: 'sweatshirts', type: 'sweatshirt', style: 'back view, large back print, cool studio',
    garment: crewneck, printArea: BACK, view: { ...front, azimuth: 180 }, backdrop: STUDIO_COOL,
  },
  {
    id: 'sweatshirts-7', category: 'sweatshirts', type: 'sweatshirt', style: 'crewneck, left-chest print, three-quarter close view',
    garment: crewneck, printArea: LEFT_CHEST, view: { azimuth: 24, elevation: 8, lens: 85, fill: 1.25, shift: [0.06, 0, 0.12] }, backdrop: STUDIO_LIGHT,
  },
];

/** Sven on the women's size-38 body, 5 % shorter than the hips (Sven's default is 15 % longer): it ends at the waist. */
const cropped: SweatshirtSpec['garment'] = { body: 'female', size: '38', options: { lengthBonus: -0.05 } };

/** Off the form (physical/sweatshirt-staged.ts): sweatshirts-1's drape hung on a hanger and laid flat on oak, a
 *  cropped women's cut laid on linen (its front is too short for the 322 mm square: 260 mm tall, from 70 mm below the
 *  neck, ends 90 mm above the waistband), and sweatshirts-5's oversized drape laid on concrete — Sven has set-in
 *  sleeves only, so the painted 'raglan' became the drop-shoulder cut and its style says so. */
const FRONT_STAGED = { ...FRONT, widthMm: 322, heightMm: 322 } as const;
const flatView = { azimuth: 0, elevation: 90, lens: 50, fill: 0.86 };
export const STAGED: StagedSweatshirtSpec[] = [
  {
    id: 'sweatshirts-3', type: 'sweatshirt', style: 'on a wooden hanger, sage plaster wall',
    garment: crewneck, printArea: FRONT_STAGED, stage: { kind: 'hanger', wall: [0.52, 0.58, 0.48], wood: [0.45, 0.27, 0.13] },
    view: { azimuth: 0, elevation: 4, lens: 70, fill: 0.84 },
  },
  {
    id: 'sweatshirts-4', type: 'sweatshirt', style: 'flat lay on an oak table',
    garment: crewneck, printArea: FRONT_STAGED, stage: { kind: 'flat', surface: 'oak', colour: [0.5, 0.32, 0.17] }, view: flatView,
  },
  {
    id: 'sweatshirts-8', type: 'sweatshirt', style: "cropped women's crewneck on a linen sheet",
    garment: cropped, printArea: { ...FRONT_STAGED, heightMm: 260, belowNeckMm: 70 },
    stage: { kind: 'flat', surface: 'linen', colour: [0.85, 0.79, 0.75] }, view: flatView,
  },
  {
    id: 'sweatshirts-2', type: 'sweatshirt', style: 'oversized drop-shoulder crewneck, flat lay on concrete',
    garment: oversized, printArea: FRONT_STAGED, stage: { kind: 'flat', surface: 'concrete', colour: [0.4, 0.4, 0.38] }, view: flatView,
  },
];

/** Folded as hands fold one (physical/sweatshirt-folded.ts): sweatshirts-4's flat lay on oak, pressed, the sides and
 *  sleeves carried behind 150 mm from the centre, the bottom 36 % up behind, turned front up; seen from the front at
 *  78°; a 200 × 160 mm chest print from 70 mm below the neckline. */
export const FOLDED: FoldedSweatshirtSpec = {
  id: 'sweatshirts-9', type: 'sweatshirt', style: 'folded crewneck on an oak table, chest print',
  garment: crewneck, printArea: { name: 'chest', panel: 'front', widthMm: 200, heightMm: 160, belowNeckMm: 70 },
  stage: { kind: 'flat', surface: 'oak', colour: [0.5, 0.32, 0.17] },
  fold: { halfWidthMm: 150, bottomShare: 0.36, marginMm: 30, pressMm: 16, liftMm: 4, carryFrames: 24, holdFrames: 16, settleFrames: 30 },
  view: { azimuth: 0, elevation: 78, lens: 60, fill: 0.8 },
};

const spec = (id: string) => SPECS.find((s) => s.id === id)!;
const staged = (id: string) => STAGED.find((s) => s.id === id)!;

/** The sweatshirts, in the catalogue's order. */
export const recipes: Recipe[] = [
  sweatshirtRecipe(spec('sweatshirts-1')),
  stagedSweatshirtRecipe(staged('sweatshirts-2')),
  stagedSweatshirtRecipe(staged('sweatshirts-3')),
  stagedSweatshirtRecipe(staged('sweatshirts-4')),
  sweatshirtRecipe(spec('sweatshirts-5')),
  sweatshirtRecipe(spec('sweatshirts-6')),
  sweatshirtRecipe(spec('sweatshirts-7')),
  stagedSweatshirtRecipe(staged('sweatshirts-8')),
  foldedSweatshirtRecipe(FOLDED),
];
