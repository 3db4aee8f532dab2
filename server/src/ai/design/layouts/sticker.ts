import type { DesignContext } from '../context';
import type { Treatment } from '../motifs';
import { blobPath, sparklePath } from '../ornaments';
import { noteText } from '../boxes';
import { el, group } from '../svg';
import { subjectsMarkup, subjectsSilhouette } from '../subjects';
import { balanceLines, fitStack } from '../type-blocks';

/**
 * Die-cut stickers: the motif and the headline joined by one white border that follows their outline (the cut
 * line), with a soft drop shadow, on a transparent ground.
 */

const TREATMENT: Record<DesignContext['style'], Treatment> = {
  modern: 'duotone',
  vintage: 'duotone',
  minimalist: 'line',
  grunge: 'solid',
  retro: 'duotone',
  artistic: 'duotone',
  typography: 'solid',
  illustration: 'duotone',
};

/** Width of the white border around the art, in canvas units. */
const BORDER = 30;

export function sticker(ctx: DesignContext): string {
  const { palette: p, kit, style, random } = ctx;
  const typeOnly = style === 'typography';
  const motifSize = typeOnly ? 0 : 440;
  const motifY = 360;
  const lines = balanceLines(ctx.headline, typeOnly ? 3 : 2);
  const textTop = typeOnly ? 280 : 610;
  const stack = fitStack(kit.display, lines, { cx: 500, top: textTop, width: typeOnly ? 700 : 660, maxSize: typeOnly ? 220 : 140, gap: 0.12, justify: typeOnly, maxHeight: typeOnly ? 440 : 230 });
  const text = stack.runs.map((run) => run.d).join('');
  for (const [i, run] of stack.runs.entries()) noteText(ctx.boxes, run.d, `headline ${i}`);
  const textOutline = style === 'minimalist' ? 0 : 16;

  // The cut line: every piece thickened by the border, plus a bridge so motif and words make one sticker.
  const cut = (colour: string) =>
    group(
      {},
      typeOnly ? '' : subjectsSilhouette(ctx, 500, motifY, motifSize, kit.iconStroke, colour, BORDER + 6),
      el('path', { d: text, fill: colour, stroke: colour, 'stroke-width': (BORDER + textOutline / 2) * 2, 'stroke-linejoin': 'round' }),
      typeOnly
        ? el('path', { d: blobPath(random.fork('plate'), 500, textTop + stack.height / 2, Math.max(stack.width, stack.height) * 0.62, 0.12, 12), fill: colour, stroke: colour, 'stroke-width': BORDER * 2 })
        : el('rect', { x: 500 - Math.min(stack.width / 2, 200), y: motifY + motifSize * 0.2, width: Math.min(stack.width, 400), height: textTop - motifY - motifSize * 0.2 + 20, rx: 60, fill: colour }),
    );

  const plate = typeOnly ? el('path', { d: blobPath(random.fork('plate'), 500, textTop + stack.height / 2, Math.max(stack.width, stack.height) * 0.62, 0.12, 12), fill: p.primary }) : '';
  const sparkles = style === 'illustration' || style === 'retro' ? el('path', { d: sparklePath(250, 200, 30) + sparklePath(760, 260, 22), fill: p.accent, stroke: p.ink, 'stroke-width': 4 }) : '';
  return group(
    {},
    group({ transform: 'translate(0 14)', opacity: 0.22 }, cut('#000')),
    cut('#ffffff'),
    plate,
    typeOnly ? '' : subjectsMarkup(ctx, 500, motifY, motifSize, { ink: style === 'grunge' ? p.ink : p.ink, fill: p.primary, treatment: TREATMENT[style], stroke: kit.iconStroke + 0.3 }),
    sparkles,
    textOutline
      ? el('path', { d: text, fill: typeOnly ? p.light : style === 'grunge' ? p.primary : p.secondary, stroke: p.ink, 'stroke-width': textOutline, 'stroke-linejoin': 'round', 'paint-order': 'stroke' })
      : el('path', { d: text, fill: p.ink }),
  );
}
