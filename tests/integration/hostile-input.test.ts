import fs from 'node:fs';
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

  it('logged no error while refusing all of the above', () => {
    expect(logs.errors()).toEqual([]);
  });
});
