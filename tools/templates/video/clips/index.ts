/** Every video clip the builder makes (build-clips.ts), by product type. */
import type { ClipRecipe } from '../clip-recipe';
import { teeFlatLay } from './tee-flat-lay';

export const CLIP_RECIPES: readonly ClipRecipe[] = [teeFlatLay];
