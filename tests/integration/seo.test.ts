import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../core/src/catalogue/categories';
import type { TestApp } from '../support/app-server';
import { startTestApp } from '../support/app-server';
import { freshDatabase } from '../support/databases';

const APP_URL = 'https://mockups.example.com';

describe('sitemap.xml and robots.txt', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: TestApp;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await startTestApp(database, { env: { APP_URL: `${APP_URL}/` } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists every public page with absolute URLs and leaves out private ones', async () => {
    const response = await fetch(`${app.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

    for (const page of ['/', '/mockups', '/pricing', '/faq', '/contact', '/about', '/terms', '/privacy', '/video-mockups']) {
      expect(locs).toContain(`${APP_URL}${page}`);
    }
    for (const category of CATEGORIES) expect(locs).toContain(`${APP_URL}/${category.slug}`);
    for (const hidden of ['/dashboard', '/auth', '/reset-password']) expect(locs).not.toContain(`${APP_URL}${hidden}`);
    expect(locs.every((loc) => loc!.startsWith(`${APP_URL}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('serves robots.txt that points to the absolute sitemap URL', async () => {
    const response = await fetch(`${app.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });
});
