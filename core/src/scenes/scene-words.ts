/**
 * The words of a custom background prompt (or a product description) that the offline scene engine understands:
 * places ('in a cafe', 'on the beach', 'office'), surfaces ('on a marble table', 'on grass'), walls ('brick'),
 * colours ('pastel pink', 'navy') and light ('morning sun', 'window light', 'golden hour', 'neon'). A place sets the
 * whole set and its light; a surface then changes what the product stands on; a light word changes the light.
 * Everything else in the prompt still varies the scene through its seed.
 */
import type { SceneLight } from './lighting';
import { hexRgb, mixRgb, type RGB } from './colour';
import { PLACES, SURFACES, type PlaceName, type Surface } from './places';
import { placeScene, type SceneRecipe } from './photo-scenes';
import { tiles } from './rooms';
import { agedPaper, brick, duotone, marble, sweep, velvet } from './surfaces';

const COLOURS: Record<string, string> = {
  red: '#c8372d', crimson: '#a51c30', burgundy: '#7a1f2b', coral: '#ff7f66', orange: '#f28a2e', peach: '#f7b89a',
  yellow: '#f2c94c', mustard: '#d4a52a', gold: '#c9a24a', golden: '#d4a84f', green: '#3f8f5a', sage: '#a3b899',
  mint: '#a8e0c5', olive: '#7c7f3a', teal: '#1f8a8a', turquoise: '#3cc6c0', blue: '#3b6fd1', navy: '#1e2f5c',
  sky: '#8ec5ea', purple: '#7b4bc4', violet: '#8a5cf5', lavender: '#b9a6e3', lilac: '#c8a2d6', pink: '#f08bb4',
  rose: '#e8a0a8', magenta: '#c2338a', brown: '#7a5234', beige: '#dccab0', cream: '#f2e8d5', ivory: '#f5f0e1',
  white: '#f4f4f4', grey: '#9a9ca0', gray: '#9a9ca0', silver: '#c4c7cc', black: '#1b1b1d', charcoal: '#2e3034',
};

/** Light words, the most particular first ('soft morning light' is a morning). */
const LIGHT_WORDS: [RegExp, SceneLight][] = [
  [/\b(neon|night|nightclub|club|party|cyberpunk)\b/, 'neon'],
  [/\b(sunset|golden|warm glow|dusk)\b/, 'golden'],
  [/\b(morning|sunrise|dawn|breakfast)\b/, 'morning'],
  [/\bwindows?\b/, 'window'],
  [/\b(dramatic|moody|dark|noir)\b/, 'dramatic'],
  [/\b(cinematic|film|movie)\b/, 'cinematic'],
  [/\b(soft|dreamy|airy|pastel|overcast)\b/, 'soft'],
  [/\b(softbox|studio light)\b/, 'studio'],
  [/\b(sunny|sunlight|sunshine|daylight)\b/, 'natural'],
];

/** Place words, the most particular first ('outdoors in a forest' is a forest). */
const PLACE_WORDS: [RegExp, PlaceName][] = [
  [/\b(cafe|café|coffee ?shop|coffeehouse|bistro|restaurant)\b/, 'cafe'],
  [/\b(kitchen|countertop|worktop)\b/, 'kitchen'],
  [/\b(beach|seaside|coast|shore|ocean|sea)\b/, 'beach'],
  [/\b(office|desk|workspace|workplace)\b/, 'office'],
  [/\b(forest|woods|woodland|jungle)\b/, 'forest'],
  [/\b(garden|park|outdoors?|nature|meadow)\b/, 'garden'],
  [/\b(bed|bedroom|bedsheets?)\b/, 'bedroom'],
  [/\b(home|living room|interior|cosy|cozy)\b/, 'home'],
  [/\b(city|street|urban|downtown|alley)\b/, 'street'],
  [/\b(studio|seamless|backdrop)\b/, 'studio'],
];

const SURFACE_WORDS: [RegExp, keyof typeof SURFACES][] = [
  [/\bmarble\b/, 'marble'],
  [/\b(wood|wooden|oak|walnut|timber|table|tabletop)\b/, 'wood'],
  [/\b(concrete|cement|stone|slate|industrial)\b/, 'concrete'],
  [/\b(linen|fabric|blanket|cotton|bedsheets?|sheets?)\b/, 'linen'],
  [/\b(sand|sandy|dunes?)\b/, 'sand'],
  [/\b(grass|grassy|lawn)\b/, 'grass'],
  [/\b(moss|mossy|leaves)\b/, 'forestFloor'],
];

