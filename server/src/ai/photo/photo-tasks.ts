import sharp from 'sharp';
import type { BackgroundStyle, LightingStyle, PhotographyStyle } from '../../../../core/src/ai/options';
import { LIGHTING } from '../../../../core/src/scenes/lighting';
import { BACKGROUND_SCENES, PHOTO_SCENES } from '../../../../core/src/scenes/photo-scenes';
import { applySceneWords, lightingIn } from '../../../../core/src/scenes/scene-words';
import { cutoutOf, type SegmentedImage } from '../cutout/cutout-task';
import { composeScene, paintBackdrop } from './compose';

/** The AI tools' output: a 1024² PNG (spec §9). */
export const SCENE_SIDE = 1024;
/** The background tool keeps most of the product's own light; only the scene's colour and direction touch it. */
const BACKGROUND_RELIGHT = 0.3;

const seedOf = (text: string) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

async function png(rgb: Uint8Array) {
  const bytes = await sharp(rgb, { raw: { width: SCENE_SIDE, height: SCENE_SIDE, channels: 3 } })
    .png({ compressionLevel: 4, adaptiveFiltering: false })
    .toBuffer();
  return { png: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), width: SCENE_SIDE, height: SCENE_SIDE };
}

/** What a background picture is made of: the scene for the style (or the prompt's words) and its lights. */
function backgroundSet(style: BackgroundStyle, prompt: string) {
  const recipe = BACKGROUND_SCENES[style]();
  applySceneWords(recipe, prompt);
  const lighting = LIGHTING[lightingIn(prompt.toLowerCase()) ?? recipe.lighting];
  // In a dark or coloured set the product must take the set's light, or it looks pasted in.
  const relightStrength = Math.max(BACKGROUND_RELIGHT, lighting.relight * 0.7);
  return { recipe, lighting, relightStrength, seed: seedOf(`${style}|${prompt}`) };
}

/** What a product photograph is made of: the style's set, described, under the asked light. */
function photoSet(style: PhotographyStyle, lighting: LightingStyle, description: string) {
  const recipe = PHOTO_SCENES[style]();
  applySceneWords(recipe, description, { colours: false });
  const light = LIGHTING[lighting];
  return { recipe, lighting: light, relightStrength: light.relight, seed: seedOf(`${style}|${lighting}|${description}`) };
}

export interface BackgroundRequest {
  style: BackgroundStyle;
  prompt: string;
}

export interface PhotoRequest {
  style: PhotographyStyle;
  lighting: LightingStyle;
  description: string;
}

/**
 * Worker-thread tasks: the lit, empty set of a background or product photo. It does not depend on the product, so
 * the service paints it while the model cuts the product out, and hands it to the picture's task.
 */
export const backgroundBackdrop = ({ style, prompt }: BackgroundRequest) => {
  const { recipe, lighting } = backgroundSet(style, prompt);
  return paintBackdrop(recipe, lighting, SCENE_SIDE);
};
export const productPhotoBackdrop = ({ style, lighting, description }: PhotoRequest) => {
  const set = photoSet(style, lighting, description);
  return paintBackdrop(set.recipe, set.lighting, SCENE_SIDE);
};

/** A worker-thread task: the AI Background Generator's picture — the product on a scene for the style or prompt. */
export async function backgroundScenePng({ image, backdrop, ...request }: BackgroundRequest & { image: SegmentedImage; backdrop?: Float32Array }) {
  const set = backgroundSet(request.style, request.prompt);
  return png(await composeScene({ ...set, cutout: cutoutOf(image), size: SCENE_SIDE, backdrop }));
}

/** A worker-thread task: the AI Product Photography picture — the product in the style's set, lit as asked. */
export async function productPhotoPng({ image, backdrop, ...request }: PhotoRequest & { image: SegmentedImage; backdrop?: Float32Array }) {
  const set = photoSet(request.style, request.lighting, request.description);
  return png(await composeScene({ ...set, cutout: cutoutOf(image), size: SCENE_SIDE, backdrop }));
}
