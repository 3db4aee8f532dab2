import type { Icon, Motif } from './icon-library';
import { artSilhouette, artworkMarkup } from './artwork-markup';
import { mix, shade } from './ornaments';
import type { Palette } from './styles';
import { el, group, n, polygon } from './svg';

/** How a motif is painted: a line drawing, an outline over a coloured silhouette, or a solid silhouette. */
export type Treatment = 'line' | 'duotone' | 'solid';

export interface MotifPaint {
  /** Line (and silhouette, for 'solid') colour. */
  ink: string;
  /** Silhouette colour behind the lines, for 'duotone'. */
  fill: string;
  treatment: Treatment;
  /** Stroke width in the icon's 24-unit box. */
  stroke: number;
  /** Prefer the colour illustration of an artwork motif to its one-colour silhouette. */
  colour?: boolean;
}

const nodeMarkup = (nodes: Icon['outline']) => nodes.map(([tag, attrs]) => el(tag, attrs)).join('');

/** A Tabler icon drawn in a square of side `size` centred on (cx, cy). */
function iconMarkup(icon: Icon, cx: number, cy: number, size: number, paint: MotifPaint): string {
  const scale = size / 24;
  const transform = `translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(scale)})`;
  const lines = group(
    { fill: 'none', stroke: paint.ink, 'stroke-width': paint.stroke, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
    nodeMarkup(icon.outline),
  );
  if (paint.treatment === 'line') return group({ transform }, lines);
  if (paint.treatment === 'solid') {
    return group({ transform }, icon.filled ? group({ fill: paint.ink }, nodeMarkup(icon.filled)) : group({ 'stroke-width': paint.stroke * 1.35 }, lines));
  }
  // Duotone: the silhouette (or a fat stroke of the lines, for icons without one) sits slightly off the line work,
  // as in screen prints where the colour plate is not quite registered.
  const plate = icon.filled
    ? group({ fill: paint.fill, transform: 'translate(0.7 0.7)' }, nodeMarkup(icon.filled))
    : group(
        { fill: paint.fill, stroke: paint.fill, 'stroke-width': paint.stroke * 2.6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', transform: 'translate(0.7 0.7)' },
        nodeMarkup(icon.outline),
      );
  return group({ transform }, plate, lines);
}

/** The silhouette of a motif in one colour, thickened by `grow` (canvas units): a die-cut outline or a shadow. */
export function motifSilhouette(motif: Motif, cx: number, cy: number, size: number, stroke: number, colour: string, grow: number, preferColour = false): string {
  if (motif.kind === 'art') return artSilhouette(motif.art, cx, cy, size, colour, grow, preferColour);
  if (motif.kind === 'drawn') {
    return group({ fill: colour, stroke: colour, 'stroke-width': grow * 2, 'stroke-linejoin': 'round' }, el('path', { d: canineOutline(cx, cy, size) }));
  }
  const scale = size / 24;
  const transform = `translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(scale)})`;
  const nodes = motif.icon.filled ?? motif.icon.outline;
  return group(
    { transform, fill: colour, stroke: colour, 'stroke-width': stroke + (grow * 2) / scale, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
    nodeMarkup(nodes),
    motif.icon.filled ? nodeMarkup(motif.icon.outline) : '',
  );
}

export function motifMarkup(motif: Motif, cx: number, cy: number, size: number, paint: MotifPaint, palette: Palette): string {
  if (motif.kind === 'art') return artworkMarkup(motif.art, cx, cy, size, paint);
  return motif.kind === 'icon' ? iconMarkup(motif.icon, cx, cy, size, paint) : canineHead(motif.name, cx, cy, size, paint, palette);
}

// A geometric (low-poly) fox or wolf head in a 100-unit box; the wolf has a broader head and shorter ears.
const HEAD = {
  fox: { earTip: 6, earOut: 12, cheek: 44, jaw: 62, chin: 94, brow: 32 },
  wolf: { earTip: 12, earOut: 16, cheek: 48, jaw: 68, chin: 92, brow: 34 },
};

type Pt = [number, number];

function canineShapes(name: 'fox' | 'wolf') {
  const h = HEAD[name];
  const mirror = (pts: Pt[]) => pts.map(([x, y]) => [100 - x, y] as Pt);
  const leftEar: Pt[] = [[h.earOut, h.earTip], [38, h.brow - 2], [h.earOut - 2, h.cheek - 2]];
  const leftInner: Pt[] = [[h.earOut + 5, h.earTip + 10], [32, h.brow], [h.earOut + 3, h.cheek - 6]];
  const head: Pt[] = [[h.earOut - 2, h.cheek - 2], [38, h.brow - 2], [50, h.brow + 2], [62, h.brow - 2], [102 - h.earOut, h.cheek - 2], [92, h.cheek + 2], [74, h.jaw], [50, h.chin], [26, h.jaw], [8, h.cheek + 2]];
  const leftCheek: Pt[] = [[8, h.cheek + 2], [34, h.cheek + 14], [50, h.chin], [26, h.jaw]];
  const brow: Pt[] = [[38, h.brow - 2], [50, h.brow + 2], [62, h.brow - 2], [56, h.cheek + 10], [50, h.cheek + 18], [44, h.cheek + 10]];
  const leftEye: Pt[] = [[30, h.cheek + 2], [40, h.cheek + 4], [36, h.cheek + 8]];
  const nose: Pt[] = [[44, h.chin - 9], [56, h.chin - 9], [50, h.chin + 0.5]];
  return { leftEar, rightEar: mirror(leftEar), leftInner, rightInner: mirror(leftInner), head, leftCheek, rightCheek: mirror(leftCheek), brow, leftEye, rightEye: mirror(leftEye), nose };
}

function canineOutline(cx: number, cy: number, size: number): string {
  const s = canineShapes('fox');
  const map = (pts: Pt[]) => pts.map(([x, y]) => [cx + ((x - 50) * size) / 100, cy + ((y - 50) * size) / 100] as Pt);
  return polygon(map(s.head)) + polygon(map(s.leftEar)) + polygon(map(s.rightEar));
}

function canineHead(name: 'fox' | 'wolf', cx: number, cy: number, size: number, paint: MotifPaint, palette: Palette): string {
  const s = canineShapes(name);
  const map = (pts: Pt[]) => polygon(pts.map(([x, y]) => [cx + ((x - 50) * size) / 100, cy + ((y - 50) * size) / 100] as Pt));
  if (paint.treatment === 'line') {
    const lines = [s.head, s.leftEar, s.rightEar, s.leftInner, s.rightInner, s.brow, s.leftCheek, s.rightCheek].map(map).join('');
    return (
      el('path', { d: lines, fill: 'none', stroke: paint.ink, 'stroke-width': (paint.stroke * size) / 24, 'stroke-linejoin': 'round' }) +
      el('path', { d: map(s.leftEye) + map(s.rightEye) + map(s.nose), fill: paint.ink })
    );
  }
  const fur = paint.treatment === 'solid' ? paint.ink : name === 'fox' ? mix(paint.fill, '#e8702a', 0.55) : mix(paint.fill, '#7b8794', 0.6);
  const dark = shade(fur, -0.35);
  const light = paint.treatment === 'solid' ? palette.light : mix(palette.light, '#ffffff', 0.5);
  const eyes = paint.treatment === 'solid' ? palette.light : paint.ink;
  return group(
    { 'stroke-linejoin': 'round' },
    el('path', { d: map(s.leftEar) + map(s.rightEar) + map(s.head), fill: fur }),
    el('path', { d: map(s.leftInner) + map(s.rightInner), fill: paint.treatment === 'solid' ? palette.light : dark }),
    el('path', { d: map(s.brow), fill: paint.treatment === 'solid' ? fur : shade(fur, 0.12) }),
    el('path', { d: map(s.leftCheek) + map(s.rightCheek), fill: light }),
    el('path', { d: map(s.leftEye) + map(s.rightEye), fill: eyes }),
    el('path', { d: map(s.nose), fill: paint.treatment === 'solid' ? palette.light : paint.ink }),
  );
}
