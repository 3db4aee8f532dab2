import type { DesignContext } from './context';
import type { Motif } from './icon-library';
import { motifMarkup, motifSilhouette, type MotifPaint } from './motifs';
import { group, n } from './svg';

/**
 * The prompt's subjects (one to three motifs) composed in the square a layout gives its art. Which arrangement is
 * picked by the design's seed, so "Generate again" moves and resizes the subjects, not only the colours.
 */

/** One subject: centre offset and side as shares of the square, and a tilt in degrees. */
interface Slot {
  x: number;
  y: number;
  s: number;
  tilt: number;
}

const slot = (x: number, y: number, s: number, tilt = 0): Slot => ({ x, y, s, tilt });

/** Arrangements by number of subjects; every slot stays inside the square. */
const ARRANGEMENTS: Slot[][][] = [
  [],
  [[slot(0, 0, 1)], [slot(-0.05, 0.02, 0.9, -8)], [slot(0.05, 0.02, 0.9, 8)], [slot(0, 0.04, 0.86)]],
  [
    [slot(-0.25, 0, 0.5), slot(0.25, 0, 0.5)],
    [slot(-0.1, -0.08, 0.72), slot(0.3, 0.3, 0.38, 10)],
    [slot(-0.22, -0.2, 0.56, -6), slot(0.22, 0.2, 0.54, 6)],
    [slot(0.12, -0.06, 0.7), slot(-0.3, 0.3, 0.38, -10)],
  ],
  [
    [slot(-0.33, 0.06, 0.33), slot(0, -0.06, 0.4), slot(0.33, 0.06, 0.33)],
    [slot(0, -0.22, 0.52), slot(-0.25, 0.24, 0.44), slot(0.25, 0.24, 0.44)],
    [slot(0, -0.08, 0.66), slot(-0.34, 0.32, 0.32, -8), slot(0.34, 0.32, 0.32, 8)],
  ],
];

export interface Placement {
  motif: Motif;
  cx: number;
  cy: number;
  size: number;
  tilt: number;
}

/** Where each subject goes in the square of side `size` centred on (cx, cy); notes the art boxes. */
export function placeSubjects(ctx: DesignContext, cx: number, cy: number, size: number): Placement[] {
  const subjects = ctx.subjects;
  const options = ARRANGEMENTS[Math.min(3, subjects.length)]!;
  const slots = options[ctx.arrangement % options.length]!;
  return subjects.slice(0, 3).map((motif, i) => {
    const { x, y, s, tilt } = slots[i]!;
    const placed = { motif, cx: cx + x * size, cy: cy + y * size, size: s * size, tilt };
    ctx.boxes.push({ kind: 'art', x: placed.cx - placed.size / 2, y: placed.cy - placed.size / 2, w: placed.size, h: placed.size, label: motif.word });
    return placed;
  });
}

const tilted = (p: Placement, markup: string) => (p.tilt ? group({ transform: `rotate(${n(p.tilt)} ${n(p.cx)} ${n(p.cy)})` }, markup) : markup);

/** The subjects painted in a style's treatment. */
export function subjectsMarkup(ctx: DesignContext, cx: number, cy: number, size: number, paint: MotifPaint): string {
  const withColour = { ...paint, colour: ctx.kit.artwork === 'colour' };
  return placeSubjects(ctx, cx, cy, size)
    .map((p) => tilted(p, motifMarkup(p.motif, p.cx, p.cy, p.size, withColour, ctx.palette)))
    .join('');
}

/** The subjects' joint silhouette (a sticker's cut line), thickened by `grow`. */
export function subjectsSilhouette(ctx: DesignContext, cx: number, cy: number, size: number, stroke: number, colour: string, grow: number): string {
  const saved = ctx.boxes.length;
  const out = placeSubjects(ctx, cx, cy, size)
    .map((p) => tilted(p, motifSilhouette(p.motif, p.cx, p.cy, p.size, stroke, colour, grow, ctx.kit.artwork === 'colour')))
    .join('');
  ctx.boxes.length = saved; // the art itself notes its boxes; the cut line is the same places again
  return out;
}
