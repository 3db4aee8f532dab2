/**
 * A pullover hoodie cut from FreeSewing's Hugo pattern: raglan front and back (halves cut on the fold, mirrored into
 * whole panels), two raglan sleeves, the three-part hood (two sides and a centre strip), the kangaroo pocket, and the
 * ribbed waistband and cuffs. The seams are the ones a sewer closes: sides, underarms, the four raglans, the hood's
 * crown and its neck seam all round the neckline, the pocket's hem edge into the waistband seam and its top
 * topstitched across the front, and the ribbing onto the hems.
 *
 * Two liberties, both where the cloth model has one stiffness for every panel while rib knit stretches far more than
 * fleece: the waistband and cuffs are cut as one layer of their folded height (Hugo cuts them double and folds them),
 * and their length is eased to the hem they are sewn to (Hugo's waistband is 9 % longer than the hem, its cuffs 5 %
 * shorter) so the rib neither buckles nor strains in the simulation. The neck binding (a strip over the hood seam
 * inside) is left out: it is never seen.
 */
import { Hugo } from '@freesewing/hugo';
import type { FsPattern } from '../freesewing-types';
import { joinEdges, mirrorX, pathEdges, polylineLength, resample, reversed, type PanelSpec, type SeamSpec, type SewingPlan, type Vec2 } from '../pattern';
import { measurementsFor, type GarmentPattern } from './tee';

export interface HoodieOptions {
  body: 'male' | 'female';
  /** @freesewing/models size key. */
  size: string;
  /** Hugo options (fractions): chestEase, hipsEase, lengthBonus, sleeveLengthBonus, ribbingHeight… */
  options?: Record<string, number | boolean>;
}

/** Panel order in the hoodie's sewing plan (the fabric shader's `panel` attribute, the Blender script's roles). */
export const HOODIE_PANELS = ['front', 'back', 'sleeveR', 'sleeveL', 'hoodR', 'hoodL', 'hoodCentre', 'pocket', 'waistband', 'cuffR', 'cuffL'] as const;

export interface HoodiePattern extends GarmentPattern {
  /** The pocket's top edge topstitched across the front: y of the line on the front panel (pattern mm). */
  pocketTop: number;
}

function draft(o: HoodieOptions): FsPattern {
  return new Hugo({ measurements: measurementsFor(o.body, o.size), options: o.options ?? {}, complete: false, sa: 0 }).draft();
}

function edgesOf(pattern: FsPattern, part: string, count?: number) {
  const ops = pattern.parts[0]![part]?.paths.seam?.ops;
  if (!ops) throw new Error(`Hugo has no ${part}`);
  const e = pathEdges(ops);
  if (count !== undefined && e.length !== count) throw new Error(`${part}: expected ${count} seam edges, got ${e.length}`);
  return e;
}

/** Splits a polyline at the given arc lengths from its start. */
function splitAt(p: readonly Vec2[], lengths: number[]): Vec2[][] {
  const total = polylineLength(p);
  const fine = resample(p, 600);
  const cuts = [0, ...lengths.map((l) => Math.round((l / total) * 600)), 600];
  return cuts.slice(1).map((c, k) => fine.slice(cuts[k]!, c + 1));
}

/** A whole body panel from its right half; the hem and the neck are split where other panels meet them. */
function bodyPanel(name: string, e: Vec2[][], hemSplit: number | null, neckCentre: number | null): PanelSpec {
  const m = mirrorX;
  const [hem, side, armhole, raglan, neck] = e as [Vec2[], Vec2[], Vec2[], Vec2[], Vec2[]];
  const rag = joinEdges(armhole, raglan);
  const hemWhole = joinEdges(reversed(m(hem)), hem);
  const hemEdges = hemSplit === null
    ? [{ name: 'hem', points: hemWhole }]
    : [
        { name: 'hemL', points: [hemWhole[0]!, [-hemSplit, hem[0]![1]] as Vec2] },
        { name: 'hemC', points: [[-hemSplit, hem[0]![1]] as Vec2, [hemSplit, hem[0]![1]] as Vec2] },
        { name: 'hemR', points: [[hemSplit, hem[0]![1]] as Vec2, hemWhole[hemWhole.length - 1]!] },
      ];
  // The neck runs from the raglan's tip to the centre line; the back's middle is where the hood's centre strip sits.
  let neckEdges: Array<{ name: string; points: Vec2[] }>;
  if (neckCentre === null) {
    neckEdges = [{ name: 'neckR', points: neck }, { name: 'neckL', points: reversed(m(neck)) }];
  } else {
    const [outer, inner] = splitAt(neck, [polylineLength(neck) - neckCentre]) as [Vec2[], Vec2[]];
    neckEdges = [{ name: 'neckR', points: outer }, { name: 'neckC', points: joinEdges(inner, reversed(m(inner))) }, { name: 'neckL', points: reversed(m(outer)) }];
  }
  return {
    name,
    edges: [
      ...hemEdges,
      { name: 'sideR', points: side },
      { name: 'raglanR', points: rag },
      ...neckEdges,
      { name: 'raglanL', points: reversed(m(rag)) },
      { name: 'sideL', points: reversed(m(side)) },
    ],
  };
}

