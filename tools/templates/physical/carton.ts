/**
 * Printed packaging rendered physically: reverse-tuck cartons and corrugated mailers with rounded creases, bulging a
 * little as filled boxes do, standing or lying on the paper's tables and sweeps, on or beside plain shipping boxes,
 * with a pump bottle (tools/templates/blender/packaging/), rendered by Cycles; layers from the passes as the
 * garments' (layers.ts). The board's printed face is the product; each face the view shows well (the front, a side,
 * the top) is a print area on its own panel (panels.ts), the first the template's main area.
 */
import type { Recipe } from '../recipe';
import { WHITE_ALBEDO, type ViewSpec } from './apparel';
import { modelledRecipe } from './modelled';
import type { PaperSpec } from './paper';

type Rgb = [number, number, number];

/** A carton: its panels' sizes (crease to crease), mm, its finish, and how full it is. */
export interface Carton {
  kind: 'carton' | 'mailer';
  widthMm: number;
  heightMm: number;
  depthMm: number;
  finish: 'uncoated' | 'silk' | 'gloss';
  /** How far the walls bulge out and the lid bows up at their middles, mm. */
  bulgeMm?: number;
  bowMm?: number;
}

/** How each kind is made, mm: the board's thickness, its creases' radius; and the colour of its core. */
const MAKE: Record<Carton['kind'], { boardMm: number; creaseMm: number; core: Rgb }> = {
  carton: { boardMm: 0.45, creaseMm: 0.8, core: [0.82, 0.81, 0.78] },
  mailer: { boardMm: 1.5, creaseMm: 1.6, core: [0.5, 0.36, 0.22] },
};

export type Face = 'front' | 'left' | 'right' | 'top';

/** A plain shipping box beside or under the product (kraft), mm. */
export interface ShippingBox {
  widthMm: number;
  heightMm: number;
  depthMm: number;
  x: number;
  y: number;
  z?: number;
  turn?: number;
  colour: Rgb;
}

export interface CartonSpec extends Pick<PaperSpec, 'id' | 'style' | 'table' | 'wall' | 'props' | 'lights' | 'seed'> {
  /** Packaging's unless said (a cosmetics carton, a cereal box). */
  category?: string;
  box: Carton;
  /** Standing at (x, y) mm, `z` up, turned (its front to −y at 0); or lying on its back, the front up. */
  place: { x: number; y: number; z?: number; turn?: number; lie?: boolean };
  /** The faces printed, the first the main area: those the view shows well. */
  faces: [Face, ...Face[]];
  others?: ShippingBox[];
  /** A pump bottle beside the box, mm. */
  bottle?: { x: number; y: number; colour: Rgb };
  /** `frame: 'all'` frames the shipping boxes too. */
  view: ViewSpec & { aim?: [number, number]; frame?: 'all' };
}

/** Twelve samples, as the other hard goods'. */
const SAMPLES = 12;
/** How far in from a panel's edge its print area's grid starts, mm (a point on the very edge may find no triangle). */
const INSET = 0.2;

/** A face's rectangle in the dieline (the walls in a row from the back left crease — left, front, right, back — the
 *  lid above the front), mm. A side wall stops where the lid's cut edge stands over it. */
function faceRect(box: Carton, face: Face) {
  const { widthMm: w, heightMm: h, depthMm: d } = box;
  const side = h - (Math.PI * MAKE[box.kind].creaseMm) / 4;
  const [x0, y0, x1, y1] = { front: [d, 0, d + w, h], left: [0, 0, d, side], right: [d + w, 0, 2 * d + w, side], top: [d, h, d + w, h + d] }[face];
  return { x0: x0! + INSET, y0: y0! + INSET, x1: x1! - INSET, y1: y1! - INSET };
}

/** What a face's print area is called: a mailer's top is its lid. */
const areaName = (box: Carton, face: Face) => (face === 'top' ? (box.kind === 'mailer' ? 'lid' : 'top panel') : face === 'front' ? 'front panel' : 'side panel');

/** A grid of about `cell` mm, at least `least` cells a side. */
const cells = (mm: number, least: number, cell = 6) => Math.max(least, Math.round(mm / cell));

/** Everything Blender needs for one packaging template (what its cache is keyed by). */
export function cartonScene(s: CartonSpec, size: number, samples = SAMPLES) {
  const [first, ...rest] = s.faces.map((face, panel) => ({ panel, ...faceRect(s.box, face) }));
  return {
    script: 'packaging/render_box.py',
    size,
    samples,
    seed: s.seed ?? 7,
    // The library's templates are built one at a time.
    threads: 2,
    box: { ...s.box, ...MAKE[s.box.kind], albedo: WHITE_ALBEDO },
    panels: Object.fromEntries(s.faces.map((face, panel) => [face, panel])),
    place: s.place,
    others: s.others ?? [],
    bottle: s.bottle,
    printArea: first!,
    grid: [cells(first!.x1 - first!.x0, 8), cells(first!.y1 - first!.y0, 8)],
    furtherAreas: rest.map((a) => ({ ...a, cols: cells(a.x1 - a.x0, 4), rows: cells(a.y1 - a.y0, 4) })),
    table: s.table,
    wall: s.wall,
    props: s.props ?? [],
    lights: s.lights,
    view: s.view,
  };
}

/** The areas are the panels as printed (the grid stops 0.2 mm short of their edges). */
export const cartonRecipe = (s: CartonSpec): Recipe => {
  const area = (face: Face) => {
    const { x0, y0, x1, y1 } = faceRect(s.box, face);
    // To a tenth of a millimetre, as the editor shows it (the sums above leave float dust: 130.00000000000003).
    const mm = (v: number) => Math.round(v * 10) / 10;
    return { name: areaName(s.box, face), widthMm: mm(x1 - x0 + 2 * INSET), heightMm: mm(y1 - y0 + 2 * INSET) };
  };
  const [first, ...rest] = s.faces;
  return modelledRecipe({
    id: s.id,
    category: s.category ?? 'packaging',
    type: 'box',
    style: s.style,
    printArea: area(first),
    furtherAreas: rest.map((face, i) => ({ area: area(face), panel: i + 1 })),
    scene: (px) => cartonScene(s, px),
    file: import.meta.url,
  });
};
