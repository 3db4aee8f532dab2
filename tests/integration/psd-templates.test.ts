import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { psdImportResultSchema } from '../../core/src/psd/psd-template';
import { allTemplates } from '../../core/src/templates/assets';
import type { BatchProgress } from '../../core/src/render/batch-request';
import { ownTemplates } from '../../server/src/db/schema';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser } from '../support/accounts-flow';
import { finished } from '../support/batches';
import { freshDatabase } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';
import { FILL, GREY, MOCKUP, mockupBytes, pngOf, PROBES, solid, withCanvasHeader, zipBombBytes } from '../support/psd-files';
import { unzip } from '../support/zip';

/** Templates imported from Photoshop files (issue #31) on the real app, work pool and PGlite: import, preview, render, access, refusals. */

const psdForm = (bytes: Uint8Array, name = 'Poster mockup.psd') => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  return form;
};

async function pixels(response: Response) {
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray(4 * (y * info.width + x), 4 * (y * info.width + x) + 3)];
  return { width: info.width, height: info.height, at };
}

/** Every file under the app's storage, so a refused import can be shown to leave none. */
async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
}

const near = (got: number[], want: number[], tolerance = 3) => got.forEach((v, i) => expect(Math.abs(v - want[i]!), `${got} vs ${want}`).toBeLessThanOrEqual(tolerance));

