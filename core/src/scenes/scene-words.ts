/**
 * The words of a custom background prompt (or a product description) that the offline scene engine understands:
 * surfaces ('on a marble table', 'on the beach'), colours ('pastel pink', 'navy') and light ('at sunset', 'neon').
 * Everything else in the prompt still varies the scene through its seed.
 */
import type { LightingStyle } from '../ai/options';
import { lawn, linen, wood, concrete } from './backdrops';
import { hexRgb, mixRgb, type RGB } from './colour';
import type { SceneRecipe } from './photo-scenes';
import { agedPaper, bokeh, brick, duotone, marble, sand, sweep, velvet } from './surfaces';

const COLOURS: Record<string, string> = {
  red: '#c8372d', crimson: '#a51c30', burgundy: '#7a1f2b', coral: '#ff7f66', orange: '#f28a2e', peach: '#f7b89a',
  yellow: '#f2c94c', mustard: '#d4a52a', gold: '#c9a24a', golden: '#d4a84f', green: '#3f8f5a', sage: '#a3b899',
  mint: '#a8e0c5', olive: '#7c7f3a', teal: '#1f8a8a', turquoise: '#3cc6c0', blue: '#3b6fd1', navy: '#1e2f5c',
  sky: '#8ec5ea', purple: '#7b4bc4', violet: '#8a5cf5', lavender: '#b9a6e3', lilac: '#c8a2d6', pink: '#f08bb4',
  rose: '#e8a0a8', magenta: '#c2338a', brown: '#7a5234', beige: '#dccab0', cream: '#f2e8d5', ivory: '#f5f0e1',
  white: '#f4f4f4', grey: '#9a9ca0', gray: '#9a9ca0', silver: '#c4c7cc', black: '#1b1b1d', charcoal: '#2e3034',
};

const LIGHT_WORDS: [RegExp, LightingStyle][] = [
  [/\b(sunset|sunrise|golden|warm glow|dusk)\b/, 'golden'],
  [/\b(neon|night|club|party|cyberpunk)\b/, 'neon'],
  [/\b(dramatic|moody|dark|noir)\b/, 'dramatic'],
  [/\b(cinematic|film|movie)\b/, 'cinematic'],
  [/\b(soft|dreamy|airy|pastel)\b/, 'soft'],
];

const withFloor = (scene: SceneRecipe) => {
  // A sweep has no visible floor: give it a horizon so the named surface shows.
  if (scene.stage.horizon >= 1) {
    scene.stage.horizon = 0.6;
    scene.stage.wallBlur = Math.max(scene.stage.wallBlur, 4);
    scene.floorY = Math.max(scene.floorY, 0.82);
  }
};

const SURFACES: { words: RegExp; apply: (scene: SceneRecipe, colour?: string) => void }[] = [
  { words: /\bmarble\b/, apply: (s, c) => ((s.stage.floor = marble(c ?? '#ebe8e3', '#9d968b')), withFloor(s), (s.reflection = Math.max(s.reflection, 0.18))) },
  { words: /\b(wood|wooden|oak|walnut|table|desk|tabletop)\b/, apply: (s) => ((s.stage.floor = wood('#a8774c', 6, 3, true)), withFloor(s)) },
  { words: /\b(concrete|cement|stone|industrial|slate)\b/, apply: (s) => ((s.stage.floor = concrete('#a3a19c', 5)), withFloor(s)) },
  { words: /\b(linen|fabric|bed|cozy|cosy|blanket|cotton)\b/, apply: (s) => ((s.stage.floor = linen('#eeeae3')), withFloor(s)) },
  { words: /\b(beach|sand|sandy|seaside|coast)\b/, apply: (s) => ((s.stage.wall = sweep('#7fbce6', '#e6f1f6', { horizon: 0.25 })), (s.stage.floor = sand()), withFloor(s)) },
  { words: /\b(grass|garden|park|lawn|nature|forest|outdoors?)\b/, apply: (s) => ((s.stage.wall = lawn(19, 0.7)), (s.stage.wallBlur = 12), withFloor(s)) },
  { words: /\b(brick|street|city|urban|loft)\b/, apply: (s) => ((s.stage.wall = brick()), (s.stage.wallBlur = Math.max(5, s.stage.wallBlur)), withFloor(s)) },
  { words: /\b(velvet|silk|satin|curtain)\b/, apply: (s, c) => void (s.stage.wall = velvet(c ?? '#3a2438')) },
  { words: /\b(paper|vintage|retro|antique|parchment)\b/, apply: (s) => void (s.stage.wall = agedPaper()) },
  { words: /\b(kitchen|cafe|café|coffee|home|interior|living room)\b/, apply: (s) => ((s.stage.wall = bokeh('#d6c6b1', ['#fff0d2', '#ffd69a'])), (s.stage.wallBlur = 8)) },
];

const hex = (c: RGB) => `#${c.map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255).toString(16).padStart(2, '0')).join('')}`;

/** The first colour the text names, with 'pastel'/'light' and 'dark'/'deep' applied. */
export function colourIn(text: string): string | undefined {
  const match = /\b(pastel|light|pale|dark|deep)?\s*([a-z]+)\b/g;
  for (const m of text.matchAll(match)) {
    // Own keys only: a prompt word such as 'constructor' must not find Object's.
    if (!Object.hasOwn(COLOURS, m[2]!)) continue;
    const base = COLOURS[m[2]!]!;
    const rgb = hexRgb(base);
    if (m[1] === 'pastel' || m[1] === 'light' || m[1] === 'pale') return hex(mixRgb(rgb, [1, 1, 1], 0.55));
    if (m[1] === 'dark' || m[1] === 'deep') return hex(mixRgb(rgb, [0, 0, 0], 0.45));
    return base;
  }
  return /\bpastel\b/.test(text) ? '#f3d9e3' : undefined;
}

/** A lighting style the text asks for, if any. */
export const lightingIn = (text: string): LightingStyle | undefined => LIGHT_WORDS.find(([words]) => words.test(text))?.[1];

/**
 * Changes `scene` as the prompt's surface and colour words ask; returns whether anything was recognised. A product
 * description's colours describe the product, not the set, so `colours: false` reads only its surfaces.
 */
export function applySceneWords(scene: SceneRecipe, prompt: string, { colours = true } = {}): boolean {
  const text = prompt.toLowerCase();
  const colour = colours ? colourIn(text) : undefined;
  let recognised = false;
  for (const surface of SURFACES) {
    if (!surface.words.test(text)) continue;
    surface.apply(scene, colour);
    recognised = true;
  }
  if (colour && !recognised) {
    // A colour alone: the backdrop in that colour — a seamless sweep, or a two-tone gradient if it was one.
    const rgb = hexRgb(colour);
    scene.stage.wall = scene.stage.horizon >= 1 && scene.reflection > 0.1
      ? duotone(colour, hex(mixRgb(rgb, [1, 1, 1], 0.45)), { radial: true })
      : sweep(hex(mixRgb(rgb, [0, 0, 0], 0.08)), hex(mixRgb(rgb, [1, 1, 1], 0.35)), { glow: 0.1 });
    recognised = true;
  }
  return recognised;
}
