import { Hono } from 'hono';
import { CATEGORIES } from '../../../core/src/catalogue/categories';
import { STATIC_PATHS } from '../../../core/src/site/routes';
import type { AppEnv } from '../http/app-env';

/** Pages that are no use to a search engine: private, or only reached from an e-mail link. */
const NOT_INDEXED = new Set<string>(['/dashboard', '/auth', '/reset-password']);

/** Every public page: the fixed routes, then one page per category. */
export function sitemapPaths(): string[] {
  const fixed = STATIC_PATHS.filter((path) => !NOT_INDEXED.has(path));
  const categories = CATEGORIES.map((category) => `/${category.slug}`);
  return [...new Set<string>([...fixed, ...categories])];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

export function sitemapXml(appUrl: string): string {
  const urls = sitemapPaths().map((path) => `  <url><loc>${escapeXml(appUrl + (path === '/' ? '/' : path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /reset-password',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Served by the server because both need the absolute public URL (APP_URL), known only at run time. */
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', (c) =>
    c.body(sitemapXml(c.var.config.appUrl), 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    }),
  )
  .get('/robots.txt', (c) =>
    c.text(robotsTxt(c.var.config.appUrl), 200, { 'cache-control': 'public, max-age=3600' }),
  );
