import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { allTemplates } from '../../core/src/templates/assets';
import { designs, files, mockups, user } from '../../server/src/db/schema';
import { createDesign } from '../../server/src/services/designs';
import { saveFile } from '../../server/src/services/files';
import { createMockup } from '../../server/src/services/mockups';
import { storageFor, tempDirFor } from '../../server/src/services/storage';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, mockupFields, pngBytes, uploadForm } from '../support/accounts-flow';
import { startTestApp } from '../support/app-server';
import { freshDatabase } from '../support/databases';
import { captureLogs } from '../support/log-capture';
import { closeLoopbackAgents, requestFrom } from '../support/loopback-client';
import { startMailServer, type MailServer } from '../support/mail-server';

/** Raw HTTP/1.1 requests written one after another on one keep-alive connection, and the answers read back. */
async function onOneConnection(url: string, requests: Array<{ head: string; body?: Buffer }>): Promise<Array<{ status: number; head: string } | 'closed'>> {
  const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
  const answers: Array<{ status: number; head: string } | 'closed'> = [];
  let buffer = Buffer.alloc(0);
  let closed = false;
  let wake = () => {};
  socket.on('data', (chunk: Buffer) => ((buffer = Buffer.concat([buffer, chunk])), wake()));
  socket.on('close', () => ((closed = true), wake()));
  socket.on('error', () => {}); // a write after the server closed: the answers say what happened
  const nextAnswer = async () => {
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const head = buffer.subarray(0, end).toString('latin1');
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length >= end + 4 + length) {
          buffer = buffer.subarray(end + 4 + length);
          return { status: Number(head.split(' ')[1]), head };
        }
      }
      if (closed) return 'closed' as const;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  for (const { head, body } of requests) {
    socket.write(head);
    if (body) socket.write(body);
    const answer = await nextAnswer();
    answers.push(answer);
    if (answer === 'closed') break;
    // What a keep-alive client does next: the connection is idle for a moment, then reused.
    await new Promise((resolve) => setTimeout(resolve, 700));
  }
  socket.destroy();
  return answers;
}

