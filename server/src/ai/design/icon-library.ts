import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findArtwork, findCompound, type ArtChoice } from './artwork-library';

/**
 * Motifs from Tabler Icons (MIT, ~5,000 SVG icons in `@tabler/icons`), matched to a prompt's nouns: first through a
 * table of synonyms (so 'latte' finds the coffee cup), then by icon name, then by the icons' own tags.
 */

type IconNode = [tag: string, attrs: Record<string, string>];
interface IconMeta {
  name: string;
  category?: string;
  tags?: (string | number)[];
  styles?: { filled?: unknown };
}

export interface Icon {
  name: string;
  /** Outline drawing: elements for a 24-unit box, stroked with round caps. */
  outline: IconNode[];
  /** Solid silhouette, when Tabler has a filled variant. */
  filled?: IconNode[];
}

/** Words to icons (Tabler names), or to the engine's own drawn motifs ('fox', 'wolf'). A Map: prompt words are keys. */
const SYNONYMS = new Map<string, string>(Object.entries({
  fox: 'motif:fox', foxes: 'motif:fox', wolf: 'motif:wolf', wolves: 'motif:wolf', husky: 'motif:wolf', coyote: 'motif:wolf',
  cat: 'cat', kitten: 'cat', kitty: 'cat', meow: 'cat', feline: 'cat', tiger: 'cat', lion: 'cat',
  dog: 'dog', puppy: 'dog', pup: 'dog', doggo: 'dog', paw: 'paw', pet: 'paw', pets: 'paw',
  coffee: 'coffee', espresso: 'coffee', latte: 'coffee', cappuccino: 'coffee', cafe: 'coffee', brew: 'coffee', barista: 'coffee', mug: 'mug',
  tea: 'cup', cup: 'cup',
  mountain: 'mountain', mountains: 'mountain', peak: 'mountain', peaks: 'mountain', hike: 'mountain', hiking: 'mountain',
  summit: 'mountain', alps: 'mountain', climb: 'mountain', climbing: 'mountain', adventure: 'compass', explore: 'compass',
  rocket: 'rocket', spaceship: 'rocket', launch: 'rocket', astronaut: 'rocket', space: 'planet', galaxy: 'planet',
  planet: 'planet', cosmos: 'planet', cosmic: 'planet', universe: 'planet', ufo: 'ufo', alien: 'alien',
  moon: 'moon', lunar: 'moon', night: 'moon-stars', star: 'star', stars: 'star', sun: 'sun', sunny: 'sun', sunshine: 'sun',
  sunset: 'sunset', sunrise: 'sunrise', dawn: 'sunrise', dusk: 'sunset',
  forest: 'trees', woods: 'trees', tree: 'tree', trees: 'trees', pine: 'trees', nature: 'leaf', leaf: 'leaf', leaves: 'leaf',
  plant: 'plant', plants: 'plant', garden: 'plant', flower: 'flower', flowers: 'flower', floral: 'flower', rose: 'flower',
  bloom: 'flower', daisy: 'flower', mushroom: 'mushroom', cactus: 'cactus', desert: 'cactus',
  ocean: 'ripple', sea: 'ripple', wave: 'ripple', waves: 'ripple', surf: 'ripple', surfing: 'ripple', beach: 'beach',
  summer: 'sun', tropical: 'beach', island: 'beach', sail: 'sailboat', sailing: 'sailboat', boat: 'sailboat',
  anchor: 'anchor', nautical: 'anchor', sailor: 'anchor', ship: 'ship', fish: 'fish', fishing: 'fish-hook',
  camp: 'campfire', camping: 'campfire', campfire: 'campfire', fire: 'flame', flame: 'flame', tent: 'tent',
  skull: 'skull', skeleton: 'skull', death: 'skull', pirate: 'skull', ghost: 'ghost', halloween: 'pumpkin-scary', spooky: 'ghost',
  bat: 'bat', spider: 'spider', butterfly: 'butterfly', bee: 'bug', bug: 'bug', bird: 'feather', birds: 'feather', feather: 'feather',
  deer: 'deer', horse: 'horse', pig: 'pig', snail: 'snail',
  heart: 'heart', love: 'heart', valentine: 'heart', crown: 'crown', king: 'crown', queen: 'crown', royal: 'crown',
  diamond: 'diamond', gem: 'diamond', bolt: 'bolt', lightning: 'bolt', thunder: 'bolt', electric: 'bolt', energy: 'bolt',
  music: 'music', song: 'music', rock: 'guitar-pick', band: 'microphone', microphone: 'microphone',
  headphones: 'headphones', dj: 'headphones', vinyl: 'vinyl', camera: 'camera', photo: 'camera', photography: 'camera',
  book: 'book', books: 'book', reading: 'book', read: 'book', library: 'book', pencil: 'pencil', art: 'palette', paint: 'brush',
  pizza: 'pizza', burger: 'burger', taco: 'burger', food: 'chef-hat', chef: 'chef-hat', cooking: 'chef-hat', cake: 'cake',
  birthday: 'cake', cookie: 'cookie', donut: 'cookie', beer: 'beer', wine: 'glass-full', cocktail: 'glass-cocktail',
  apple: 'apple', lemon: 'lemon', cherry: 'cherry', icecream: 'ice-cream', bike: 'bike', cycling: 'bike', bicycle: 'bike',
  car: 'car', motorcycle: 'motorbike', motorbike: 'motorbike', biker: 'motorbike', plane: 'plane', travel: 'plane', flight: 'plane',
  trophy: 'trophy', champion: 'trophy', winner: 'trophy', gym: 'barbell', fitness: 'barbell', workout: 'barbell', lift: 'barbell',
  run: 'run', running: 'run', runner: 'run', marathon: 'run', yoga: 'yoga', meditation: 'yoga', zen: 'yin-yang',
  basketball: 'ball-basketball', football: 'ball-american-football', soccer: 'ball-football', tennis: 'ball-tennis',
  baseball: 'ball-baseball', golf: 'golf', game: 'device-gamepad-2', gamer: 'device-gamepad-2', gaming: 'device-gamepad-2',
  code: 'code', coder: 'code', developer: 'code', programmer: 'code', coding: 'code', robot: 'robot', tech: 'cpu', ai: 'robot',
  peace: 'peace', infinity: 'infinity', eye: 'eye', key: 'key', home: 'home', house: 'home', city: 'building-skyscraper',
  urban: 'building-skyscraper', rain: 'umbrella', rainbow: 'rainbow', cloud: 'cloud', snow: 'snowflake', winter: 'snowflake',
  christmas: 'christmas-tree', bone: 'bone', clover: 'clover', lucky: 'clover', dice: 'dice-5', compass: 'compass',
}));

