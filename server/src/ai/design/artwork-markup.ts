import type { ArtChoice, Artwork } from './artwork-library';
import type { MotifPaint } from './motifs';
import { group, n } from './svg';

/**
 * Iconify artwork painted for a design. Game Icons' silhouettes are one `currentColor` shape, so the style's
 * treatment repaints them (solid ink, a colour plate under the ink, or the outline alone); Fluent's colour emoji are
 * drawn as they are, for the styles that want colour.
 */

function place(art: Artwork, cx: number, cy: number, size: number, inner: string, attrs: Record<string, string | number> = {}): string {
  const scale = size / art.size;
  return group({ transform: `translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(scale)})`, ...attrs }, inner);
}

/** Every fill and stroke of a body made one colour: a die-cut outline or a shadow. */
const flat = (body: string, colour: string) =>
  body.replace(/\b(fill|stroke)="(?!none)[^"]*"/g, `$1="${colour}"`).replace(/currentColor/g, colour);

export function artworkMarkup(choice: ArtChoice, cx: number, cy: number, size: number, paint: MotifPaint): string {
  const art = (paint.colour && choice.colour) || choice.silhouette || choice.colour!;
  if (art.set === 'fluent-emoji-flat') {
    // A colour illustration keeps its colours; the line treatment still gets an outline of the style's ink.
    if (paint.treatment !== 'line') return place(art, cx, cy, size, art.body);
    const width = (paint.stroke * art.size) / 24;
    return place(art, cx, cy, size, flat(art.body, paint.ink), { 'fill-opacity': 0, 'stroke-width': width, stroke: paint.ink }) + place(art, cx, cy, size, art.body, { opacity: 0.35 });
  }
  const unit = art.size / 24;
  if (paint.treatment === 'solid') return place(art, cx, cy, size, flat(art.body, paint.ink));
  if (paint.treatment === 'line') {
    const outline = art.body.replace(/fill="currentColor"/g, `fill="none" stroke="${paint.ink}" stroke-width="${n(paint.stroke * unit * 0.8)}" stroke-linejoin="round"`);
    return place(art, cx, cy, size, outline);
  }
  // Duotone: a colour plate a little larger than the ink and off register, as in a two-colour screen print.
  const plate = art.body.replace(/fill="currentColor"/g, `fill="${paint.fill}" stroke="${paint.fill}" stroke-width="${n(paint.stroke * unit * 0.9)}" stroke-linejoin="round"`);
  return place(art, cx + size * 0.02, cy + size * 0.02, size, plate) + place(art, cx, cy, size, flat(art.body, paint.ink));
}

/** The artwork's silhouette in one colour, thickened by `grow` canvas units. */
export function artSilhouette(choice: ArtChoice, cx: number, cy: number, size: number, colour: string, grow: number, preferColour: boolean): string {
  const art = (preferColour && choice.colour) || choice.silhouette || choice.colour!;
  const width = ((grow * 2) * art.size) / size;
  return place(art, cx, cy, size, flat(art.body, colour), { stroke: colour, 'stroke-width': n(width), 'stroke-linejoin': 'round' });
}
