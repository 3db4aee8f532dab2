import { describe, expect, it } from 'vitest';
import { DESIGN_STYLES } from '../../../../core/src/ai/options';
import { overlapArea, type Box } from './boxes';
import { composeDesign } from './compose';
import { createContext, type DesignContext } from './context';
import { motifTags, singular } from './icon-library';
import { poster } from './layouts/poster';
import { SHIRT_LAYOUTS } from './layouts/shirt';
import { sticker } from './layouts/sticker';
import { PROMPT_SET } from './prompt-set';

type Category = 't-shirt' | 'poster' | 'sticker';
const LAYOUTS = { 't-shirt': (ctx: DesignContext) => SHIRT_LAYOUTS[ctx.style](ctx), poster, sticker };

/** The boxes a layout notes as it draws, for one prompt, style and seed. */
function boxesOf(prompt: string, style: (typeof DESIGN_STYLES)[number], seed: number, category: Category = 't-shirt'): Box[] {
  const ctx = createContext(prompt, style, category, seed);
  LAYOUTS[category](ctx);
  return ctx.boxes;
}

describe('the offline engine on its fixed prompt set', () => {
  it.each(PROMPT_SET)('draws every subject of "$prompt"', ({ prompt, nouns }) => {
    const { words, subjects } = createContext(prompt, 'vintage', 't-shirt', 1);
    const tags = subjects.flatMap((motif) => motifTags(motif).flatMap((tag) => [tag, singular(tag)]));
    for (const noun of nouns) expect(tags, `${prompt}: ${noun}`).toContain(singular(noun));
    expect(words.motifs.length).toBeGreaterThanOrEqual(Math.min(3, nouns.length));
  });

  it.each(PROMPT_SET.filter((c) => c.numbers))('keeps the numbers of "$prompt" in its lettering', ({ prompt, numbers }) => {
    for (const style of DESIGN_STYLES) {
      const ctx = createContext(prompt, style, 't-shirt', 1);
      const text = [...ctx.headline, ctx.tagline].join(' ');
      for (const number of numbers!) expect(text, `${style}: ${number}`).toContain(number);
    }
  });

  it('sets no number the prompt did not give: no made-up EST. year or issue number', () => {
    for (const { prompt } of PROMPT_SET.filter((c) => !c.numbers)) {
      for (const style of DESIGN_STYLES) {
        for (const category of ['t-shirt', 'poster', 'sticker'] as const) {
          const lettering = boxesOf(prompt, style, 7, category).filter((b) => b.kind === 'text');
          expect(lettering.filter((b) => /\d{2,}|^number$|EST\./.test(b.label)).map((b) => b.label), `${prompt}, ${style} ${category}`).toEqual([]);
        }
      }
    }
    const withYear = boxesOf('Est 1987 bike shop', 'vintage', 7).filter((b) => b.kind === 'text');
    expect(withYear.map((b) => b.label)).toContain('EST. 1987');
  });

  it.each(['t-shirt', 'poster', 'sticker'] as const)('never sets lettering on the art or on other lettering, in any %s style', (category) => {
    for (const { prompt } of PROMPT_SET) {
      for (const style of DESIGN_STYLES) {
        for (const seed of [1, 2]) {
          const boxes = boxesOf(prompt, style, seed, category);
          const text = boxes.filter((b) => b.kind === 'text');
          const art = boxes.filter((b) => b.kind === 'art');
          // Typography stickers are lettering alone.
          if (!(category === 'sticker' && style === 'typography')) expect(art.length, `${style} ${prompt}`).toBeGreaterThan(0);
          for (const t of text) {
            for (const a of art) expect(overlapArea(t, a), `${style} "${prompt}" seed ${seed}: '${t.label}' on ${a.label}`).toBe(0);
            for (const other of text) if (other !== t && other.label !== t.label) expect(overlapArea(t, other), `${style} "${prompt}" seed ${seed}: '${t.label}' on '${other.label}'`).toBe(0);
          }
        }
      }
    }
  }, 60_000);

  it('"Generate again" (another seed) moves the subjects, not only the colours', () => {
    for (const { prompt } of PROMPT_SET) {
      const layout = (seed: number) => JSON.stringify(boxesOf(prompt, 'illustration', seed).filter((b) => b.kind === 'art').map((b) => [Math.round(b.x), Math.round(b.y), Math.round(b.w)]));
      const seeds = [1, 2, 3, 4].map(layout);
      expect(new Set(seeds).size, prompt).toBeGreaterThan(1);
    }
  });

  it('composes every category of the set without error', () => {
    for (const { prompt } of PROMPT_SET.slice(0, 6)) {
      for (const category of ['t-shirt', 'poster', 'logo', 'sticker', 'pattern', 'badge'] as const) {
        expect(composeDesign({ prompt, style: 'illustration', category, seed: 1 }).svg).toContain('<svg');
      }
    }
  });
});