/** Where a surface is found outdoors, when the words name no place: sand is a beach, grass a garden. */
const SURFACE_PLACE: Partial<Record<keyof typeof SURFACES, PlaceName>> = { sand: 'beach', grass: 'garden', forestFloor: 'forest' };

const WALL_WORDS: { words: RegExp; kind: string; paint: (colour?: string) => SceneRecipe['stage']['wall'] }[] = [
  { words: /\b(brick|bricks|loft)\b/, kind: 'brick', paint: () => brick() },
  { words: /\b(tiles?|tiled)\b/, kind: 'tiles', paint: () => tiles() },
  { words: /\b(velvet|silk|satin|curtain)\b/, kind: 'velvet', paint: (c) => velvet(c ?? '#3a2438') },
  { words: /\b(paper|vintage|retro|antique|parchment)\b/, kind: 'paper', paint: () => agedPaper() },
];

/** Sets the whole scene to a place's set, keeping the product's size. */
function setPlace(scene: SceneRecipe, name: PlaceName): void {
  // The style's grade stays (a vintage look in a cafe is still vintage); the rest is the place's.
  const { grade, productScale } = scene;
  for (const key of Object.keys(scene)) delete scene[key as keyof SceneRecipe];
  Object.assign(scene, placeScene(PLACES[name](), productScale), grade ? { grade } : {});
}

/** Lays a surface under the product; a set with no floor (a sweep) gets a table top in front of it. */
function setSurface(scene: SceneRecipe, surface: Surface): void {
  if (scene.floorKind === surface.kind && scene.stage.floor) return; // the place's own (a cafe's table is wood already)
  scene.stage.floor = surface.paint;
  scene.stage.sheen = surface.sheen ?? 0;
  scene.floorKind = surface.kind;
  scene.reflection = surface.reflection ?? 0;
  if (scene.stage.horizon >= 1) {
    Object.assign(scene.stage, { horizon: 0.6, floorDepth: 3, floorSpan: 0.28, nearBlur: 0.4 });
    scene.stage.wallBlur = Math.max(scene.stage.wallBlur, 6);
    scene.floorY = Math.max(scene.floorY, 0.84);
  }
}

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

/** A light the text asks for, if any. */
export const lightingIn = (text: string): SceneLight | undefined => LIGHT_WORDS.find(([words]) => words.test(text.toLowerCase()))?.[1];

/** What of a prompt the scene engine understood. */
export interface SceneWords {
  place?: PlaceName;
  surface?: string;
  wall?: string;
  light?: SceneLight;
  colour?: string;
}

/**
 * Changes `scene` as the prompt's place, surface, wall, colour and light words ask; answers what it understood. A
 * product description's colours describe the product, not the set, so `colours: false` leaves them out.
 */
export function applySceneWords(scene: SceneRecipe, prompt: string, { colours = true } = {}): SceneWords {
  const text = prompt.toLowerCase();
  const found: SceneWords = {};
  const colour = colours ? colourIn(text) : undefined;
  const light = lightingIn(text);
  const surface = SURFACE_WORDS.find(([words]) => words.test(text))?.[1];
  let place = PLACE_WORDS.find(([words]) => words.test(text))?.[1] ?? (surface ? SURFACE_PLACE[surface] : undefined);
  if (place === 'street' && light === 'neon') place = 'nightCity';
  if (place) {
    setPlace(scene, place);
    found.place = place;
  }
  if (surface) {
    const chosen = surface === 'marble' && colour ? { ...SURFACES.marble(), paint: marble(colour, '#9d968b') } : SURFACES[surface]();
    setSurface(scene, chosen);
    found.surface = chosen.kind;
  }
  const wall = WALL_WORDS.find(({ words }) => words.test(text));
  if (wall) {
    scene.stage.wall = wall.paint(colour);
    scene.wallKind = wall.kind;
    scene.stage.wallBlur = Math.max(4, Math.min(scene.stage.wallBlur, 9));
    found.wall = wall.kind;
  }
  if (colour && !place && !surface && !wall) {
    // A colour alone: the backdrop in that colour — a seamless sweep, or a two-tone gradient if it was one.
    const rgb = hexRgb(colour);
    scene.stage.wall = scene.stage.horizon >= 1 && scene.reflection > 0.1
      ? duotone(colour, hex(mixRgb(rgb, [1, 1, 1], 0.45)), { radial: true })
      : sweep(hex(mixRgb(rgb, [0, 0, 0], 0.08)), hex(mixRgb(rgb, [1, 1, 1], 0.35)), { glow: 0.1 });
    scene.wallKind = 'colour';
    found.colour = colour;
  }
  if (light) {
    scene.lighting = light;
    found.light = light;
  }
  return found;
}
