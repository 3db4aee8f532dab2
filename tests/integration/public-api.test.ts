import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { validate } from '@readme/openapi-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTemplates } from '../../core/src/templates/assets';
import { templatePrintAreas } from '../../core/src/templates/print-areas';
import { verifySignature } from '../../server/src/api/webhooks';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, json } from '../support/accounts-flow';
import { designDataUrl, PLACEMENT } from '../support/batches';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';

/** A webhook receiver on loopback: records each delivery's raw body and headers; `answer` picks the response. */
function startReceiver(answer: (req: http.IncomingMessage) => { status: number; headers?: Record<string, string> } = () => ({ status: 200 })) {
  const deliveries: { body: string; headers: http.IncomingHttpHeaders; path: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      deliveries.push({ body, headers: req.headers, path: req.url ?? '' });
      const { status, headers } = answer(req);
      res.writeHead(status, headers).end();
    });
  });
  return new Promise<{ url: string; deliveries: typeof deliveries; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        deliveries,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const RATE_LIMIT = 40;

describe.each(DATABASE_KINDS)('public render API (/api/v1) on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  let user: Browser;
  let key: string;
  const templateId = allTemplates()[0]!.id;
  const api = (path: string, init: RequestInit = {}, bearer = key) =>
    fetch(`${app.url}/api/v1${path}`, { redirect: 'manual', ...init, headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...init.headers } });
  const post = (path: string, body: unknown, bearer = key) => api(path, { method: 'POST', body: JSON.stringify(body) }, bearer);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    mail = await startMailServer();
    app = await startAccountsApp(database, {
      smtpUrl: mail.url,
      rateLimit: false,
      jobWorkers: true,
      env: { API_RATE_LIMIT: String(RATE_LIMIT), WEBHOOK_ALLOW_PRIVATE: 'on' },
    });
    user = new Browser(app.url);
    await createVerifiedUser(user, mail, 'developer@example.com');
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database.close();
  });

  it('creates a key on the dashboard API, shows it once and lists only its prefix', async () => {
    const created = await user.json('/api/developer/keys', 'POST', { name: 'Shop sync' });
    expect(created.status).toBe(201);
    const body = await created.json();
    key = body.key;
    expect(key).toMatch(/^ms_live_[A-Za-z0-9_-]{43}$/);
    const list = await json(user.fetch('/api/developer/keys'));
    expect(list.keys).toHaveLength(1);
    expect(list.keys[0]).toMatchObject({ name: 'Shop sync', prefix: key.slice(0, 12), lastUsedAt: null, revokedAt: null, rendersThisMonth: 0 });
    expect(JSON.stringify(list)).not.toContain(key);
    // Only the account's owner sees its keys.
    expect((await new Browser(app.url).fetch('/api/developer/keys')).status).toBe(401);
  });

  it('answers 401 problem+json without a key or with an unknown one', async () => {
    const missing = await fetch(`${app.url}/api/v1/categories`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
    expect(await missing.json()).toMatchObject({ status: 401, title: 'Unauthorized', detail: expect.stringContaining('Authorization: Bearer') });
    const unknown = await api('/categories', {}, `ms_live_${'x'.repeat(43)}`);
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).detail).toMatch(/Unknown API key/);
  });

  it('lists categories and templates with the print-area aspect and thumbnail, with RateLimit headers', async () => {
    const categories = await api('/categories');
    expect(categories.status).toBe(200);
    expect(categories.headers.get('ratelimit-limit')).toBe(String(RATE_LIMIT));
    expect(Number(categories.headers.get('ratelimit-remaining'))).toBeLessThan(RATE_LIMIT);
    const { categories: list } = await categories.json();
    expect(list.length).toBeGreaterThan(10);
    const category = allTemplates()[0]!.category;
    const { templates } = await json(api(`/templates?category=${category}`));
    expect(templates.length).toBeGreaterThan(0);
    expect(templates[0]).toMatchObject({ category, printAspect: expect.any(Number), thumbnailUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/templates\/.+\.webp$/) });
    const asset = allTemplates().find((t) => t.id === templates[0].id)!;
    expect([templates[0].thumbnailUrl, templates[0].printAspect]).toEqual([app.url + asset.thumbnail, asset.printAspect]);
    expect(templates[0].printAreas).toEqual(templatePrintAreas(asset.id));
    expect(templates[0].printAreas[0]).toMatchObject({ name: expect.any(String), widthMm: expect.any(Number), heightMm: expect.any(Number) });
    const none = await api('/templates?category=no-such-thing');
    expect(none.status).toBe(404);
    expect(none.headers.get('content-type')).toBe('application/problem+json');
  });

  it('renders a PNG, or a file URL as JSON, and refuses bad input as problem+json', async () => {
    const body = { templateId, design: await designDataUrl(), placement: PLACEMENT, color: '#dc2626', width: 96 };
    const png = await post('/renders', body);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 96, 96]);

    const asJson = await json(post('/renders', { ...body, format: 'json' }));
    expect(asJson).toMatchObject({ templateId, width: 96, height: 96, fileUrl: expect.stringMatching(/\/api\/files\//) });
    const file = await fetch(asJson.fileUrl);
    expect(file.headers.get('content-type')).toBe('image/png');

    const bad = await post('/renders', { ...body, placement: { ...PLACEMENT, size: 9 } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toBe('application/problem+json');
    expect(await bad.json()).toMatchObject({ status: 400, title: 'Bad Request', detail: expect.stringContaining('placement.size') });
    const both = await post('/renders', { ...body, designId: 'abc' });
    expect((await both.json()).detail).toMatch(/exactly one/);
    const remote = await post('/renders', { ...body, design: 'https://example.com/logo.png' });
    expect(remote.status).toBe(400);
    expect((await remote.json()).detail).toMatch(/ALLOW_REMOTE_DESIGNS is off/);
    const unknownTemplate = await post('/renders', { ...body, templateId: 'no-such-template' });
    expect(unknownTemplate.status).toBe(404);
  });

  it('counts each render toward the key’s month and the account’s Total Exports', async () => {
    const [{ keys }, stats] = await Promise.all([json(user.fetch('/api/developer/keys')), json(user.fetch('/api/me/stats'))]);
    expect(keys[0].rendersThisMonth).toBe(2);
    expect(keys[0].lastUsedAt).not.toBeNull();
    expect(stats.totalExports).toBe(2);
  });

  it('runs a batch and delivers a signed webhook to a loopback receiver; a tampered body fails verification', async () => {
    const receiver = await startReceiver();
    try {
      const templates = allTemplates().slice(0, 2).map((t) => t.id);
      const started = await post('/renders/batch', {
        design: await designDataUrl(),
        placement: PLACEMENT,
        colors: ['#ffffff'],
        templateIds: templates,
        width: 64,
        webhookUrl: `${receiver.url}/hooks/mockups`,
      });
      expect(started.status).toBe(202);
      const { batchId, statusUrl, zipUrl } = await started.json();
      expect(statusUrl).toBe(`${app.url}/api/v1/renders/batch/${batchId}`);

      const delivery = await until(async () => receiver.deliveries[0], 'the webhook');
      expect(delivery.path).toBe('/hooks/mockups');
      const payload = JSON.parse(delivery.body);
      expect(payload).toMatchObject({ type: 'batch.finished', batch: { id: batchId, status: 'done', total: 2, done: 2, zipUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1/) } });

      const { secret } = await json(user.fetch('/api/developer/webhooks'));
      const signature = String(delivery.headers['mockup-signature']);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(secret, signature, delivery.body)).toBe(true);
      expect(verifySignature(secret, signature, delivery.body.replace('"done"', '"fail"'))).toBe(false);
      expect(verifySignature('whsec_wrong', signature, delivery.body)).toBe(false);
      // Outside the replay window the same delivery no longer verifies.
      expect(verifySignature(secret, signature, delivery.body, Date.now() + 301_000)).toBe(false);

      const status = await json(api(`/renders/batch/${batchId}`));
      expect(status).toMatchObject({ status: 'done', done: 2 });
      const zip = await api(`/renders/batch/${batchId}/zip`);
      expect(zip.status).toBe(303);
      expect(zipUrl).toBe(`${statusUrl}/zip`);
      expect((await fetch(zip.headers.get('location')!)).headers.get('content-type')).toBe('application/zip');

      const { deliveries } = await until(async () => {
        const answer = await json(user.fetch('/api/developer/webhooks'));
        return answer.deliveries.length ? answer : undefined;
      }, 'the delivery on the dashboard');
      expect(deliveries[0]).toMatchObject({ batchId, ok: true, statusCode: 200, attempt: 1 });

      // 2 single renders earlier + 2 batch items.
      const { keys } = await json(user.fetch('/api/developer/keys'));
      expect(keys[0].rendersThisMonth).toBe(4);
      expect((await json(user.fetch('/api/me/stats'))).totalExports).toBe(4);
    } finally {
      await receiver.close();
    }
  });

  it('does not follow a webhook receiver’s redirect and records the attempt', async () => {
    const receiver = await startReceiver(() => ({ status: 302, headers: { location: 'http://127.0.0.1:1/elsewhere' } }));
    try {
      const started = await post('/renders/batch', {
        design: await designDataUrl(),
        placement: PLACEMENT,
        colors: ['#000000'],
        templateIds: [templateId],
        width: 32,
        webhookUrl: `${receiver.url}/moved`,
      });
      const { batchId } = await started.json();
      const attempt = await until(async () => {
        const { deliveries } = await json(user.fetch('/api/developer/webhooks'));
        return (deliveries as { batchId: string; ok: boolean; statusCode: number; error: string }[]).find((d) => d.batchId === batchId);
      }, 'the redirected attempt');
      expect(attempt).toMatchObject({ ok: false, statusCode: 302, error: 'Redirects are not followed.' });
      expect(receiver.deliveries.map((d) => d.path)).toEqual(['/moved']);
    } finally {
      await receiver.close();
    }
  });

  it('publishes a valid OpenAPI 3.1 document with every v1 route', async () => {
    const response = await fetch(`${app.url}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/categories',
      '/print-files',
      '/renders',
      '/renders/batch',
      '/renders/batch/{id}',
      '/renders/batch/{id}/zip',
      '/templates',
      '/templates/{id}/thumbnail',
    ]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.schemas).toHaveProperty('Placement');
    expect(document.components.schemas.Template.properties).toHaveProperty('printAreas');
    expect(document.components.schemas).toHaveProperty('PrintArea');
    expect(document.components.schemas.OwnTemplate.properties).toHaveProperty('printAreas');
    expect(document.paths['/templates'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty('ownTemplates');
  });

  it('limits each key to its requests a minute: 429 with Retry-After and RateLimit headers; other keys go on', async () => {
    const { key: busy } = await json(user.json('/api/developer/keys', 'POST', { name: 'Busy script' }));
    let last: Response | undefined;
    for (let i = 0; i <= RATE_LIMIT; i++) last = await api('/categories', {}, busy);
    expect(last!.status).toBe(429);
    expect(last!.headers.get('content-type')).toBe('application/problem+json');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.headers.get('ratelimit-limit')).toBe(String(RATE_LIMIT));
    expect(last!.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(last!.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect((await last!.json()).detail).toMatch(/over its limit/);
    expect((await api('/categories')).status).toBe(200);
  });

  it('revokes a key: it answers 401 at once', async () => {
    const { keys } = await json(user.fetch('/api/developer/keys'));
    const shop = keys.find((k: { name: string }) => k.name === 'Shop sync');
    expect((await user.fetch(`/api/developer/keys/${shop.id}/revoke`, { method: 'POST' })).status).toBe(200);
    const refused = await api('/categories');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: 401, detail: expect.stringMatching(/revoked/) });
    const after = await json(user.fetch('/api/developer/keys'));
    expect(after.keys.find((k: { id: string }) => k.id === shop.id).revokedAt).not.toBeNull();
  });
});
