/**
 * A basketball tank cut from FreeSewing's Aaron (a sleeveless A-shirt): the front and back, drafted as halves cut on
 * the fold, mirrored into whole panels, sewn at the sides and the shoulder straps. The armholes and neckline are
 * finished with a binding (drawn by the fabric shader along those edges, never a panel of its own).
 */
import { Aaron } from '@freesewing/aaron';
import type { FsPattern } from '../freesewing-types';
import { joinEdges, mirrorX, pathEdges, polylineLength, reversed, type SeamSpec, type Vec2 } from '../pattern';
import { measurementsFor, type GarmentPattern } from './tee';

export interface TankOptions {
  body: 'male' | 'female';
  /** @freesewing/models size key. */
  size: string;
  /** Aaron options (fractions): chestEase, hipsEase, armholeDrop, shoulderStrapWidth, necklineDrop, lengthBonus… */
  options?: Record<string, number | boolean>;
}

/** A basketball tank is loose where Aaron is a fitted A-shirt: full ease, no negative ease for stretch, a deep
 *  armhole cut in towards a 67 mm strap set close to the neck (with Aaron's strap halfway to the shoulder the armhole
 *  ran down the side and the tank read from the front as a sleeveless shirt), a longer body. */
export const BASKETBALL: Record<string, number> = {
  chestEase: 0.18, hipsEase: 0.2, stretchFactor: 0, armholeDrop: 0.45, shoulderStrapWidth: 0.22, shoulderStrapPlacement: 0.25,
  necklineDrop: 0.22, lengthBonus: 0.2,
};

function draft(o: TankOptions): FsPattern {
  return new Aaron({ measurements: measurementsFor(o.body, o.size), options: { ...BASKETBALL, ...o.options }, complete: false, sa: 0 }).draft();
}

/** Front or back half as drafted (fold, hem, side, armhole, shoulder, neck; the back repeats its shoulder's end as
 *  an empty line, dropped here), y up. */
function half(pattern: FsPattern, part: string) {
  const ops = pattern.parts[0]![part]?.paths.seam?.ops;
  if (!ops) throw new Error(`Aaron has no ${part}`);
  const e = pathEdges(ops).filter((edge) => polylineLength(edge) > 0.01);
  if (e.length !== 6) throw new Error(`${part}: expected 6 seam edges, got ${e.length}`);
  return { hem: e[1]!, side: e[2]!, armhole: e[3]!, shoulder: e[4]!, neck: e[5]! };
}

/** A whole panel from its right half (x ≥ 0), counter-clockwise from the hem's left corner (the tee's edge names). */
function bodyPanel(name: string, h: ReturnType<typeof half>) {
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

export function tankPattern(o: TankOptions): GarmentPattern {
  const pattern = draft(o);
  const panels = [bodyPanel('front', half(pattern, 'aaron.front')), bodyPanel('back', half(pattern, 'aaron.back'))];
  // garment.py's Placement wraps both panels round the form with pattern +x on world +x, so the back's right edges
  // meet the front's right edges. (Sewn to the front's left edges, as the tee's are, the straps crossed over the
  // neck and gathered the tank into a sack.) The back's pattern is thus seen mirrored from behind: its print area
  // runs from +x to −x (sports.ts), so a design reads the right way round.
  const seams: SeamSpec[] = [
    { a: ['front', 'sideR'], b: ['back', 'sideR'], reverse: false },
    { a: ['front', 'sideL'], b: ['back', 'sideL'], reverse: false },
    { a: ['front', 'shoulderR'], b: ['back', 'shoulderR'], reverse: false },
    { a: ['front', 'shoulderL'], b: ['back', 'shoulderL'], reverse: false },
  ];
  return { panels, seams, measurements: measurementsFor(o.body, o.size) };
}

/** The edges a binding finishes: both armholes and the neckline. */
export const BOUND_EDGES = ['armholeR', 'armholeL', 'neck'] as const;

/** Points of an edge (for tests). */
export const edgePoints = (g: GarmentPattern, panel: string, edge: string): Vec2[] =>
  g.panels.find((p) => p.name === panel)!.edges.find((e) => e.name === edge)!.points;
