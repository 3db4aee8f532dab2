/**
 * A T-shirt cut from FreeSewing's Teagan pattern: the front and back (drafted as halves cut on the fold, mirrored
 * into whole panels) and two sleeves, with the seams a sewer would close: sides, shoulders, sleeve underarms and the
 * sleeve caps into the armholes.
 */
import { Teagan } from '@freesewing/teagan';
import { cisFemaleAdult, cisMaleAdult } from '@freesewing/models';
import type { FsPattern } from '../freesewing-types';
import { joinEdges, mirrorX, pathEdges, polylineLength, resample, reversed, type PanelSpec, type SeamSpec, type Vec2 } from '../pattern';

export interface TeeOptions {
  body: 'male' | 'female';
  /** @freesewing/models size key, e.g. '42' (chest in inches for men, EU size for women). */
  size: string;
  /** Teagan options (fractions): chestEase, sleeveLength, lengthBonus, necklineDepth, hipsEase… */
  options?: Record<string, number | boolean>;
  /** Long sleeves: the sleeve runs from the cap to the wrist, tapering to a cuff (Teagan's own stop at the elbow). */
  longSleeves?: boolean;
  /** Cut the front neckline into a V this many mm below the round neckline's centre front. */
  vNeckDepth?: number;
}

export interface GarmentPattern {
  panels: PanelSpec[];
  seams: SeamSpec[];
  measurements: Record<string, number>;
}

export function measurementsFor(body: 'male' | 'female', size: string): Record<string, number> {
  const set = body === 'male' ? cisMaleAdult : cisFemaleAdult;
  const m = set[size];
  if (!m) throw new Error(`no ${body} model of size ${size} (have ${Object.keys(set).join(', ')})`);
  return m;
}

function draft(o: TeeOptions): FsPattern {
  const measurements = measurementsFor(o.body, o.size);
  return new Teagan({ measurements, options: o.options ?? {}, complete: false, sa: 0 }).draft();
}

/** Front or back half as drafted: hem, side, armhole, shoulder, neck, fold (FreeSewing's op order). */
function half(pattern: FsPattern, part: string) {
  const ops = pattern.parts[0]![part]?.paths.seam?.ops;
  if (!ops) throw new Error(`Teagan has no ${part}`);
  const e = pathEdges(ops);
  if (e.length !== 7) throw new Error(`${part}: expected 7 seam edges, got ${e.length}`);
  return { hem: e[0]!, side: e[1]!, armhole: joinEdges(e[2]!, e[3]!), shoulder: e[4]!, neck: e[5]! };
}

/** A whole body panel from its right half (x ≥ 0), counter-clockwise from the hem's left corner. */
function bodyPanel(name: string, h: ReturnType<typeof half>, neck = h.neck): PanelSpec {
  const m = mirrorX;
  return {
    name,
    edges: [
      { name: 'hem', points: joinEdges(reversed(m(h.hem)), h.hem) },
      { name: 'sideR', points: h.side },
      { name: 'armholeR', points: h.armhole },
      { name: 'shoulderR', points: h.shoulder },
      { name: 'neck', points: joinEdges(neck, reversed(m(neck))) },
      { name: 'shoulderL', points: reversed(m(h.shoulder)) },
      { name: 'armholeL', points: reversed(m(h.armhole)) },
      { name: 'sideL', points: reversed(m(h.side)) },
    ],
  };
}

