import { blurPlane, blurRgb, resizeRgb, shrinkRgb } from '../../../../core/src/scenes/filters';
import type { Grade, LightingRecipe } from '../../../../core/src/scenes/lighting';
import type { SceneRecipe } from '../../../../core/src/scenes/photo-scenes';
import { paintStage } from '../../../../core/src/scenes/stage';
import type { Cutout } from '../cutout/refine';
import { gradeFrame, lightBackdrop } from './grade';
import { placeProduct, type ProductLayer } from './place';
import { paintPodium } from './podium';
import { relight } from './relight';
import { addReflection, applyShadow, castShadow, contactShadow, frameAlpha, shadowShear } from './shadows';

export interface ComposeInput {
  cutout: Cutout;
  recipe: SceneRecipe;
  lighting: LightingRecipe;
  /** How far the product is re-shaded by the scene's lights (0 keeps its own light). */
  relightStrength: number;
  size: number;
  seed: number;
  /** The set already painted and lit by paintBackdrop (size² RGB, drawn on); painted here when absent. */
  backdrop?: Float32Array;
}

/**
 * A bright set's light wrapping round the product's outline: its outermost pixels take a little of the light behind
 * them. Only light wraps — a dark set does not darken the edge — and only along the silhouette, never inside it (a
 * printed logo is not an edge): a wider or two-way blend read as a glowing halo.
 */
function wrapLight(layer: ProductLayer, sceneBlur: Float32Array, size: number, amount: number): void {
  const { width, height, alpha, rgb } = layer;
  const inner = blurPlane({ width, height, data: alpha }, Math.max(1, Math.round(size / 700)));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const edge = Math.min(1, Math.max(0, (1 - inner[i]!) * 2)) * alpha[i]!;
      if (edge <= 0) continue;
      const fx = Math.min(size - 1, Math.max(0, layer.x + x));
      const fy = Math.min(size - 1, Math.max(0, layer.y + y));
      const s = (fy * size + fx) * 3;
      for (let c = 0; c < 3; c++) rgb[i * 3 + c] = rgb[i * 3 + c]! + Math.max(0, sceneBlur[s + c]! - rgb[i * 3 + c]!) * edge * amount;
    }
  }
}

/** Mirrors an RGB frame left to right in place. */
function mirror(rgb: Float32Array, size: number): void {
  for (let y = 0; y < size; y++) {
    for (let a = y * size, b = a + size - 1; a < b; a++, b--) {
      for (let c = 0; c < 3; c++) {
        const t = rgb[a * 3 + c]!;
        rgb[a * 3 + c] = rgb[b * 3 + c]!;
        rgb[b * 3 + c] = t;
      }
    }
  }
}

/**
 * The scene as the product's edge sees it, blurred by 1/80 of the frame: blurred at a quarter of its size, as a blur
 * that wide keeps no detail a quarter-size image lacks, for a sixteenth of the work.
 */
function sceneBlur(frame: Float32Array, size: number): Float32Array {
  const small = Math.floor(size / 4);
  if (small * 4 !== size) return blurRgb(frame, size, size, Math.round(size / 80));
  return resizeRgb(blurRgb(shrinkRgb(frame, size, size, 4), small, small, Math.max(1, Math.round(size / 320))), small, small, size, size);
}

function compositeProduct(frame: Float32Array, size: number, layer: ProductLayer): void {
  for (let y = 0; y < layer.height; y++) {
    const fy = layer.y + y;
    if (fy < 0 || fy >= size) continue;
    for (let x = 0; x < layer.width; x++) {
      const fx = layer.x + x;
      if (fx < 0 || fx >= size) continue;
      const a = layer.alpha[y * layer.width + x]!;
      if (a <= 0) continue;
      const i = (fy * size + fx) * 3;
      const j = (y * layer.width + x) * 3;
      for (let c = 0; c < 3; c++) frame[i + c] = frame[i + c]! * (1 - a) + layer.rgb[j + c]! * a;
    }
  }
}

/** Where shadows may fall: the floor below the horizon, feathered (they never climb the wall behind). */
function floorMask(size: number, horizon: number): Float32Array | undefined {
  if (horizon >= 1) return undefined;
  const mask = new Float32Array(size * size);
  const row = horizon * size;
  const feather = size * 0.012;
  for (let y = 0; y < size; y++) {
    const k = Math.min(1, Math.max(0, (y - row + feather) / (2 * feather)));
    mask.fill(k, y * size, (y + 1) * size);
  }
  return mask;
}

