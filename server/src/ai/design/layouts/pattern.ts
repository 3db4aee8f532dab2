import type { DesignContext } from '../context';
import { textLine } from '../fonts';
import { iconByName, type Motif } from '../icon-library';
import { motifMarkup, type Treatment } from '../motifs';
import { blobPath, mix, sparklePath, starPath } from '../ornaments';
import { el, group, n } from '../svg';

/**
 * Seamless patterns: the prompt's motifs on a half-drop grid with small fillers between, on the palette's paper.
 * Anything that crosses an edge is drawn again on the opposite side, so the 1000-unit tile repeats without seams.
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

const TILE = 1000;

/** Draws `draw(x, y)` at (x, y) and at its wrapped copies when within `reach` of an edge. */
function wrapped(x: number, y: number, reach: number, draw: (x: number, y: number) => string): string {
  let out = '';
  for (const dx of [-TILE, 0, TILE]) {
    for (const dy of [-TILE, 0, TILE]) {
      const px = x + dx;
      const py = y + dy;
      if (px + reach < 0 || px - reach > TILE || py + reach < 0 || py - reach > TILE) continue;
      out += draw(px, py);
    }
  }
  return out;
}

export function pattern(ctx: DesignContext): string {
  const { palette: p, kit, style, random } = ctx;
  const motifs: Motif[] = ctx.words.motifs.length ? ctx.words.motifs : [ctx.motif];
  if (motifs.length === 1) {
    const companion = iconByName(random.pick(['sparkles', 'star', 'leaf', 'circle-dot']));
    if (companion && style !== 'typography') motifs.push({ kind: 'icon', word: companion.name, icon: companion });
  }
  const cells = style === 'minimalist' ? 4 : 5;
  const step = TILE / cells;
  const size = step * (style === 'minimalist' ? 0.5 : 0.66);
  // Grunge palettes' secondary is near black, which would vanish on its dark ground.
  const colours = style === 'grunge' ? [p.primary, p.accent, p.light] : [p.primary, p.secondary, p.accent];
  const parts: string[] = [];
  if (style === 'artistic') {
    for (let i = 0; i < 7; i++) {
      const x = random.range(0, TILE);
      const y = random.range(0, TILE);
      const r = random.range(90, 170);
      const colour = random.pick(colours);
      parts.push(wrapped(x, y, r * 1.3, (px, py) => el('path', { d: blobPath(random.fork(`wash${i}`), px, py, r, 0.45, 10), fill: colour, opacity: 0.28 })));
    }
  }
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < cells; col++) {
      // Half-drop: odd columns sit half a cell lower, which reads as a pattern rather than a grid.
      const x = col * step + step / 2;
      const y = row * step + step / 2 + (col % 2 ? step / 2 : 0);
      const index = (row + col * 2) % motifs.length;
      const motif = motifs[index]!;
      const angle = style === 'minimalist' || style === 'typography' ? 0 : random.range(-18, 18);
      const fill = colours[(row + col) % colours.length]!;
      const ink = style === 'grunge' || style === 'vintage' || style === 'retro' ? fill : p.ink;
      if (style === 'typography') {
        const word = ctx.headline[(row + col) % ctx.headline.length] ?? '';
        const run = textLine(kit.display, word, { x: 0, y: 0, size: step * 0.34 });
        parts.push(wrapped(x, y, run.width / 2 + 10, (px, py) => el('path', { d: run.d, fill: (row + col) % 2 ? p.secondary : p.ink, transform: `translate(${n(px)} ${n(py)})` })));
        continue;
      }
      parts.push(wrapped(x, y, size * 0.6, (px, py) => group({ transform: `rotate(${n(angle)} ${n(px)} ${n(py)})` }, motifMarkup(motif, px, py, size, { ink, fill, treatment: TREATMENT[style], stroke: kit.iconStroke }, p))));
      // A filler between motifs.
      const fx = x + step / 2;
      const fy = y + step / 2;
      const filler = style === 'minimalist' ? el('circle', { cx: 0, cy: 0, r: 4, fill: p.secondary }) : el('path', { d: (row + col) % 2 ? sparklePath(0, 0, step * 0.09) : starPath(0, 0, step * 0.06), fill: mix(p.accent, p.paper, style === 'grunge' ? 0 : 0.1) });
      parts.push(wrapped(fx, fy, step * 0.12, (px, py) => group({ transform: `translate(${n(px)} ${n(py)})` }, filler)));
    }
  }
  const background = style === 'grunge' || style === 'typography' ? el('rect', { width: TILE, height: TILE, fill: style === 'grunge' ? p.ink : p.paper }) : '';
  return group({}, background, ...parts);
}