/** The sleeve split into its hem, underarms and the cap's two halves (front half sewn to the front armhole). */
function sleevePanel(pattern: FsPattern, name: string, frontArmhole: number, backArmhole: number, mirrored: boolean, wrist?: { length: number; width: number }): PanelSpec {
  const ops = pattern.parts[0]!['teagan.sleeve']?.paths.seam?.ops;
  if (!ops) throw new Error('Teagan has no sleeve');
  const e = pathEdges(ops);
  // hem, underarm (+x side), five cap curves to the −x side, underarm (−x side).
  if (e.length !== 8) throw new Error(`sleeve: expected 8 seam edges, got ${e.length}`);
  const cap = joinEdges(e[2]!, e[3]!, e[4]!, e[5]!, e[6]!);
  const capLength = polylineLength(cap);
  // The cap walks from +x over the top to −x; the +x half goes to the front armhole.
  const split = capLength * (frontArmhole / (frontArmhole + backArmhole));
  const fine = resample(cap, 400);
  const k = Math.round((split / capLength) * 400);
  // A long sleeve: straight underarms from the cap's corners down to a cuff `width` wide, `length` below the cap.
  const corner = (side: number): Vec2 => [(side * wrist!.width) / 2, -wrist!.length];
  const hem = wrist ? [corner(-1), corner(1)] : e[0]!;
  const underarmFront = wrist ? [corner(1), cap[0]!] : e[1]!;
  const underarmBack = wrist ? [cap[cap.length - 1]!, corner(-1)] : e[7]!;
  let edges = [
    { name: 'hem', points: hem },
    { name: 'underarmFront', points: underarmFront },
    { name: 'capFront', points: fine.slice(0, k + 1) },
    { name: 'capBack', points: fine.slice(k) },
    { name: 'underarmBack', points: underarmBack },
  ];
  if (mirrored) {
    // Cut as the mirror pair: flip x and walk the outline the other way round, so it stays counter-clockwise.
    edges = edges.reverse().map((x) => ({ name: x.name, points: reversed(mirrorX(x.points)) }));
  }
  return { name, edges };
}

/** A V from the neck point to `depth` mm below the round neckline's centre front. */
function vNeck(h: ReturnType<typeof half>, depth: number): Vec2[] {
  const start = h.neck[0]!, centre = h.neck[h.neck.length - 1]!;
  return [start, [0, centre[1] - depth]];
}

export function teePattern(o: TeeOptions): GarmentPattern {
  const pattern = draft(o);
  const front = half(pattern, 'teagan.front');
  const back = half(pattern, 'teagan.back');
  const fa = polylineLength(front.armhole), ba = polylineLength(back.armhole);
  const m = measurementsFor(o.body, o.size);
  // From the underarm to the wrist bone: the arm's length less the cap's height, with a cuff round the wrist.
  const wrist = o.longSleeves ? { length: m.shoulderToWrist! - 120, width: m.wrist! * 1.3 } : undefined;
  const panels = [
    bodyPanel('front', front, o.vNeckDepth ? vNeck(front, o.vNeckDepth) : front.neck),
    bodyPanel('back', back),
    sleevePanel(pattern, 'sleeveR', fa, ba, false, wrist),
    sleevePanel(pattern, 'sleeveL', fa, ba, true, wrist),
  ];
  // The back is seen from behind: its right (x > 0) is the wearer's left, so it meets the front's left edges.
  const seams: SeamSpec[] = [
    { a: ['front', 'sideR'], b: ['back', 'sideL'], reverse: true },
    { a: ['front', 'sideL'], b: ['back', 'sideR'], reverse: true },
    { a: ['front', 'shoulderR'], b: ['back', 'shoulderL'], reverse: true },
    { a: ['front', 'shoulderL'], b: ['back', 'shoulderR'], reverse: true },
    // Sleeves: underarm to underarm, and the cap halves into the armholes (armpit → shoulder point).
    { a: ['sleeveR', 'underarmFront'], b: ['sleeveR', 'underarmBack'], reverse: true },
    { a: ['sleeveL', 'underarmFront'], b: ['sleeveL', 'underarmBack'], reverse: true },
    { a: ['sleeveR', 'capFront'], b: ['front', 'armholeR'], reverse: false },
    { a: ['sleeveR', 'capBack'], b: ['back', 'armholeL'], reverse: false },
    { a: ['sleeveL', 'capFront'], b: ['front', 'armholeL'], reverse: false },
    { a: ['sleeveL', 'capBack'], b: ['back', 'armholeR'], reverse: false },
  ];
  return { panels, seams, measurements: m };
}
