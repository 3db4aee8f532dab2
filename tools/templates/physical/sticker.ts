/**
 * Die-cut vinyl stickers rendered physically: round, rounded-square or rectangular, a white border round the print,
 * on a tabletop or stuck to a laptop's lid, a notebook, a kraft box or their backing sheet, alone or in a little pile,
 * a corner peeled up (tools/templates/blender/stickers/), rendered by Cycles; layers from the passes as the garments'
 * (layers.ts). Every sticker is the product (the vinyl's colour); the print is the face inside the border.
 */
import type { Recipe } from '../recipe';
import { WHITE_ALBEDO, type ViewSpec } from './apparel';
import { modelledRecipe } from './modelled';
import type { PaperSpec } from './paper';

/** The die-cut: its size, corner radius (half the size: round), the border round the print, mm. */
export interface Sticker {
  widthMm: number;
  heightMm: number;
  cornerMm: number;
  borderMm: number;
  finish: 'gloss' | 'matte';
}

/** A sticker at (x, y) mm, turned (degrees), on `on` others, its top right corner peeled up `peelMm`. */
export interface StuckPiece {
  x: number;
  y: number;
  turn?: number;
  on?: number;
  print?: boolean;
  peelMm?: number;
}

/** What the stickers are stuck on: a closed laptop, an A5 notebook, a kraft box, their backing sheet. */
export interface Base {
  kind: 'laptop' | 'notebook' | 'box' | 'sheet';
  colour: [number, number, number];
  x?: number;
  y?: number;
  turn?: number;
}

export interface StickerSpec extends Pick<PaperSpec, 'id' | 'style' | 'table' | 'wall' | 'props' | 'lights' | 'seed'> {
  sticker: Sticker;
  pieces: StuckPiece[];
  base?: Base;
  /** `frame: 'base'` frames what they are stuck on rather than the stickers. */
  view: ViewSpec & { aim?: [number, number]; frame?: 'base' };
}

/** Vinyl with its laminate, mm. */
const THICKNESS = 0.25;
/** Twelve samples, as the other hard goods'. */
const SAMPLES = 12;

/** The print's rectangle: the sticker inside its border, mm from its lower left corner. */
function printRect({ widthMm: w, heightMm: h, borderMm: b }: Sticker) {
  return { x0: b, y0: b, x1: w - b, y1: h - b };
}

/** Everything Blender needs for one sticker template (what its cache is keyed by). */
export function stickerScene(s: StickerSpec, size: number, samples = SAMPLES) {
  if (s.pieces.filter((p) => p.print).length !== 1) throw new Error(`${s.id}: exactly one sticker carries the print`);
  const { x0, y0, x1, y1 } = printRect(s.sticker);
  return {
    script: 'stickers/render_sticker.py',
    size,
    samples,
    seed: s.seed ?? 7,
    // The library's templates are built one at a time.
    threads: 2,
    sticker: { ...s.sticker, thicknessMm: THICKNESS, albedo: WHITE_ALBEDO },
    pieces: s.pieces,
    base: s.base,
    printArea: { panel: 0, x0, y0, x1, y1 },
    grid: [Math.max(8, Math.round((x1 - x0) / 4)), Math.max(8, Math.round((y1 - y0) / 4))],
    table: s.table,
    wall: s.wall,
    props: s.props ?? [],
    lights: s.lights,
    view: s.view,
  };
}

export const stickerRecipe = (s: StickerSpec): Recipe => {
  const { x0, y0, x1, y1 } = printRect(s.sticker);
  return modelledRecipe({
    id: s.id,
    category: 'stickers',
    type: 'sticker',
    style: s.style,
    printArea: { name: 'sticker', widthMm: x1 - x0, heightMm: y1 - y0 },
    scene: (size) => stickerScene(s, size),
    file: import.meta.url,
  });
};
