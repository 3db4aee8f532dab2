import type { Recipe } from '../recipe';
import { recipes as books } from './books';
import { recipes as businessCards } from './business-cards';
import { recipes as devices } from './devices';
import { recipes as laptops } from './laptops';
import { recipes as phoneCases } from './phone-cases';
import { recipes as posters } from './posters';
import { recipes as logos } from './logos';
import { recipes as stickers } from './stickers';
import { recipes as windows } from './windows';
import { recipes as signs } from './signs';
import { recipes as banners } from './banners';
import { recipes as billboards } from './billboards';
import { recipes as canvas } from './canvas';
import { recipes as frames } from './frames';
import { recipes as cdCovers } from './cd-covers';
import { recipes as flyers } from './flyers';
import { recipes as greetingCards } from './greeting-cards';
import { recipes as calendars } from './calendars';
import { recipes as notebooks } from './notebooks';
import { recipes as magazines } from './magazines';
import { recipes as socialMedia } from './social-media';
import { recipes as websites } from './websites';
import { recipes as apps } from './apps';
import { recipes as watches } from './watches';
import { recipes as tablets } from './tablets';

/** The print, flat and screen categories whose recipes live in this folder (one module per slug). */
const BY_SLUG: Record<string, Recipe[]> = {
  posters,
  'phone-cases': phoneCases,
  devices,
  laptops,
  books,
  'business-cards': businessCards,
  tablets,
  watches,
  apps,
  websites,
  'social-media': socialMedia,
  magazines,
  notebooks,
  calendars,
  'cd-covers': cdCovers,
  flyers,
  'greeting-cards': greetingCards,
  frames,
  canvas,
  billboards,
  banners,
  signs,
  windows,
  logos,
  stickers,
};

export const FLAT_CATEGORIES = Object.keys(BY_SLUG);

export function loadFlatRecipes(slug: string): Recipe[] {
  const r = BY_SLUG[slug];
  if (!r) throw new Error(`no flat recipes for ${slug}`);
  return r;
}
