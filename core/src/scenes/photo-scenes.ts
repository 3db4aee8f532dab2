/**
 * The scenes of the AI Background Generator (spec §3 background styles) and the AI Product Photography tool (its
 * photography styles): a stage from the scene library, where the product stands, how large it is, and the floor's
 * gloss. Painted by server/src/ai/photo; the template generator paints the same surfaces.
 */
import type { BackgroundStyle, LightingStyle, PhotographyStyle } from '../ai/options';
import { concrete, lawn, wall, wood } from './backdrops';
import { hexRgb, type RGB } from './colour';
import type { Grade } from './lighting';
import type { StageSpec } from './stage';
import { agedPaper, bokeh, brick, duotone, marble, sweep } from './surfaces';

export interface SceneRecipe {
  stage: StageSpec;
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
  lighting: LightingStyle;
}

const sweepStage = (top: string, bottom: string, options: Parameters<typeof sweep>[2] = {}): StageSpec => ({
  wall: sweep(top, bottom, options),
  horizon: 1,
  wallBlur: 0,
});

const lifestyle = (): SceneRecipe => ({
  stage: {
    wall: bokeh('#d6c6b1', ['#fff0d2', '#ffd69a', '#ffffff'], { glowX: 0.18 }),
    floor: wood('#a8774c', 6, 3, true),
    horizon: 0.6,
    wallBlur: 8,
  },
  floorY: 0.84,
  productScale: 0.5,
  reflection: 0.04,
  lighting: 'natural',
});

const darkMarble = (): SceneRecipe => ({
  stage: {
    wall: bokeh('#2c2620', ['#e8c27a', '#f5d9a0', '#c99a4a'], { seed: 53, count: 11, glowX: 0.5 }),
    floor: marble('#232226', '#a39478', 23),
    horizon: 0.64,
    wallBlur: 10,
  },
  floorY: 0.82,
  productScale: 0.48,
  reflection: 0.3,
  lighting: 'cinematic',
});

const garden = (): SceneRecipe => ({
  stage: { wall: lawn(13, 0.7), floor: wood('#b89068', 7, 5, true), horizon: 0.58, wallBlur: 12 },
  floorY: 0.84,
  productScale: 0.5,
  reflection: 0,
  lighting: 'natural',
});

export const BACKGROUND_SCENES: Record<BackgroundStyle, () => SceneRecipe> = {
  studio: () => ({ stage: sweepStage('#d9dadd', '#f3f3f4', { glowX: 0.42, glowY: 0.38, glow: 0.14 }), floorY: 0.8, productScale: 0.52, reflection: 0, lighting: 'studio' }),
  natural: garden,
  lifestyle,
  minimal: () => ({ stage: sweepStage('#e8e1d7', '#f5f1eb', { glow: 0.08 }), floorY: 0.8, productScale: 0.55, reflection: 0, lighting: 'soft' }),
  gradient: () => ({ stage: { wall: duotone('#7a63f0', '#f6a2bf', { angle: 1.35 }), horizon: 1, wallBlur: 0 }, floorY: 0.78, productScale: 0.54, reflection: 0.2, lighting: 'studio' }),
  textured: () => ({
    stage: { wall: wall('#cdc4b8', 7), floor: concrete('#aaa69f', 5), horizon: 0.6, wallBlur: 3 },
    floorY: 0.83,
    productScale: 0.5,
    reflection: 0,
    lighting: 'natural',
  }),
  urban: () => ({
    stage: { wall: brick('#8e4f3d', '#b9b1a4'), floor: concrete('#8b8b8e', 9), horizon: 0.6, wallBlur: 9 },
    floorY: 0.84,
    productScale: 0.5,
    reflection: 0,
    lighting: 'natural',
  }),
  luxury: darkMarble,
};

export const PHOTO_SCENES: Record<PhotographyStyle, () => SceneRecipe> = {
  professional: () => ({ stage: sweepStage('#cdd0d4', '#eceef0', { glowX: 0.45, glowY: 0.4, glow: 0.16 }), floorY: 0.8, productScale: 0.54, reflection: 0, lighting: 'studio' }),
  lifestyle,
  ecommerce: () => ({ stage: sweepStage('#ffffff', '#ffffff', { glow: 0 }), floorY: 0.86, productScale: 0.68, reflection: 0, pureWhite: true, lighting: 'soft' }),
  creative: () => ({
    stage: { wall: duotone('#1fb5a8', '#ff7a59', { angle: 1.05 }), horizon: 1, wallBlur: 0 },
    floorY: 0.7,
    productScale: 0.5,
    reflection: 0,
    podium: { colour: hexRgb('#fff4ea') },
    lighting: 'studio',
  }),
  minimalist: () => ({
    stage: sweepStage('#e7e1da', '#f2eee9', { glow: 0.06 }),
    floorY: 0.72,
    productScale: 0.5,
    reflection: 0,
    podium: { colour: hexRgb('#f7f4f0') },
    lighting: 'soft',
  }),
  luxury: darkMarble,
  outdoor: () => ({ ...garden(), stage: { wall: lawn(17, 0.66), floor: concrete('#c4bcae', 11), horizon: 0.6, wallBlur: 12 } }),
  vintage: () => ({
    stage: { wall: agedPaper('#e0cfae'), floor: wood('#86592f', 5, 11, true), horizon: 0.62, wallBlur: 2 },
    floorY: 0.84,
    productScale: 0.5,
    reflection: 0,
    grade: { sepia: 0.45, grain: 0.05 },
    lighting: 'natural',
  }),
};
