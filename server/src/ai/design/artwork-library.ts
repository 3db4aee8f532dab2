import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Artwork for the nouns of a prompt from two Iconify sets installed from npm (nothing is fetched at run time):
 * Game Icons (CC BY 3.0, ~4,100 detailed one-colour silhouettes) and Microsoft's Fluent Emoji Flat (MIT, ~3,100
 * colour illustrations). Each set's JSON is read once per thread, on first use, and only the name → body table is
 * kept (~15 MB of strings); the server's render threads are the only users, the web bundle never imports this.
 */

export type ArtSet = 'game-icons' | 'fluent-emoji-flat';

export interface Artwork {
  set: ArtSet;
  name: string;
  /** SVG elements (ours, from npm) for a `size`-unit square box. */
  body: string;
  size: number;
  /** Words the artwork stands for: its name's parts and the prompt words mapped to it. */
  tags: string[];
}

interface IconSetJson {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  width?: number;
  height?: number;
}

interface LoadedSet {
  bodies: Map<string, string>;
  size: number;
  /** Last word of a name → names ending with it ('electric-guitar' under 'guitar'), fewest words first. */
  byLastWord: Map<string, string[]>;
}

const require = createRequire(import.meta.url);
const loaded = new Map<ArtSet, LoadedSet>();

function load(set: ArtSet): LoadedSet {
  const cached = loaded.get(set);
  if (cached) return cached;
  const json = JSON.parse(readFileSync(require.resolve(`@iconify-json/${set}/icons.json`), 'utf8')) as IconSetJson;
  const bodies = new Map<string, string>();
  const byLastWord = new Map<string, string[]>();
  for (const [name, icon] of Object.entries(json.icons)) {
    bodies.set(name, icon.body);
    const last = name.split('-').pop()!;
    const list = byLastWord.get(last) ?? [];
    list.push(name);
    byLastWord.set(last, list);
  }
  for (const list of byLastWord.values()) list.sort((a, b) => a.split('-').length - b.split('-').length || a.length - b.length);
  const result = { bodies, size: json.width ?? json.height ?? 16, byLastWord };
  loaded.set(set, result);
  return result;
}

/**
 * Words whose artwork has another name, most fitting first; either set may have any of them. A Map: prompt words
 * are keys, so 'constructor' is never found.
 */
const ART_NAMES = new Map<string, string[]>(Object.entries({
  coffee: ['hot-beverage', 'coffee-cup'], latte: ['hot-beverage', 'coffee-cup'], espresso: ['hot-beverage', 'coffee-cup'], cappuccino: ['hot-beverage', 'coffee-cup'],
  tea: ['teacup-without-handle', 'teapot'], birthday: ['birthday-cake', 'cake-slice'], cake: ['birthday-cake', 'cake-slice'], cupcake: ['cupcake'],
  love: ['red-heart', 'hearts'], heart: ['red-heart', 'hearts'], music: ['musical-notes', 'musical-notes'], song: ['musical-note'],
  dog: ['dog', 'dog-face', 'sitting-dog'], puppy: ['dog-face', 'sitting-dog'], cat: ['cat', 'cat-face'], kitten: ['cat-face', 'cat'],
  sun: ['sun', 'sun-with-face'], moon: ['crescent-moon', 'moon'], star: ['star', 'glowing-star'], mountain: ['snow-capped-mountain', 'mountains'],
  wave: ['water-wave', 'wave-crest'], ocean: ['water-wave', 'waves'], sea: ['water-wave', 'waves'], beach: ['beach-with-umbrella'],
  fire: ['fire', 'campfire'], flame: ['fire'], tree: ['deciduous-tree', 'oak'], forest: ['evergreen-tree', 'pine-tree'], pine: ['evergreen-tree', 'pine-tree'],
  flower: ['blossom', 'flower'], rose: ['rose'], car: ['automobile', 'race-car'], bike: ['bicycle'], cycling: ['bicycle'], plane: ['airplane'],
  book: ['open-book', 'book'], books: ['books'], beer: ['beer-mug', 'beer-stein'], wine: ['wine-glass'], cocktail: ['cocktail-glass'],
  burger: ['hamburger'], taco: ['taco'], icecream: ['soft-ice-cream'], donut: ['doughnut'],
  skull: ['skull', 'skull-crossed-bones'], pirate: ['pirate-flag', 'skull-crossed-bones'], ghost: ['ghost'], halloween: ['jack-o-lantern', 'pumpkin'],
  christmas: ['christmas-tree'], gift: ['wrapped-gift'], party: ['party-popper'], balloon: ['balloon'], trophy: ['trophy'], crown: ['crown'],
  gym: ['weight-lifting-icon', 'weight-lifting-up'], fitness: ['weight-lifting-up'], football: ['american-football'], soccer: ['soccer-ball'],
  gamer: ['video-game', 'game-console'], gaming: ['video-game', 'game-console'], game: ['video-game'], camera: ['camera'], robot: ['robot'],
  space: ['ringed-planet'], planet: ['ringed-planet'], galaxy: ['milky-way'], astronaut: ['astronaut', 'astronaut-helmet'], ufo: ['flying-saucer'],
  alien: ['alien', 'alien-stare'], dragon: ['dragon', 'dragon-head'], unicorn: ['unicorn'], dino: ['sauropod'], dinosaur: ['t-rex', 'sauropod'],
  bee: ['honeybee', 'bee'], bird: ['bird'], owl: ['owl'], eagle: ['eagle', 'eagle-emblem'], lion: ['lion', 'lion-face'], bear: ['bear', 'bear-face'],
  rainbow: ['rainbow'], cloud: ['cloud'], rain: ['cloud-with-rain'], snow: ['snowflake'], winter: ['snowflake'], summer: ['sun'],
  guitar: ['guitar'], guitarist: ['guitar'], drum: ['drum'], drums: ['drum'], piano: ['musical-keyboard'], headphones: ['headphone'],
  storm: ['cloud-with-lightning-and-rain', 'lightning-storm'], thunder: ['cloud-with-lightning', 'heavy-lightning'], skateboarding: ['skateboard'], skater: ['skateboard'],
  surfing: ['person-surfing', 'wave-surfer'], surfer: ['person-surfing', 'wave-surfer'], pizza: ['pizza', 'full-pizza'], slice: ['pizza', 'pizza-slice'],
  samurai: ['samurai-helmet', 'ninja'], ninja: ['ninja', 'ninja-head'],
  mug: ['hot-beverage', 'coffee-mug'], cup: ['hot-beverage', 'coffee-cup'], yoga: ['person-in-lotus-position', 'meditation'],
}));

