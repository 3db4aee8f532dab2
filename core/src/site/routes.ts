import { CATEGORIES } from '../catalogue/categories';
import { resolveCategoryParam } from '../catalogue/category-aliases';
import { OWN_TEMPLATE_ID } from '../own-photo/own-template';
import { THREE_D_TYPES, threeDEditorPath } from '../three-d/products';
import { categoryTemplate } from './template-routes';

/** Every fixed path of the route table (spec §2); category pages add /{slug} and /mockups/:category, and each
 *  template its detail view and editor below them (template-routes.ts). */
export const STATIC_PATHS = [
  '/',
  '/mockups',
  '/upload',
  '/own-photo',
  '/psd-mockup',
  '/video-mockup',
  '/video-mockups',
  '/ai-tools',
  '/3d-mockup',
  ...THREE_D_TYPES.map(threeDEditorPath),
  '/pricing',
  '/auth',
  '/reset-password',
  '/dashboard',
  '/developers',
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

const STATIC = new Set<string>(STATIC_PATHS);
/** Slugs whose /{slug} is a category page (a fixed route of the same name wins, e.g. /video-mockups). */
const CATEGORY_PAGES = new Set(CATEGORIES.map((category) => category.slug).filter((slug) => !STATIC.has(`/${slug}`)));

/** /{slug}/{templateId}[/edit] or /mockups/{category}/{templateId}[/edit], for a template of that category. */
function isTemplatePath(pathname: string): boolean {
  const match = /^\/(?:mockups\/([^/]+)|([^/]+))\/([^/]+)(?:\/edit)?$/.exec(pathname);
  if (!match) return false;
  const [, param, slug, templateId] = match;
  const category = param !== undefined ? resolveCategoryParam(decode(param)).slug : slug !== undefined && CATEGORY_PAGES.has(slug) ? slug : undefined;
  return category !== undefined && categoryTemplate(category, decode(templateId!)) !== undefined;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** /my-templates/{own template id}/edit: a template made from the user's own photo, in the editor. Whether it exists
 *  and may be opened is for the API to say (the page shows the not-found view when it may not). */
function isOwnTemplatePath(pathname: string): boolean {
  const match = /^\/my-templates\/([^/]+)\/edit$/.exec(pathname);
  return match !== null && OWN_TEMPLATE_ID.test(decode(match[1]!));
}

/** True when the web app has a page for this path (used for the server's 200/404 status). */
export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (STATIC.has(trimmed) || CATEGORY_PAGES.has(trimmed.slice(1))) return true;
  return /^\/mockups\/[^/]+$/.test(trimmed) || isTemplatePath(trimmed) || isOwnTemplatePath(trimmed);
}
