import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../../server/src/server';
import { startTestApp, type TestApp } from '../support/app-server';
import { freshDatabase } from '../support/databases';
import { THREE_D_TYPES } from '../../core/src/three-d/products';

describe('the built web app', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: TestApp;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
      throw new Error(`No build in ${WEB_DIST_DIR}: run "npm run build" first (npm test does).`);
    }
    database = await freshDatabase('pglite');
    app = await startTestApp(database, { withWeb: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves a deep link such as /mockups/hoodie as the app (history fallback)', async () => {
    const response = await fetch(`${app.url}/mockups/hoodie`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves the 3D editors as the app and an unknown 3D product as a 404', async () => {
    for (const type of THREE_D_TYPES) expect((await fetch(`${app.url}/3d-mockup/${type}`)).status).toBe(200);
    expect((await fetch(`${app.url}/3d-mockup/pillow`)).status).toBe(404);
  });

  it("serves a template's detail view and editor links with 200, and an unknown template's with 404", async () => {
    for (const url of ['/t-shirts/t-shirts-1', '/t-shirts/t-shirts-1/edit', '/mockups/hoodie/hoodies-3/edit']) {
      expect((await fetch(`${app.url}${url}`)).status, url).toBe(200);
    }
    for (const url of ['/t-shirts/t-shirts-99/edit', '/t-shirts/hoodies-1', '/t-shirts/t-shirts-1/share']) {
      const response = await fetch(`${app.url}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves the app with status 404 for an unknown path', async () => {
    const response = await fetch(`${app.url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets compressed with a year-long cache', async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const brotli = await fetch(`${app.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gzip = await fetch(`${app.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes both; the bytes must match the file on disk.
    const onDisk = fs.readFileSync(path.join(WEB_DIST_DIR, script!.slice(1)), 'utf8');
    expect(await brotli.text()).toBe(onDisk);
    expect(await gzip.text()).toBe(onDisk);
  });

  it('answers a missing asset with a plain 404, not the app', async () => {
    const response = await fetch(`${app.url}/assets/missing-123.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('answers a malformed %-escape in a page or asset path with 400', async () => {
    for (const url of ['/%E0%A4%A', '/mockups/%E0%A4%A/edit', '/assets/%E0%A4%A.js', '/%']) {
      const response = await fetch(`${app.url}${url}`);
      expect(response.status, url).toBe(400);
      expect(await response.json()).toEqual({ error: 'The address contains a malformed %-escape.' });
    }
  });
});
