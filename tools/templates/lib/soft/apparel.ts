/** Builds garment recipes (tees, hoodies, sweatshirts, jerseys) from a cut, a pose, folds and a scene. */
import type { Recipe } from '../../recipe';
import type { Draw } from './canvas';
import { fan, waves } from './folds';
import type { Fold } from './folds';
import { armpits, chestPrint, garmentDetails, garmentInner, garmentShape } from './garment';
import type { Garment } from './garment';
import type { Quad } from './quad';
import { renderSoft } from './render';
import type { Shadow, SoftSpec } from './render';
import { placeDraw, placeFolds, placeQuad } from './transform';
import type { Place } from './transform';

/** Ghost mannequin / floating in front of a sweep; lying flat; hanging close to a wall. */
export const FLOAT: Shadow[] = [{ dx: 0.02, dy: 0.03, blur: 0.03, opacity: 0.22 }];
export const FLAT: Shadow[] = [{ dx: 0.004, dy: 0.007, blur: 0.006, opacity: 0.4 }, { dx: 0.01, dy: 0.014, blur: 0.025, opacity: 0.2 }];
export const HANG: Shadow[] = [{ dx: 0.018, dy: 0.026, blur: 0.018, opacity: 0.32 }];

/** Drape folds for a worn/ghost or hanging garment: from the armpits, across the waist, near the hem. */
export function drape(g: Garment, seed: number, depth = 0.006): Fold[] {
  const [al, ar] = armpits(g);
  return [
    ...fan(seed, al[0] + 0.01, al[1] + 0.01, 0.15, 1.1, 4, 0.22, depth),
    ...fan(seed + 1, ar[0] - 0.01, ar[1] + 0.01, Math.PI - 1.1, Math.PI - 0.15, 4, 0.22, depth),
    ...waves(seed + 2, g.cx - g.bodyW, g.hemY - 0.2, g.bodyW * 2, 0.18, 0.1, 5, depth * 0.8),
    ...waves(seed + 3, g.cx - g.bodyW - 0.1, g.armpitY - 0.1, 0.1, 0.1, 0.9, 2, depth * 0.6),
  ];
}

/** Flat-lay folds: soft, shallow and random, as if smoothed by hand. */
export function smooth(g: Garment, seed: number): Fold[] {
  return [
    ...waves(seed, g.cx - g.bodyW, g.armpitY, g.bodyW * 2, g.hemY - g.armpitY - 0.04, -0.2, 6, 0.004),
    ...fan(seed + 4, g.cx - g.bodyW, g.hemY - 0.02, -1.2, -0.2, 2, 0.14, 0.004),
  ];
}

/** Long sleeves bunch at the elbow and above the cuff. */
export function sleeveFolds(g: Garment, seed: number, depth = 0.005): Fold[] {
  const out: Fold[] = [];
  for (const side of [-1, 1]) {
    const sx = g.cx + side * g.shoulderW;
    const sy = g.top + g.shoulderDrop;
    const ax = side * Math.sin(g.sleeveAngle);
    const ay = Math.cos(g.sleeveAngle);
    for (const t of [0.45, 0.62, 0.8]) {
      const mx = sx + ax * g.sleeveLen * t - side * 0.04;
      const my = sy + ay * g.sleeveLen * t;
      out.push(...waves(seed + t * 100 + side, mx - 0.04, my - 0.02, 0.08, 0.04, -side * 0.3, 1, depth));
    }
  }
  return out;
}

export interface ApparelStyle {
  category: string;
  id: number;
  type: string;
  style: string;
  g: Garment;
  scene: Pick<SoftSpec, 'backdrop' | 'shadows' | 'behind' | 'front'>;
  folds: (g: Garment) => Fold[];
  place?: Place;
  print?: Quad;
  /** Extra silhouette parts (a hood), insides (hood lining) and stitched details. */
  parts?: Draw[];
  inner?: Draw[];
  details?: Draw[];
  /** Back view: no front neckline or its inside. */
  back?: boolean;
  puff?: number;
}

const all = (draws: (Draw | undefined)[]): Draw => (ctx) => {
  for (const d of draws) {
    if (!d) continue;
    ctx.save();
    d(ctx);
    ctx.restore();
  }
};

export function apparel(t: ApparelStyle): Recipe {
  const p: Place = t.place ?? { angle: 0, cx: 0.5, cy: 0.5 };
  const g = t.back ? { ...t.g, neck: 'none' as const } : t.g;
  const product = all([...(t.parts ?? []), garmentShape(g)]);
  const inner = all([t.back ? undefined : garmentInner(g), ...(t.inner ?? [])]);
  const details = all([garmentDetails(g), ...(t.details ?? [])]);
  return {
    id: `${t.category}-${t.id}`,
    category: t.category,
    type: t.type,
    style: t.style,
    render: (size) =>
      renderSoft(
        {
          seed: 100 * t.category.length + t.id,
          ...t.scene,
          product: placeDraw(p, product)!,
          inner: placeDraw(p, inner),
          details: placeDraw(p, details),
          folds: placeFolds(p, t.folds(g)),
          print: placeQuad(p, t.print ?? chestPrint(g)),
          puff: t.puff ?? 0.016,
          dome: 0.03,
          wrinkle: 0.004,
        },
        size,
      ),
  };
}