describe('PSD templates on PGlite', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  let owner: Browser;
  let other: Browser;
  let id: string;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false, jobWorkers: true });
    owner = new Browser(app.url);
    other = new Browser(app.url);
    await createVerifiedUser(owner, mail, 'psd-maker@example.com');
    await createVerifiedUser(other, mail, 'psd-someone-else@example.com');
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  it('imports a PSD: its smart object is an area of the smart object’s own size, kept as a PSD template', async () => {
    const response = await owner.fetch('/api/own-templates/psd', { method: 'POST', body: psdForm(await mockupBytes()) });
    expect(response.status, await response.clone().text()).toBe(201);
    const result = psdImportResultSchema.parse(await response.json());
    expect(result.areas).toEqual([{ name: 'Your design', width: 100, height: 80 }]);
    expect(result.unsupported).toEqual([]);
    id = result.id;
    const [row] = await database.db.select().from(ownTemplates).where(eq(ownTemplates.id, id));
    expect(row).toMatchObject({ kind: 'psd', name: 'Poster mockup', printAspect: 100 / 80, size: MOCKUP.width });
    const info = await owner.fetch(`/api/own-templates/${id}`);
    expect(await info.json()).toMatchObject({ id, kind: 'psd', mine: true });
    const psdJson = await owner.fetch(`/api/own-templates/${id}/psd/psd.json`);
    expect(psdJson.status).toBe(200);
    const stored = (await psdJson.json()) as { stack: { kind: string; file?: string }[] };
    const layerFile = stored.stack.find((step) => step.file)!.file!;
    const layer = await owner.fetch(`/api/own-templates/${id}/psd/${layerFile}`);
    expect([layer.status, layer.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await owner.fetch(`/api/own-templates/${id}/psd/thumb.webp`)).status).toBe(404);
    expect((await other.fetch(`/api/own-templates/${id}/psd/psd.json`)).status).toBe(404);
    const plan = await owner.fetch(`/api/own-templates/${id}/plan`);
    expect(await plan.json()).toEqual({ width: MOCKUP.width, height: MOCKUP.height, areas: result.areas, colour: '#0080ff', unsupported: [] });
  }, 120_000);

  it('draws a warp style in the preview and lists by layer name what it does not draw exactly', async () => {
    const shadow = { enabled: true, color: { r: 0, g: 0, b: 0 }, opacity: 0.5, angle: 90, distance: { units: 'Pixels' as const, value: 5 }, size: { units: 'Pixels' as const, value: 5 } };
    const bytes = await mockupBytes({
      warp: { style: 'arcLower', value: 50, perspective: 0, perspectiveOther: 0, rotate: 'horizontal' },
      extra: [{ name: 'Label', left: 250, top: 10, imageData: solid(20, 20, [9, 9, 9, 255]), effects: { dropShadow: [shadow] } }],
    });
    const response = await owner.fetch('/api/own-templates/psd', { method: 'POST', body: psdForm(bytes, 'Arc mockup.psd') });
    expect(response.status, await response.clone().text()).toBe(201);
    const result = psdImportResultSchema.parse(await response.json());
    expect(result.unsupported).toEqual([{ layer: 'Label', feature: 'layer effects: drop shadow (not applied)' }]);
    // Arc lower bows the quad's bottom edge out: just below its middle the embedded (blue) contents now show.
    const image = await pixels(await owner.fetch(`/api/own-templates/${result.id}/preview?width=${MOCKUP.width}`));
    near(image.at(100, 152), [0, 0, 255], 8);
    near(image.at(...PROBES.background), [GREY, GREY, GREY]);
    const flag = await owner.fetch('/api/own-templates/psd', { method: 'POST', body: psdForm(await mockupBytes({ warp: { style: 'flag', value: 20, perspective: 0, perspectiveOther: 0, rotate: 'horizontal' } })) });
    const flagged = psdImportResultSchema.parse(await flag.json());
    expect(flagged.unsupported).toEqual([{ layer: 'Your design', feature: 'warp style "flag" (drawn as publicly reconstructed, not checked against Photoshop)' }]);
    for (const made of [result, flagged]) expect((await owner.fetch(`/api/own-templates/${made.id}`, { method: 'DELETE' })).status).toBe(204);
  }, 120_000);

  it('previews the whole stack with the smart object’s own contents, N px wide', async () => {
    const response = await owner.fetch(`/api/own-templates/${id}/preview?width=${MOCKUP.width}`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const image = await pixels(response);
    expect([image.width, image.height]).toEqual([MOCKUP.width, MOCKUP.height]);
    // The embedded contents are blue (Photoshop's own pixels of the layer, yellow, are not what we draw).
    near(image.at(...PROBES.design), [0, 0, 255]);
    near(image.at(...PROBES.shaded), [0, 0, 128]);
    near(image.at(...PROBES.background), [GREY, GREY, GREY]);
    // The fill colour multiplied over the background.
    near(image.at(...PROBES.colour), [0, Math.round((FILL.g * GREY) / 255), Math.round((FILL.b * GREY) / 255)]);
    const half = await pixels(await owner.fetch(`/api/own-templates/${id}/preview?width=150`));
    expect([half.width, half.height]).toEqual([150, 100]);
    near(half.at(Math.round(PROBES.design[0] / 2), Math.round(PROBES.design[1] / 2)), [0, 0, 255], 8);
  }, 60_000);

  it('renders a design into the smart object’s quad, in the product colour asked for', async () => {
    const design = `data:image/png;base64,${(await pngOf(100, 80, [255, 0, 0])).toString('base64')}`;
    const body = { templateId: id, design, placement: { x: 50, y: 50, size: 1.25, rotation: 0 }, color: '#ff0000', width: MOCKUP.width };
    const response = await owner.json('/api/render', 'POST', body);
    expect(response.status, await response.clone().text()).toBe(200);
    const image = await pixels(response);
    near(image.at(...PROBES.design), [255, 0, 0]);
    near(image.at(...PROBES.shaded), [128, 0, 0]);
    near(image.at(...PROBES.background), [GREY, GREY, GREY]);
    near(image.at(...PROBES.colour), [GREY, 0, 0]);
    // Just outside the quad's left edge (x = 50…60 along it) the background shows.
    near(image.at(45, 120), [GREY, GREY, GREY]);
  }, 60_000);

  it('places the design in each smart object by its own placement, and refuses placements per area elsewhere', async () => {
    const design = `data:image/png;base64,${(await pngOf(100, 80, [255, 0, 0])).toString('base64')}`;
    const body = { templateId: id, design, placement: { x: 50, y: 50, size: 1.25, rotation: 0 }, color: '#ff0000', width: MOCKUP.width };
    // The area's own placement wins over `placement`: a small design in the middle of the quad, not one filling it.
    const small = await owner.json('/api/render', 'POST', { ...body, areaPlacements: [{ x: 50, y: 50, size: 0.3, rotation: 0 }] });
    expect(small.status, await small.clone().text()).toBe(200);
    const image = await pixels(small);
    near(image.at(105, 95), [128, 0, 0]); // the quad's centre, under the shadow
    near(image.at(...PROBES.design), [GREY, GREY, GREY]);
    const library = await owner.json('/api/render', 'POST', { ...body, templateId: allTemplates()[0]!.id, areaPlacements: [body.placement] });
    expect(library.status).toBe(400);
    expect(((await library.json()) as { error: string }).error).toMatch(/placement per area/);
  }, 60_000);

  it('renders through the public API with the owner’s key', async () => {
    const created = await owner.json('/api/developer/keys', 'POST', { name: 'PSD shop' });
    expect(created.status).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const design = `data:image/png;base64,${(await pngOf(100, 80, [255, 0, 0])).toString('base64')}`;
    const response = await fetch(`${app.url}/api/v1/renders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ templateId: id, design, placement: { x: 50, y: 50, size: 1.25, rotation: 0 }, color: '#ff0000', width: MOCKUP.width, format: 'png' }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const image = await pixels(response);
    near(image.at(...PROBES.design), [255, 0, 0]);
    near(image.at(...PROBES.colour), [GREY, 0, 0]);
  }, 60_000);

  it('renders in the owner’s batches, one PNG a colour', async () => {
    const design = `data:image/png;base64,${(await pngOf(100, 80, [255, 0, 0])).toString('base64')}`;
    const batch = { design, placement: { x: 50, y: 50, size: 1.25, rotation: 0 }, colors: ['#ff0000', '#00ff00'], templateIds: [id], width: MOCKUP.width };
    const started = await owner.json('/api/render/batch', 'POST', batch);
    expect(started.status, await started.clone().text()).toBe(202);
    const { batchId } = (await started.json()) as { batchId: string };
    let progress: BatchProgress | undefined;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      progress = (await (await owner.fetch(`/api/render/batch/${batchId}`)).json()) as BatchProgress;
      if (finished(progress)) break;
    }
    expect(progress).toMatchObject({ status: 'done', done: 2, failed: 0 });
    let zip = await owner.fetch(`/api/render/batch/${batchId}/zip`);
    if (zip.status >= 300 && zip.status < 400) zip = await owner.fetch(zip.headers.get('location')!);
    expect(zip.status).toBe(200);
    const entries = await unzip(new Uint8Array(await zip.arrayBuffer()));
    expect(entries.size).toBe(2);
    for (const png of entries.values()) {
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const o = 3 * (PROBES.design[1] * info.width + PROBES.design[0]);
      near([data[o]!, data[o + 1]!, data[o + 2]!], [255, 0, 0]);
    }
  }, 90_000);

  it('is private: another account and anonymous callers get 404', async () => {
    expect((await other.fetch(`/api/own-templates/${id}/preview?width=100`)).status).toBe(404);
    expect((await other.fetch(`/api/own-templates/${id}/plan`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/own-templates/${id}/preview?width=100`)).status).toBe(404);
    const design = `data:image/png;base64,${(await pngOf(10, 10, [255, 0, 0])).toString('base64')}`;
    const render = await other.json('/api/render', 'POST', { templateId: id, design, placement: { x: 50, y: 50, size: 1, rotation: 0 }, color: '#ff0000', width: 100 });
    expect(render.status).toBe(404);
  });

  it('once shared by link, another account may preview it and render a design into it; unshared, 404 again', async () => {
    const share = (shared: boolean) => owner.json(`/api/own-templates/${id}`, 'PATCH', { shared });
    const design = `data:image/png;base64,${(await pngOf(10, 10, [255, 0, 0])).toString('base64')}`;
    const render = () => other.json('/api/render', 'POST', { templateId: id, design, placement: { x: 50, y: 50, size: 1.25, rotation: 0 }, color: '#ff0000', width: 100 });
    expect((await share(true)).status).toBe(200);
    expect((await other.fetch(`/api/own-templates/${id}/preview?width=100`)).status).toBe(200);
    expect((await render()).status).toBe(200);
    expect((await share(false)).status).toBe(200);
    expect((await render()).status).toBe(404);
  });

  it('needs a signed-in caller and a sane preview width', async () => {
    const anonymous = await fetch(`${app.url}/api/own-templates/psd`, { method: 'POST', body: psdForm(await mockupBytes()), headers: { origin: app.url } });
    expect(anonymous.status).toBe(401);
    expect((await owner.fetch(`/api/own-templates/${id}/preview?width=5000`)).status).toBe(400);
  });

  it('is deleted with its files', async () => {
    const made = psdImportResultSchema.parse(await (await owner.fetch('/api/own-templates/psd', { method: 'POST', body: psdForm(await mockupBytes()) })).json());
    const [row] = await database.db.select().from(ownTemplates).where(eq(ownTemplates.id, made.id));
    const folder = path.join(app.dataDir, 'files', row!.fileKey);
    expect((await readdir(folder)).sort()).toEqual(expect.arrayContaining(['psd.json', 'thumb.webp', 'contents-0.png']));
    expect((await owner.fetch(`/api/own-templates/${made.id}`, { method: 'DELETE' })).status).toBe(204);
    await expect(readdir(folder)).rejects.toThrow();
    expect((await owner.fetch(`/api/own-templates/${made.id}/preview`)).status).toBe(404);
  }, 60_000);

  it('answers damaged files (bytes overwritten here and there) with 201 or a 4xx, never a server error', async () => {
    const good = await mockupBytes();
    let seed = 31;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
    for (let run = 0; run < 12; run++) {
      const bad = Uint8Array.from(good);
      for (let k = 0; k < 8; k++) bad[26 + (next() % (bad.length - 26))] = next() & 255;
      const response = await owner.fetch('/api/own-templates/psd', { method: 'POST', body: psdForm(bad) });
      expect(response.status, `run ${run}: ${await response.clone().text()}`).toBeLessThan(500);
      if (response.status === 201) await owner.fetch(`/api/own-templates/${((await response.json()) as { id: string }).id}`, { method: 'DELETE' });
    }
  }, 120_000);

  describe('refuses bad files with a 4xx that names the problem, leaving nothing behind', () => {
    const cases: [string, () => Promise<Uint8Array>, number, RegExp][] = [
      ['not a PSD', async () => pngOf(10, 10, [1, 2, 3]).then((b) => new Uint8Array(b)), 415, /not a Photoshop file/],
      ['truncated', async () => (await mockupBytes()).subarray(0, 2000), 400, /could not be read/],
      ['CMYK', async () => withCanvasHeader(await mockupBytes(), { mode: 4 }), 422, /CMYK/],
      ['a 30,001 px canvas', async () => withCanvasHeader(await mockupBytes(), { width: 30_001 }), 413, /30,000 px/],
      ['a zip bomb in layer data', zipBombBytes, 422, /unpacks to more than its size/],
    ];
    it.each(cases)('%s', async (_name, make, status, message) => {
      const rowsBefore = await database.db.select().from(ownTemplates);
      const filesBefore = await storedFiles(app.dataDir);
      const response = await owner.fetch('/api/own-templates/psd', { method: 'POST', body: psdForm(await make()) });
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
      expect(await database.db.select().from(ownTemplates)).toEqual(rowsBefore);
      expect(await storedFiles(app.dataDir)).toEqual(filesBefore);
    }, 60_000);
  });
});
