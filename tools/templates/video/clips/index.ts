/** Every video clip the builder makes (build-clips.ts), by product type; a type's first is its default. */
import type { ClipRecipe } from '../clip-recipe';
import { hoodieFlatLay } from './hoodie-flat-lay';
import { hoodieHung } from './hoodie-hung';
import { mugCounter, mugTable } from './mug';
import { phoneCase, phoneCaseOak } from './phone-case';
import { posterFramed, posterOakFrame } from './poster';
import { teeFlatLay } from './tee-flat-lay';
import { teeHung } from './tee-hung';

export const CLIP_RECIPES: readonly ClipRecipe[] = [
  teeFlatLay,
  teeHung,
  hoodieFlatLay,
  hoodieHung,
  mugTable,
  mugCounter,
  phoneCase,
  phoneCaseOak,
  posterFramed,
  posterOakFrame,
];
