import { artMotifFor, compoundMotifFor, motifFor, motifKey, type Motif } from './icon-library';

/**
 * What a prompt gives the design: the words to set in type, the motifs its nouns stand for and the scene its theme
 * suggests. The spec's clients also send composed prompts ('Professional product photography of …, studio lighting'),
 * so the words that only describe the request are dropped.
 */

const STOP_WORDS = new Set(
  `a an the and or but of for to in on at by with from into onto over under about above below near as is are be
  this that these those it its my your our their his her me we you they i am was were been being has have had do does
  make create design designs generate draw show give want need please some any very really just like style styled
  using use featuring feature features inspired based image picture photo photograph photography product products
  background backgrounds scene high quality professional detailed vector print printable ready tshirt t-shirt shirt tee
  poster logo sticker stickers pattern seamless badge emblem illustration artwork art graphic graphics looking looks
  modern vintage minimalist minimal grunge retro artistic typography typographic illustrated simple clean cool cute
  nice beautiful awesome amazing lighting light lit natural studio soft dramatic golden neon cinematic ecommerce
  lifestyle creative luxury outdoor gradient textured urban color colors colour colours colorful colourful vibrant
  bold text words word font lettering typeface says saying reads quote featuring 4k hd resolution realistic shot
  mockup mockups est`
    .split(/\s+/)
    .filter(Boolean),
);

export type Theme = 'mountains' | 'sea' | 'space' | 'desert' | 'forest' | 'city';

const THEME_WORDS: Record<Theme, string[]> = {
  mountains: ['mountain', 'mountains', 'peak', 'peaks', 'hike', 'hiking', 'alps', 'summit', 'climb', 'adventure', 'explore', 'wild', 'wilderness', 'outdoors', 'trail', 'sunset', 'sunrise', 'lake', 'valley'],
  forest: ['forest', 'woods', 'pine', 'pines', 'tree', 'trees', 'camp', 'camping', 'campfire', 'fox', 'wolf', 'deer', 'bear', 'owl'],
  sea: ['ocean', 'sea', 'beach', 'surf', 'surfing', 'wave', 'waves', 'island', 'tropical', 'summer', 'palm', 'sail', 'sailing', 'boat', 'fish', 'whale', 'shark', 'anchor'],
  space: ['space', 'galaxy', 'planet', 'rocket', 'astronaut', 'cosmic', 'cosmos', 'universe', 'moon', 'stars', 'star', 'ufo', 'alien', 'orbit', 'launch'],
  desert: ['desert', 'cactus', 'western', 'cowboy', 'canyon', 'dune', 'dunes', 'arizona', 'texas'],
  city: ['city', 'urban', 'street', 'skyline', 'downtown', 'metro', 'neon'],
};

export interface PromptWords {
  /** The words to set as the headline, in the prompt's order (quoted text wins). */
  headline: string[];
  /** Further words for the small print, or empty. */
  extra: string[];
  /** Motifs for the prompt's nouns, most prominent first (at most three). */
  motifs: Motif[];
  /** A landscape the prompt suggests, if any. */
  theme: Theme | undefined;
}

const tidy = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** Splits a prompt into the parts a design uses. */
export function readPrompt(prompt: string): PromptWords {
  const quoted = /["“‘']([^"”’']{2,40})["”’']/u.exec(prompt)?.[1]?.trim();
  const words = prompt
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\bt-?shirts?\b/g, ' ')
    .split(/[\s,.;:!?/()[\]{}|+&_—–-]+/u)
    .map(tidy)
    .filter((word) => (word.length > 1 || /^\d$/.test(word)) && !word.includes("'"));
  // Numbers (ages, years) are never stop words: they belong in the text.
  const content = words.filter((word) => !STOP_WORDS.has(word));
  const unique = [...new Set(content)];
  const motifs = findMotifs(unique.filter((word) => !/^\d+$/.test(word)));
  const counts = new Map<Theme, number>();
  for (const word of unique) {
    for (const [theme, list] of Object.entries(THEME_WORDS) as [Theme, string[]][]) {
      if (list.includes(word)) counts.set(theme, (counts.get(theme) ?? 0) + 1);
    }
  }
  const theme = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];

  const numbers = unique.filter((word) => /^\d+$/.test(word));
  let headline = quoted ? quoted.split(/\s+/).slice(0, 5) : pickHeadline(unique, motifs);
  // Every number the user wrote is set somewhere: in the headline when it has room, else in the small print.
  const missing = numbers.filter((number) => !headline.some((word) => word.includes(number)));
  if (!quoted && headline.length + missing.length <= 4) headline = [...headline, ...missing];
  const used = new Set(headline.map((w) => w.toLowerCase()));
  const rest = unique.filter((word) => !used.has(word));
  const extra = [...rest.filter((word) => !/^\d+$/.test(word)).slice(0, 3), ...rest.filter((word) => /^\d+$/.test(word))];
  return { headline: headline.length ? headline : ['Good', 'Vibes'], extra, motifs, theme };
}

/**
 * Up to three motifs, most prominent first: artwork for the concrete nouns (two-word names such as 'electric
 * guitar' first), else the old icon matches for the theme words.
 */
function findMotifs(words: string[]): Motif[] {
  const art: Motif[] = [];
  const add = (list: Motif[], motif: Motif | undefined) => {
    if (motif && list.length < 3 && !list.some((m) => motifKey(m) === motifKey(motif))) list.push(motif);
  };
  for (let i = 0; i < words.length; i++) {
    const compound = i + 1 < words.length ? compoundMotifFor(words[i]!, words[i + 1]!) : undefined;
    if (compound) {
      add(art, compound);
      i++;
      continue;
    }
    const word = words[i]!;
    const drawn = motifFor(word);
    add(art, drawn?.kind === 'drawn' ? drawn : artMotifFor(word));
  }
  if (art.length) return art;
  const icons: Motif[] = [];
  for (const word of words) add(icons, motifFor(word));
  return icons;
}

/** Up to three words: all of a short prompt; for a longer one the motif nouns and the words around the first. */
function pickHeadline(words: string[], motifs: Motif[]): string[] {
  if (words.length <= 3) return words;
  const motifWords = new Set(motifs.map((m) => m.word));
  const first = words.findIndex((word) => motifWords.has(word));
  if (first < 0) return words.slice(0, 3);
  const chosen = new Set<number>([first]);
  if (first > 0) chosen.add(first - 1);
  for (let i = first + 1; chosen.size < 3 && i < words.length; i++) chosen.add(i);
  for (let i = first - 2; chosen.size < 3 && i >= 0; i--) chosen.add(i);
  return [...chosen].sort((a, b) => a - b).map((i) => words[i]!);
}
