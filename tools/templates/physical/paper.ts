/**
 * Printed paper rendered physically: business cards, flyers, folded cards, magazines and notebooks as slabs as thick
 * as the stock (or the block of pages), bowed or curled as paper lies, alone or stacked, fanned, in rows or stood up
 * half open on tabletops with a prop or two (tools/templates/blender/stationery/), rendered by Cycles; layers from the
 * passes as the garments' (layers.ts). Every sheet is the product (the stock's or the cover's colour); the print is a
 * rectangle of one sheet's face, in millimetres from its lower left corner.
 */
import type { Recipe } from '../recipe';
import { WHITE_ALBEDO, type ViewSpec } from './apparel';
import { modelledRecipe, type SetLight } from './modelled';

type Rgb = [number, number, number];

/** A stock: its size, thickness and finish, and how it lies (a bow along its length, a curl of the ends). */
export interface Sheet {
  widthMm: number;
  heightMm: number;
  thicknessMm: number;
  finish: 'uncoated' | 'silk' | 'gloss';
  bowMm?: number;
  curlMm?: number;
  /** A block (a magazine, a notebook): its edges are pages, but the left one, the spine its cover wraps. */
  edges?: 'pages';
}

/** A sheet on the table: its centre (mm), turn (degrees, counter-clockwise from above), how many sheets it rests on,
 *  and whether its face is the print. */
export interface Piece {
  x: number;
  y: number;
  turn?: number;
  on?: number;
  print?: boolean;
  /** Its own size or stock (an envelope beside a card). */
  sheet?: Partial<Sheet>;
  /** Folded down the middle and stood up, the back half swung open by `opening` degrees behind the front half. */
  stand?: { opening: number };
}

/** A prop: a pen, a coffee cup, a vinyl record or a CD (its label's or print's `colour`; `z` mm up, half in a sleeve). */
export interface Prop {
  kind: 'pen' | 'cup' | 'record' | 'cd';
  x: number;
  y: number;
  turn?: number;
  /** Height above the table, mm (a pen lying on a notebook). */
  z?: number;
  colour: Rgb;
  /** A metal barrel (brass, steel) rather than a lacquered one. */
  metal?: boolean;
}

export interface PaperSpec {
  id: string;
  style: string;
  sheet: Sheet;
  pieces: Piece[];
  /** The printed rectangle of the sheet's face, mm from its lower left corner (a folded card's front half); the whole
   *  face if absent. */
  printRect?: { x0: number; y0: number; x1: number; y1: number };
  table: { surface: 'oak' | 'concrete' | 'linen' | 'paper' | 'marble' | 'sweep'; colour: Rgb };
  /** A plaster wall behind the table (for a low camera). */
  wall?: Rgb;
  props?: Prop[];
  /** A light may be tinted (linear RGB). */
  lights: (SetLight & { colour?: Rgb })[];
  /** `aim` moves the point looked at from the sheets' centre (mm on the table), to leave room for a prop. */
  view: ViewSpec & { aim?: [number, number] };
  seed?: number;
}

const TARGET = [0, 0, 0];
/** The desk's lights, a metre or so from the paper: a softbox can be large against a card, so shadows stay soft. */
export const LIGHTS = {
  /** A window to the left and behind, a soft bounce from the front right. */
  window: [
    { name: 'key', location: [-1.3, 0.5, 1.1], target: TARGET, size: 1.1, energy: 440 },
    { name: 'fill', location: [1.1, -1.3, 1.0], target: TARGET, size: 2.2, energy: 80 },
  ],
  /** A low light from the right that rakes across the stock and shows its tooth and edges. */
  raking: [
    { name: 'key', location: [1.5, 0.3, 0.5], target: TARGET, size: 0.8, energy: 520 },
    { name: 'fill', location: [-1.2, -1.3, 1.1], target: TARGET, size: 2.2, energy: 70 },
  ],
  /** A softbox high to the left of a top-down camera, so the stock shows its sheen along an edge, not a glare. */
  above: [
    { name: 'key', location: [-1.2, 0.3, 1.2], target: TARGET, size: 1.3, energy: 450 },
    { name: 'fill', location: [1.1, -1.0, 0.9], target: TARGET, size: 2.2, energy: 80 },
  ],
  /** Late warm sun through a window on the right. */
  warm: [
    { name: 'key', location: [1.4, 0.7, 0.9], target: TARGET, size: 0.9, energy: 480, colour: [1, 0.9, 0.78] as Rgb },
    { name: 'fill', location: [-1.3, -1.1, 1.1], target: TARGET, size: 2.2, energy: 70 },
  ],
  /** A studio: a large softbox in front and to the left, a fill on the right, for things standing up. */
  studio: [
    { name: 'key', location: [-0.9, -1.1, 0.9], target: TARGET, size: 1.4, energy: 420 },
    { name: 'fill', location: [1.2, -0.9, 0.5], target: TARGET, size: 2.0, energy: 110 },
  ],
};

/** Twelve samples, as the mugs' and the phone cases': the irradiance is denoised (layers.ts). */
const SAMPLES = 12;
/** How far in from the sheet's edge the print area's grid starts, mm (a point on the very edge may find no triangle). */
const INSET = 0.2;

/** Everything Blender needs for one paper template (what its cache is keyed by). */
export function paperScene(s: PaperSpec, size: number, samples = SAMPLES) {
  const { x0, y0, x1, y1 } = printRect(s);
  if (s.pieces.filter((p) => p.print).length !== 1) throw new Error(`${s.id}: exactly one piece carries the print`);
  return {
    script: 'stationery/render_paper.py',
    size,
    samples,
    seed: s.seed ?? 7,
    // The library's templates are built one at a time.
    threads: 2,
    sheet: { ...s.sheet, albedo: WHITE_ALBEDO },
    pieces: s.pieces,
    printArea: { panel: 0, x0, y0, x1, y1 },
    grid: [Math.max(8, Math.round((x1 - x0) / 6)), Math.max(6, Math.round((y1 - y0) / 6))],
    table: s.table,
    wall: s.wall,
    props: s.props ?? [],
    lights: s.lights,
    view: s.view,
  };
}

/** The print's rectangle on the sheet, mm, inset from its edges. */
function printRect(s: PaperSpec) {
  const r = s.printRect ?? { x0: 0, y0: 0, x1: s.sheet.widthMm, y1: s.sheet.heightMm };
  return { x0: r.x0 + INSET, y0: r.y0 + INSET, x1: r.x1 - INSET, y1: r.y1 - INSET };
}

/** A category's recipes from its specs; `area` names the print area ('front', 'cover'). */
export const paperRecipe = (category: string, type: string, area = 'front') => (s: PaperSpec): Recipe => {
  const { x0, y0, x1, y1 } = printRect(s);
  return modelledRecipe({
    id: s.id,
    category,
    type,
    style: s.style,
    printArea: { name: area, widthMm: x1 - x0, heightMm: y1 - y0 },
    scene: (size) => paperScene(s, size),
    file: import.meta.url,
  });
};