/** Words that describe rather than name a thing: never drawn on their own ('line art', 'happy'). */
const NOT_SUBJECTS = new Set('line happy wild little big old new best great good sweet cool funny crazy epic lazy angry dark light electric playing world club team life time day night vibes est friend friends class'.split(' '));

const RANK_SYNONYM = 0;
const RANK_EXACT = 1;
const RANK_HEAD = 2;
const RANK_TAIL = 3;

function artwork(set: ArtSet, name: string, word: string): Artwork {
  const lib = load(set);
  const tags = [...new Set([...name.split('-'), word])];
  return { set, name, body: lib.bodies.get(name)!, size: lib.size, tags };
}

/** The best name for `word` in one set, with how well it fits (lower is better). */
function bestIn(set: ArtSet, word: string, forms: string[]): { name: string; rank: number } | undefined {
  const lib = load(set);
  for (const form of forms) {
    for (const name of ART_NAMES.get(form) ?? []) if (lib.bodies.has(name)) return { name, rank: RANK_SYNONYM };
  }
  for (const form of forms) if (lib.bodies.has(form)) return { name: form, rank: RANK_EXACT };
  for (const form of forms) {
    for (const name of [`${form}-head`, `${form}-face`]) if (lib.bodies.has(name)) return { name, rank: RANK_HEAD };
  }
  for (const form of forms) {
    const tail = lib.byLastWord.get(form)?.[0];
    if (tail) return { name: tail, rank: RANK_TAIL };
  }
  return undefined;
}

export interface ArtChoice {
  word: string;
  /** A one-colour silhouette (Game Icons), if there is one. */
  silhouette?: Artwork;
  /** A colour illustration (Fluent Emoji), if there is one. */
  colour?: Artwork;
}

/** Artwork for a noun (or a two-word noun such as 'electric guitar', joined with '-'), in both sets. */
export function findArtwork(word: string, singularForm: string): ArtChoice | undefined {
  const lower = word.toLowerCase();
  if (NOT_SUBJECTS.has(lower) || lower.length < 3) return undefined;
  const forms = [...new Set([lower, singularForm])];
  // Verbs ('drinking', 'eating') only through the table or a head ('viking-head'): the sets draw them as odd scenes.
  const verb = /[^aeiou]ing$/.test(lower);
  const fits = (found: { name: string; rank: number } | undefined) => (found && (!verb || found.rank === RANK_SYNONYM || found.rank === RANK_HEAD) ? found : undefined);
  const silhouette = fits(bestIn('game-icons', lower, forms));
  const colour = fits(bestIn('fluent-emoji-flat', lower, forms));
  if (!silhouette && !colour) return undefined;
  return {
    word: lower,
    silhouette: silhouette && artwork('game-icons', silhouette.name, lower),
    colour: colour && artwork('fluent-emoji-flat', colour.name, lower),
  };
}

/** Two words that name one thing in a set ('electric guitar' → 'electric-guitar'), exactly. */
export function findCompound(first: string, second: string): ArtChoice | undefined {
  const name = `${first}-${second}`.toLowerCase();
  const silhouette = load('game-icons').bodies.has(name) ? artwork('game-icons', name, second) : undefined;
  const colour = load('fluent-emoji-flat').bodies.has(name) ? artwork('fluent-emoji-flat', name, second) : undefined;
  return silhouette || colour ? { word: second.toLowerCase(), silhouette, colour } : undefined;
}
