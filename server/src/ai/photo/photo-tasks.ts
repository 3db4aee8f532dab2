import sharp from 'sharp';
import type { BackgroundStyle, LightingStyle, PhotographyStyle } from '../../../../core/src/ai/options';
import { LIGHTING, SCENE_LIGHTS } from '../../../../core/src/scenes/lighting';
import { BACKGROUND_SCENES, PHOTO_SCENES } from '../../../../core/src/scenes/photo-scenes';
import { applySceneWords } from '../../../../core/src/scenes/scene-words';
import { cutoutOf, type SegmentedImage } from '../cutout/cutout-task';
import { composeScene, paintBackdrop, type ComposedScene } from './compose';

/** The AI tools' output: a 1024² PNG (spec §9). */
export const SCENE_SIDE = 1024;
/** The background tool keeps most of the product's own light; only the scene's colour and direction touch it. */
const BACKGROUND_RELIGHT = 0.3;

const seedOf = (text: string) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

const asBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

async function encode(pixels: Uint8Array, channels: 1 | 3) {
  return asBytes(await sharp(pixels, { raw: { width: SCENE_SIDE, height: SCENE_SIDE, channels } }).png({ compressionLevel: 4, adaptiveFiltering: false }).toBuffer());
}

/** The picture as a PNG. */
const png = async (scene: ComposedScene) => ({ png: await encode(scene.pixels, 3), width: SCENE_SIDE, height: SCENE_SIDE });

/** What a background picture is made of: the scene for the style, changed by the prompt's words, and its lights. */
export function backgroundSet(style: BackgroundStyle, prompt: string) {
  const recipe = BACKGROUND_SCENES[style]();
  applySceneWords(recipe, prompt);
  const lighting = SCENE_LIGHTS[recipe.lighting];
  // In a dark or coloured set the product must take the set's light, or it looks pasted in.
  const relightStrength = Math.max(BACKGROUND_RELIGHT, lighting.relight * 0.7);
  return { recipe, lighting, relightStrength, seed: seedOf(`${style}|${prompt}`) };
}

/** What a product photograph is made of: the style's set, described, under the asked light. */
export function photoSet(style: PhotographyStyle, lighting: LightingStyle, description: string) {
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

/**
 * A worker-thread task: an image engine's painting of the set, with the product of our own picture laid back over it
 * pixel for pixel (the engine may have touched its edge), by the mask the engine painted by.
 */
export async function keepProduct({ painted, picture, mask }: { painted: Uint8Array; picture: Uint8Array; mask: Uint8Array }) {
  const raw = (bytes: Uint8Array, channels: 1 | 3) => {
    const image = sharp(bytes, { limitInputPixels: 4096 * 4096 }).resize(SCENE_SIDE, SCENE_SIDE, { fit: 'fill' }).removeAlpha();
    return (channels === 1 ? image.extractChannel(0) : image).raw().toBuffer();
  };
  const [set, ours, paint] = await Promise.all([raw(painted, 3), raw(picture, 3), raw(mask, 1)]);
  const out = new Uint8Array(SCENE_SIDE * SCENE_SIDE * 3);
  for (let i = 0; i < paint.length; i++) {
    const m = paint[i]! / 255;
    for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.round(set[i * 3 + c]! * m + ours[i * 3 + c]! * (1 - m));
  }
  return { png: await encode(out, 3), width: SCENE_SIDE, height: SCENE_SIDE };
}
