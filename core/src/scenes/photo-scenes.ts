/**
 * The scenes of the AI Background Generator (spec §3 background styles) and the AI Product Photography tool (its
 * photography styles): a stage from the scene library, where the product stands, how large it is, and the floor's
 * gloss. Painted by server/src/ai/photo; the template generator paints the same surfaces.
 */
import type { BackgroundStyle, PhotographyStyle } from '../ai/options';
import { concrete, wall } from './backdrops';
import { hexRgb, type RGB } from './colour';
import type { Grade, SceneLight } from './lighting';
import { PLACES, type Place } from './places';
import { foliage } from './rooms';
import type { StageSpec } from './stage';
import { agedPaper, bokeh, boards, duotone, marble, sweep } from './surfaces';

export interface SceneRecipe {
  stage: StageSpec;
  /** What the wall and the floor are (names for tests and logs: 'tiles', 'marble'…). */
  wallKind: string;
  floorKind?: string;
  /** Where the product's base stands: 0 top … 1 bottom of the frame. */
  floorY: number;
  /** The product's height (or width, when it is wider) as a share of the frame. */
  productScale: number;
  /** Floor gloss: 0 matte … 0.4 polished stone (the product's reflection). */
  reflection: number;
  /** A plinth the product stands on. */
  podium?: { colour: RGB };
  /** Grading this look always has, on top of the light's (vintage sepia and grain). */
  grade?: Partial<Grade>;
  /** E-commerce: the background stays pure white whatever the lights. */
  pureWhite?: boolean;
  /** The light the background tool uses for this scene. */
  lighting: SceneLight;
  /**
   * The side the set's own daylight comes from (its window), -1 left or 1 right: the set is mirrored when the
   * key light comes from the other side, so the window, the light on the wall and the shadow agree.
   */
  lightSide?: -1 | 1;
}

const sweepScene = (top: string, bottom: string, options: Parameters<typeof sweep>[2] = {}) => ({
  stage: { wall: sweep(top, bottom, options), horizon: 1, wallBlur: 0 } satisfies StageSpec,
  wallKind: 'sweep',
});

/** A place as a recipe: its set, its light, the product at a natural size. */
export const placeScene = (place: Place, productScale = 0.5): SceneRecipe => ({
  stage: { ...place.stage, wall: place.wall.paint, ...(place.stage.horizon < 1 ? { floor: place.floor.paint, sheen: place.floor.sheen ?? 0 } : {}) },
  wallKind: place.wall.kind,
  ...(place.stage.horizon < 1 ? { floorKind: place.floor.kind } : {}),
  floorY: place.floorY,
  productScale,
  reflection: place.floor.reflection ?? 0,
  lighting: place.lighting,
  ...(place.lightSide ? { lightSide: place.lightSide } : {}),
});

const darkMarble = (): SceneRecipe => ({
  stage: {
    wall: bokeh('#2c2620', ['#e8c27a', '#f5d9a0', '#c99a4a'], { seed: 53, count: 11, glowX: 0.5 }),
    floor: marble('#232226', '#a39478', 23),
    horizon: 0.64,
    wallBlur: 10,
    floorDepth: 5,
  },
  wallKind: 'bokeh',
  floorKind: 'marble',
  floorY: 0.82,
  productScale: 0.48,
  reflection: 0.3,
  lighting: 'cinematic',
});

/** Outdoors among leaves, on a weathered garden table. */
const natural = (): SceneRecipe => ({
  stage: { wall: foliage(107), floor: boards('#b39a7c', { boards: 3, seed: 57 }), horizon: 0.56, wallBlur: 18, floorDepth: 3, floorSpan: 0.28, nearBlur: 0.5 },
  wallKind: 'forest',
  floorKind: 'wood',
  floorY: 0.84,
  productScale: 0.5,
  reflection: 0,
  lighting: 'natural',
});

export const BACKGROUND_SCENES: Record<BackgroundStyle, () => SceneRecipe> = {
  studio: () => ({ ...placeScene(PLACES.studio(), 0.52) }),
  natural,
  lifestyle: () => placeScene(PLACES.home()),
  // Lots of space: a bare warm wall, a pale stone ledge, the product small in the frame.
  minimal: () => ({
    stage: { wall: sweep('#e9e2d8', '#ddd5ca', { glowX: 0.35, glow: 0.1 }), floor: concrete('#e6e0d6', 13, 0), horizon: 0.68, wallBlur: 2, floorDepth: 4, floorSpan: 0.2 },
    wallKind: 'plaster',
    floorKind: 'stone',
    floorY: 0.82,
    productScale: 0.4,
    reflection: 0,
    lighting: 'soft',
  }),
  gradient: () => ({
    stage: { wall: duotone('#7a63f0', '#f6a2bf', { angle: 1.35 }), horizon: 1, wallBlur: 0 },
    wallKind: 'gradient',
    floorY: 0.78,
    productScale: 0.54,
    reflection: 0.2,
    lighting: 'studio',
  }),
  textured: () => ({
    stage: { wall: wall('#cdc4b8', 7, 2, '#b89b7a', 0.15), floor: concrete('#aaa69f', 5, 0), horizon: 0.6, wallBlur: 3, floorDepth: 4, floorSpan: 0.3 },
    wallKind: 'plaster',
    floorKind: 'concrete',
    floorY: 0.83,
    productScale: 0.5,
    reflection: 0,
    lighting: 'natural',
  }),
  urban: () => placeScene(PLACES.street()),
  luxury: darkMarble,
};

export const PHOTO_SCENES: Record<PhotographyStyle, () => SceneRecipe> = {
  professional: () => ({ ...sweepScene('#cdd0d4', '#eceef0', { glowX: 0.45, glowY: 0.4, glow: 0.16 }), floorY: 0.8, productScale: 0.54, reflection: 0, lighting: 'studio' }),
  lifestyle: () => placeScene(PLACES.home()),
  ecommerce: () => ({ ...sweepScene('#ffffff', '#ffffff', { glow: 0 }), floorY: 0.86, productScale: 0.68, reflection: 0, pureWhite: true, lighting: 'soft' }),
  creative: () => ({
    stage: { wall: duotone('#1fb5a8', '#ff7a59', { angle: 1.05 }), horizon: 1, wallBlur: 0 },
    wallKind: 'gradient',
    floorY: 0.7,
    productScale: 0.5,
    reflection: 0,
    podium: { colour: hexRgb('#fff4ea') },
    lighting: 'studio',
  }),
  minimalist: () => ({
    ...sweepScene('#e7e1da', '#f2eee9', { glow: 0.06 }),
    floorY: 0.72,
    productScale: 0.5,
    reflection: 0,
    podium: { colour: hexRgb('#f7f4f0') },
    lighting: 'soft',
  }),
  luxury: darkMarble,
  outdoor: () => placeScene(PLACES.garden()),
  vintage: () => ({
    stage: { wall: agedPaper('#e0cfae'), floor: boards('#6e4a2c', { boards: 3, seed: 61 }), horizon: 0.6, wallBlur: 2, floorDepth: 3, floorSpan: 0.28, nearBlur: 0.4 },
    wallKind: 'paper',
    floorKind: 'wood',
    floorY: 0.84,
    productScale: 0.5,
    reflection: 0,
    grade: { sepia: 0.45, grain: 0.05 },
    lighting: 'natural',
  }),
};

