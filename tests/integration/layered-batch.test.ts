import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, json, uploadForm } from '../support/accounts-flow';
import { designDataUrl, finished, postBatch, waitForBatch } from '../support/batches';
import { freshDatabase } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';
import { unzip } from '../support/zip';

const TEMPLATE = 't-shirts-1';
const LOGO = { x: 50, y: 40, size: 1, rotation: 0 };
const TEXT = { type: 'text', text: 'EST. 2024', color: '#111111', size: 0.14, placement: { x: 50, y: 85, size: 1, rotation: 0 } };

/** Issue 29: a batch started from an editor with several layers draws the layers, as the editor's export does. */
describe('layered batches (POST /api/render/batch with areas)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  let logo: string;
  let user: Browser;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false, jobWorkers: true });
    logo = await designDataUrl('#dc2626');
    user = new Browser(app.url);
    await createVerifiedUser(user, mail, 'layered-batch@example.com');
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  const zipOf = async (body: Record<string, unknown>) => {
    const started = await postBatch(app.url, { colors: ['#ffffff'], templateIds: [TEMPLATE], width: 240, ...body });
    expect(started.status, await started.clone().text()).toBe(202);
    const { batchId } = (await started.json()) as { batchId: string };
    const done = await waitForBatch(app.url, batchId, finished, 180_000);
    expect(done.status, JSON.stringify(done.items)).toBe('done');
    return firstPng(`${app.url}/api/render/batch/${batchId}/zip`);
  };
  const firstPng = async (zipUrl: string) => (await unzip(new Uint8Array(await (await fetch(zipUrl)).arrayBuffer()))).get(`${TEMPLATE}-white.png`)!;
  const pixels = async (png: Buffer) => (await sharp(png).raw().toBuffer({ resolveWithObject: true })).data;

  it('renders an image and a text layer exactly as the editor’s layered export, and the text is there', async () => {
    const layers = [{ type: 'image', design: logo, placement: LOGO }, TEXT];
    const batchPng = await zipOf({ areas: { front: { layers } } });
    const exported = await fetch(`${app.url}/api/render/layers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ templateId: TEMPLATE, layers, color: '#ffffff', width: 240, format: 'png' }),
    });
    expect(exported.status).toBe(200);
    const [fromBatch, fromExport] = await Promise.all([pixels(batchPng), pixels(Buffer.from(await exported.arrayBuffer()))]);
    expect(fromBatch.equals(fromExport)).toBe(true);

    // Without the text layer the lower chest differs: the text was drawn.
    const logoOnly = await pixels(await zipOf({ design: logo, placement: LOGO }));
    let differing = 0;
    for (let i = 0; i < logoOnly.length; i++) if (Math.abs(logoOnly[i]! - fromBatch[i]!) > 40) differing++;
    expect(differing).toBeGreaterThan(100);
  });

  it('a template whose area the request does not name shows the request’s first area', async () => {
    const png = await zipOf({ areas: { 'not-this-one': { layers: [{ type: 'image', design: logo, placement: LOGO }] } } });
    const single = await zipOf({ design: logo, placement: LOGO });
    expect((await pixels(png)).equals(await pixels(single))).toBe(true);
  });

  it('draws a further area a template shows when the request names it: a book’s spine', async () => {
    const book = { colors: ['#ffffff'], templateIds: ['books-1'], width: 480 };
    const front = { layers: [{ type: 'image', design: logo, placement: LOGO }] };
    const spine = { layers: [{ ...TEXT, text: 'SPINE', color: '#dc2626', size: 0.5, placement: { x: 50, y: 50, size: 1, rotation: 90 } }] };
    const bookPng = async (areas: Record<string, unknown>) => {
      const started = await postBatch(app.url, { ...book, areas });
      const { batchId } = (await started.json()) as { batchId: string };
      expect((await waitForBatch(app.url, batchId, finished, 180_000)).status).toBe('done');
      const entries = await unzip(new Uint8Array(await (await fetch(`${app.url}/api/render/batch/${batchId}/zip`)).arrayBuffer()));
      return pixels(Buffer.from([...entries.values()][0]!));
    };
    const [frontOnly, withSpine] = [await bookPng({ front }), await bookPng({ front, spine })];
    let differing = 0;
    for (let i = 0; i < frontOnly.length; i++) if (Math.abs(frontOnly[i]! - withSpine[i]!) > 40) differing++;
    expect(differing).toBeGreaterThan(50);
  });

  it('keeps the single-design form, and refuses both forms at once', async () => {
    const both = await postBatch(app.url, { design: logo, placement: LOGO, areas: { front: { layers: [TEXT] } }, colors: ['#ffffff'], templateIds: [TEMPLATE], width: 64 });
    expect(both.status).toBe(400);
    expect(((await both.json()) as { error: string }).error).toMatch(/either/);
  });

  it('the public API’s batches take areas too, an image layer naming an uploaded design by id', async () => {
    const key = (await json(user.json('/api/developer/keys', 'POST', { name: 'Layered batches' }))).key as string;
    const uploaded = await user.fetch('/api/designs', { method: 'POST', body: uploadForm(Buffer.from(logo.split(',')[1]!, 'base64'), 'logo.png') });
    const designId = (await json(uploaded)).design.id as string;
    const api = (path: string, body?: unknown) =>
      fetch(`${app.url}/api/v1${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const started = await api('/renders/batch', { areas: { front: { layers: [{ type: 'image', design: designId, placement: LOGO }, TEXT] } }, colors: ['#ffffff'], templateIds: [TEMPLATE], width: 240 });
    expect(started.status, await started.clone().text()).toBe(202);
    const { batchId } = (await started.json()) as { batchId: string };
    let status = (await json(api(`/renders/batch/${batchId}`))) as { status: string; zipUrl: string | null };
    for (const deadline = Date.now() + 180_000; !['done', 'failed', 'cancelled'].includes(status.status) && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await json(api(`/renders/batch/${batchId}`))) as typeof status;
    }
    expect(status.status).toBe('done');
    const fromApi = await pixels(await firstPng(status.zipUrl!));
    const fromSite = await pixels(await zipOf({ areas: { front: { layers: [{ type: 'image', design: logo, placement: LOGO }, TEXT] } } }));
    expect(fromApi.equals(fromSite)).toBe(true);

    const both = await api('/renders/batch', { design: logo, placement: LOGO, areas: { front: { layers: [TEXT] } }, colors: ['#ffffff'], templateIds: [TEMPLATE], width: 64 });
    expect(both.status).toBe(400);
    const neither = await api('/renders/batch', { colors: ['#ffffff'], templateIds: [TEMPLATE], width: 64 });
    expect(neither.status).toBe(400);
  });
});
