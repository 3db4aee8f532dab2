import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/src/db/schema';
import { VECTOR_ENGINE } from '../../server/src/services/ai-design';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, json } from '../support/accounts-flow';
import { startTestApp, type TestApp } from '../support/app-server';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { startFakeProviders, type FakeProviders } from '../support/fake-image-providers';
import { startMailServer, type MailServer } from '../support/mail-server';

const generate = (base: string, body: unknown) =>
  fetch(`${base}/api/functions/generate-design`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function image(base: string, url: string) {
  const response = await fetch(new URL(url, base));
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  return { bytes, meta, response };
}

describe.each(DATABASE_KINDS)('generate-design (%s)', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: TestApp;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await startTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const storedFiles = async () => (await database.db.select({ n: count() }).from(files))[0]!.n;

  it('makes a 1024² PNG with the vector engine, kept as an expiring file for an anonymous visitor', async () => {
    const response = await generate(app.url, { prompt: 'Wild fox exploring the mountains', style: 'vintage', category: 'badge', size: '1024x1024' });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({ success: true, engine: 'offline', engineName: VECTOR_ENGINE, width: 1024, height: 1024, downloadSide: 4096 });
    expect(body.warning).toBeUndefined();
    expect(body.imageUrl).toMatch(/^\/api\/files\/[\w-]+$/);
    const { meta } = await image(app.url, body.imageUrl);
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 1024, 1024, true]);
    const [row] = await database.db.select().from(files);
    expect(row?.expiresAt).toBeInstanceOf(Date);
  });

  it('repeats a design from its seed, varies it without one, and downloads it at 4096²', async () => {
    const first = await json(generate(app.url, { prompt: 'Coffee rocket', style: 'retro', category: 't-shirt', seed: 42 }));
    const again = await json(generate(app.url, { prompt: 'Coffee rocket', style: 'retro', category: 't-shirt', seed: 42 }));
    expect((await image(app.url, first.imageUrl)).bytes.equals((await image(app.url, again.imageUrl)).bytes)).toBe(true);
    const variation = await json(generate(app.url, { prompt: 'Coffee rocket', style: 'retro', category: 't-shirt' }));
    expect(variation.seed).not.toBe(42);
    expect((await image(app.url, variation.imageUrl)).bytes.equals((await image(app.url, first.imageUrl)).bytes)).toBe(false);

    const download = await image(app.url, first.downloadUrl);
    expect([download.meta.format, download.meta.width, download.meta.height]).toEqual(['png', 4096, 4096]);
    expect(download.response.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it("answers the spec's composed background and photography calls with an image", async () => {
    const photo = await generate(app.url, { prompt: 'Professional product photography of a ceramic mug, studio lighting', style: 'luxury_photography', size: '1024x1024' });
    expect(await json(photo)).toMatchObject({ success: true, width: 1024 });
    const background = await generate(app.url, { prompt: 'Create a urban background for product photography', style: 'urban', size: '1024x1024' });
    expect(background.status).toBe(200);
  });

  it('refuses bad requests with 400 and {success: false, error}, storing nothing', async () => {
    const before = await storedFiles();
    const cases: [unknown, RegExp][] = [
      [{ prompt: '   ', style: 'modern' }, /Please enter a prompt/],
      [{ prompt: 'x'.repeat(1001), style: 'modern' }, /under 1000 characters/],
      [{ prompt: 'fox', style: 'cubist' }, /Unknown style/],
      [{ prompt: 'fox', style: 'modern', category: 'mug' }, /Unknown category/],
      [{ style: 'modern' }, /./],
    ];
    for (const [body, message] of cases) {
      const response = await generate(app.url, body);
      expect(response.status).toBe(400);
      const answer = await json(response);
      expect(answer.success).toBe(false);
      expect(answer.error).toMatch(message);
    }
    const malformed = await fetch(`${app.url}/api/functions/generate-design`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"prompt":' });
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).success).toBe(false);
    const noSeed = await fetch(`${app.url}/api/functions/generate-design/download?prompt=fox&style=modern&category=logo`);
    expect(noSeed.status).toBe(400);
    expect(await storedFiles()).toBe(before);
  });
});

describe('generate-design limits and accounts', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false });
  });
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  it("keeps a signed-in user's design with their designs, and limits each account", async () => {
    const browser = new Browser(app.url);
    await createVerifiedUser(browser, mail, 'designer@example.com');
    const made = await json(browser.json('/api/functions/generate-design', 'POST', { prompt: 'Cat club', style: 'modern', category: 'logo' }));
    expect(made.imageUrl).toMatch(/^\/api\/designs\/[\w-]+\/file$/);
    const { designs } = await json(browser.fetch('/api/designs'));
    expect(designs).toHaveLength(1);
    expect(designs[0]).toMatchObject({ name: 'Cat club', mime: 'image/png', width: 1024, height: 1024 });

    // The account's budget (30 a minute) runs out before the address's (60): cheap invalid requests count too.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await browser.json('/api/functions/generate-design', 'POST', { prompt: '', style: 'modern' })).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const limited = await browser.json('/api/functions/generate-design', 'POST', { prompt: 'fox', style: 'modern' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(limited)).toMatchObject({ success: false, error: expect.stringMatching(/Please wait/) });
  });

  it('limits each address, anonymous visitors included', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await generate(app.url, { prompt: '', style: 'modern' })).status);
    expect(statuses.at(-1)).toBe(429);
    const limited = await generate(app.url, { prompt: 'fox', style: 'modern' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(limited)).success).toBe(false);
  });
});

describe('generate-design with a hosted provider', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let fake: FakeProviders;
  let app: TestApp;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    fake = await startFakeProviders('#2a9d8f');
    app = await startTestApp(database, {
      env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: `${fake.url}/v1`, REPLICATE_API_TOKEN: 'test-key', REPLICATE_BASE_URL: `${fake.url}/v1`, AI_PROVIDER_TIMEOUT_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await database?.close();
  });

  it("switches to the provider's image and says so", async () => {
    fake.mode = 'ok';
    const body = await json(generate(app.url, { prompt: 'Wild fox', style: 'vintage', category: 'poster' }));
    expect(body).toMatchObject({ success: true, engine: 'openai', engineName: 'OpenAI gpt-image-1', width: 1024 });
    expect(body.downloadUrl).toBe(body.imageUrl);
    const { bytes } = await image(app.url, body.imageUrl);
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x2a, 0x9d, 0x8f]); // the fake provider's image, not ours
    const sent = fake.requests.find((r) => r.path === '/v1/images/generations')!.body as { prompt: string };
    expect(sent.prompt).toMatch(/^Wild fox\. Style: vintage/);
  });

  it('falls back to the vector engine when every provider fails or is too slow, never a blank answer', async () => {
    for (const mode of ['rejected', 'server-error', 'not-an-image', 'hang'] as const) {
      fake.mode = mode;
      const started = Date.now();
      const response = await generate(app.url, { prompt: 'Wild fox', style: 'vintage', category: 'badge' });
      expect(response.status, mode).toBe(200);
      const body = await json(response);
      expect(body.engine, mode).toBe('offline');
      expect(body.warning, mode).toMatch(/^OpenAI: .+; Replicate: .+\. The offline design engine made this image instead\.$/);
      expect((await image(app.url, body.imageUrl)).meta.width).toBe(1024);
      if (mode === 'hang') expect(Date.now() - started).toBeLessThan(15_000);
    }
  });
});
