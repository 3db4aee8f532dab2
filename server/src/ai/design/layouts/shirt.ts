import type { DesignContext } from '../context';
import { arcText, capHeight, fitSize, textLine } from '../fonts';
import { blobPath, brushStroke, mix, raysPath, ribbon, shade, sparklePath, splatterPath, starPath } from '../ornaments';
import { scene } from '../scenes';
import { noteText } from '../boxes';
import { el, group, n } from '../svg';
import { subjectsMarkup } from '../subjects';
import { balanceLines, fitStack, smallPrint } from '../type-blocks';

/** T-shirt prints: a centred composition on a transparent ground, one arrangement per style. */

const outlined = (d: string, fill: string, stroke: string, width: number) =>
  el('path', { d, fill, stroke, 'stroke-width': width, 'stroke-linejoin': 'round', 'paint-order': 'stroke' });

/** Vintage: headline arched over a landscape (or motif) medallion, a ribbon and 'EST.' (the prompt's year) below. */
function vintage(ctx: DesignContext): string {
  const { palette: p, kit } = ctx;
  const cx = 500;
  const cy = 520;
  const r = 235;
  const title = ctx.headline.join(' ');
  const titleSize = Math.min(92, fitSize(kit.display, title, 2.2 * (r + 70), 92));
  const arc = arcText(kit.display, title, { cx, cy, radius: r + 40 + titleSize * 0.35, size: titleSize, side: 'top', tracking: 30 });
  for (const glyph of arc.glyphs) noteText(ctx.boxes, glyph, title);
  const medallion = ctx.words.theme
    ? scene(ctx.words.theme, { x: cx - r, y: cy - r, w: r * 2, h: r * 2, shape: 'circle' }, { random: ctx.random.fork('scene'), palette: p, clipId: ctx.id('clip'), stripedSun: false, halftone: true })
    : el('circle', { cx, cy, r, fill: p.light }) +
      el('path', { d: raysPath(cx, cy, r * 0.2, r * 1.1, 24), fill: mix(p.light, p.accent, 0.35) }) +
      subjectsMarkup(ctx, cx, cy - 10, r * 1.15, { ink: p.ink, fill: p.primary, treatment: 'duotone', stroke: kit.iconStroke });
  const front = ctx.words.theme ? subjectsMarkup(ctx, cx, cy + r * 0.3, r * 0.9, { ink: p.ink, fill: p.primary, treatment: 'solid', stroke: kit.iconStroke }) : '';
  const ribbonText = ctx.tagline;
  const ribbonSize = 44;
  const ribbonW = Math.max(360, Math.min(600, textLine(kit.small, ribbonText, { x: 0, y: 0, size: ribbonSize, tracking: kit.smallTracking }).width + 90));
  const ribbonY = cy + r - 52;
  return group(
    {},
    el('path', { d: arc.d, fill: p.primary }),
    el('circle', { cx, cy, r: r + 14, fill: 'none', stroke: p.ink, 'stroke-width': 10 }),
    medallion,
    front,
    el('circle', { cx, cy, r, fill: 'none', stroke: p.ink, 'stroke-width': 6 }),
    ribbon(cx - ribbonW / 2, ribbonY, ribbonW, 74, { face: p.secondary, fold: shade(p.secondary, -0.25) }, 10),
    smallPrint(kit.small, ribbonText, { cx, y: ribbonY + 27, size: ribbonSize, tracking: kit.smallTracking, colour: p.light, maxWidth: ribbonW - 40, note: ctx.boxes }),
    // 'EST.' only with the prompt's own year; otherwise three stars, so no design claims a date nobody gave.
    ctx.year
      ? el('path', { d: starPath(cx - 150, cy + r + 100, 16) + starPath(cx + 150, cy + r + 100, 16), fill: p.primary })
      : el('path', { d: starPath(cx - 60, cy + r + 100, 14) + starPath(cx, cy + r + 100, 18) + starPath(cx + 60, cy + r + 100, 14), fill: p.primary }),
    ctx.year ? smallPrint(kit.small, `EST. ${ctx.year}`, { cx, y: cy + r + 100, size: 40, tracking: 260, colour: p.ink, note: ctx.boxes }) : '',
  );
}

