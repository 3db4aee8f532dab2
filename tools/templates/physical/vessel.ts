/**
 * Bottles, jars, cans, tubes and pouches rendered physically: a body turned from a profile, a squeeze tube flattened
 * to its crimp or a stand-up pouch bowed over its gusset, painted or moulded in the product's colour, with caps,
 * pumps, droppers and lids in their own materials (tools/templates/blender/vessels/), on tabletops and sweeps, rendered
 * by Cycles; layers from the passes as the garments' (layers.ts). The print is a rectangle of the side facing the
 * camera in millimetres on the surface (arc length round from the front, height from the foot), so a design wraps
 * round a bottle as a printed or shrink-sleeved label does. Height is length up the face only where the face stands
 * upright, so a print keeps to the upright parts: a bottle's wall, a slightly tapered tumbler's, a tube's round half,
 * the front of a pouch with a shallow gusset (the proportions test holds each to 3 %).
 */
import type { Recipe } from '../recipe';
import { WHITE_ALBEDO, type ViewSpec } from './apparel';
import { modelledRecipe } from './modelled';
import type { PaperSpec } from './paper';

type Rgb = [number, number, number];
/** A profile from the axis at the foot up the outside to the axis at the top: [radius, height] in mm. */
export type Profile = [number, number][];

/** What a part is made of: a plastic, rubber, or a metal (its colour the metal's: steel, aluminium, gold). */
export interface PartMaterial {
  kind: 'plastic' | 'rubber' | 'metal';
  colour: Rgb;
  roughness?: number;
}

export type Body =
  | { kind: 'lathe'; profile: Profile }
  /** Standing on its cap: the cap's neck (`baseMm` up), a shoulder out to the tube, the tube `lengthMm` long, round
   *  until `flatFrom` of it and flattened from there to a crimped seal `crimpMm` tall. */
  | { kind: 'tube'; radiusMm: number; neckMm: number; baseMm: number; shoulderMm: number; lengthMm: number; flatFrom: number; crimpMm: number }
  /** Two sheets `widthMm` wide bowed over a gusset `gussetMm` deep at the foot, sealed flat at the top (`sealMm`) and
   *  at the sides (fins `finMm` wide). */
  | { kind: 'pouch'; widthMm: number; heightMm: number; gussetMm: number; sealMm: number; finMm: number };

/** A body and what is fitted to it: turned parts (caps, collars, pumps, bulbs) and small blocks (a nozzle, a tab),
 *  mm in the vessel's own frame (z up from its foot, the front to −y). */
export interface Vessel {
  body: Body;
  finish: 'gloss' | 'satin' | 'matte';
  parts?: { profile: Profile; material: PartMaterial; ribs?: number }[];
  blocks?: { size: [number, number, number]; at: [number, number, number]; turn?: number; material: PartMaterial }[];
}

export interface VesselSpec extends Pick<PaperSpec, 'id' | 'style' | 'table' | 'wall' | 'props' | 'lights' | 'seed'> {
  category: string;
  type: string;
  vessel: Vessel;
  /** The print, centred on the front: its size and how far up from the foot it starts, mm. */
  label: { widthMm: number; heightMm: number; aboveFootMm: number };
  /** Standing at (x, y) mm, `z` up, turned `turn` degrees (its front to −y at 0). */
  place: { x: number; y: number; z?: number; turn?: number };
  /** Other vessels beside it, unprinted, in a plain paint. */
  companions?: { vessel: Vessel; x: number; y: number; turn?: number; colour: Rgb }[];
  view: ViewSpec & { aim?: [number, number] };
}

/** Twelve samples, as the other hard goods'. */
const SAMPLES = 12;

/** Everything Blender needs for one vessel template (what its cache is keyed by). */
export function vesselScene(s: VesselSpec, size: number, samples = SAMPLES) {
  const { widthMm: w, heightMm: h, aboveFootMm: y0 } = s.label;
  return {
    script: 'vessels/render_vessel.py',
    size,
    samples,
    seed: s.seed ?? 7,
    // The library's templates are built one at a time.
    threads: 2,
    vessel: { ...s.vessel, albedo: WHITE_ALBEDO },
    place: s.place,
    companions: s.companions ?? [],
    printArea: { panel: 0, x0: -w / 2, y0, x1: w / 2, y1: y0 + h },
    grid: [Math.max(8, Math.round(w / 5)), Math.max(8, Math.round(h / 5))],
    table: s.table,
    wall: s.wall,
    props: s.props ?? [],
    lights: s.lights,
    view: s.view,
  };
}

export const vesselRecipe = (s: VesselSpec): Recipe =>
  modelledRecipe({
    id: s.id,
    category: s.category,
    type: s.type,
    style: s.style,
    printArea: { name: 'label', widthMm: s.label.widthMm, heightMm: s.label.heightMm },
    scene: (size) => vesselScene(s, size),
    file: import.meta.url,
  });
