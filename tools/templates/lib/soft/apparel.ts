/**
 * Builds garment recipes (tees, tanks, long sleeves, polos, hoodies, sweatshirts, jerseys) from a cut, a pose, folds and
 * a scene. A garment is rounded part by part (body, sleeves, hood), so it creases where they are sewn together; its
 * seams are pressed in, its hems and collar stitched, its bands ribbed, and its knit shows in shade and highlight.
 */
import { rng } from '../common/noise';
import type { Recipe } from '../../recipe';
import type { Draw } from './canvas';
import type { Fabric } from './fabric';
import type { Fold } from './folds';
import { garmentRibs, garmentSeams, garmentStitches } from './garment-details';
import { armpits, chestPrint, garmentInner, garmentParts, type Garment } from './garment';
import type { Quad } from './quad';
import type { Rib, Volume } from './relief';
import { keyLight, renderSoft, type Shadow, type SoftSpec } from './render';
import { placeDraw, placeFolds, placePrint, placeRib, type Place } from './transform';
import { asPrint, type SoftPrint } from './view';

/** Ghost mannequin / floating in front of a sweep; lying flat; hanging close to a wall. */
export const FLOAT: Shadow[] = [{ dx: 0.02, dy: 0.03, blur: 0.03, opacity: 0.22 }, { dx: 0.004, dy: 0.008, blur: 0.008, opacity: 0.12 }];
export const FLAT: Shadow[] = [{ dx: 0.004, dy: 0.007, blur: 0.006, opacity: 0.4 }, { dx: 0.01, dy: 0.014, blur: 0.025, opacity: 0.2 }];
export const HANG: Shadow[] = [{ dx: 0.018, dy: 0.026, blur: 0.018, opacity: 0.32 }, { dx: 0.004, dy: 0.006, blur: 0.005, opacity: 0.18 }];

export type Pose = 'ghost' | 'hanging' | 'flat';

/** How round each pose is: a ghost mannequin fills the garment like a body, a hanging one is emptier, a flat lay flat. */
const VOLUME: Record<Pose, Volume> = {
  ghost: { round: 0.55 },
  hanging: { round: 0.3 },
  flat: { round: 0.08 },
};

/**
 * Drape of a worn (ghost) or hanging garment: drag folds fanning from each underarm in towards the middle, ripples
 * hanging down to the hem, and a crease where each sleeve leaves the body. Curved, wide and tapered, as cloth is.
 */