/** Retro: a striped sunset disc with the headline in script across it, casting a hard shadow. */
function retro(ctx: DesignContext): string {
  const { palette: p, kit } = ctx;
  const cx = 500;
  const cy = 340;
  const r = 250;
  const disc = scene(ctx.words.theme ?? 'mountains', { x: cx - r, y: cy - r, w: r * 2, h: r * 2, shape: 'circle' }, { random: ctx.random.fork('scene'), palette: p, clipId: ctx.id('clip'), stripedSun: true, halftone: false, sunHigh: true });
  const lines = balanceLines(ctx.headline, 2);
  const top = cy + r * 0.62;
  const stack = fitStack(kit.display, lines, { cx, top, width: 780, maxSize: 170, gap: 0.55, maxHeight: 860 - top });
  const d = stack.runs.map((run) => run.d).join('');
  for (const [i, run] of stack.runs.entries()) noteText(ctx.boxes, run.d, `headline ${i}`);
  const below = top + stack.height + 105; // script descenders hang below the stack
  // The subjects stand in the sunset, above the script that crosses the disc's foot.
  const artSize = Math.min(r * 1.1, top - 20 - (cy - r * 0.75));
  const art = subjectsMarkup(ctx, cx, top - 20 - artSize / 2, artSize, { ink: p.ink, fill: p.primary, treatment: 'solid', stroke: kit.iconStroke });
  return group(
    {},
    el('path', { d: raysPath(cx, cy, r + 18, r + 60, 36), fill: p.accent, opacity: 0.9 }),
    disc,
    art,
    el('circle', { cx, cy, r, fill: 'none', stroke: p.ink, 'stroke-width': 8 }),
    el('path', { d, fill: p.ink, transform: 'translate(9 11)' }),
    outlined(d, p.primary, p.light, 16),
    smallPrint(kit.small, ctx.tagline, { cx, y: below, size: 46, tracking: kit.smallTracking, colour: p.ink, rules: 70 , note: ctx.boxes }),
  );
}

/** Grunge: huge stacked words over a torn paint band, a solid motif and splatter; worn by the texture pass. */
function grunge(ctx: DesignContext): string {
  const { palette: p, kit, random } = ctx;
  const lines = ctx.headline.length > 1 ? ctx.headline.slice(0, 3) : [ctx.headline[0] ?? 'WILD'];
  const top = 340;
  const stack = fitStack(kit.display, lines, { cx: 500, top, width: 760, maxSize: 300, gap: 0.08, justify: true, maxHeight: 500 });
  const bandY = top + stack.height * 0.5;
  for (const [i, run] of stack.runs.entries()) noteText(ctx.boxes, run.d, `headline ${i}`);
  return group(
    {},
    el('path', { d: brushStroke(random, 500, bandY, 880, Math.min(260, stack.height * 0.55)), fill: p.primary, transform: `rotate(-4 500 ${n(bandY)})` }),
    el('path', { d: splatterPath(random, 760, 250, 120) + splatterPath(random, 230, 820, 90), fill: p.primary }),
    subjectsMarkup(ctx, 500, 190, 230, { ink: p.ink, fill: p.primary, treatment: 'solid', stroke: kit.iconStroke }),
    el('path', { d: stack.runs.map((r) => r.d).join(''), fill: p.ink }),
    smallPrint(kit.small, ctx.tagline, { cx: 500, y: top + stack.height + 60, size: 46, tracking: kit.smallTracking, colour: p.ink, rules: 90 , note: ctx.boxes }),
  );
}

