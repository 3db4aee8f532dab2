import sharp from 'sharp';
import type { BackgroundStyle, LightingStyle, PhotographyStyle } from '../../../../core/src/ai/options';
import { LIGHTING } from '../../../../core/src/scenes/lighting';
import { BACKGROUND_SCENES, PHOTO_SCENES } from '../../../../core/src/scenes/photo-scenes';
import { applySceneWords, lightingIn } from '../../../../core/src/scenes/scene-words';
import { cutoutOf, type SegmentedImage } from '../cutout/cutout-task';
import { composeScene } from './compose';

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

/** A worker-thread task: the AI Background Generator's picture — the product on a scene for the style or prompt. */
export async function backgroundScenePng({ image, style, prompt }: { image: SegmentedImage; style: BackgroundStyle; prompt: string }) {
  const recipe = BACKGROUND_SCENES[style]();
  applySceneWords(recipe, prompt);
  const lighting = LIGHTING[lightingIn(prompt.toLowerCase()) ?? recipe.lighting];
  // In a dark or coloured set the product must take the set's light, or it looks pasted in.
  const relightStrength = Math.max(BACKGROUND_RELIGHT, lighting.relight * 0.7);
  const rgb = await composeScene({ cutout: cutoutOf(image), recipe, lighting, relightStrength, size: SCENE_SIDE, seed: seedOf(`${style}|${prompt}`) });
  return png(rgb);
}

/** A worker-thread task: the AI Product Photography picture — the product in the style's set, lit as asked. */
export async function productPhotoPng({ image, style, lighting, description }: { image: SegmentedImage; style: PhotographyStyle; lighting: LightingStyle; description: string }) {
  const recipe = PHOTO_SCENES[style]();
  applySceneWords(recipe, description, { colours: false });
  const light = LIGHTING[lighting];
  const rgb = await composeScene({ cutout: cutoutOf(image), recipe, lighting: light, relightStrength: light.relight, size: SCENE_SIDE, seed: seedOf(`${style}|${lighting}|${description}`) });
  return png(rgb);
}
