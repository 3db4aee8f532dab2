import type { DesignCategory, DesignStyle } from '../../../../core/src/ai/options';
import { createContext, type DesignContext } from './context';
import { badge } from './layouts/badge';
import { logo } from './layouts/logo';
import { pattern } from './layouts/pattern';
import { poster } from './layouts/poster';
import { shirt } from './layouts/shirt';
import { sticker } from './layouts/sticker';
import { grainPath, wearPath } from './ornaments';
import { el } from './svg';

/** The design generator's vector stage: a prompt, a style, a category and a seed in; an SVG document out. */

export const CANVAS = 1000;

export interface DesignRequest {
  prompt: string;
  style: DesignStyle;
  category: DesignCategory;
  seed: number;
}

export interface ComposedDesign {
  svg: string;
  /** Prints (t-shirt, logo, sticker, badge) have a transparent ground; posters and patterns are full-bleed. */
  transparent: boolean;
}

const LAYOUTS: Record<DesignCategory, (ctx: DesignContext) => string> = {
  't-shirt': shirt,
  poster,
  logo,
  sticker,
  pattern,
  badge,
};

const FULL_BLEED = new Set<DesignCategory>(['poster', 'pattern']);

/** The style's finish over the artwork: worn ink for grunge (and a little for vintage), grain for artistic. */
function finish(ctx: DesignContext, art: string, transparent: boolean): { defs: string; art: string } {
  const random = ctx.random.fork('texture');
  // Small marks (logos, badges' ring text) keep legible with lighter wear.
  const small = ctx.category === 'logo' || ctx.category === 'badge';
  const wear = ctx.kit.texture === 'distress' ? (small ? 0.55 : 1) : ctx.style === 'vintage' ? 0.25 : 0;
  let defs = '';
  let out = art;
  if (wear > 0) {
    const id = ctx.id('wear');
    defs += el('mask', { id, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: CANVAS, height: CANVAS }, el('rect', { width: CANVAS, height: CANVAS, fill: '#fff' }), el('path', { d: wearPath(random, CANVAS, wear), fill: '#000' }));
    out = el('g', { mask: `url(#${id})` }, art);
  }
  // Grain only where there is paper: on a transparent print it would scatter dots over the garment.
  if (ctx.kit.texture === 'grain' && !transparent) {
    out += el('path', { d: grainPath(random, CANVAS, 700), fill: ctx.palette.ink, opacity: 0.18 });
  }
  return { defs, art: out };
}

export function composeDesign(request: DesignRequest): ComposedDesign {
  const ctx = createContext(request.prompt, request.style, request.category, request.seed);
  const transparent = !FULL_BLEED.has(request.category);
  const { defs, art } = finish(ctx, LAYOUTS[request.category](ctx), transparent);
  const ground = transparent ? '' : el('rect', { width: CANVAS, height: CANVAS, fill: ctx.palette.paper });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS} ${CANVAS}" width="${CANVAS}" height="${CANVAS}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    ground +
    art +
    '</svg>';
  return { svg, transparent };
}