/** Modern: a bold disc with an offset ring, the motif in it, heavy sans headline and tracked small print. */
function modern(ctx: DesignContext): string {
  const { palette: p, kit, random } = ctx;
  const cx = 500;
  const cy = 330;
  const r = 210;
  const lines = balanceLines(ctx.headline, 2);
  const stack = fitStack(kit.display, lines, { cx, top: 600, width: 800, maxSize: 150, gap: 0.12, maxHeight: 230 });
  for (const [i, run] of stack.runs.entries()) noteText(ctx.boxes, run.d, `headline ${i}`);
  const shift = random.pick([-1, 1]) * 34;
  let stripes = '';
  for (let i = 0; i < 6; i++) stripes += `M${n(cx + shift * 4 + i * 26 - 60)} ${n(cy + r - 40)}l60 -60h12l-60 60Z`;
  return group(
    {},
    el('circle', { cx: cx + shift, cy: cy + 22, r, fill: 'none', stroke: p.secondary, 'stroke-width': 12 }),
    el('circle', { cx, cy, r, fill: p.primary }),
    el('path', { d: stripes, fill: p.accent }),
    subjectsMarkup(ctx, cx, cy, r * 1.1, { ink: p.light, fill: shade(p.primary, -0.25), treatment: 'duotone', stroke: kit.iconStroke }),
    el('path', { d: stack.runs.map((run) => run.d).join(''), fill: p.ink }),
    smallPrint(kit.small, ctx.tagline, { cx, y: 600 + stack.height + 60, size: 36, tracking: kit.smallTracking, colour: p.secondary, rules: 60 , note: ctx.boxes }),
  );
}

/** Minimalist: a fine line drawing in a thin ring, a small tracked word, lots of air. */
function minimalist(ctx: DesignContext): string {
  const { palette: p, kit } = ctx;
  const title = ctx.headline.join(' ');
  const size = fitSize(kit.display, title, 640, 72, 380);
  const run = textLine(kit.display, title, { x: 500, y: 720, size, tracking: 380 });
  noteText(ctx.boxes, run.d, title);
  return group(
    {},
    el('circle', { cx: 500, cy: 400, r: 215, fill: 'none', stroke: p.primary, 'stroke-width': 4 }),
    subjectsMarkup(ctx, 500, 400, 260, { ink: p.primary, fill: p.secondary, treatment: 'line', stroke: kit.iconStroke }),
    el('path', { d: run.d, fill: p.ink }),
    el('rect', { x: 470, y: 770, width: 60, height: 4, fill: p.accent }),
    smallPrint(kit.small, ctx.tagline, { cx: 500, y: 820, size: 30, tracking: kit.smallTracking, colour: mix(p.ink, p.paper, 0.35) , note: ctx.boxes }),
  );
}

/** Artistic: layered translucent colour washes behind an ink drawing, a handwritten headline with a brush underline. */
function artistic(ctx: DesignContext): string {
  const { palette: p, kit, random } = ctx;
  const washes = [p.primary, p.secondary, p.accent, p.primary]
    .map((colour, i) => el('path', { d: blobPath(random, 500 + random.range(-110, 110), 380 + random.range(-80, 80), random.range(150, 230), 0.45, 10), fill: colour, opacity: i === 1 ? 0.55 : 0.7, style: 'mix-blend-mode:multiply' }))
    .join('');
  let dots = '';
  for (let i = 0; i < 22; i++) dots += blobPath(random, random.range(180, 820), random.range(150, 620), random.range(4, 14), 0.5, 7);
  const lines = balanceLines(ctx.headline, 2);
  const stack = fitStack(kit.display, lines, { cx: 500, top: 640, width: 760, maxSize: 170, gap: 0.1, maxHeight: 210 });
  const underY = 640 + stack.height + 30;
  // Rotated by 4° about (500, 700): grown by what that can move it;
  // its lines clear each other by construction (stackLines), so the block is one box.
  noteText(ctx.boxes, stack.runs.map((run) => run.d).join(''), 'headline', { margin: 30 });
  return group(
    {},
    washes,
    el('path', { d: dots, fill: p.secondary, opacity: 0.6 }),
    subjectsMarkup(ctx, 500, 390, 330, { ink: p.ink, fill: p.light, treatment: 'line', stroke: kit.iconStroke }),
    group({ transform: 'rotate(-4 500 700)' }, el('path', { d: stack.runs.map((r) => r.d).join(''), fill: p.ink }), el('path', { d: `M${n(500 - stack.width / 2)} ${n(underY)}q${n(stack.width / 2)} -24 ${n(stack.width)} -6l-4 14q${n(-stack.width / 2)} -10 ${n(-stack.width + 8)} 8Z`, fill: p.primary })),
    smallPrint(kit.small, ctx.tagline, { cx: 500, y: underY + 60, size: 40, tracking: kit.smallTracking, colour: p.secondary , note: ctx.boxes }),
  );
}

