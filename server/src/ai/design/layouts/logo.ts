import type { DesignContext } from '../context';
import { capHeight, fitSize, textLine } from '../fonts';
import type { Treatment } from '../motifs';
import { mix, shade } from '../ornaments';
import { el, group, n, polygon } from '../svg';
import { subjectsMarkup } from '../subjects';
import { balanceLines, fitStack } from '../type-blocks';

/** Logos: a mark (the motif in a shape) with a wordmark, stacked or side by side; transparent. */

type MarkShape = 'circle' | 'rounded' | 'hexagon' | 'none';

const MARKS: Record<DesignContext['style'], { shape: MarkShape; treatment: Treatment; layout: 'stacked' | 'inline' }> = {
  modern: { shape: 'rounded', treatment: 'duotone', layout: 'inline' },
  vintage: { shape: 'circle', treatment: 'solid', layout: 'stacked' },
  minimalist: { shape: 'none', treatment: 'line', layout: 'stacked' },
  grunge: { shape: 'hexagon', treatment: 'solid', layout: 'stacked' },
  retro: { shape: 'circle', treatment: 'solid', layout: 'stacked' },
  artistic: { shape: 'none', treatment: 'line', layout: 'stacked' },
  typography: { shape: 'none', treatment: 'solid', layout: 'inline' },
  illustration: { shape: 'circle', treatment: 'duotone', layout: 'inline' },
};

function markShape(shape: MarkShape, cx: number, cy: number, r: number): string {
  if (shape === 'circle') return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
  if (shape === 'hexagon') return polygon(Array.from({ length: 6 }, (_, i) => [cx + r * Math.cos((i * Math.PI) / 3 - Math.PI / 2), cy + r * Math.sin((i * Math.PI) / 3 - Math.PI / 2)] as [number, number]));
  const k = r * 0.28;
  return `M${n(cx - r + k)} ${n(cy - r)}H${n(cx + r - k)}Q${n(cx + r)} ${n(cy - r)} ${n(cx + r)} ${n(cy - r + k)}V${n(cy + r - k)}Q${n(cx + r)} ${n(cy + r)} ${n(cx + r - k)} ${n(cy + r)}H${n(cx - r + k)}Q${n(cx - r)} ${n(cy + r)} ${n(cx - r)} ${n(cy + r - k)}V${n(cy - r + k)}Q${n(cx - r)} ${n(cy - r)} ${n(cx - r + k)} ${n(cy - r)}Z`;
}

function mark(ctx: DesignContext, cx: number, cy: number, r: number): string {
  const { palette: p, kit, style } = ctx;
  const spec = MARKS[style];
  if (spec.shape === 'none') {
    const ring = style === 'minimalist' ? el('circle', { cx, cy, r, fill: 'none', stroke: p.ink, 'stroke-width': 4 }) : '';
    return ring + subjectsMarkup(ctx, cx, cy, r * (style === 'minimalist' ? 1.2 : 1.7), { ink: style === 'typography' ? p.secondary : p.ink, fill: p.primary, treatment: spec.treatment, stroke: kit.iconStroke });
  }
  const d = markShape(spec.shape, cx, cy, r);
  const plate = el('path', { d, fill: p.primary });
  const rim = style === 'vintage' || style === 'retro' ? el('path', { d: markShape(spec.shape, cx, cy, r * 0.86), fill: 'none', stroke: p.light, 'stroke-width': r * 0.04 }) : '';
  const shadow = style === 'modern' || style === 'illustration' ? el('path', { d, fill: style === 'modern' ? p.secondary : p.ink, transform: `translate(${n(r * 0.12)} ${n(r * 0.12)})` }) : '';
  return shadow + plate + rim + subjectsMarkup(ctx, cx, cy, r * 1.25, { ink: style === 'illustration' ? p.ink : p.light, fill: style === 'illustration' ? p.accent : shade(p.primary, -0.3), treatment: spec.treatment, stroke: kit.iconStroke });
}

export function logo(ctx: DesignContext): string {
  const { palette: p, kit, style } = ctx;
  const spec = MARKS[style];
  const title = ctx.headline.join(' ');
  if (spec.layout === 'inline') {
    // Mark on the left, the wordmark (up to two lines) and small print beside it, centred as a group.
    const r = 120;
    const lines = balanceLines(ctx.headline, 2);
    const stack = fitStack(kit.display, lines, { cx: 0, top: 0, width: 520, maxSize: 130, gap: 0.12, anchor: 'start', x: 0, maxHeight: 230 });
    const smallSize = Math.min(30, fitSize(kit.small, ctx.tagline, stack.width, 30, kit.smallTracking));
    const blockH = stack.height + 24 + capHeight(kit.small) * smallSize;
    const blockW = Math.max(stack.width, 0);
    const total = r * 2 + 50 + blockW;
    const left = 500 - total / 2;
    const textX = left + r * 2 + 50;
    const top = 500 - blockH / 2;
    const small = textLine(kit.small, ctx.tagline, { x: textX, y: top + stack.height + 24 + (capHeight(kit.small) * smallSize) / 2, size: smallSize, tracking: kit.smallTracking, anchor: 'start' });
    return group(
      {},
      mark(ctx, left + r, 500, r),
      el('path', { d: stack.runs.map((run) => run.d).join(''), fill: p.ink, transform: `translate(${n(textX)} ${n(top)})` }),
      el('path', { d: small.d, fill: style === 'typography' ? p.secondary : p.primary }),
    );
  }
  const r = style === 'minimalist' ? 110 : 150;
  const markY = 360;
  const titleSize = Math.min(style === 'minimalist' ? 70 : 120, fitSize(kit.display, title, 780, 120, style === 'minimalist' ? 300 : 20));
  const titleY = markY + r + 50 + (capHeight(kit.display) * titleSize) / 2;
  const word = textLine(kit.display, title, { x: 500, y: titleY, size: titleSize, tracking: style === 'minimalist' ? 300 : 20 });
  const smallSize = 30;
  const smallY = titleY + (capHeight(kit.display) * titleSize) / 2 + 50;
  const small = textLine(kit.small, ctx.tagline, { x: 500, y: smallY, size: Math.min(smallSize, fitSize(kit.small, ctx.tagline, 600, smallSize, kit.smallTracking)), tracking: kit.smallTracking });
  return group(
    {},
    mark(ctx, 500, markY, r),
    el('path', { d: word.d, fill: style === 'retro' ? p.primary : p.ink }),
    el('path', { d: small.d, fill: style === 'minimalist' ? mix(p.ink, p.paper, 0.35) : p.primary }),
  );
}
