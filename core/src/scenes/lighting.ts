/**
 * The lighting setups of the AI Product Photography tool (spec §3: natural, studio, soft, dramatic, golden, neon,
 * cinematic) as numbers a compositor can use: where the lights are, their colours, how soft the shadows fall, how the
 * scene is exposed and how the frame is graded. Two more lights are only reached through a prompt's words (a
 * background's 'morning sun', 'window light') or a place's own light: SCENE_LIGHTS.
 */
import type { LightingStyle } from '../ai/options';
import { hexRgb, type RGB } from './colour';

/** A direction in image terms: x to the right, y up, z toward the camera (normalised when used). */
export type Direction = readonly [number, number, number];

export interface Light {
  from: Direction;
  colour: RGB;
  strength: number;
}

export interface Grade {
  /** S-curve amount around mid-grey: 0 none, 0.3 punchy. */
  contrast: number;
  /** 1 unchanged, 0 grey. */
  saturation: number;
  /** Added to shadows and multiplied into highlights (colour balance). */
  lift: RGB;
  gain: RGB;
  /** 0…1: a warm sepia tone mixed in. */
  sepia?: number;
  /** Film grain strength. */
  grain?: number;
}

export interface LightingRecipe {
  key: Light;
  fill?: Light;
  /** An edge light from behind the product, on the given side. */
  rim?: Light;
  ambient: { colour: RGB; strength: number };
  /** 0 hard sun … 1 a huge diffuser: shadow blur and light wrap. */
  softness: number;
  /** How long cast shadows fall, relative to the product's height. */
  shadowLength: number;
  shadowOpacity: number;
  /** The backdrop's brightness under this light. */
  sceneExposure: number;
  /**
   * How much darker the set is on the side away from the key light, 0…1: a window lights the wall near it and falls
   * off across the room (0.12 when absent: a studio's even light).
   */
  falloff?: number;
  /** Light through a window laid on the wall behind: a soft bright patch crossed by the window's bars (x, y, w, h in 0…1). */
  windowPatch?: { x: number; y: number; w: number; h: number; strength: number; skew: number };
  /** Coloured pools of light thrown on the backdrop (x, y in 0…1). */
  glows?: { x: number; y: number; radius: number; colour: RGB; strength: number }[];
  /** How strongly the product is re-shaded by these lights (0 keeps its own light). */
  relight: number;
  grade: Grade;
  vignette: number;
}

const white: RGB = [1, 1, 1];
const neutral = { lift: [0, 0, 0] as RGB, gain: [1, 1, 1] as RGB };