/** Typography: the words, every line justified to one width, rules between, the subjects small below. */
function typography(ctx: DesignContext): string {
  const { palette: p, kit } = ctx;
  const words = ctx.headline.length >= 2 ? ctx.headline : [...ctx.headline, ...ctx.tagline.split(' ').slice(0, 1)];
  // At most four lines, but every word kept (names, ages).
  const lines = words.length > 4 ? balanceLines(words, 4) : words;
  const parts: string[] = [];
  const first = ctx.boxes.length;
  let y = 200;
  const faces = [kit.display, kit.accentFace];
  lines.forEach((word, i) => {
    const face = faces[i % 2]!;
    const text = i % 2 ? word.charAt(0) + word.slice(1).toLowerCase() : word;
    const size = fitSize(face, text, 640, 240, i % 2 ? 0 : 40);
    const cap = capHeight(face) * size;
    const run = textLine(face, text, { x: 500, y: y + cap / 2, size, tracking: i % 2 ? 0 : 40 });
    noteText(ctx.boxes, run.d, text);
    parts.push(el('path', { d: run.d, fill: i % 2 ? p.secondary : p.ink }));
    y += cap + 28;
    parts.push(el('rect', { x: 180, y, width: 640, height: 6, fill: p.ink }));
    y += 34;
  });
  const artSize = 150;
  const art = subjectsMarkup(ctx, 500, y + 10 + artSize / 2, artSize, { ink: p.secondary, fill: p.ink, treatment: 'solid', stroke: kit.iconStroke });
  const small = smallPrint(kit.small, ctx.tagline, { cx: 500, y: y + artSize + 70, size: 40, tracking: kit.smallTracking, colour: p.ink, rules: 80, note: ctx.boxes });
  const height = y - 200 + artSize + 110;
  const scale = Math.min(1, 660 / height);
  const top = 170 + (660 - height * scale) / 2;
  // The block is scaled into the print area: move what it noted with it.
  for (const box of ctx.boxes.slice(first)) Object.assign(box, { x: 500 + (box.x - 500) * scale, y: top + (box.y - 200) * scale, w: box.w * scale, h: box.h * scale });
  return group(
    { transform: `translate(500 ${n(top)}) scale(${n(scale)}) translate(-500 -200)` },
    el('rect', { x: 180, y: 166, width: 640, height: 6, fill: p.ink }),
    ...parts,
    art,
    small,
  );
}

/** Illustration: a big friendly motif on a colour blob with sparkles, a chunky outlined headline. */
function illustration(ctx: DesignContext): string {
  const { palette: p, kit, random } = ctx;
  const lines = balanceLines(ctx.headline, 2);
  const stack = fitStack(kit.display, lines, { cx: 500, top: 660, width: 780, maxSize: 150, gap: 0.12, maxHeight: 210 });
  const d = stack.runs.map((run) => run.d).join('');
  // Lines clear each other by construction (stackLines); the block with its outline and drop shadow is one box.
  noteText(ctx.boxes, d, 'headline', { dy: 6, margin: 13 });
  const sparkles = [
    [230, 200, 34],
    [780, 170, 26],
    [820, 470, 20],
    [190, 520, 22],
  ]
    .map(([x, y, r]) => sparklePath(x! + random.range(-20, 20), y! + random.range(-20, 20), r!))
    .join('');
  return group(
    {},
    el('path', { d: blobPath(random, 500, 380, 270, 0.22, 10), fill: p.light, stroke: p.ink, 'stroke-width': 8 }),
    el('path', { d: sparkles, fill: p.accent, stroke: p.ink, 'stroke-width': 5, 'stroke-linejoin': 'round' }),
    subjectsMarkup(ctx, 500, 380, 380, { ink: p.ink, fill: p.primary, treatment: 'duotone', stroke: kit.iconStroke + 0.4 }),
    el('path', { d, fill: p.ink, transform: 'translate(0 12)' }),
    outlined(d, p.secondary, p.ink, 14),
    smallPrint(kit.small, ctx.tagline, { cx: 500, y: 660 + stack.height + 70, size: 44, tracking: kit.smallTracking, colour: p.ink , note: ctx.boxes }),
  );
}

export const SHIRT_LAYOUTS = { vintage, retro, grunge, modern, minimalist, artistic, typography, illustration };

export function shirt(ctx: DesignContext): string {
  return SHIRT_LAYOUTS[ctx.style](ctx);
}
