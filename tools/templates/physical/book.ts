/**
 * Books rendered physically: hardcovers (boards wrapped in the printed cover, a rounded spine, the block set in by the
 * squares) and paperbacks (a card cover flush with the block), lying or standing, alone, on a pile of cloth-bound
 * books or beside a pen and a cup (tools/templates/blender/books/), rendered by Cycles; layers from the passes as the
 * garments' (layers.ts). The cover is the product; its front (panel 0) is the first print area and, in the views that
 * show it, the spine (panel 1) the second (panels.ts).
 */
import type { Recipe } from '../recipe';
import { WHITE_ALBEDO, type ViewSpec } from './apparel';
import { modelledRecipe } from './modelled';
import type { PaperSpec } from './paper';

type Rgb = [number, number, number];

/** A binding: the cover's face (a hardcover's board), the spine's width (the book's thickness), mm, and its finish. */
export interface Binding {
  kind: 'hardcover' | 'paperback';
  widthMm: number;
  heightMm: number;
  spineMm: number;
  finish: 'uncoated' | 'silk' | 'gloss';
}

/** How each binding is made, mm: board (or cover card) thickness, the squares the boards stand past the block, the
 *  hinge's radius, how far the spine is rounded out. */
const MAKE = {
  hardcover: { boardMm: 2.5, squareMm: 3, hingeMm: 3, roundMm: 1.5 },
  paperback: { boardMm: 0.35, squareMm: 0, hingeMm: 0.8, roundMm: 0 },
};

/** A cloth-bound book that is not the product (a pile to lie on, a neighbour), mm. */
export interface OtherBook {
  widthMm: number;
  heightMm: number;
  thicknessMm: number;
  x: number;
  y: number;
  z?: number;
  turn?: number;
  colour: Rgb;
}

export interface BookSpec extends Pick<PaperSpec, 'id' | 'style' | 'table' | 'wall' | 'props' | 'lights' | 'seed'> {
  book: Binding;
  /** Where the product lies (its centre, mm; `z` above the table) or stands on its tail, front to the camera. */
  place: { x: number; y: number; z?: number; turn?: number; stand?: boolean };
  /** Whether this view shows the spine well enough to print on (its second area). */
  spine: boolean;
  others?: OtherBook[];
  /** `frame: 'all'` frames the other books too. */
  view: ViewSpec & { aim?: [number, number]; frame?: 'all' };
}

/** Twelve samples, as the other hard goods'. */
const SAMPLES = 12;
/** How far in from a panel's edge its print area's grid starts, mm (a point on the very edge may find no triangle). */
const INSET = 0.2;

/** The front cover's and the spine's rectangles in the unfolded cover (back, spine, front from the left), mm. */
function rects({ widthMm: w, heightMm: h, spineMm: t }: Binding) {
  const rect = (panel: number, x0: number, x1: number) => ({ panel, x0: x0 + INSET, y0: INSET, x1: x1 - INSET, y1: h - INSET });
  return { front: rect(0, w + t, 2 * w + t), spine: rect(1, w, w + t) };
}

/** Everything Blender needs for one book template (what its cache is keyed by). */
export function bookScene(s: BookSpec, size: number, samples = SAMPLES) {
  const { front, spine } = rects(s.book);
  return {
    script: 'books/render_book.py',
    size,
    samples,
    seed: s.seed ?? 7,
    // The library's templates are built one at a time.
    threads: 2,
    book: { ...s.book, ...MAKE[s.book.kind], albedo: WHITE_ALBEDO },
    place: s.place,
    others: s.others ?? [],
    printArea: front,
    grid: [Math.max(8, Math.round((front.x1 - front.x0) / 6)), Math.max(8, Math.round((front.y1 - front.y0) / 6))],
    furtherAreas: s.spine ? [{ ...spine, cols: Math.max(3, Math.round((spine.x1 - spine.x0) / 4)), rows: Math.max(8, Math.round((spine.y1 - spine.y0) / 6)) }] : [],
    table: s.table,
    wall: s.wall,
    props: s.props ?? [],
    lights: s.lights,
    view: s.view,
  };
}

/** The areas are the cover's as printed (the grid stops 0.2 mm short of their edges). */
export const bookRecipe = (s: BookSpec): Recipe =>
  modelledRecipe({
    id: s.id,
    category: 'books',
    type: 'book',
    style: s.style,
    printArea: { name: 'front cover', widthMm: s.book.widthMm, heightMm: s.book.heightMm },
    furtherAreas: s.spine ? [{ area: { name: 'spine', widthMm: s.book.spineMm, heightMm: s.book.heightMm }, panel: 1 }] : [],
    scene: (px) => bookScene(s, px),
    file: import.meta.url,
  });