const require = createRequire(import.meta.url);
/** The package exports only its SVG folder, so its root is found from one of the icons. */
const packageRoot = () => path.resolve(path.dirname(require.resolve('@tabler/icons/outline/star.svg')), '../..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(packageRoot(), file), 'utf8')) as T;

interface Library {
  outline: Record<string, IconNode[]>;
  filled: Record<string, IconNode[]>;
  /** Tag → icon names with that tag, in Tabler's order. */
  byTag: Map<string, string[]>;
}

let library: Library | undefined;

/** Loaded on first use (~5 MB of JSON), once per worker thread. */
function load(): Library {
  if (library) return library;
  const meta = readJson<Record<string, IconMeta>>('icons.json');
  const byTag = new Map<string, string[]>();
  for (const icon of Object.values(meta)) {
    // Brand logos and '-off' (crossed-out) variants are never a design's motif.
    if (icon.category === 'Brand' || icon.name.endsWith('-off')) continue;
    for (const tag of icon.tags ?? []) {
      const key = String(tag).toLowerCase();
      const names = byTag.get(key) ?? [];
      names.push(icon.name);
      byTag.set(key, names);
    }
  }
  library = { outline: readJson('tabler-nodes-outline.json'), filled: readJson('tabler-nodes-filled.json'), byTag };
  return library;
}

export function iconByName(name: string): Icon | undefined {
  const lib = load();
  // The icon tables are parsed JSON objects: only their own keys are icons ('constructor' is not).
  if (!Object.hasOwn(lib.outline, name)) return undefined;
  return { name, outline: lib.outline[name]!, filled: Object.hasOwn(lib.filled, name) ? lib.filled[name] : undefined };
}

/** 'foxes' → 'fox', 'berries' → 'berry', 'cats' → 'cat'. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(sh|ch|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export type Motif =
  | { kind: 'icon'; word: string; icon: Icon }
  | { kind: 'drawn'; word: string; name: 'fox' | 'wolf' }
  | { kind: 'art'; word: string; art: ArtChoice };

/** What a motif is called, to tell two apart. */
export function motifKey(motif: Motif): string {
  if (motif.kind === 'icon') return `icon:${motif.icon.name}`;
  if (motif.kind === 'drawn') return `drawn:${motif.name}`;
  return `art:${motif.art.silhouette?.name ?? ''}:${motif.art.colour?.name ?? ''}`;
}

/** The words a motif's artwork stands for (what the tests check a prompt's nouns against). */
export function motifTags(motif: Motif): string[] {
  if (motif.kind === 'drawn') return [motif.name];
  if (motif.kind === 'art') return [...(motif.art.silhouette?.tags ?? []), ...(motif.art.colour?.tags ?? [])];
  const lib = load();
  const tags = [...motif.icon.name.split('-')];
  for (const [tag, names] of lib.byTag) if (names.includes(motif.icon.name)) tags.push(tag);
  return tags;
}

/** Artwork from the Iconify sets for a concrete noun, if they have one. */
export function artMotifFor(word: string): Motif | undefined {
  const art = findArtwork(word, singular(word.toLowerCase()));
  return art ? { kind: 'art', word: art.word, art } : undefined;
}

/** Artwork for a two-word noun ('electric guitar'), if a set names it so. */
export function compoundMotifFor(first: string, second: string): Motif | undefined {
  const art = findCompound(first, second) ?? findCompound(first, singular(second));
  return art ? { kind: 'art', word: art.word, art } : undefined;
}

/** The motif a word stands for, if any. */
export function motifFor(word: string): Motif | undefined {
  const lower = word.toLowerCase();
  for (const candidate of new Set([lower, singular(lower)])) {
    const mapped = SYNONYMS.get(candidate);
    if (mapped?.startsWith('motif:')) return { kind: 'drawn', word: lower, name: mapped.slice(6) as 'fox' | 'wolf' };
    const viaSynonym = mapped ? iconByName(mapped) : undefined;
    if (viaSynonym) return { kind: 'icon', word: lower, icon: viaSynonym };
  }
  if (lower.length < 3) return undefined;
  for (const candidate of new Set([lower, singular(lower)])) {
    const exact = iconByName(candidate);
    if (exact) return { kind: 'icon', word: lower, icon: exact };
    const tagged = load().byTag.get(candidate);
    if (tagged?.length) {
      const best = [...tagged].sort((a, b) => a.split('-').length - b.split('-').length || a.length - b.length)[0]!;
      const icon = iconByName(best);
      if (icon) return { kind: 'icon', word: lower, icon };
    }
  }
  return undefined;
}

/** Fallback motifs when no word of the prompt has one, picked by the design's seed. */
export const FALLBACK_ICONS = ['star', 'bolt', 'heart', 'sparkles', 'flame', 'diamond', 'crown', 'sun', 'leaf', 'planet'];
