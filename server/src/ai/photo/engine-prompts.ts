import type { BackgroundStyle, LightingStyle, PhotographyStyle } from '../../../../core/src/ai/options';

/**
 * What an image engine is asked to paint around a kept product: the set the style and the user's words describe,
 * and the light. The product itself is never repainted (services/ai-photo.ts lays it back over the painting).
 */

const BACKGROUND_WORDS: Record<BackgroundStyle, string> = {
  studio: 'a seamless studio backdrop on a tabletop, softbox light',
  natural: 'a natural setting with leaves and daylight',
  lifestyle: 'a tidy home interior, tabletop by a window',
  minimal: 'a minimal pale surface and wall, lots of space',
  gradient: 'a smooth colour-gradient studio backdrop',
  textured: 'a textured plaster wall and stone surface',
  urban: 'an urban street setting, concrete and brick',
  luxury: 'a luxury setting, marble and brass, elegant',
};

const PHOTO_WORDS: Record<PhotographyStyle, string> = {
  professional: 'a professional studio product shot on a clean sweep',
  lifestyle: 'a lifestyle scene in a lived-in home',
  ecommerce: 'a pure white e-commerce background',
  creative: 'a bold creative set with coloured shapes',
  minimalist: 'a minimalist set, one pale surface',
  luxury: 'a luxury set, marble and soft reflections',
  outdoor: 'outdoors in natural surroundings',
  vintage: 'a vintage set, warm film tones, old wood',
};

const LIGHT_WORDS: Record<LightingStyle, string> = {
  natural: 'natural daylight',
  studio: 'studio softbox lighting',
  soft: 'soft diffused light',
  dramatic: 'dramatic hard side light, deep shadows',
  golden: 'warm golden-hour sunlight',
  neon: 'magenta and cyan neon light',
  cinematic: 'cinematic moody light',
};

const PHOTOGRAPH = 'Product photograph, photorealistic, sharp focus, the product standing in the middle with a soft contact shadow beneath it';

export const backgroundEnginePrompt = (style: BackgroundStyle, prompt: string) =>
  `${PHOTOGRAPH}. Setting: ${prompt.trim() || BACKGROUND_WORDS[style]}.`;

export const photoEnginePrompt = (style: PhotographyStyle, lighting: LightingStyle, description: string) =>
  `${PHOTOGRAPH}. ${description.trim() ? `${description.trim()}. ` : ''}Setting: ${PHOTO_WORDS[style]}. Light: ${LIGHT_WORDS[lighting]}.`;