export function drape(g: Garment, seed: number, depth = 0.006): Fold[] {
  depth *= 1.6;
  const r = rng(seed);
  const out: Fold[] = [];
  const [al, ar] = armpits(g);
  const waist = g.armpitY + (g.hemY - g.armpitY) * 0.45;
  for (const [a, side] of [[al, -1], [ar, 1]] as const) {
    // Towards a point low on the chest, fanned out; alternately valley and ridge.
    for (let k = 0; k < 3; k++) {
      const tx = g.cx + side * g.bodyW * (0.05 + 0.25 * r()), ty = waist - 0.06 + k * 0.07 + 0.03 * r();
      const x0 = a[0] - side * 0.008, y0 = a[1] + 0.004 + 0.008 * k;
      const x1 = x0 + (tx - x0) * (0.55 + 0.25 * r()), y1 = y0 + (ty - y0) * (0.55 + 0.25 * r());
      out.push({ x0, y0, x1, y1, cx: (x0 + x1) / 2 + side * 0.01, cy: (y0 + y1) / 2 + 0.025, w: 0.011 + 0.007 * r(), d: depth * (k === 1 ? 0.55 : -1) * (0.8 + 0.4 * r()) });
    }
  }
  // Ripples falling to the hem, deepest at the hem, leaning with the body's sides.
  const m = 4 + Math.floor(r() * 2);
  for (let k = 0; k < m; k++) {
    const x = g.cx - g.hemW * 0.8 + ((k + 0.25 + 0.5 * r()) / m) * g.hemW * 1.6;
    const y0 = waist + 0.02 + 0.1 * r();
    const lean = (x - g.cx) * 0.2;
    out.push({ x0: x - lean, y0, x1: x, y1: g.hemY + 0.01, cx: x - lean * 0.3 + (r() - 0.5) * 0.02, cy: (y0 + g.hemY) / 2, w: 0.016 + 0.012 * r(), d: depth * (k % 2 ? 0.4 : -0.55) * (0.7 + 0.5 * r()), fade: 'end' });
  }
  if (g.sleeveLen > 0) {
    // Where the sleeve leaves the body it creases along the armhole and droops.
    for (const [a, side] of [[al, -1], [ar, 1]] as const) {
      const sx = g.cx + side * g.shoulderW, sy = g.top + g.shoulderDrop;
      const ex = sx + side * Math.sin(g.sleeveAngle) * g.sleeveLen * 0.75, ey = sy + Math.cos(g.sleeveAngle) * g.sleeveLen * 0.75;
      out.push({ x0: a[0] - side * 0.01, y0: a[1] - 0.01, x1: (ex + a[0]) / 2 + side * 0.02, y1: (ey + a[1]) / 2, cx: a[0] + side * 0.02, cy: a[1] - 0.02, w: 0.012, d: -depth * 0.9 });
      out.push({ x0: sx + side * 0.02, y0: sy + 0.03, x1: ex - side * 0.01, y1: ey - 0.01, w: 0.014 + 0.006 * r(), d: depth * 0.6 * (r() < 0.5 ? -1 : 1) });
    }
  }
  return out;
}

/** Flat-lay folds: soft, shallow and random, as if smoothed by hand. */
export function smooth(g: Garment, seed: number, depth = 0.0035): Fold[] {
  const r = rng(seed);
  const out: Fold[] = [];
  for (let k = 0; k < 5; k++) {
    const y = g.armpitY + 0.03 + ((k + r()) / 5) * (g.hemY - g.armpitY - 0.08);
    const x0 = g.cx - g.bodyW * (0.2 + 0.7 * r()), x1 = g.cx + g.bodyW * (0.2 + 0.7 * r());
    out.push({ x0, y0: y + (r() - 0.5) * 0.05, x1, y1: y + (r() - 0.5) * 0.05, cx: (x0 + x1) / 2, cy: y + (r() - 0.5) * 0.04, w: 0.02 + 0.02 * r(), d: depth * (r() < 0.5 ? -1 : 0.8) });
  }
  const [al, ar] = armpits(g);
  for (const [a, side] of [[al, -1], [ar, 1]] as const) {
    out.push({ x0: a[0] - side * 0.01, y0: a[1], x1: a[0] - side * 0.12, y1: a[1] + 0.1, cx: a[0] - side * 0.05, cy: a[1] + 0.07, w: 0.015, d: -depth });
  }
  return out;
}

