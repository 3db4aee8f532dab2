import { CATEGORIES } from '../catalogue/categories';
import { THREE_D_TYPES, threeDEditorPath } from '../three-d/products';

/** Every fixed path of the route table (spec §2); category pages add /{slug} and /mockups/:category. */
export const STATIC_PATHS = [
  '/',
  '/mockups',
  '/upload',
  '/video-mockup',
  '/video-mockups',
  '/ai-tools',
  '/3d-mockup',
  ...THREE_D_TYPES.map(threeDEditorPath),
  '/pricing',
  '/auth',
  '/reset-password',
  '/dashboard',
  '/about',
  '/contact',
  '/faq',
  '/how-it-works',
  '/terms',
  '/privacy',
];

/** Shortcut routes that show a category page; each is also a category slug. */
export const SHORTCUT_SLUGS = [
  't-shirts',
  'hoodies',
  'sweatshirts',
  'devices',
  'tote-bags',
  'posters',
  'business-cards',
  'books',
  'packaging',
] as const;

const KNOWN = new Set<string>([...STATIC_PATHS, ...CATEGORIES.map((category) => `/${category.slug}`)]);

/** True when the web app has a page for this path (used for the server's 200/404 status). */
export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN.has(trimmed) || /^\/mockups\/[^/]+$/.test(trimmed);
}
