import type { Recipe } from '../recipe';
import { recipes as devices } from './devices';
import { recipes as laptops } from './laptops';
import { recipes as phoneCases } from './phone-cases';
import { recipes as posters } from './posters';

/** The print, flat and screen categories whose recipes live in this folder (one module per slug). */
const BY_SLUG: Record<string, Recipe[]> = {
  posters,
  'phone-cases': phoneCases,
  devices,
  laptops,
};

export const FLAT_CATEGORIES = Object.keys(BY_SLUG);

export function loadFlatRecipes(slug: string): Recipe[] {
  const r = BY_SLUG[slug];
  if (!r) throw new Error(`no flat recipes for ${slug}`);
  return r;
}