/** The empty set, painted and lit: everything of a picture that does not depend on the product. */
export function paintBackdrop(recipe: SceneRecipe, lighting: LightingRecipe, size: number): Float32Array {
  if (recipe.pureWhite) return new Float32Array(size * size * 3).fill(1);
  const frame = paintStage(recipe.stage, size);
  // A set with its own window is turned round when the key light comes from the other side.
  const key = lighting.key.from[0];
  if (recipe.lightSide && Math.abs(key) > 0.1 && Math.sign(key) !== recipe.lightSide) mirror(frame, size);
  lightBackdrop(frame, size, lighting, recipe.stage.horizon);
  return frame;
}

export interface ComposedScene {
  /** size² RGB. */
  pixels: Uint8Array;
  /** Where the product covers the frame, 0…1 (an image engine paints everything else). */
  productAlpha: Float32Array;
}

/** A product photograph: the scene, the product standing in it, its shadows and reflection, lit and graded. */
export async function composeScene({ cutout, recipe, lighting, relightStrength, size, seed, backdrop }: ComposeInput): Promise<ComposedScene> {
  const frame = backdrop ?? paintBackdrop(recipe, lighting, size);
  if (frame.length !== size * size * 3) throw new Error(`composeScene: the backdrop is not ${size}² RGB`);
  const floorRow = recipe.floorY * size;

  let layer: ProductLayer;
  let shadowMask = floorMask(size, recipe.stage.horizon);
  if (recipe.podium) {
    // The product first, to size the plinth to it; then the plinth, its shadow, and the product on its top.
    const probe = await placeProduct(cutout, size, recipe.productScale, floorRow);
    const podium = paintPodium(frame, size, recipe.podium.colour, lighting, floorRow, probe.width);
    const podiumLayer = { x: 0, y: 0, width: size, height: Math.round(podium.height + 2 * podium.radiusY), rgb: new Float32Array(0), alpha: podium.alpha, baseY: Math.round(podium.topY + podium.height + podium.radiusY) };
    const shear = shadowShear(lighting.key.from, lighting.shadowLength * 0.8);
    const podiumShadow = castShadow(podium.alpha, size, podiumLayer, shear, lighting.softness);
    // The plinth does not shade itself.
    for (let i = 0; i < podiumShadow.length; i++) podiumShadow[i] = podiumShadow[i]! * (1 - podium.alpha[i]!);
    applyShadow(frame, podiumShadow, lighting.shadowOpacity * 0.8, lighting.ambient.colour);
    layer = { ...probe, baseY: Math.round(podium.topY + podium.radiusY * 0.35) };
    layer.y = layer.baseY - layer.height;
    shadowMask = blurPlane({ width: size, height: size, data: podium.top }, 1);
  } else {
    layer = await placeProduct(cutout, size, recipe.productScale, Math.round(floorRow));
  }

  const alpha = frameAlpha(layer, size);
  const opacity = recipe.pureWhite ? Math.min(0.3, lighting.shadowOpacity) : lighting.shadowOpacity;
  // E-commerce keeps only a soft shadow under the product, no long cast shadow.
  if (!recipe.pureWhite) {
    const cast = castShadow(alpha, size, layer, shadowShear(lighting.key.from, lighting.shadowLength), lighting.softness);
    applyShadow(frame, cast, opacity, lighting.ambient.colour, shadowMask);
  }
  applyShadow(frame, contactShadow(alpha, size, layer, lighting.softness), recipe.pureWhite ? 0.45 : 0.7, lighting.ambient.colour, shadowMask);
  if (recipe.reflection > 0 && !recipe.podium) addReflection(frame, size, layer, recipe.reflection);

  relight(layer, lighting, relightStrength);
  if (!recipe.pureWhite) wrapLight(layer, sceneBlur(frame, size), size, 0.25);
  compositeProduct(frame, size, layer);

  // E-commerce white stays #FFFFFF: no grain on it.
  const grade: Grade = { ...lighting.grade, ...recipe.grade, ...(recipe.pureWhite ? { grain: 0 } : {}) };
  return { pixels: gradeFrame(frame, size, grade, recipe.pureWhite ? 0 : lighting.vignette, seed), productAlpha: alpha };
}
