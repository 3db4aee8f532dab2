import { CATEGORIES, findCategory, type Category } from './categories';

/** The home page's category cards use these short route values. */
const ALIASES: Record<string, string> = {
  't-shirt': 't-shirts',
  hoodie: 'hoodies',
  'tote-bag': 'tote-bags',
  iphone: 'phone-cases',
};

/** Resolves a /mockups/:category value: a slug, an alias, or else the first category. */
export function resolveCategoryParam(value: string): Category {
  const key = value.toLowerCase();
  return findCategory(ALIASES[key] ?? key) ?? (CATEGORIES[0] as Category);
}