/** Mirror pair of a panel: x flipped and the outline walked the other way round, so it stays counter-clockwise. */
const mirrorPanel = (p: PanelSpec, name: string): PanelSpec => ({ name, edges: [...p.edges].reverse().map((x) => ({ name: x.name, points: reversed(mirrorX(x.points)) })) });

/** A rectangle counter-clockwise from its lower left corner: bottom, right end, top, left end. */
function band(x0: number, x1: number, y0: number, y1: number, top: Array<{ name: string; to: number }>): Array<{ name: string; points: Vec2[] }> {
  let at = x1;
  const tops = top.map((t) => {
    const e = { name: t.name, points: [[at, y1], [t.to, y1]] as Vec2[] };
    at = t.to;
    return e;
  });
  return [
    { name: 'fold', points: [[x0, y0], [x1, y0]] },
    { name: 'endR', points: [[x1, y0], [x1, y1]] },
    ...tops,
    { name: 'endL', points: [[x0, y1], [x0, y0]] },
  ];
}

/** Length of the pieces a pocket opening is cut into, mm. */
const POCKET_EDGE_MM = 10;

/** An edge cut into named pieces of about `mm` each (`name`0, `name`1…), so a plan at any spacing resamples it no
 *  coarser than that. */
function pieces(name: string, points: Vec2[], mm: number): Array<{ name: string; points: Vec2[] }> {
  const n = Math.max(1, Math.round(polylineLength(points) / mm));
  const fine = resample(points, n * 20);
  return Array.from({ length: n }, (_, k) => ({ name: `${name}${k}`, points: fine.slice(k * 20, k * 20 + 21) }));
}

