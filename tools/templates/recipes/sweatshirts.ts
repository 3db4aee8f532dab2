/** Sweatshirts: crewnecks (set-in and raglan), quarter zip, cropped; ghost, hanging, flat lay, back. */
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

export const recipes: Recipe[] = [
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