// Issue #9's findings, each as a request an attacker would send; the server answers 4xx and logs no error.
describe('hostile input', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  let browser: Browser;
  const logs = captureLogs();
  const templateId = allTemplates()[0]!.id;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    mail = await startMailServer();
    // Sign-in limits off: several users are made here.
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false, logger: logs.logger });
    browser = new Browser(app.url);
    await createVerifiedUser(browser, mail, 'careful@example.com');
  });
  afterAll(async () => {
    closeLoopbackAgents();
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
  const png = () => pngBytes(40, 30);
  /** A client at another loopback address, so each test's requests count against a budget of its own. */
  let nextAddress = 10;
  const freshAddress = () => `127.0.0.${nextAddress++}`;

  it('answers heavy routes past their per-address budget with 429 and Retry-After; other addresses go on', async () => {
    // A server of its own with a small budget, so the limit is reached in a few requests.
    const small = await startTestApp(database, { env: { HEAVY_RATE_LIMIT: '4' }, logger: logs.logger });
    onTestFinished(() => small.close());
    const address = freshAddress();
    const render = (from: string) =>
      requestFrom(from, `${small.url}/api/render`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ templateId, design: 'data:,', placement: { x: 50, y: 50, size: 1, rotation: 0 }, color: '#ffffff', width: 64 }),
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await render(address)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]); // the design is empty: refused, but counted
    const limited = await render(address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.headers['ratelimit-limit']).toBe('4');
    expect(JSON.parse(limited.body.toString())).toEqual({ error: 'Too many requests for heavy work from your address. Please wait a minute and try again.' });
    expect((await render(freshAddress())).status).toBe(400);

    // Uploads have budgets of their own, counted before the session or the body is looked at.
    const uploader = freshAddress();
    const upload = () => requestFrom(uploader, `${small.url}/api/designs`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' });
    const uploads = [];
    for (let i = 0; i < 5; i++) uploads.push((await upload()).status);
    expect(uploads).toEqual([401, 401, 401, 401, 429]);
  });

  it('refuses NUL and control characters in every text field with 400 before the database', async () => {
    const nul = 'a\u0000b';
    const sent = [
      await fetch(`${app.url}/api/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${nul}@x.com` }) }),
      await fetch(`${app.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ok@x.com', message: nul }) }),
      await browser.json('/api/me', 'PATCH', { displayName: `Ada${nul}` }),
      await browser.fetch('/api/designs', { method: 'POST', body: uploadForm(await png(), 'x.png', { name: `Logo\u001b[31m` }) }),
      await browser.json('/api/auth/sign-up/email', 'POST', { email: 'nul@example.com', password: 'violet-teapot-87-orbit', name: nul }),
      await browser.json('/api/auth/sign-in/email', 'POST', { email: `${nul}@example.com`, password: 'violet-teapot-87-orbit' }),
      await browser.json('/api/auth/reset-password', 'POST', { token: nul, newPassword: 'violet-teapot-87-orbit' }),
      await browser.json('/api/auth/request-password-reset', 'POST', { email: `${nul}@example.com`, redirectTo: '/reset-password' }),
      await browser.fetch(`/api/auth/reset-password/a%00b?callbackURL=/reset-password`),
    ];
    for (const response of sent) expect(response.status, response.url).toBe(400);
    expect(await errorOf(sent[4]!)).toBe('name: must not contain control characters');
    expect(await errorOf(sent[2]!)).toBe('displayName: must not contain control characters');
    expect(await database.db.select().from(user).where(eq(user.email, 'nul@example.com'))).toEqual([]);
  });

  it('checks ids in shape: a blank designId is 400, a malformed path id is 404, neither reaches the database', async () => {
    const blank = await browser.fetch('/api/mockups', { method: 'POST', body: uploadForm(await png(), 'm.png', { ...mockupFields(), designId: ' ' }) });
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toMatch(/^designId: /);
    for (const id of ['%00', "1'%20OR%20'1'='1", '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(300), '%E0%A4%A']) {
      for (const base of ['/api/designs/', '/api/mockups/']) {
        expect((await browser.fetch(`${base}${id}`)).status, base + id).toBe(404);
        expect((await browser.fetch(`${base}${id}`, { method: 'DELETE' })).status, base + id).toBe(404);
      }
    }
  });

  it('stores a mockup only for a template in the library, and checks the form before decoding the image', async () => {
    for (const bad of ['../../etc/passwd', 'unknown', '']) {
      const response = await browser.fetch('/api/mockups', { method: 'POST', body: uploadForm(await png(), 'm.png', { ...mockupFields(), templateId: bad }) });
      expect(response.status, bad).toBe(400);
      expect(await errorOf(response)).toMatch(/^templateId: /);
    }
    // A broken image with a bad form: the form's problem is named, so the image was never decoded.
    const both = await browser.fetch('/api/mockups', {
      method: 'POST',
      body: uploadForm((await png()).subarray(0, 50), 'm.png', { ...mockupFields(), placement: '{"x": NaN}' }),
    });
    expect(both.status).toBe(400);
    expect(await errorOf(both)).toMatch(/^placement: must be JSON/);
    expect(await database.db.select().from(mockups)).toEqual([]);
    const good = await browser.fetch('/api/mockups', { method: 'POST', body: uploadForm(await png(), 'm.png', { ...mockupFields(), templateId }) });
    expect(good.status).toBe(201);
  });

  it('refuses truncated, oversized and bomb images with 400/413 and keeps none of them', async () => {
    const before = (await database.db.select().from(designs)).length;
    const whole = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7c3aed' } }).png().toBuffer();
    const send = async (bytes: Uint8Array, name = 'x.png') => browser.fetch('/api/designs', { method: 'POST', body: uploadForm(bytes, name) });

    const truncated = await send(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(truncated.status).toBe(400);
    expect(await errorOf(truncated)).toMatch(/damaged or incomplete|could not be read/);
    const wide = await send(await sharp({ create: { width: 8001, height: 1, channels: 3, background: '#fff' } }).png().toBuffer());
    expect(wide.status).toBe(413);
    expect(await errorOf(wide)).toMatch(/8001×1 px; at most 8000 px a side/);
    // 8000 × 8000 of one colour compresses to a small file but would decode into 256 MB.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const bombed = await send(bomb);
    expect(bombed.status).toBe(413);
    expect(await errorOf(bombed)).toMatch(/megapixels/);
    expect((await send(new Uint8Array(10 * 1024 * 1024 + 1))).status).toBe(413);

    expect((await database.db.select().from(designs)).length).toBe(before);
    expect((await send(whole, 'whole.png')).status).toBe(201);
  });

  it('never leaves a row without its file, nor a file or temporary file after a failed insert', async () => {
    const storage = storageFor(app.config);
    const image = { bytes: await png(), mime: 'image/png' as const, width: 40, height: 30 };
    // No such user: the insert fails on its foreign key after the file was written; the file goes with it.
    await expect(createDesign(database.db, storage, 'no-such-user', 'ghost', image)).rejects.toThrow();
    await expect(
      createMockup(database.db, storage, 'no-such-user', { templateId, placement: { x: 50, y: 50, size: 1, rotation: 0 }, color: '#ffffff' }, image),
    ).rejects.toThrow();
    await expect(
      saveFile(database.db, storage, { source: { bytes: image.bytes }, mime: 'image/png', kind: 'test', name: 'g.png', userId: 'no-such-user', anonymousTtlMs: 1000 }),
    ).rejects.toThrow();
    expect(fs.existsSync(path.join(app.dataDir, 'files', 'no-such-user'))
      ? fs.readdirSync(path.join(app.dataDir, 'files', 'no-such-user'), { recursive: true }).filter((entry) => String(entry).includes('.'))
      : []).toEqual([]);
    expect(fs.existsSync(tempDirFor(app.config)) ? fs.readdirSync(tempDirFor(app.config)) : []).toEqual([]);
    // Every row that exists points at a file that exists.
    for (const row of await database.db.select().from(designs)) expect(await storage.get(row.fileKey), row.fileKey).toBeDefined();
    for (const row of await database.db.select().from(mockups)) expect(await storage.get(row.fileKey), row.fileKey).toBeDefined();
    for (const row of await database.db.select().from(files)) expect(await storage.get(row.storageKey), row.storageKey).toBeDefined();
  });

  // ---- issue #30: what 12,878 hostile requests found ----

  /** An SVG 1 px wide and 8000 px tall: at 2048 px tall it would be 0.26 px wide ("Target size is zero" in resvg). */
  const SLIVER_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="8000"><rect width="1" height="8000" fill="red"/></svg>');
  const sliverUrl = `data:image/svg+xml;base64,${SLIVER_SVG.toString('base64')}`;
  const placement = { x: 50, y: 50, size: 1, rotation: 0 };
  let apiKey = '';
  /** The signed-in user's API key, made on first use. */
  const key = async () => (apiKey ||= ((await (await browser.json('/api/developer/keys', 'POST', { name: 'Hostile' })).json()) as { key: string }).key);
  const v1 = async (path: string, method: string, body?: unknown) =>
    fetch(`${app.url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${await key()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('refuses a 1 × 8000 px SVG with a 400 that says why, with our headers, on every route that takes a design', async () => {
    const design = (await (await browser.fetch('/api/designs', { method: 'POST', body: uploadForm(await png(), 'd.png') })).json()).design;
    const anonymous = (route: string, body: unknown) => fetch(`${app.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.url }, body: JSON.stringify(body) });
    const sent: Array<[string, Response]> = [
      ['/api/render', await anonymous('/api/render', { templateId, design: sliverUrl, placement, color: '#ffffff', width: 64 })],
      ['/api/render/batch', await anonymous('/api/render/batch', { design: sliverUrl, placement, colors: ['#ffffff'], templateIds: [templateId], width: 64 })],
      ['/api/v1/renders', await v1('/renders', 'POST', { templateId, design: sliverUrl, placement, color: '#ffffff', width: 64 })],
      ['/api/v1/renders/batch', await v1('/renders/batch', 'POST', { design: sliverUrl, placement, colors: ['#ffffff'], templateIds: [templateId], width: 64 })],
      ['/api/designs', await browser.fetch('/api/designs', { method: 'POST', body: uploadForm(SLIVER_SVG, 'sliver.svg', {}, 'image/svg+xml') })],
      ['/api/mockups', await browser.fetch('/api/mockups', { method: 'POST', body: uploadForm(SLIVER_SVG, 'm.svg', mockupFields(design.id), 'image/svg+xml') })],
      ['remove-background', await anonymous('/api/functions/remove-background', { imageUrl: sliverUrl })],
      ['generate-background', await anonymous('/api/functions/generate-background', { imageUrl: sliverUrl, style: 'studio' })],
      ['generate-video', await anonymous('/api/functions/generate-video', { imageUrl: sliverUrl, prompt: 'slow zoom', productType: 'mug', duration: 5 })],
    ];
    for (const [route, response] of sent) {
      expect(response.status, route).toBe(400);
      const body = (await response.json()) as { error?: string; detail?: string };
      expect(body.error ?? body.detail, route).toMatch(/^The SVG is 1 × 8000: too thin to render/);
      expect(response.headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), route).toContain("default-src 'self'");
    }
  });

  it('refuses an SVG with a NUL in its markup with a 400 (resvg quoted it in an error that aborted the sandbox process)', async () => {
    const good = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#16a34a"/></svg>';
    for (const markup of [good.replace('<rect', '<rect\u0000'), `${good.slice(0, -1)}\u0000`]) {
      const bytes = Buffer.from(markup);
      const render = await fetch(`${app.url}/api/render`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ templateId, design: `data:image/svg+xml;base64,${bytes.toString('base64')}`, placement, color: '#ffffff', width: 64 }),
      });
      expect(render.status).toBe(400);
      expect(await errorOf(render)).toMatch(/control characters/);
      const upload = await browser.fetch('/api/designs', { method: 'POST', body: uploadForm(bytes, 'nul.svg', {}, 'image/svg+xml') });
      expect(upload.status).toBe(400);
    }
  });

  it("refuses styles named after Object's properties, and draws prompts made of them, in generate-design and its download", async () => {
    const generate = (body: unknown) => fetch(`${app.url}/api/functions/generate-design`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (const style of ['constructor', '__proto__', 'toString']) {
      const refused = await generate({ prompt: 'a fox', style });
      expect(refused.status, style).toBe(400);
      expect(await errorOf(refused)).toMatch(/^Unknown style/);
      const download = await fetch(`${app.url}/api/functions/generate-design/download?prompt=fox&style=${style}&seed=1`);
      expect(download.status, style).toBe(400);
    }
    for (const prompt of ['constructor', 'toString valueOf', '__proto__ hasOwnProperty']) {
      const drawn = await generate({ prompt, style: 'modern', size: '512x512' });
      expect(drawn.status, prompt).toBe(200);
    }
    const background = await fetch(`${app.url}/api/functions/generate-background`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ imageUrl: `data:image/png;base64,${(await png()).toString('base64')}`, style: 'studio', prompt: 'dark constructor wall' }),
    });
    // The photo may hold no product (422); what matters is that the prompt's words no longer fail the render.
    expect([200, 422], await background.clone().text()).toContain(background.status);
  });

  it('refuses NUL in a webhookUrl and in key and video ids before the database', async () => {
    const batch = await v1('/renders/batch', 'POST', { designId: 'no-such-design', placement, colors: ['#ffffff'], templateIds: [templateId], width: 64, webhookUrl: 'https://example.com/hook\u0000' });
    expect(batch.status).toBe(400);
    expect(((await batch.json()) as { detail: string }).detail).toBe('webhookUrl: must not contain control characters');
    const revoke = await browser.fetch('/api/developer/keys/%00/revoke', { method: 'POST' });
    expect(revoke.status).toBe(404);
    expect(await errorOf(revoke)).toBe('No such API key.');
    const video = await browser.fetch('/api/videos/%00', { method: 'DELETE' });
    expect(video.status).toBe(404);
    expect(await errorOf(video)).toBe('Video not found.');
  });

  it('refuses webhooks to loopback, private and link-local addresses when the batch starts', async () => {
    const design = (await (await browser.fetch('/api/designs', { method: 'POST', body: uploadForm(await png(), 'w.png') })).json()).design;
    const start = (webhookUrl: string) => v1('/renders/batch', 'POST', { designId: design.id, placement, colors: ['#ffffff'], templateIds: [templateId], width: 64, webhookUrl });
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://[fe80::1]/hook', 'http://[::ffff:169.254.169.254]/', 'http://10.1.2.3/hook', 'http://0x7f000001/', 'http://localhost:8080/hook']) {
      const refused = await start(url);
      expect(refused.status, url).toBe(400);
      expect(((await refused.json()) as { detail: string }).detail, url).toMatch(/^webhookUrl: .* is a private or loopback address/);
    }
    expect((await start('https://hooks.example.com/mockups')).status).toBe(202);
  });

  it('refuses 14 MB of brackets on /api/v1 by its nesting, before parsing it', async () => {
    const brackets = '['.repeat(14 * 1024 * 1024);
    for (const path of ['/renders', '/renders/batch']) {
      // The app runs in this process: its CPU time shows whether the body was parsed (2–7 s) or only scanned. The
      // clock would also count the time a busy machine keeps this process waiting for a core.
      const before = process.cpuUsage();
      const response = await v1(path, 'POST', brackets);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { detail: string }).detail).toBe('The request body is nested too deeply.');
      const cpu = process.cpuUsage(before);
      expect((cpu.user + cpu.system) / 1000, path).toBeLessThan(1_000);
    }
  });

  it('keeps a keep-alive connection usable after a 413, and closes it when the refused body is chunked', async () => {
    const health = { head: 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n' };
    const post = (path: string, bytes: number, headers = '') => ({
      head: `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n${headers}\r\n`,
      body: Buffer.alloc(bytes, 'a'),
    });
    // Over the API's 1 MB, the renders' 15 MB and the model routes' limits; then a request on the same connection.
    for (const oversized of [post('/api/newsletter', 1_500_000), post('/api/v1/renders', 16 * 1024 * 1024, `Authorization: Bearer ${await key()}\r\n`), post('/api/functions/remove-background', 16 * 1024 * 1024)]) {
      const answers = await onOneConnection(app.url, [oversized, health]);
      expect(answers.map((answer) => (answer === 'closed' ? answer : answer.status)), oversized.head.split('\r\n')[0]).toEqual([oversized.head.includes('remove-background') ? 400 : 413, 200]);
    }
    // A chunked body has no length to judge: past the limit the answer says the connection closes.
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const chunked = Buffer.concat([...Array.from({ length: 20 }, () => Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])), Buffer.from('0\r\n\r\n')]);
    const [answer] = await onOneConnection(app.url, [{ head: 'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n', body: chunked }]);
    expect(answer).toMatchObject({ status: 413, head: expect.stringMatching(/\r\nconnection: close/i) });
  });

  it('makes ids that work as capabilities unguessable (128 bits), and says so in the API description', async () => {
    const design = (await (await browser.fetch('/api/designs', { method: 'POST', body: uploadForm(await png(), 'c.png') })).json()).design;
    const render = await v1('/renders', 'POST', { templateId, designId: design.id, placement, color: '#ffffff', width: 32, format: 'json' });
    expect(render.status).toBe(200);
    const { fileId, fileUrl } = (await render.json()) as { fileId: string; fileUrl: string };
    // 22 base64url characters hold 132 bits: 16 random bytes.
    expect(fileId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect((await fetch(fileUrl)).status).toBe(200); // served without the key, as documented
    const batch = await fetch(`${app.url}/api/render/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ design: `data:image/png;base64,${(await png()).toString('base64')}`, placement, colors: ['#ffffff'], templateIds: [templateId], width: 32 }),
    });
    expect(batch.status).toBe(202);
    expect(((await batch.json()) as { batchId: string }).batchId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const document = (await (await fetch(`${app.url}/api/v1/openapi.json`)).json()) as { info: { description: string } };
    expect(document.info.description).toMatch(/File URLs are capabilities/);
    expect(document.info.description).toMatch(/128 random bits/);
  });

  it('logged no error while refusing all of the above', () => {
    expect(logs.errors()).toEqual([]);
  });
});
