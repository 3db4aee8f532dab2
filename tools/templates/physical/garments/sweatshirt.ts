/**
 * A crewneck sweatshirt cut from FreeSewing's Sven: set-in sleeves, front and back (halves cut on the fold, mirrored
 * into whole panels), and the ribbed waistband and cuffs. The seams are the ones a sewer closes: sides, shoulders,
 * underarms, the sleeve caps into the armholes, the ribbing onto the hems and each rib closed into a ring.
 *
 * Liberties, where the cloth model has one stiffness for every panel: the waistband and cuffs are cut as one layer
 * of their folded height (Sven cuts them double and folds them); the waistband is eased to 90 % of the hem (Sven's is
 * 85 %) and the cuffs keep Sven's length, so the sleeve gathers into them as it does on a real sweatshirt. Sven has no
 * neckband: the collar's rib is the fabric shader's band along the neckline.
 */
import { Sven } from '@freesewing/sven';
import type { FsPattern } from '../freesewing-types';
import { joinEdges, mirrorX, pathEdges, polylineLength, resample, reversed, type PanelSpec, type SeamSpec, type Vec2 } from '../pattern';
import { measurementsFor, type GarmentPattern } from './tee';

export interface SweatshirtOptions {
  body: 'male' | 'female';
  /** @freesewing/models size key. */
  size: string;
  /** Sven options (fractions): chestEase, hipsEase, lengthBonus, sleeveLengthBonus, ribbingHeight… */
  options?: Record<string, number | boolean>;
}

/** Panel order in the sweatshirt's sewing plan (the fabric shader's `panel` attribute, the Blender script's roles). */
export const SWEATSHIRT_PANELS = ['front', 'back', 'sleeveR', 'sleeveL', 'waistband', 'cuffR', 'cuffL'] as const;
/** The waistband's length as a share of the hem it is sewn to. */
const WAISTBAND_EASE = 0.9;

export interface SweatshirtPattern extends GarmentPattern {
  /** The ribbing's finished (folded) height, mm. */
  ribHeight: number;
}

function draft(o: SweatshirtOptions): FsPattern {
  return new Sven({ measurements: measurementsFor(o.body, o.size), options: o.options ?? {}, complete: false, sa: 0 }).draft();
}

function edgesOf(pattern: FsPattern, part: string, count: number) {
  const ops = pattern.parts[0]![part]?.paths.seam?.ops;
  if (!ops) throw new Error(`Sven has no ${part}`);
  const e = pathEdges(ops);
  if (e.length < count) throw new Error(`${part}: expected ${count} seam edges, got ${e.length}`);
  return e;
}

/** Front or back half as drafted: hem, side, the armhole's three curves, shoulder, neck, fold. */
function half(pattern: FsPattern, part: string) {
  const e = edgesOf(pattern, part, 8);
  return { hem: e[0]!, side: e[1]!, armhole: joinEdges(e[2]!, e[3]!, e[4]!), shoulder: e[5]!, neck: e[6]! };
}

/** A whole body panel from its right half (x ≥ 0), counter-clockwise from the hem's left corner. */
function bodyPanel(name: string, h: ReturnType<typeof half>): PanelSpec {
  const m = mirrorX;
  return {
    name,
    edges: [
      { name: 'hem', points: joinEdges(reversed(m(h.hem)), h.hem) },
      { name: 'sideR', points: h.side },
      { name: 'armholeR', points: h.armhole },
      { name: 'shoulderR', points: h.shoulder },
      { name: 'neck', points: joinEdges(h.neck, reversed(m(h.neck))) },
      { name: 'shoulderL', points: reversed(m(h.shoulder)) },
      { name: 'armholeL', points: reversed(m(h.armhole)) },
      { name: 'sideL', points: reversed(m(h.side)) },
    ],
  };
}

/** Mirror pair of a panel: x flipped and the outline walked the other way round, so it stays counter-clockwise. */
const mirrorPanel = (p: PanelSpec, name: string): PanelSpec => ({ name, edges: [...p.edges].reverse().map((x) => ({ name: x.name, points: reversed(mirrorX(x.points)) })) });

/** A band counter-clockwise from its lower left corner: fold (bottom), right end, top (sewn), left end. */
function band(name: string, x0: number, x1: number, y0: number, y1: number): PanelSpec {
  return {
    name,
    edges: [
      { name: 'fold', points: [[x0, y0], [x1, y0]] },
      { name: 'endR', points: [[x1, y0], [x1, y1]] },
      { name: 'top', points: [[x1, y1], [x0, y1]] },
      { name: 'endL', points: [[x0, y1], [x0, y0]] },
    ],
  };
}

