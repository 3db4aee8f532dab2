/** Sweatshirts: crewnecks (set-in and raglan), quarter zip, cropped; ghost, hanging, flat lay, back. The views in
 *  SPECS are FreeSewing's Sven sewn, draped on an invisible dress form and rendered by Cycles (physical/sweatshirt.ts);
 *  those in SHIPPED replace the painted (2D, lib/soft) template of their id. */
import { sweatshirtRecipe, type SweatshirtSpec } from '../physical/sweatshirt';
import { stagedSweatshirtRecipe, type StagedSweatshirtSpec } from '../physical/sweatshirt-staged';
import type { Recipe } from '../recipe';
import { apparel, drape, FLAT, FLOAT, HANG, sleeveFolds, smooth } from '../lib/soft/apparel';
import type { ApparelStyle } from '../lib/soft/apparel';
import { concrete, linen, studio, wall, wood } from '../lib/soft/backdrop';
import type { Fold } from '../lib/soft/folds';
import { chestPrint } from '../lib/soft/garment';
import type { Garment } from '../lib/soft/garment';
import { fleece, raglan, zipper } from '../lib/soft/hoodie';
import { hanger, sprig } from '../lib/soft/props';
import { rect } from '../lib/soft/quad';

type SweatStyle = Omit<ApparelStyle, 'category'>;

function sweatshirt(t: SweatStyle): Recipe {
  const folds = (g: Garment): Fold[] => [...t.folds(g), ...sleeveFolds(g, t.id * 5)];
  return apparel({
    category: 'sweatshirts',
    fabric: 'fleece',
    ...t,
    folds,
    print: t.print ?? chestPrint(t.g, 0.62, 1, 0.06),
  });
}

const crew = fleece();

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

/** The painted (2D) sweatshirts, until each view is rendered physically. */
const painted: Recipe[] = [
  sweatshirt({
    id: 1, type: 'sweatshirt', style: 'crewneck, ghost mannequin front, light studio',
    g: crew, folds: (g) => drape(g, 11, 0.006),
    scene: { backdrop: studio('#e8e8e6', '#f3f3f1'), shadows: FLOAT },
  }),
  sweatshirt({
    id: 2, type: 'sweatshirt', style: 'raglan crewneck, flat lay on concrete',
    g: fleece({ sleeveAngle: 0.5, sleeveLen: 0.42 }), details: [raglan(fleece({ sleeveAngle: 0.5 }))],
    folds: (g) => smooth(g, 21), place: { angle: 0.03, cx: 0.5, cy: 0.5, scale: 0.95 },
    scene: { backdrop: concrete('#b4b3af', 21), shadows: FLAT },
  }),
  sweatshirt({
    id: 3, type: 'sweatshirt', style: 'on a wooden hanger, sage plaster wall',
    g: fleece({ top: 0.2, shoulderDrop: 0.06, sleeveAngle: 0.2 }),
    folds: (g) => drape(g, 31, 0.007),
    scene: { backdrop: wall('#c9cfc2', 8), shadows: HANG, behind: (ctx) => hanger(ctx, 0.5, 0.19, 0.17) },
  }),
  sweatshirt({
    id: 4, type: 'sweatshirt', style: 'flat lay on an oak table with eucalyptus',
    g: fleece({ sleeveAngle: 0.42, sleeveLen: 0.41 }),
    folds: (g) => smooth(g, 41), place: { angle: -0.05, cx: 0.5, cy: 0.5, scale: 0.9, dx: 0.02 },
    scene: { backdrop: wood('#c29467', 5, 13), shadows: FLAT, behind: (ctx) => sprig(ctx, 0.0, 0.1, 0.25, 0.5) },
  }),
  sweatshirt({
    id: 5, type: 'sweatshirt', style: 'oversized drop shoulder, warm studio',
    g: fleece({ top: 0.15, shoulderW: 0.26, shoulderDrop: 0.07, bodyW: 0.24, hemW: 0.225, armpitY: 0.45, sleeveW: 0.12, sleeveLen: 0.4, sleeveAngle: 0.36, hemY: 0.87 }),
    folds: (g) => drape(g, 51, 0.007),
    scene: { backdrop: studio('#e9dfd2', '#f3ebe1'), shadows: FLOAT },
  }),
  sweatshirt({
    id: 6, type: 'sweatshirt', style: 'back view, large back print, cool studio', back: true,
    g: crew, folds: (g) => drape(g, 61, 0.005), print: rect(0.5 - 0.13, 0.27, 0.26, 0.26),
    scene: { backdrop: studio('#dfe3e6', '#edf0f2'), shadows: FLOAT },
  }),
  sweatshirt({
    id: 7, type: 'sweatshirt', style: 'quarter-zip pullover, left-chest print',
    g: fleece({ neckDrop: 0.03, collarRib: 0.03 }), details: [zipper(crew, crew.top + 0.17)],
    print: rect(0.56, 0.3, 0.1, 0.1), folds: (g) => drape(g, 71, 0.006),
    scene: { backdrop: studio('#e4e4e0', '#f0f0ec'), shadows: FLOAT },
  }),
  sweatshirt({
    id: 8, type: 'sweatshirt', style: "cropped women's crewneck on a linen sheet",
    g: fleece({ top: 0.2, shoulderW: 0.19, bodyW: 0.185, hemW: 0.175, armpitY: 0.4, hemY: 0.72, sleeveLen: 0.42, sleeveW: 0.09, sleeveAngle: 0.4 }),
    folds: (g) => smooth(g, 81), place: { angle: 0.06, cx: 0.5, cy: 0.46, scale: 1.05 },
    scene: { backdrop: linen('#eee6e0', 14), shadows: FLAT },
  }),
];

/** The physical views that take the place of the painted template of their id. */
export const SHIPPED: readonly string[] = ['sweatshirts-1', 'sweatshirts-5', 'sweatshirts-6', 'sweatshirts-7', 'sweatshirts-3', 'sweatshirts-4', 'sweatshirts-8', 'sweatshirts-2'];

export const recipes: Recipe[] = painted.map((r) => {
  const spec = SPECS.find((s) => s.id === r.id && SHIPPED.includes(s.id));
  if (spec) return sweatshirtRecipe(spec);
  const staged = STAGED.find((s) => s.id === r.id && SHIPPED.includes(s.id));
  return staged ? stagedSweatshirtRecipe(staged) : r;
});
