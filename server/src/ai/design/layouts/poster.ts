import type { DesignContext } from '../context';
import { capHeight, fitSize, textLine } from '../fonts';
import type { Treatment } from '../motifs';
import { blobPath, halftonePath, mix, raysPath, shade, splatterPath } from '../ornaments';
import { scene } from '../scenes';
import { noteText } from '../boxes';
import { el, group, n } from '../svg';
import { subjectsMarkup } from '../subjects';
import { balanceLines, fitStack, smallPrint } from '../type-blocks';

/**
 * Posters: full-bleed on the palette's paper, a framed picture (a landscape for the prompt's theme, or the motif on
 * a field) above a big headline and a line of small print, like a screen-printed travel or gig poster.
 */

const TREATMENT: Record<DesignContext['style'], Treatment> = {
  modern: 'duotone',
  vintage: 'solid',
  minimalist: 'line',
  grunge: 'solid',
  retro: 'solid',
  artistic: 'line',
  typography: 'solid',
  illustration: 'duotone',
};

function picture(ctx: DesignContext, x: number, y: number, w: number, h: number): string {
  const { palette: p, kit, random, style } = ctx;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const paint = { ink: p.ink, fill: p.primary, treatment: TREATMENT[style], stroke: kit.iconStroke };
  if (ctx.words.theme && style !== 'minimalist' && style !== 'typography') {
    const landscape = scene(ctx.words.theme, { x, y, w, h, shape: 'rect' }, { random: random.fork('scene'), palette: p, clipId: ctx.id('clip'), stripedSun: style === 'retro', halftone: style === 'vintage' || style === 'retro' });
    return landscape + subjectsMarkup(ctx, cx, y + h * 0.8, h * 0.34, { ...paint, treatment: 'solid' });
  }
  const field = style === 'minimalist' ? p.paper : style === 'typography' ? p.ink : p.primary;
  const parts = [el('rect', { x, y, width: w, height: h, fill: field })];
  if (style === 'vintage' || style === 'retro') {
    parts.push(el('path', { d: raysPath(cx, cy, 0, w, 28), fill: shade(field, 0.12) }));
    parts.push(el('path', { d: halftonePath({ x, y, w, h }, w / 34, 'radial', 0.45, 1.2), fill: shade(field, -0.18) }));
  } else if (style === 'artistic') {
    for (const colour of [p.secondary, p.accent, p.light]) {
      parts.push(el('path', { d: blobPath(random, cx + random.range(-w / 5, w / 5), cy + random.range(-h / 6, h / 6), h * random.range(0.25, 0.38), 0.5, 10), fill: colour, opacity: 0.65 }));
    }
  } else if (style === 'grunge') {
    parts.push(el('path', { d: splatterPath(random, cx + w * 0.25, cy - h * 0.2, h * 0.3), fill: p.ink, opacity: 0.85 }));
  } else if (style === 'modern') {
    parts.push(el('circle', { cx, cy, r: h * 0.36, fill: p.secondary }));
    parts.push(el('rect', { x: x + w * 0.62, y: y + h * 0.1, width: w * 0.3, height: h * 0.18, fill: p.accent, transform: `rotate(-12 ${n(x + w * 0.77)} ${n(y + h * 0.19)})` }));
  }
  const motifPaint =
    style === 'typography' ? { ...paint, ink: p.light } : style === 'minimalist' ? { ...paint, ink: p.ink } : style === 'modern' ? { ...paint, ink: p.ink, fill: p.light } : { ...paint, ink: style === 'illustration' ? p.ink : p.light, fill: p.accent };
  parts.push(subjectsMarkup(ctx, cx, cy, h * (style === 'minimalist' ? 0.5 : 0.72), motifPaint));
  return group({}, ...parts);
}

export function poster(ctx: DesignContext): string {
  const { palette: p, kit, style } = ctx;
  const margin = style === 'minimalist' ? 120 : 70;
  const picH = style === 'typography' ? 300 : 560;
  const picY = margin;
  const parts: string[] = [picture(ctx, margin, picY, 1000 - margin * 2, picH)];
  if (style !== 'minimalist') parts.push(el('rect', { x: margin, y: picY, width: 1000 - margin * 2, height: picH, fill: 'none', stroke: p.ink, 'stroke-width': 8 }));

  const textTop = picY + picH + (style === 'typography' ? 50 : 45);
  const footerY = 1000 - margin + (style === 'minimalist' ? -10 : 10);
  // Script faces hang below the baseline: leave them room above the footer rule.
  const room = footerY - 60 - textTop - (style === 'retro' || style === 'artistic' ? 40 : 0);
  const lines = style === 'typography' ? ctx.headline.slice(0, 4) : balanceLines(ctx.headline, 2);
  const stack = fitStack(kit.display, lines, { cx: 500, top: textTop, width: 1000 - margin * 2, maxSize: style === 'minimalist' ? 70 : 200, gap: 0.16, justify: style === 'typography' || style === 'grunge', maxHeight: room, tracking: style === 'minimalist' ? 300 : 0 });
  const d = stack.runs.map((run) => run.d).join('');
  for (const [i, run] of stack.runs.entries()) noteText(ctx.boxes, run.d, `headline ${i}`);
  if (style === 'retro' || style === 'illustration') parts.push(el('path', { d, fill: p.ink, transform: 'translate(7 9)' }));
  parts.push(el('path', { d, fill: style === 'retro' ? p.primary : style === 'vintage' ? p.primary : p.ink }));

  // Footer: the tagline on the left, the prompt's year (if it names one) on the right, a rule above.
  const footSize = style === 'minimalist' ? 22 : 28;
  const capSmall = capHeight(kit.small) * footSize;
  parts.push(el('rect', { x: margin, y: footerY - capSmall - 22, width: 1000 - margin * 2, height: 3, fill: mix(p.ink, p.paper, 0.3) }));
  const left = textLine(kit.small, ctx.tagline, { x: margin, y: footerY - capSmall / 2, size: Math.min(footSize, fitSize(kit.small, ctx.tagline, 560, footSize, kit.smallTracking)), tracking: kit.smallTracking, anchor: 'start' });
  noteText(ctx.boxes, left.d, ctx.tagline);
  parts.push(el('path', { d: left.d, fill: p.ink }));
  // The prompt's own year only: no design claims a date nobody gave.
  if (ctx.year) {
    const right = textLine(kit.small, `No. ${String(ctx.year % 100).padStart(2, '0')} — ${ctx.year}`, { x: 1000 - margin, y: footerY - capSmall / 2, size: footSize, tracking: kit.smallTracking, anchor: 'end' });
    noteText(ctx.boxes, right.d, 'number');
    parts.push(el('path', { d: right.d, fill: p.ink }));
  }
  if (style === 'minimalist') parts.push(smallPrint(kit.small, '—', { cx: 500, y: textTop - 20, size: 30, tracking: 0, colour: p.accent }));
  return group({}, ...parts);
}
