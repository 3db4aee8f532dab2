import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs, files } from '../../server/src/db/schema';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, json } from '../support/accounts-flow';
import { freshDatabase } from '../support/databases';
import { closeLoopbackAgents, requestFrom } from '../support/loopback-client';
import { startMailServer, type MailServer } from '../support/mail-server';
import { dataUrl, FLOOR_SHADOW_POINT, productShot } from '../support/product-shots';

/** remove-background, generate-background and product-photo on the real app, model and database (PGlite). */

const call = (base: string, fn: string, body: unknown) =>
  fetch(`${base}/api/functions/${fn}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function fetchPng(base: string, url: string) {
  const response = await fetch(new URL(url, base));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const image = sharp(Buffer.from(await response.arrayBuffer()));
  const meta = await image.metadata();
  const { data } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * meta.width! + x) * 4, (y * meta.width! + x) * 4 + 4)];
  return { meta, at };
}

describe('AI photo functions', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  let shot: string;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false });
    shot = dataUrl(await productShot());
  });
  afterAll(async () => {
    closeLoopbackAgents();
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  const stored = async () => ({
    files: (await database.db.select({ n: count() }).from(files))[0]!.n,
    designs: (await database.db.select({ n: count() }).from(designs))[0]!.n,
  });

  it('remove-background: the mug on transparency, an expiring file for an anonymous visitor', async () => {
    const response = await call(app.url, 'remove-background', { imageUrl: shot });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({ success: true, engine: 'offline', engineName: expect.stringMatching(/ISNet/), width: 1024, height: 1024 });
    expect(body.imageUrl).toMatch(/^\/api\/files\/[\w-]+$/);
    const { meta, at } = await fetchPng(app.url, body.imageUrl);
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 1024, 1024, true]);
    expect(at(5, 5)[3]).toBe(0);
    expect(at(FLOOR_SHADOW_POINT.x, FLOOR_SHADOW_POINT.y)[3]).toBeLessThan(32);
    const [r, g, b, a] = at(480, 520); // the mug's body: red and opaque
    expect(a).toBe(255);
    expect(r! - Math.max(g!, b!)).toBeGreaterThan(100);
    const [row] = await database.db.select().from(files);
    expect(row?.expiresAt).toBeInstanceOf(Date);
  });

  it('generate-background and product-photo: 1024² opaque scenes with the product standing in them', async () => {
    const answers = [
      await call(app.url, 'generate-background', { imageUrl: shot, style: 'luxury', prompt: 'on dark marble' }),
      await call(app.url, 'product-photo', { imageUrl: shot, description: 'A red ceramic mug', photographyStyle: 'professional', lighting: 'studio' }),
    ];
    const engines: string[] = [];
    for (const response of answers) {
      expect(response.status).toBe(200);
      const body = await json(response);
      expect(body.success).toBe(true);
      expect(body.engine).toBe('offline');
      engines.push(body.engineName);
      const { meta, at } = await fetchPng(app.url, body.imageUrl);
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1024]);
      expect(at(0, 0)[3]).toBe(255); // a scene, not a cut-out
      // The product is in the middle of the frame, red against whatever set it stands in.
      let red = 0;
      for (let y = 312; y < 712; y += 8) for (let x = 312; x < 712; x += 8) {
        const [r, g, b] = at(x, y);
        if (r! > 1.6 * Math.max(g!, b!) && r! > 90) red++;
      }
      expect(red / 2500).toBeGreaterThan(0.2);
    }
    expect(engines).toEqual([expect.stringMatching(/scene engine/), expect.stringMatching(/relighting engine/)]);
  });

  it('refuses bad input with 400 and {success: false, error}, storing nothing', async () => {
    const before = await stored();
    const notImage = dataUrl(new TextEncoder().encode('<html>definitely not an image</html>'));
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1024, 7);
    (await productShot()).copy(huge); // a PNG's bytes at the start, over 10 MB in all
    const tooWide = await sharp({ create: { width: 8001, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    const cases: [string, unknown, RegExp][] = [
      ['remove-background', { imageUrl: notImage }, /Invalid file type/],
      ['remove-background', { imageUrl: dataUrl(huge) }, /smaller than 10MB/],
      ['generate-background', { imageUrl: dataUrl(tooWide), style: 'studio' }, /at most 8000 px a side/],
      ['remove-background', { imageUrl: 'https://example.com/mug.png' }, /data URL/],
      ['remove-background', {}, /imageUrl is required/],
      ['generate-background', { imageUrl: shot, style: 'space' }, /Unknown background style/],
      ['product-photo', { imageUrl: shot, photographyStyle: 'luxury', lighting: 'disco' }, /Unknown lighting style/],
      ['product-photo', { imageUrl: shot, photographyStyle: 'noir', lighting: 'soft' }, /Unknown photography style/],
      ['product-photo', { imageUrl: shot, photographyStyle: 'luxury', lighting: 'soft', description: 'x'.repeat(1001) }, /under 1,000 characters/],
    ];
    for (const [fn, body, message] of cases) {
      const response = await call(app.url, fn, body);
      expect(response.status, `${fn} ${message}`).toBe(400);
      const answer = await json(response);
      expect(answer).toMatchObject({ success: false, error: expect.stringMatching(message) });
    }
    const malformed = await fetch(`${app.url}/api/functions/product-photo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"imageUrl":' });
    expect(malformed.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("keeps a signed-in user's result with their designs and limits each account", async () => {
    const browser = new Browser(app.url);
    await createVerifiedUser(browser, mail, 'photographer@example.com');
    const made = await json(browser.json('/api/functions/product-photo', 'POST', { imageUrl: shot, description: 'Red mug', photographyStyle: 'ecommerce', lighting: 'soft' }));
    expect(made).toMatchObject({ success: true, width: 1024, height: 1024 });
    expect(made.imageUrl).toMatch(/^\/api\/designs\/[\w-]+\/file$/);
    const { designs: mine } = await json(browser.fetch('/api/designs'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ name: 'Red mug', mime: 'image/png', width: 1024, height: 1024 });
    const served = await browser.fetch(made.imageUrl);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1024);

    // The account's budget (30 a minute) runs out before the address's (60); refused requests count too.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await browser.json('/api/functions/product-photo', 'POST', {})).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const limited = await browser.json('/api/functions/product-photo', 'POST', { imageUrl: shot, photographyStyle: 'ecommerce', lighting: 'soft' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(limited)).toMatchObject({ success: false, error: expect.stringMatching(/wait/) });
  });

  it('limits each address, anonymous visitors included', async () => {
    // 60 a minute per address and function. An address no other test used, so its minute starts here, and all at
    // once, so a loaded machine cannot stretch the burst past the minute.
    const from = '127.61.0.2';
    const post = (body: unknown) =>
      requestFrom(from, `${app.url}/api/functions/remove-background`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const statuses = (await Promise.all(Array.from({ length: 61 }, () => post({})))).map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const limited = await post({ imageUrl: shot });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((JSON.parse(limited.body.toString()) as { success: boolean }).success).toBe(false);
  });
});
