import type { DesignContext } from '../context';
import { arcText, fitSize } from '../fonts';
import { mix, ribbon, shade, starPath } from '../ornaments';
import { scene } from '../scenes';
import { el, group, n, polygon } from '../svg';
import { subjectsMarkup } from '../subjects';
import { smallPrint } from '../type-blocks';

/**
 * Badges and emblems: a ring with the headline along its top and small print along its bottom, stars between, and
 * the motif or a landscape in the middle; shields for the bolder styles. Transparent.
 */

function ringBadge(ctx: DesignContext): string {
  const { palette: p, kit, style } = ctx;
  const cx = 500;
  const cy = 500;
  const outer = 430;
  const ringW = 118;
  const textR = outer - ringW / 2;
  const inner = outer - ringW;
  const title = ctx.headline.join(' ');
  // The headline may take at most ~150° of the ring, the small print ~100°.
  const titleSize = Math.min(74, fitSize(kit.display, title, textR * 2.6, 74, 40));
  const top = arcText(kit.display, title, { cx, cy, radius: textR, size: titleSize, side: 'top', tracking: 40 });
  const bottomText = ctx.year ? `${ctx.tagline} · ${ctx.year}` : ctx.tagline;
  const bottomSize = Math.min(46, fitSize(kit.small, bottomText, textR * 1.7, 46, kit.smallTracking));
  const bottom = arcText(kit.small, bottomText, { cx, cy, radius: textR, size: bottomSize, side: 'bottom', tracking: kit.smallTracking });
  const ringColour = style === 'minimalist' ? 'none' : p.ink;
  const textColour = style === 'minimalist' ? p.ink : p.light;
  const starR = Math.max(0.06, (Math.PI - top.sweep / 2 - bottom.sweep / 2) / 2);
  const starAt = (side: -1 | 1) => {
    const a = -Math.PI / 2 + side * (top.sweep / 2 + starR);
    return starPath(cx + textR * Math.cos(a), cy + textR * Math.sin(a), 20);
  };
  const band = style === 'vintage' || style === 'retro' || style === 'illustration';
  const centre = ctx.words.theme && style !== 'minimalist'
    ? scene(ctx.words.theme, { x: cx - inner + 14, y: cy - inner + 14, w: (inner - 14) * 2, h: (inner - 14) * 2, shape: 'circle' }, { random: ctx.random.fork('scene'), palette: p, clipId: ctx.id('clip'), stripedSun: style === 'retro', halftone: style === 'vintage' || style === 'retro' }) +
      subjectsMarkup(ctx, cx, cy + inner * (band ? 0.18 : 0.45), inner * (band ? 0.5 : 0.62), { ink: p.ink, fill: p.primary, treatment: 'solid', stroke: kit.iconStroke })
    : el('circle', { cx, cy, r: inner - 14, fill: style === 'minimalist' ? 'none' : p.light }) +
      subjectsMarkup(ctx, cx, cy, inner * 1.15, { ink: p.ink, fill: p.primary, treatment: style === 'minimalist' ? 'line' : 'duotone', stroke: kit.iconStroke });
  const bandW = 560;
  const bandText = ctx.headline[0] ?? '';
  return group(
    {},
    el('circle', { cx, cy, r: outer, fill: ringColour === 'none' ? 'none' : ringColour, stroke: style === 'minimalist' ? p.ink : p.primary, 'stroke-width': style === 'minimalist' ? 4 : 14 }),
    el('circle', { cx, cy, r: outer - 26, fill: 'none', stroke: style === 'minimalist' ? p.ink : mix(p.ink, p.light, 0.35), 'stroke-width': 3 }),
    el('path', { d: top.d + bottom.d, fill: textColour }),
    el('path', { d: starAt(-1) + starAt(1), fill: style === 'minimalist' ? p.accent : p.accent }),
    el('circle', { cx, cy, r: inner, fill: 'none', stroke: style === 'minimalist' ? p.ink : p.primary, 'stroke-width': 10 }),
    centre,
    band ? ribbon(cx - bandW / 2, cy + inner * 0.5, bandW, 84, { face: p.primary, fold: shade(p.primary, -0.3) }, 8) : '',
    band ? smallPrint(kit.display, bandText, { cx, y: cy + inner * 0.5 + 36, size: 56, tracking: 30, colour: p.light, maxWidth: bandW - 40 }) : '',
  );
}

function shieldBadge(ctx: DesignContext): string {
  const { palette: p, kit, style } = ctx;
  const cx = 500;
  const shield = (inset: number) =>
    `M${n(cx)} ${n(90 + inset)}L${n(840 - inset)} ${n(190 + inset)}V${n(520)}C${n(840 - inset)} ${n(720 - inset * 0.4)} ${n(680)} ${n(850 - inset)} ${n(cx)} ${n(930 - inset * 1.3)}C${n(320)} ${n(850 - inset)} ${n(160 + inset)} ${n(720 - inset * 0.4)} ${n(160 + inset)} ${n(520)}V${n(190 + inset)}Z`;
  const title = ctx.headline.join(' ');
  const size = Math.min(110, fitSize(kit.display, title, 560, 110, 20));
  const bandY = 600;
  const lines = group(
    {},
    smallPrint(kit.display, title, { cx, y: bandY, size, tracking: 20, colour: style === 'grunge' ? p.light : p.ink, maxWidth: 600 }),
    smallPrint(kit.small, ctx.tagline, { cx, y: bandY + size * 0.5 + 55, size: 34, tracking: kit.smallTracking, colour: style === 'grunge' ? p.light : p.primary, maxWidth: 520 }),
  );
  return group(
    {},
    el('path', { d: shield(0), fill: style === 'grunge' ? p.ink : p.primary }),
    el('path', { d: shield(26), fill: style === 'grunge' ? p.ink : p.light, stroke: style === 'grunge' ? p.primary : p.ink, 'stroke-width': 8 }),
    subjectsMarkup(ctx, cx, 370, 270, { ink: style === 'grunge' ? p.primary : p.ink, fill: style === 'modern' || style === 'typography' ? p.secondary : p.primary, treatment: style === 'grunge' ? 'solid' : 'duotone', stroke: kit.iconStroke }),
    el('path', { d: polygon([[cx - 280, bandY - 80], [cx + 280, bandY - 80], [cx + 280, bandY - 74], [cx - 280, bandY - 74]]), fill: style === 'grunge' ? p.primary : p.ink }),
    lines,
    el('path', { d: starPath(cx - 90, 790, 16) + starPath(cx, 800, 20) + starPath(cx + 90, 790, 16), fill: p.accent }),
  );
}

export function badge(ctx: DesignContext): string {
  return ctx.style === 'modern' || ctx.style === 'grunge' || ctx.style === 'typography' ? shieldBadge(ctx) : ringBadge(ctx);
}