export function sweatshirtPattern(o: SweatshirtOptions): SweatshirtPattern {
  const pattern = draft(o);
  const m = measurementsFor(o.body, o.size);
  const front = half(pattern, 'sven.front');
  const back = half(pattern, 'sven.back');
  const fa = polylineLength(front.armhole), ba = polylineLength(back.armhole);

  // Sleeve as drafted: underarm (+x side, from the wrist up), five cap curves over the top to −x, underarm, wrist.
  const s = edgesOf(pattern, 'sven.sleeve', 8);
  const cap = joinEdges(s[1]!, s[2]!, s[3]!, s[4]!, s[5]!);
  const fine = resample(cap, 400);
  // The +x half of the cap goes to the front armhole, in proportion to the armholes' lengths.
  const k = Math.round((fa / (fa + ba)) * 400);
  const sleeve: PanelSpec = {
    name: 'sleeveR',
    edges: [
      { name: 'hem', points: s[7]! },
      { name: 'underarmFront', points: s[0]! },
      { name: 'capFront', points: fine.slice(0, k + 1) },
      { name: 'capBack', points: fine.slice(k) },
      { name: 'underarmBack', points: s[6]! },
    ],
  };
  const wrist = s[7]!;
  const wristY = wrist[0]![1];
  // Cuff and waistband as drafted: x is twice the finished height (cut double), y their length round the wrist or hips.
  const span = (part: string, k: 0 | 1) => Math.max(...edgesOf(pattern, part, 4).flat().map((q) => Math.abs(q[k])));
  const ribHeight = span('sven.cuff', 0) / 2;
  const cuffLength = span('sven.cuff', 1);
  const cuff = band('cuffR', -cuffLength / 2, cuffLength / 2, wristY - ribHeight, wristY);

  const hem = 2 * (polylineLength(front.hem) + polylineLength(back.hem));
  const waistband = band('waistband', 0, hem * WAISTBAND_EASE, 0, ribHeight);
  // The waistband's top in four parts, each sewn to one half hem: front right (world +x), front left, back, back.
  const wb = hem * WAISTBAND_EASE;
  waistband.edges.splice(2, 1, ...[0, 1, 2, 3].map((q) => ({
    name: `top${q}`,
    points: [[wb * (1 - q / 4), ribHeight], [wb * (1 - (q + 1) / 4), ribHeight]] as Vec2[],
  })));

  const panels = [bodyPanel('front', front), bodyPanel('back', back), sleeve, mirrorPanel(sleeve, 'sleeveL'), waistband, cuff, mirrorPanel(cuff, 'cuffL')];
  // The back is seen from behind: its right (x > 0) is the wearer's left, so it meets the front's left edges.
  const frontHemHalves = splitHem(panels[0]!), backHemHalves = splitHem(panels[1]!);
  const seams: SeamSpec[] = [
    { a: ['front', 'sideR'], b: ['back', 'sideL'], reverse: true },
    { a: ['front', 'sideL'], b: ['back', 'sideR'], reverse: true },
    { a: ['front', 'shoulderR'], b: ['back', 'shoulderL'], reverse: true },
    { a: ['front', 'shoulderL'], b: ['back', 'shoulderR'], reverse: true },
    { a: ['sleeveR', 'underarmFront'], b: ['sleeveR', 'underarmBack'], reverse: true },
    { a: ['sleeveL', 'underarmFront'], b: ['sleeveL', 'underarmBack'], reverse: true },
    { a: ['sleeveR', 'capFront'], b: ['front', 'armholeR'], reverse: false },
    { a: ['sleeveR', 'capBack'], b: ['back', 'armholeL'], reverse: false },
    { a: ['sleeveL', 'capFront'], b: ['front', 'armholeL'], reverse: false },
    { a: ['sleeveL', 'capBack'], b: ['back', 'armholeR'], reverse: false },
    // The waistband runs from the front's right side seam (world +x) across the front, round the back and back.
    ...frontHemHalves.seams('front', ['top0', 'top1']),
    ...backHemHalves.seams('back', ['top2', 'top3']),
    { a: ['waistband', 'endR'], b: ['waistband', 'endL'], reverse: true },
    { a: ['cuffR', 'top'], b: ['sleeveR', 'hem'], reverse: true },
    { a: ['cuffL', 'top'], b: ['sleeveL', 'hem'], reverse: true },
    { a: ['cuffR', 'endR'], b: ['cuffR', 'endL'], reverse: true },
    { a: ['cuffL', 'endR'], b: ['cuffL', 'endL'], reverse: true },
  ];
  return { panels, seams, measurements: m, ribHeight };
}

/** Splits a body panel's hem at the centre line into hemL (x < 0) and hemR, and names the seams onto the waistband. */
function splitHem(p: PanelSpec) {
  const i = p.edges.findIndex((e) => e.name === 'hem');
  const hem = p.edges[i]!.points;
  const y = hem[0]![1];
  p.edges.splice(i, 1, { name: 'hemL', points: [hem[0]!, [0, y]] }, { name: 'hemR', points: [[0, y], hem[hem.length - 1]!] });
  return {
    // Waistband u runs the other way along the hem: its top walks from high u to low u, the hem from −x to +x.
    seams: (panel: string, tops: [string, string]): SeamSpec[] => [
      { a: ['waistband', tops[0]], b: [panel, 'hemR'], reverse: true },
      { a: ['waistband', tops[1]], b: [panel, 'hemL'], reverse: true },
    ],
  };
}
