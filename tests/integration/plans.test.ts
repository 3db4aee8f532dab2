import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITLEMENTS, quotaMonth } from '../../core/src/plans/entitlements';
import { drawWatermark } from '../../core/src/render/watermark';
import { allTemplates } from '../../core/src/templates/assets';
import { templatePrintAreas } from '../../core/src/templates/print-areas';
import { openDatabase } from '../../server/src/db/client';
import { accountPlans, planUsage, user } from '../../server/src/db/schema';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, json } from '../support/accounts-flow';
import { freshDatabase } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdefghijklmnop';
const template = allTemplates()[0]!;

async function designDataUrl() {
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 200, b: 0, alpha: 1 } } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const rawPixels = async (response: Response) => {
  expect(response.status).toBe(200);
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, channels: info.channels };
};

async function started(env: Record<string, string>) {
  const database = await freshDatabase('pglite');
  const mail = await startMailServer();
  const app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false, env: { HEAVY_RATE_LIMIT: 'off', ...env } });
  return { database, mail, app };
}

describe('PLANS=on: the entitlements of spec §9, enforced per account', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  let design: string;

  beforeAll(async () => {
    ({ database, mail, app } = await started({ PLANS: 'on', ADMIN_TOKEN }));
    design = await designDataUrl();
  });
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  const renderBody = (width: number) => ({ templateId: template.id, design, placement: { x: 50, y: 50, size: 1, rotation: 0 }, color: '#1e3a8a', width });
  const render = (client: Browser | undefined, width: number) =>
    client
      ? client.json('/api/render', 'POST', renderBody(width))
      : fetch(`${app.url}/api/render`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(renderBody(width)) });
  const setPlan = (email: string, plan: string, token = ADMIN_TOKEN) =>
    fetch(`${app.url}/api/admin/plans`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ email, plan }),
    });
  const signedIn = async (email: string) => {
    const client = new Browser(app.url);
    await createVerifiedUser(client, mail, email);
    return client;
  };

  it('asks anonymous visitors to sign in to download', async () => {
    const response = await render(undefined, 64);
    expect(response.status).toBe(401);
    expect((await json(response)).error).toMatch(/sign in/i);
  });

  it('refuses a free account’s 11th download of the month with 402 naming the plan; a plan change applies at once; Free is watermarked and Pro is not', async () => {
    const client = await signedIn('free-downloads@example.com');
    const free = await rawPixels(await render(client, 256));
    for (let i = 1; i < ENTITLEMENTS.free.downloadsPerMonth!; i++) expect((await render(client, 32)).status).toBe(200);
    expect(await json(client.fetch('/api/plans'))).toMatchObject({ mode: 'on', account: { plan: 'free', downloads: 10, month: quotaMonth() } });

    const eleventh = await render(client, 32);
    expect(eleventh.status).toBe(402);
    expect((await json(eleventh)).error).toMatch(/Free plan includes 10 mockup downloads a month/);

    expect((await setPlan('free-downloads@example.com', 'pro')).status).toBe(200);
    const pro = await rawPixels(await render(client, 256));
    // The watermark is the renderer's own (core), over the same mockup: free = watermark(pro), and pro ≠ free.
    const rgba = new Uint8Array(pro.width * pro.width * 4);
    for (let p = 0; p < pro.width * pro.width; p++) rgba.set(pro.data.subarray(p * pro.channels, p * pro.channels + 3), p * 4);
    drawWatermark(rgba, pro.width);
    const changed = { byWatermark: 0, mismatches: 0 };
    for (let p = 0; p < pro.width * pro.width; p++) {
      for (let k = 0; k < 3; k++) {
        const f = free.data[p * free.channels + k]!;
        if (f !== rgba[p * 4 + k]) changed.mismatches++;
        if (f !== pro.data[p * pro.channels + k]) changed.byWatermark++;
      }
    }
    expect(changed.mismatches).toBe(0);
    expect(changed.byWatermark).toBeGreaterThan(256 * 256 * 0.05);

    expect((await setPlan('free-downloads@example.com', 'free')).status).toBe(200);
    expect((await render(client, 32)).status).toBe(402);
  });

  it('caps a free render at 1080 px without counting the refused one; Pro renders past it', async () => {
    const client = await signedIn('free-width@example.com');
    const wide = await render(client, 1081);
    expect(wide.status).toBe(402);
    expect((await json(wide)).error).toMatch(/Free plan exports mockups up to 1080 px/);
    expect((await json(client.fetch('/api/plans'))).account).toMatchObject({ plan: 'free', downloads: 0 });
    expect((await setPlan('free-width@example.com', 'pro')).status).toBe(200);
    const pro = await render(client, 1200);
    expect(pro.status).toBe(200);
    expect((await sharp(Buffer.from(await pro.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it('holds the editor’s layered exports and print files to the same rules: sign in, width cap, counted downloads', async () => {
    const layers = [{ type: 'image', design, placement: { x: 50, y: 50, size: 1, rotation: 0 } }];
    const layered = (width: number) => ({ templateId: template.id, layers, color: '#1e3a8a', width, format: 'jpeg' });
    const anonymous = await fetch(`${app.url}/api/render/layers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(layered(64)) });
    expect(anonymous.status).toBe(401);
    const client = await signedIn('free-layers@example.com');
    expect((await client.json('/api/render/layers', 'POST', layered(1081))).status).toBe(402);
    expect((await client.json('/api/render/layers', 'POST', layered(64))).status).toBe(200);
    const print = await client.json('/api/print-file', 'POST', { templateId: template.id, area: templatePrintAreas(template.id)![0]!.name, layers, dpi: 20 });
    expect(print.status).toBe(200);
    expect((await json(client.fetch('/api/plans'))).account).toMatchObject({ plan: 'free', downloads: 2 });
  });

  it('counts video mockups per month and refuses the one past the quota', async () => {
    const client = await signedIn('free-video@example.com');
    const { userId } = await json(setPlan('free-video@example.com', 'free'));
    await database.db.insert(planUsage).values({ userId, month: quotaMonth(), videos: ENTITLEMENTS.free.videosPerMonth! - 1 });
    const video = () => client.json('/api/functions/generate-video', 'POST', { imageUrl: design, prompt: 'slow spin', productType: 'mug', duration: 5 });
    expect((await video()).status).toBe(202);
    expect((await json(client.fetch('/api/plans'))).account).toMatchObject({ videos: ENTITLEMENTS.free.videosPerMonth });
    const refused = await video();
    expect(refused.status).toBe(402);
    expect((await json(refused)).error).toMatch(/Free plan includes 10 video mockups a month/);
  });

  it('keeps AI tools, batches and 3D exports to the plans that include them', async () => {
    const client = await signedIn('free-ai@example.com');
    const ai = await client.json('/api/functions/generate-design', 'POST', { prompt: 'a fox', style: 'minimalist', category: 'tshirt', size: '1024x1024' });
    expect(ai.status).toBe(402);
    expect((await json(ai)).error).toMatch(/AI tools are not included in the Free plan/);
    const batch = await client.json('/api/render/batch', 'POST', { design, placement: { x: 50, y: 50, size: 1, rotation: 0 }, colors: ['#ffffff'], templateIds: [template.id], width: 64 });
    expect(batch.status).toBe(402);
    const threeD = await client.fetch('/api/functions/encode-video', { method: 'POST', body: new FormData() });
    expect(threeD.status).toBe(402);
    expect((await json(threeD)).error).toMatch(/3D mockups are not included in the Free plan/);
  });

  it('treats an API render as a download of the key’s account: capped, counted and watermarked like the editor’s; batches need a plan with them', async () => {
    const client = await signedIn('free-api@example.com');
    const { key } = await json(client.json('/api/developer/keys', 'POST', { name: 'Shop' }));
    const api = (path: string, body: object) =>
      fetch(`${app.url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify(body) });

    const wide = await api('/renders', renderBody(2048));
    expect(wide.status).toBe(402);
    expect(wide.headers.get('content-type')).toBe('application/problem+json');
    expect((await json(wide)).detail).toMatch(/Free plan exports mockups up to 1080 px/);

    const viaApi = await rawPixels(await api('/renders', renderBody(256)));
    const viaEditor = await rawPixels(await render(client, 256));
    expect(Buffer.from(viaApi.data).equals(Buffer.from(viaEditor.data))).toBe(true); // the same watermarked mockup
    expect((await json(client.fetch('/api/plans'))).account).toMatchObject({ plan: 'free', downloads: 2 });

    const { userId } = await json(setPlan('free-api@example.com', 'free'));
    await database.db.update(planUsage).set({ downloads: ENTITLEMENTS.free.downloadsPerMonth! }).where(eq(planUsage.userId, userId));
    const spent = await api('/renders', renderBody(64));
    expect(spent.status).toBe(402);
    expect((await json(spent)).detail).toMatch(/Free plan includes 10 mockup downloads a month/);

    const printFile = await api('/print-files', { templateId: template.id, area: templatePrintAreas(template.id)![0]!.name, dpi: 72, layers: [{ type: 'text', text: 'EST. 2024', placement: { x: 50, y: 50, size: 1, rotation: 0 } }] });
    expect(printFile.status).toBe(402); // a print file is a download of the account too

    const batch = await api('/renders/batch', { design, placement: { x: 50, y: 50, size: 1, rotation: 0 }, colors: ['#ffffff'], templateIds: [template.id], width: 64 });
    expect(batch.status).toBe(402);
    expect((await json(batch)).detail).toMatch(/Batch mockups are not included in the Free plan/);
  });

  it('lets only the ADMIN_TOKEN set plans, and names a missing account', async () => {
    expect((await setPlan('nobody@example.com', 'pro', 'wrong-token')).status).toBe(401);
    const missing = await setPlan('nobody@example.com', 'pro');
    expect(missing.status).toBe(404);
    expect((await setPlan('nobody@example.com', 'platinum')).status).toBe(400);
  });
});

describe('PLANS=off (the default): nothing is limited', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;

  beforeAll(async () => {
    ({ database, mail, app } = await started({}));
  });
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  it('renders for anyone past the Free quota and size, and says so at /api/plans', async () => {
    expect(await json(fetch(`${app.url}/api/plans`))).toMatchObject({ mode: 'off', account: null });
    const design = await designDataUrl();
    const body = { templateId: template.id, design, placement: { x: 50, y: 50, size: 1, rotation: 0 }, color: '#1e3a8a' };
    const post = (width: number) => fetch(`${app.url}/api/render`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, width }) });
    for (let i = 0; i <= ENTITLEMENTS.free.downloadsPerMonth!; i++) expect((await post(32)).status).toBe(200);
    expect((await post(1200)).status).toBe(200);
    const admin = await fetch(`${app.url}/api/admin/plans`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(admin.status).toBe(404);
  });
});

describe('npm run plan -- set <email> <plan>', () => {
  it('moves an account to a plan in the database the servers use, and names a missing account', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-plan-cli-'));
    try {
      const pgliteDir = path.join(dataDir, 'pglite');
      let database = await openDatabase({ pgliteDir });
      await database.db.insert(user).values({ id: 'u-cli', name: 'Ada', email: 'ada@example.com', emailVerified: true });
      await database.close();

      const run = (...args: string[]) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/plan-main.ts', ...args], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PLANS: 'on' },
        });
      const { stdout } = await run('set', 'Ada@Example.com', 'enterprise');
      expect(stdout).toMatch(/ada@example\.com is now on the enterprise plan/);
      await expect(run('set', 'nobody@example.com', 'pro')).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/No account with the e-mail address nobody@example\.com/) });
      await expect(run('set', 'ada@example.com', 'gold')).rejects.toMatchObject({ code: 2 });

      database = await openDatabase({ pgliteDir });
      expect(await database.db.select({ plan: accountPlans.plan }).from(accountPlans).where(eq(accountPlans.userId, 'u-cli'))).toEqual([{ plan: 'enterprise' }]);
      await database.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
