import type { DesignCategory, DesignStyle } from '../../../../core/src/ai/options';
import type { Box } from './boxes';
import { FALLBACK_ICONS, iconByName, type Motif } from './icon-library';
import { readPrompt, type PromptWords } from './prompt-words';
import { createRandom, hashString, type Random } from './random';
import { casing, pickPalette, STYLE_KITS, type Palette, type StyleKit } from './styles';
import { idMaker } from './svg';

/** Everything a layout needs to draw one design; made once per request from the prompt, style, category and seed. */
export interface DesignContext {
  style: DesignStyle;
  category: DesignCategory;
  kit: StyleKit;
  palette: Palette;
  random: Random;
  words: PromptWords;
  /** Headline words, cased for the style. */
  headline: string[];
  /** A short line of small print (cased). */
  tagline: string;
  /** The year the prompt names, for 'EST. 1987' and the like; none is made up when it names none. */
  year?: number;
  /** The main motif (a fallback icon when the prompt names none). */
  motif: Motif;
  /** Every subject the prompt names (one to three), the main one first. */
  subjects: Motif[];
  /** Which arrangement of the subjects and lettering this seed gets. */
  arrangement: number;
  /** What the layout placed where, noted as it draws (for the tests' overlap checks). */
  boxes: Box[];
  id: (name: string) => string;
}

/** Small print when the prompt has no spare words: what such a print would say in this style. */
const TAGLINES: Record<DesignStyle, string[]> = {
  modern: ['Collection', 'Studio Edition', 'Original Series', 'Made to Move'],
  vintage: ['Quality Goods', 'Trading Co.', 'Adventure Club', 'Original Brand'],
  minimalist: ['Less is more', 'Simple things', 'Quiet days'],
  grunge: ['No Rules', 'Stay Loud', 'Untamed', 'Raw Power'],
  retro: ['Good Times', 'Stay Groovy', 'Feel the Vibe', 'Golden Days'],
  artistic: ['made with love', 'dream in colour', 'wild at heart'],
  typography: ['Since Forever', 'Original', 'Volume One'],
  illustration: ['Stay Wild', 'Have Fun', 'Good Vibes Only', 'Adventure Awaits'],
};

export function createContext(prompt: string, style: DesignStyle, category: DesignCategory, seed: number): DesignContext {
  const random = createRandom(hashString(`${prompt.trim().toLowerCase()}|${style}|${category}`) ^ seed);
  const words = readPrompt(prompt);
  const kit = STYLE_KITS[style];
  const palette = pickPalette(style, random.fork('palette'));
  const fallbackName = random.fork('fallback').pick(FALLBACK_ICONS);
  const fallback = iconByName(fallbackName) ?? iconByName('star')!;
  const motif = words.motifs[0] ?? { kind: 'icon' as const, word: fallbackName, icon: fallback };
  const promptYear = words.headline.concat(words.extra).find((word) => /^(1[89]|20)\d\d$/.test(word));
  const taglineWords = words.extra.length ? words.extra.join(' ') : random.fork('tagline').pick(TAGLINES[style]);
  return {
    style,
    category,
    kit,
    palette,
    random,
    words,
    headline: words.headline.map((word) => casing(style, word)),
    tagline: casing(style, taglineWords),
    year: promptYear ? Number(promptYear) : undefined,
    motif,
    subjects: words.motifs.length ? words.motifs : [motif],
    arrangement: createRandom(seed).int(0, 11),
    boxes: [],
    id: idMaker(`d${seed.toString(36)}`),
  };
}
