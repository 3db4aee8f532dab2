/** Every video clip the builder makes (build-clips.ts), by product type; a type's first is its default. */
import type { ClipRecipe } from '../clip-recipe';
import { hoodieFlatLay } from './hoodie-flat-lay';
import { hoodieHung } from './hoodie-hung';
import { mugCounter } from './mug-counter';
import { mugTable } from './mug-table';
import { phoneCase } from './phone-case';
import { phoneCaseOak } from './phone-case-oak';
import { posterFramed } from './poster-framed';
import { posterOakFrame } from './poster-oak-frame';
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