export function hoodiePattern(o: HoodieOptions): HoodiePattern {
  const pattern = draft(o);
  const m = measurementsFor(o.body, o.size);
  const pocketE = edgesOf(pattern, 'hugo.pocket', 5);
  // Pocket half as drafted: the short side, the hand opening, the top, the fold, the hem (x 0…130 at the hem's y).
  const [pSide, pOpen, pTop, , pHem] = pocketE as [Vec2[], Vec2[], Vec2[], Vec2[], Vec2[]];
  const pocketHalfWidth = pHem[pHem.length - 1]![0];
  const centreStrip = m.head! / 10;

  const front = bodyPanel('front', edgesOf(pattern, 'hugo.front', 5), pocketHalfWidth, null);
  const back = bodyPanel('back', edgesOf(pattern, 'hugo.back', 5), null, centreStrip / 2);

  // Sleeve as drafted: the neck's back and front parts, the front raglan (at −x), underarm, wrist, underarm, back raglan.
  const s = edgesOf(pattern, 'hugo.sleeve', 9);
  const sleeve: PanelSpec = {
    name: 'sleeveL',
    edges: [
      { name: 'neck', points: joinEdges(s[0]!, s[1]!) },
      { name: 'raglanFront', points: joinEdges(s[2]!, s[3]!) },
      { name: 'underarmFront', points: s[4]! },
      { name: 'hem', points: s[5]! },
      { name: 'underarmBack', points: s[6]! },
      { name: 'raglanBack', points: joinEdges(s[7]!, s[8]!) },
    ],
  };
  const wrist = s[5]!;
  const wristY = wrist[0]![1], wristHalf = Math.abs(wrist[0]![0]);
  // The cuff hangs below the wrist in the sleeve's own frame (one layer of the folded height, eased to the wrist).
  const cuffPart = edgesOf(pattern, 'hugo.cuff');
  const cuffHeight = Math.max(...cuffPart.flat().map((q) => Math.abs(q[1]))) / 2;
  const cuff: PanelSpec = { name: 'cuffL', edges: band(-wristHalf, wristHalf, wristY - cuffHeight, wristY, [{ name: 'top', to: -wristHalf }]) };

  // Hood side as drafted (it belongs on the wearer's right, world −x): the face opening's low curve, the face
  // opening, the crown (sewn to the centre strip) and the neck from the centre back to the centre front.
  const h = edgesOf(pattern, 'library.hoodSide', 5);
  const hoodNeck = h[4]!;
  const frontNeck = front.edges.find((e) => e.name === 'neckR')!.points;
  const backOuter = back.edges.find((e) => e.name === 'neckR')!.points;
  const sleeveNeck = sleeve.edges[0]!.points;
  // The hood's neck meets the back's outer neck, the sleeve's neck and the front's neck, in proportion.
  const parts = [polylineLength(backOuter), polylineLength(sleeveNeck), polylineLength(frontNeck)];
  const sum = parts.reduce((a, b) => a + b, 0);
  const hn = polylineLength(hoodNeck);
  const [hn1, hn2, hn3] = splitAt(hoodNeck, [(hn * parts[0]!) / sum, (hn * (parts[0]! + parts[1]!)) / sum]) as [Vec2[], Vec2[], Vec2[]];
  const hood: PanelSpec = {
    name: 'hoodL',
    edges: [
      { name: 'faceLow', points: h[0]! },
      { name: 'face', points: h[1]! },
      { name: 'crown', points: joinEdges(h[2]!, h[3]!) },
      { name: 'neckBack', points: hn1 },
      { name: 'neckSleeve', points: hn2 },
      { name: 'neckFront', points: hn3 },
    ],
  };
  const crown = polylineLength(hood.edges[2]!.points);
  const hoodCentre: PanelSpec = {
    name: 'hoodCentre',
    edges: [
      { name: 'neck', points: [[-centreStrip / 2, 0], [centreStrip / 2, 0]] },
      { name: 'sideR', points: [[centreStrip / 2, 0], [centreStrip / 2, crown]] },
      { name: 'face', points: [[centreStrip / 2, crown], [-centreStrip / 2, crown]] },
      { name: 'sideL', points: [[-centreStrip / 2, crown], [-centreStrip / 2, 0]] },
    ],
  };

  // The hand openings are free edges: cut into short pieces, each gets its own vertices, so the curve is followed
  // at a third of the cloth's spacing (at the cloth's 30 mm it rendered as a jagged line).
  const pocket: PanelSpec = {
    name: 'pocket',
    edges: [
      { name: 'hem', points: joinEdges(reversed(mirrorX(pHem)), pHem) },
      ...pieces('openR', joinEdges(pSide, pOpen), POCKET_EDGE_MM),
      { name: 'top', points: joinEdges(pTop, reversed(mirrorX(pTop))) },
      ...pieces('openL', reversed(mirrorX(joinEdges(pSide, pOpen))), POCKET_EDGE_MM),
    ],
  };

  // Waistband: u runs round the hips from the wearer's right side seam (world −x) across the front, then the back.
  const hemLength = (p: PanelSpec) => p.edges.filter((e) => e.name.startsWith('hem')).reduce((t, e) => t + polylineLength(e.points), 0);
  const fh = hemLength(front), bh = hemLength(back);
  const side = (fh - 2 * pocketHalfWidth) / 2;
  const wbHeight = Math.max(...edgesOf(pattern, 'hugo.waistband').flat().map((q) => Math.abs(q[0]))) / 2;
  const waistband: PanelSpec = {
    name: 'waistband',
    edges: band(0, fh + bh, 0, wbHeight, [
      { name: 'topBack', to: fh },
      { name: 'topFR', to: fh - side },
      { name: 'topFC', to: side },
      { name: 'topFL', to: 0 },
    ]),
  };

  const panels = [front, back, mirrorPanel(sleeve, 'sleeveR'), sleeve, mirrorPanel(hood, 'hoodR'), hood, hoodCentre, pocket, waistband, mirrorPanel(cuff, 'cuffR'), cuff];
  // Front pattern +x is the world's +x (the picture's right); the back and the drafted sleeve and hood side belong on −x.
  const seams: SeamSpec[] = [
    { a: ['front', 'sideR'], b: ['back', 'sideL'], reverse: true },
    { a: ['front', 'sideL'], b: ['back', 'sideR'], reverse: true },
    { a: ['sleeveR', 'underarmFront'], b: ['sleeveR', 'underarmBack'], reverse: true },
    { a: ['sleeveL', 'underarmFront'], b: ['sleeveL', 'underarmBack'], reverse: true },
    // Raglans, armpit to neck on both sides of each pair.
    { a: ['sleeveR', 'raglanFront'], b: ['front', 'raglanR'], reverse: false },
    { a: ['sleeveR', 'raglanBack'], b: ['back', 'raglanL'], reverse: false },
    { a: ['sleeveL', 'raglanFront'], b: ['front', 'raglanL'], reverse: false },
    { a: ['sleeveL', 'raglanBack'], b: ['back', 'raglanR'], reverse: false },
    // The hood's crown to the centre strip, and its neck all round the neckline.
    { a: ['hoodCentre', 'sideR'], b: ['hoodL', 'crown'], reverse: true },
    { a: ['hoodCentre', 'sideL'], b: ['hoodR', 'crown'], reverse: true },
    { a: ['hoodCentre', 'neck'], b: ['back', 'neckC'], reverse: true },
    { a: ['hoodL', 'neckBack'], b: ['back', 'neckR'], reverse: true },
    { a: ['hoodL', 'neckSleeve'], b: ['sleeveL', 'neck'], reverse: false },
    { a: ['hoodL', 'neckFront'], b: ['front', 'neckL'], reverse: true },
    { a: ['hoodR', 'neckBack'], b: ['back', 'neckL'], reverse: true },
    { a: ['hoodR', 'neckSleeve'], b: ['sleeveR', 'neck'], reverse: false },
    { a: ['hoodR', 'neckFront'], b: ['front', 'neckR'], reverse: true },
    // The pocket's lower edge is caught in the waistband seam.
    { a: ['pocket', 'hem'], b: ['front', 'hemC'], reverse: false },
    // Ribbing onto the hems, and each rib closed into a ring.
    { a: ['waistband', 'topBack'], b: ['back', 'hem'], reverse: true },
    { a: ['waistband', 'topFR'], b: ['front', 'hemR'], reverse: true },
    { a: ['waistband', 'topFC'], b: ['front', 'hemC'], reverse: true },
    { a: ['waistband', 'topFL'], b: ['front', 'hemL'], reverse: true },
    { a: ['waistband', 'endR'], b: ['waistband', 'endL'], reverse: true },
    { a: ['cuffR', 'top'], b: ['sleeveR', 'hem'], reverse: true },
    { a: ['cuffL', 'top'], b: ['sleeveL', 'hem'], reverse: true },
    { a: ['cuffR', 'endR'], b: ['cuffR', 'endL'], reverse: true },
    { a: ['cuffL', 'endR'], b: ['cuffL', 'endL'], reverse: true },
  ];
  return { panels, seams, measurements: m, pocketTop: pTop[0]![1] };
}

/**
 * Sews the pocket's top edge to a line across the front: points on that line join the front's interior (the lattice
 * points too close to it go) and pair with the pocket's top, vertex for vertex.
 */
export function topstitchPocket(plan: SewingPlan, spacing: number): SewingPlan {
  const front = plan.panels.find((p) => p.name === 'front')!;
  const pocket = plan.panels.find((p) => p.name === 'pocket')!;
  const [a, b] = pocket.edges.top!;
  const top = Array.from({ length: b - a + 1 }, (_, k) => (a + k) % pocket.outline.length);
  const line = top.map((i) => pocket.outline[i]!);
  const interior = front.interior.filter(([x, y]) => line.every(([lx, ly]) => Math.hypot(x - lx, y - ly) > spacing * 0.5));
  const start = front.outline.length + interior.length;
  const panels = plan.panels.map((p) => (p === front ? { ...p, interior: [...interior, ...line] } : p));
  return { panels, seams: [...plan.seams, { a: 'pocket', b: 'front', pairs: top.map((i, k) => [i, start + k] as [number, number]) }] };
}