/** Long sleeves bunch at the elbow and above the cuff. */
export function sleeveFolds(g: Garment, seed: number, depth = 0.005): Fold[] {
  const r = rng(seed);
  const out: Fold[] = [];
  for (const side of [-1, 1]) {
    const sx = g.cx + side * g.shoulderW;
    const sy = g.top + g.shoulderDrop;
    const ax = side * Math.sin(g.sleeveAngle);
    const ay = Math.cos(g.sleeveAngle);
    for (const t of [0.42, 0.58, 0.74, 0.86]) {
      const mx = sx + ax * g.sleeveLen * t - side * g.sleeveW * 0.45;
      const my = sy + ay * g.sleeveLen * t;
      // Across the sleeve, bowed towards the cuff.
      const wx = -ay * side * g.sleeveW * 0.5, wy = ax * side * g.sleeveW * 0.5;
      out.push({ x0: mx - wx, y0: my - wy, x1: mx + wx, y1: my + wy + 0.01 * (r() - 0.5), cx: mx + ax * 0.02, cy: my + ay * 0.02, w: 0.009 + 0.006 * r(), d: depth * (r() < 0.6 ? -1 : 0.7) });
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
  /** Default: the chest print. */
  print?: Quad | SoftPrint;
  /** Extra silhouette parts (a hood), insides (hood lining) and stitched details. */
  parts?: Draw[];
  inner?: Draw[];
  details?: Draw[];
  seams?: Draw[];
  stitches?: Draw[];
  ribs?: Rib[];
  /** What hides the print (drawstrings hanging over it). */
  printCover?: Draw[];
  /** Fabric on top of the garment (pockets, plackets, drawstrings), and hardware that is not recoloured (eyelets). */
  layers?: Array<{ area: Draw; height: number; soft?: number }>;
  hardware?: Draw[];
  /** Back view: no front neckline or its inside. */
  back?: boolean;
  /** Default from the shadows: FLAT lies flat, HANG hangs, anything else is a ghost mannequin. */
  pose?: Pose;
  fabric?: Fabric;
  light?: readonly [number, number, number];
}

const all = (draws: readonly (Draw | undefined)[]): Draw | undefined =>
  draws.some(Boolean)
    ? (ctx) => {
        for (const d of draws) {
          if (!d) continue;
          ctx.save();
          d(ctx);
          ctx.restore();
        }
      }
    : undefined;

/** Centimetres per image width: the body is as wide as an adult medium's (52 cm) unless the cut says otherwise. */
const cmPerUnit = (g: Garment): number => (g.chestCm ?? 52) / (2 * g.bodyW);

export function apparel(t: ApparelStyle): Recipe {
  const p: Place = t.place ?? { angle: 0, cx: 0.5, cy: 0.5 };
  const g = t.back ? { ...t.g, neck: 'none' as const } : t.g;
  const pose: Pose = t.pose ?? (t.scene.shadows === FLAT ? 'flat' : t.scene.shadows === HANG ? 'hanging' : 'ghost');
  const parts = [...(t.parts ?? []), ...garmentParts(g)];
  // Sleeves are flatter tubes than the body.
  const rounded = parts.map((d, i) => (i >= parts.length - 2 && g.sleeveLen > 0 ? ([d, 0.7] as const) : d));
  const seed = 100 * t.category.length + t.id;
  const volume = VOLUME[pose];
  return {
    id: `${t.category}-${t.id}`,
    category: t.category,
    type: t.type,
    style: t.style,
    render: (size) =>
      renderSoft(
        {
          seed,
          ...t.scene,
          product: placeDraw(p, all(parts))!,
          volume: { ...volume, parts: rounded.map((d) => (typeof d === 'function' ? placeDraw(p, d)! : ([placeDraw(p, d[0])!, d[1]] as const))) },
          inner: placeDraw(p, all([t.back ? undefined : garmentInner(g), ...(t.inner ?? [])])),
          details: placeDraw(p, all(t.details ?? [])),
          seams: placeDraw(p, all([garmentSeams(g), ...(t.seams ?? [])])),
          stitches: placeDraw(p, all([garmentStitches(g), ...(t.stitches ?? [])])),
          ribs: [...garmentRibs(g), ...(t.ribs ?? [])].map((rib) => placeRib(p, rib)),
          printCover: placeDraw(p, all(t.printCover ?? [])),
          layers: (t.layers ?? []).map((l) => ({ ...l, area: placeDraw(p, l.area)! })),
          front: all([t.scene.front, placeDraw(p, all(t.hardware ?? []))]),
          folds: placeFolds(p, t.folds(g)),
          print: placePrint(p, asPrint(t.print ?? chestPrint(g), cmPerUnit(g))),
          fabric: t.fabric ?? 'jersey',
          grainAngle: p.angle,
          light: t.light ?? keyLight(seed),
          puff: 0,
          dome: 0,
          wrinkle: pose === 'flat' ? 0.003 : 0.0025,
          sheen: 0.22,
          displace: 0.9,
        },
        size,
      ),
  };
}
