/** T-shirts: the eight styles of the home carousel, each its own cut, pose and scene. */
import type { Recipe } from '../recipe';
import { apparel, drape, FLAT, FLOAT, HANG, sleeveFolds, smooth } from '../lib/soft/apparel';
import type { ApparelStyle } from '../lib/soft/apparel';
import { concrete, linen, studio, wall, wood } from '../lib/soft/backdrop';
import { waves } from '../lib/soft/folds';
import { baseTee, chestPrint } from '../lib/soft/garment';
import type { Ctx } from '../lib/soft/canvas';
import { hanger, sprig } from '../lib/soft/props';

type TeeStyle = Omit<ApparelStyle, 'category'>;
const recipe = (t: TeeStyle): Recipe => apparel({ category: 't-shirts', ...t });

const pocketTee = baseTee({ top: 0.16, hemY: 0.87 });
const kidsTee = baseTee({ top: 0.2, neckW: 0.07, neckDrop: 0.05, shoulderW: 0.2, bodyW: 0.185, hemW: 0.19, armpitY: 0.4, hemY: 0.82, sleeveLen: 0.15, sleeveW: 0.13, sleeveAngle: 0.95, chestCm: 38 });
const pocket = { x: pocketTee.cx + 0.045, y: pocketTee.armpitY + 0.0, w: 0.085, h: 0.095 };

/** The patch pocket's outline (a point at the bottom), `inset` inside its edge. */
function pocketPath(ctx: Ctx, inset: number): void {
  const { x, y, w, h } = pocket;
  ctx.beginPath();
  ctx.moveTo(x + inset, y + inset * 0.5);
  ctx.lineTo(x + inset, y + h - inset * 0.3);
  ctx.lineTo(x + w / 2, y + h + 0.012 - inset);
  ctx.lineTo(x + w - inset, y + h - inset * 0.3);
  ctx.lineTo(x + w - inset, y + inset * 0.5);
}

export const recipes: Recipe[] = [
  recipe({
    id: 1, type: 't-shirt', style: 'classic blank, ghost mannequin, light studio',
    g: baseTee(), folds: (g) => drape(g, 11),
    scene: { backdrop: studio('#e9e9e7', '#f4f4f2'), shadows: FLOAT },
  }),
  recipe({
    id: 2, type: 't-shirt', style: "men's regular fit on a wooden hanger, plaster wall",
    g: baseTee({ top: 0.2, shoulderW: 0.215, bodyW: 0.19, hemW: 0.19, hemY: 0.9, shoulderDrop: 0.05, sleeveAngle: 0.85, sleeveLen: 0.16 }),
    folds: (g) => [...drape(g, 21, 0.007), ...waves(24, g.cx - 0.12, 0.45, 0.24, 0.35, 1.45, 5, 0.006)],
    scene: { backdrop: wall('#d9d4cc', 4), shadows: HANG, behind: (ctx) => hanger(ctx, 0.5, 0.2, 0.2) },
  }),
  recipe({
    id: 3, type: 't-shirt', style: "women's fitted cut, warm studio",
    g: baseTee({ neckW: 0.07, neckDrop: 0.06, neck: 'scoop', shoulderW: 0.165, bodyW: 0.15, hemW: 0.165, waist: 0.028, sleeveLen: 0.1, sleeveW: 0.1, sleeveAngle: 1.15, armpitY: 0.33, hemY: 0.8, top: 0.19 }),
    folds: (g) => drape(g, 31, 0.005), place: { angle: 0, cx: 0.5, cy: 0.45, scale: 1.12 },
    scene: { backdrop: studio('#ece3da', '#f3ece5'), shadows: FLOAT },
  }),
  recipe({
    id: 4, type: 't-shirt', style: 'oversized drop shoulder, flat lay on concrete',
    g: baseTee({ top: 0.13, neckW: 0.08, shoulderW: 0.26, shoulderDrop: 0.06, bodyW: 0.24, hemW: 0.24, armpitY: 0.43, hemY: 0.9, sleeveLen: 0.17, sleeveW: 0.17, sleeveAngle: 0.62 }),
    folds: (g) => smooth(g, 41), place: { angle: 0.035, cx: 0.5, cy: 0.5 },
    scene: { backdrop: concrete('#b9b8b4', 6), shadows: FLAT },
  }),
  recipe({
    id: 5, type: 'v-neck', style: 'v-neck, ghost mannequin, cool grey studio',
    g: baseTee({ neck: 'v', neckDrop: 0.11, neckW: 0.065 }),
    folds: (g) => drape(g, 51),
    scene: { backdrop: studio('#d8dde2', '#e8ecef'), shadows: FLOAT },
  }),
  recipe({
    id: 6, type: 't-shirt', style: "kids' tee, flat lay on a linen sheet",
    g: kidsTee, folds: (g) => smooth(g, 61), place: { angle: -0.05, cx: 0.5, cy: 0.52 },
    // A child's size takes a smaller print: 22 × 28 cm on a 38 cm chest.
    print: chestPrint(kidsTee, 0.58, 0.78, 0.03),
    scene: { backdrop: linen('#e6e2da', 12), shadows: FLAT },
  }),
  recipe({
    id: 7, type: 'long-sleeve', style: 'long-sleeve tee, flat lay on an oak table with eucalyptus',
    g: baseTee({ top: 0.18, hemY: 0.86, shoulderW: 0.19, bodyW: 0.17, hemW: 0.175, sleeveLen: 0.42, sleeveW: 0.085, sleeveAngle: 0.42, cuffRib: 0.018 }),
    folds: (g) => [...smooth(g, 71), ...sleeveFolds(g, 72, 0.003)], place: { angle: 0.07, cx: 0.5, cy: 0.52, scale: 0.92, dx: -0.03 },
    scene: {
      backdrop: wood('#b98a5e', 5, 7), shadows: FLAT,
      behind: (ctx) => {
        sprig(ctx, 0.99, 0.12, 0.3, 2.4);
        sprig(ctx, 0.98, 0.8, 0.26, 2.7, '#6f8f78');
      },
    },
  }),
  recipe({
    id: 8, type: 't-shirt', style: 'chest pocket tee, print on the pocket, studio',
    g: pocketTee, folds: (g) => drape(g, 81, 0.005),
    print: [[pocket.x + 0.008, pocket.y + 0.02], [pocket.x + pocket.w - 0.008, pocket.y + 0.02], [pocket.x + pocket.w - 0.008, pocket.y + pocket.h - 0.012], [pocket.x + 0.008, pocket.y + pocket.h - 0.012]],
    // The pocket is a layer of jersey sewn on: raised, stitched round, its top hem folded.
    layers: [{ area: (ctx) => { pocketPath(ctx, 0); ctx.fill(); }, height: 0.0022, soft: 0.0012 }],
    stitches: [(ctx) => {
      ctx.setLineDash([0.0024, 0.0013]);
      ctx.lineWidth = 0.0011;
      pocketPath(ctx, 0.004);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(pocket.x + 0.004, pocket.y + 0.014);
      ctx.lineTo(pocket.x + pocket.w - 0.004, pocket.y + 0.014);
      ctx.stroke();
    }],
    seams: [(ctx) => {
      ctx.lineWidth = 0.0014;
      ctx.beginPath();
      ctx.moveTo(pocket.x, pocket.y + 0.011);
      ctx.lineTo(pocket.x + pocket.w, pocket.y + 0.011);
      ctx.stroke();
    }],
    scene: { backdrop: studio('#e4e6e3', '#f1f2ef'), shadows: FLOAT },
  }),
];