export const LIGHTING: Record<LightingStyle, LightingRecipe> = {
  natural: {
    key: { from: [-0.55, 0.6, 0.58], colour: [1, 0.97, 0.92], strength: 0.75 },
    fill: { from: [0.7, 0.2, 0.7], colour: [0.86, 0.92, 1], strength: 0.18 },
    ambient: { colour: [0.93, 0.96, 1], strength: 0.5 },
    softness: 0.65,
    shadowLength: 0.8,
    shadowOpacity: 0.44,
    sceneExposure: 1,
    falloff: 0.2,
    windowPatch: { x: 0.12, y: 0.12, w: 0.3, h: 0.36, strength: 0.12, skew: 0.25 },
    relight: 0.45,
    grade: { contrast: 0.08, saturation: 1.06, lift: [0, 0, 0], gain: [1.03, 1, 0.95] },
    vignette: 0.12,
  },
  studio: {
    key: { from: [-0.5, 0.55, 0.67], colour: white, strength: 0.8 },
    fill: { from: [0.75, 0.1, 0.65], colour: white, strength: 0.3 },
    rim: { from: [0.6, 0.5, -0.6], colour: white, strength: 0.35 },
    ambient: { colour: white, strength: 0.45 },
    softness: 0.55,
    shadowLength: 0.65,
    shadowOpacity: 0.38,
    sceneExposure: 0.84,
    // A background light aimed at the set behind the product, as a studio sets one.
    glows: [{ x: 0.5, y: 0.42, radius: 0.36, colour: white, strength: 0.3 }],
    relight: 0.55,
    grade: { contrast: 0.12, saturation: 0.98, lift: [0, 0, 0.005], gain: [0.99, 1, 1.02] },
    vignette: 0.18,
  },
  soft: {
    key: { from: [-0.2, 0.85, 0.5], colour: [1, 0.99, 0.97], strength: 0.55 },
    fill: { from: [0.5, 0.3, 0.8], colour: white, strength: 0.35 },
    ambient: { colour: [0.99, 0.98, 0.97], strength: 0.7 },
    softness: 1,
    shadowLength: 0.4,
    shadowOpacity: 0.24,
    sceneExposure: 1.1,
    falloff: 0.04,
    relight: 0.3,
    grade: { contrast: -0.1, saturation: 0.88, lift: [0.06, 0.06, 0.065], gain: [1, 1, 1] },
    vignette: 0.03,
  },
  dramatic: {
    key: { from: [-0.93, 0.3, 0.2], colour: [1, 0.96, 0.9], strength: 1.15 },
    rim: { from: [0.85, 0.35, -0.4], colour: [0.9, 0.93, 1], strength: 0.55 },
    ambient: { colour: [0.75, 0.8, 0.9], strength: 0.16 },
    softness: 0.18,
    shadowLength: 1.1,
    shadowOpacity: 0.72,
    sceneExposure: 0.42,
    glows: [{ x: 0.28, y: 0.35, radius: 0.38, colour: [1, 0.95, 0.88], strength: 0.55 }],
    relight: 0.85,
    grade: { contrast: 0.3, saturation: 0.92, ...neutral },
    vignette: 0.5,
  },
  golden: {
    key: { from: [0.85, 0.28, 0.45], colour: [1, 0.76, 0.46], strength: 0.95 },
    fill: { from: [-0.7, 0.2, 0.7], colour: [0.72, 0.78, 1], strength: 0.15 },
    rim: { from: [0.7, 0.3, -0.6], colour: [1, 0.7, 0.35], strength: 0.5 },
    ambient: { colour: [1, 0.88, 0.74], strength: 0.38 },
    softness: 0.4,
    shadowLength: 1.4,
    shadowOpacity: 0.5,
    sceneExposure: 0.92,
    glows: [{ x: 0.85, y: 0.3, radius: 0.5, colour: [1, 0.78, 0.45], strength: 0.45 }],
    relight: 0.7,
    grade: { contrast: 0.12, saturation: 1.12, lift: [0.02, 0.01, 0], gain: [1.06, 0.98, 0.86] },
    vignette: 0.3,
  },
  neon: {
    key: { from: [-0.85, 0.3, 0.45], colour: hexRgb('#ff3fb4'), strength: 1.05 },
    fill: { from: [0.85, 0.25, 0.45], colour: hexRgb('#2fd8ff'), strength: 0.9 },
    rim: { from: [0.7, 0.4, -0.6], colour: hexRgb('#6affff'), strength: 0.8 },
    ambient: { colour: [0.55, 0.45, 0.8], strength: 0.16 },
    softness: 0.35,
    shadowLength: 0.35,
    shadowOpacity: 0.55,
    sceneExposure: 0.22,
    glows: [
      { x: 0.12, y: 0.38, radius: 0.42, colour: hexRgb('#ff2fa8'), strength: 0.9 },
      { x: 0.9, y: 0.32, radius: 0.42, colour: hexRgb('#1fc8ff'), strength: 0.85 },
    ],
    relight: 0.9,
    grade: { contrast: 0.18, saturation: 1.25, ...neutral },
    vignette: 0.45,
  },
  cinematic: {
    key: { from: [-0.8, 0.4, 0.45], colour: [1, 0.84, 0.66], strength: 0.95 },
    fill: { from: [0.8, 0.15, 0.55], colour: [0.5, 0.7, 1], strength: 0.35 },
    rim: { from: [0.75, 0.4, -0.55], colour: [0.65, 0.85, 1], strength: 0.45 },
    ambient: { colour: [0.6, 0.75, 0.9], strength: 0.25 },
    softness: 0.35,
    shadowLength: 0.8,
    shadowOpacity: 0.6,
    sceneExposure: 0.6,
    glows: [{ x: 0.25, y: 0.3, radius: 0.45, colour: [1, 0.82, 0.62], strength: 0.5 }],
    relight: 0.8,
    grade: { contrast: 0.22, saturation: 1.05, lift: [0, 0.035, 0.05], gain: [1.06, 0.99, 0.9] },
    vignette: 0.4,
  },
};

/** Every light a set can have: the tool's seven and those only words or places ask for. */
export type SceneLight = LightingStyle | 'morning' | 'window';

export const SCENE_LIGHTS: Record<SceneLight, LightingRecipe> = {
  ...LIGHTING,
  // Low, clear early sun: a warm key raking from the side, the blue sky filling the shadows; a sun patch on the wall.
  morning: {
    key: { from: [-0.85, 0.42, 0.45], colour: [1, 0.9, 0.76], strength: 0.9 },
    fill: { from: [0.7, 0.4, 0.7], colour: [0.8, 0.88, 1], strength: 0.22 },
    ambient: { colour: [0.86, 0.92, 1], strength: 0.42 },
    softness: 0.42,
    shadowLength: 1.25,
    shadowOpacity: 0.46,
    sceneExposure: 0.98,
    falloff: 0.3,
    windowPatch: { x: 0.08, y: 0.1, w: 0.34, h: 0.4, strength: 0.22, skew: 0.35 },
    relight: 0.5,
    grade: { contrast: 0.08, saturation: 1.04, lift: [0, 0.008, 0.025], gain: [1.04, 1, 0.94] },
    vignette: 0.14,
  },
  // A big window to the left, no sun through it: a soft key from the side, the room falling off into shade.
  window: {
    key: { from: [-0.9, 0.3, 0.35], colour: [0.98, 0.99, 1], strength: 0.85 },
    fill: { from: [0.7, 0.2, 0.7], colour: [1, 0.96, 0.9], strength: 0.1 },
    ambient: { colour: [0.95, 0.96, 0.98], strength: 0.38 },
    softness: 0.85,
    shadowLength: 0.9,
    shadowOpacity: 0.42,
    sceneExposure: 1,
    falloff: 0.5,
    relight: 0.45,
    grade: { contrast: 0.06, saturation: 0.98, ...neutral },
    vignette: 0.12,
  },
};
