import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workingSize, type OwnTemplateFields } from '../../core/src/own-photo/own-template';
import { ownTemplates } from '../../server/src/db/schema';
import { storageFor } from '../../server/src/services/storage';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, GOOD_PASSWORD, json, pngBytes, uploadForm, type Answer } from '../support/accounts-flow';
import { designDataUrl, finished, PLACEMENT } from '../support/batches';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';
import { photoFraction, shirtPhoto, shirtSilhouette, SHIRT_CHEST } from '../support/shirt-photo';

/** Own templates (issue #17) on the real app, model, work pool and database (PGlite, PostgreSQL): cut-out, save, access, renders. */

const W = 1200;
const H = 900;

const photoForm = (photo: Uint8Array, extra: Record<string, Blob | string> = {}, type = 'image/png') => {
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array(photo)], { type }), 'photo.png');
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
};
const png = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

async function raw(bytes: Uint8Array | ArrayBuffer) {
  const { data, info } = await sharp(Buffer.from(bytes as ArrayBuffer)).raw().toBuffer({ resolveWithObject: true });
  return { data, ...info };
}

/** A flat print area on the shirt's chest, in photo fractions. */
function chestArea(): OwnTemplateFields['area'] {
  const at = (x: number, y: number) => photoFraction(W, H, x, y);
  return { kind: 'flat', corners: [at(400, 380), at(600, 380), at(600, 620), at(400, 620)] };
}

const fields = (name = 'Red tee'): OwnTemplateFields => ({ name, type: 't-shirt', area: chestArea(), printAspect: 210 / 297 });

describe.each(DATABASE_KINDS)('own templates on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  let owner: Browser;
  let other: Browser;
  let photo: Buffer;
  let mask: Uint8Array;
  let made: Answer;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false, jobWorkers: true });
    owner = new Browser(app.url);
    other = new Browser(app.url);
    await createVerifiedUser(owner, mail, 'maker@example.com');
    await createVerifiedUser(other, mail, 'someone-else@example.com');
    photo = await shirtPhoto(W, H);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  it('cuts the product out: a grey mask of the working size covering the shirt, not the backdrop', async () => {
    const response = await owner.fetch('/api/own-templates/cutout', { method: 'POST', body: photoForm(photo) });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect([response.headers.get('x-photo-width'), response.headers.get('x-photo-height')]).toEqual([String(W), String(H)]);
    mask = new Uint8Array(await response.arrayBuffer());
    const meta0 = await sharp(mask).metadata();
    expect([meta0.format, meta0.width, meta0.height, meta0.channels, meta0.depth]).toEqual(['png', W, H, 1, 'uchar']);
    const decoded = await raw(mask);
    const truth = await shirtSilhouette(W, H);
    let both = 0, either = 0;
    for (let i = 0; i < truth.length; i++) {
      const inMask = decoded.data[i * decoded.channels]! >= 128;
      if (inMask && truth[i]) both++;
      if (inMask || truth[i]) either++;
    }
    expect(both / either).toBeGreaterThan(0.93);
    expect(decoded.data[(5 * W + 5) * decoded.channels]).toBe(0);

    // A large photo is worked on at its working size (longest side 2048).
    const big = await sharp(await shirtPhoto(3000, 2000)).jpeg({ quality: 85 }).toBuffer();
    const large = await owner.fetch('/api/own-templates/cutout', { method: 'POST', body: photoForm(big, {}, 'image/jpeg') });
    expect(large.status).toBe(200);
    const size = workingSize(3000, 2000);
    expect([large.headers.get('x-photo-width'), large.headers.get('x-photo-height')]).toEqual([String(size.width), String(size.height)]);
    const meta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([size.width, size.height]);
  });

  it('saves a template, lists it and serves its layers at the right sizes', async () => {
    const response = await owner.fetch('/api/own-templates', {
      method: 'POST',
      body: photoForm(photo, { mask: png(mask), fields: JSON.stringify(fields()) }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    made = await json(response);
    expect(made).toMatchObject({ id: expect.stringMatching(/^own-[\w-]{16}$/), name: 'Red tee', type: 't-shirt', shared: false, mine: true });
    expect(made.printAspect).toBeCloseTo(210 / 297, 10);
    const size = made.asset.size as number;
    expect(size).toBe(W);

    const { templates } = await json(owner.fetch('/api/own-templates'));
    expect(templates.map((t: Answer) => t.id)).toEqual([made.id]);
    expect(await json(owner.fetch(`/api/own-templates/${made.id}`))).toEqual(made);

    const scene = await owner.fetch(made.asset.scene);
    expect(scene.headers.get('content-type')).toBe('image/webp');
    expect(scene.headers.get('cache-control')).toMatch(/private.*immutable/);
    const sceneMeta = await sharp(Buffer.from(await scene.arrayBuffer())).metadata();
    expect([sceneMeta.width, sceneMeta.height]).toEqual([size, size]);
    const maps = await raw(await (await owner.fetch(made.asset.maps)).arrayBuffer());
    expect([maps.width, maps.height]).toEqual([size, 4 * size]);
    // productMask (the first map) is white on the chest and black in the corner.
    const chest = photoFraction(W, H, SHIRT_CHEST.x, SHIRT_CHEST.y);
    const offsetY = (size - H) / 2; // the photo sits in the middle of the square
    const at = (x: number, y: number) => maps.data[(Math.round(y) * size + Math.round(x)) * maps.channels]!;
    expect(at(chest[0] * W, chest[1] * H + offsetY)).toBeGreaterThan(200);
    expect(at(5, 5)).toBe(0);
    const mesh = await json(owner.fetch(made.asset.mesh));
    expect(mesh.points).toHaveLength(2 * (mesh.cols + 1) * (mesh.rows + 1));
    const thumbBytes = Buffer.from(await (await owner.fetch(made.asset.thumbnail)).arrayBuffer());
    const thumb = await sharp(thumbBytes).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 400]);
    // The thumbnail shows the product in white, as the library's cards do: the red shirt's chest is light grey.
    const thumbPixels = await raw(thumbBytes);
    const k = 400 / size;
    const t = (Math.round((chest[1] * H + offsetY) * k) * 400 + Math.round(chest[0] * W * k)) * thumbPixels.channels;
    const [r, g, b] = [thumbPixels.data[t]!, thumbPixels.data[t + 1]!, thumbPixels.data[t + 2]!];
    expect(Math.min(r, g, b)).toBeGreaterThan(170);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(16);
    // The plain name works too, revalidated; a wrong version is not found.
    const plain = await owner.fetch(`/api/own-templates/${made.id}/mesh`);
    expect([plain.status, plain.headers.get('cache-control')]).toEqual([200, 'private, no-cache']);
    expect((await owner.fetch(`/api/own-templates/${made.id}/mesh.0123456789.json`)).status).toBe(404);
  });

  it('refuses bad input with clear messages and stores nothing', async () => {
    const before = await database.db.select().from(ownTemplates);
    const good = { mask: png(mask), fields: JSON.stringify(fields()) };
    const smallMask = await pngBytes(W / 2, H / 2, '#ffffff');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const notImage = new TextEncoder().encode('<html>definitely not an image</html>');
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1024, 7);
    photo.copy(huge);
    const cases: [string, FormData, number, RegExp][] = [
      ['wrong mask size', photoForm(photo, { ...good, mask: png(smallMask) }), 400, new RegExp(`mask is ${W / 2}×${H / 2} px.*${W}×${H} px`)],
      ['mask not a PNG', photoForm(photo, { ...good, mask: new Blob([new Uint8Array(notImage)]) }), 400, /mask could not be read/],
      ['not an image', photoForm(notImage, good), 400, /Invalid file type/],
      ['an SVG photo', photoForm(svg, good), 400, /photo \(PNG, JPG or WebP\)/],
      ['fields not JSON', photoForm(photo, { ...good, fields: '{"name":' }), 400, /"fields" must be JSON/],
      ['no name', photoForm(photo, { ...good, fields: JSON.stringify({ ...fields(), name: ' ' }) }), 400, /Give your template a name/],
      ['bad area', photoForm(photo, { ...good, fields: JSON.stringify({ ...fields(), area: { kind: 'grid', cols: 3, rows: 3, points: [] } }) }), 400, /cols × rows points/],
      ['unknown type', photoForm(photo, { ...good, fields: JSON.stringify({ ...fields(), type: 'spaceship' }) }), 400, /not a mockup type/],
      ['no mask', photoForm(photo, { fields: good.fields }), 400, /"mask" file field/],
      ['over 10 MB', photoForm(huge, good), 413, /smaller than 10MB/],
    ];
    for (const [what, body, status, message] of cases) {
      const response = await owner.fetch('/api/own-templates', { method: 'POST', body });
      expect(response.status, what).toBe(status);
      expect((await json(response)).error, what).toMatch(message);
    }
    const cutouts: [FormData, number, RegExp][] = [
      [photoForm(svg), 400, /cannot become a photo template/],
      [photoForm(notImage), 400, /Invalid file type/],
      [new FormData(), 400, /"photo" file field/],
    ];
    for (const [body, status, message] of cutouts) {
      const response = await owner.fetch('/api/own-templates/cutout', { method: 'POST', body });
      expect(response.status).toBe(status);
      expect((await json(response)).error).toMatch(message);
    }
    const anonymous = await new Browser(app.url).fetch('/api/own-templates/cutout', { method: 'POST', body: photoForm(photo) });
    expect(anonymous.status).toBe(401);
    expect(await database.db.select().from(ownTemplates)).toEqual(before);
  });

  it('is private to its owner until shared; shared, others may read and use it but not change it', async () => {
    const urls = [`/api/own-templates/${made.id}`, made.asset.scene, made.asset.maps, made.asset.mesh, made.asset.thumbnail];
    const anonymous = new Browser(app.url);
    for (const url of urls) {
      expect((await other.fetch(url)).status, url).toBe(404);
      expect((await anonymous.fetch(url)).status, url).toBe(404);
    }
    // The same 404 as an id that never existed.
    const unknown = await other.fetch('/api/own-templates/own-AAAAAAAAAAAAAAAA');
    const hidden = await other.fetch(`/api/own-templates/${made.id}`);
    expect(await json(hidden)).toEqual(await json(unknown));
    expect((await other.json(`/api/own-templates/${made.id}`, 'PATCH', { shared: true })).status).toBe(404);
    expect((await other.fetch(`/api/own-templates/${made.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await json(other.fetch('/api/own-templates'))).templates).toEqual([]);
    const mockupFields = { templateId: made.id, color: '#1e3a8a', placement: JSON.stringify({ x: 50, y: 40, size: 1, rotation: 0 }) };
    const rendered = await pngBytes(64, 64);
    const refused = await other.fetch('/api/mockups', { method: 'POST', body: uploadForm(rendered, 'm.png', mockupFields) });
    expect(refused.status).toBe(400);
    expect((await json(refused)).error).toMatch(/templateId/);

    const shared = await owner.json(`/api/own-templates/${made.id}`, 'PATCH', { shared: true, name: 'Red tee (shared)' });
    expect(await json(shared)).toMatchObject({ id: made.id, shared: true, name: 'Red tee (shared)', mine: true });
    for (const url of urls) expect((await other.fetch(url)).status, url).toBe(200);
    expect(await json(anonymous.fetch(`/api/own-templates/${made.id}`))).toMatchObject({ shared: true, mine: false });
    expect((await other.fetch(made.asset.scene)).headers.get('cache-control')).toMatch(/^public/);
    const kept = await other.fetch('/api/mockups', { method: 'POST', body: uploadForm(rendered, 'm.png', mockupFields) });
    expect(kept.status).toBe(201);
    expect((await json(kept)).mockup.templateId).toBe(made.id);
    expect((await other.json(`/api/own-templates/${made.id}`, 'PATCH', { name: 'Mine now' })).status).toBe(404);
    expect((await other.fetch(`/api/own-templates/${made.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await owner.json(`/api/own-templates/${made.id}`, 'PATCH', {})).status).toBe(400);
  });

  it("renders with the template through the public API for its owner's key only, and in the owner's batches", async () => {
    const keyOf = async (browser: Browser, name: string) => (await json(browser.json('/api/developer/keys', 'POST', { name }))).key as string;
    const [ownerKey, otherKey] = [await keyOf(owner, 'Shop'), await keyOf(other, 'Other shop')];
    const body = { templateId: made.id, design: await designDataUrl(), placement: PLACEMENT, color: '#1e3a8a', width: 400 };
    const render = (key: string) =>
      fetch(`${app.url}/api/v1/renders`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const response = await render(ownerKey);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const image = await raw(await response.arrayBuffer());
    expect([image.width, image.height]).toEqual([400, 400]);
    let blue = 0, red = 0, green = 0;
    for (let p = 0; p < image.data.length; p += image.channels) {
      const [r, g, b] = [image.data[p]!, image.data[p + 1]!, image.data[p + 2]!];
      if (b > r + 40 && b > g + 20) blue++;
      if (r > b + 60 && r > g + 60) red++;
      if (g > r + 40 && g > b + 20) green++;
    }
    const n = 400 * 400;
    expect(blue / n).toBeGreaterThan(0.12); // the shirt, recoloured
    expect(red / n).toBeLessThan(0.01); // none of its red is left
    expect(green / n).toBeGreaterThan(0.005); // the design on the chest
    const refused = await render(otherKey);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');

    // Batches: the owner's renders it; another account's is refused.
    const batch = { design: await designDataUrl(), placement: PLACEMENT, colors: ['#1e3a8a', '#ffffff'], templateIds: [made.id], width: 200 };
    const started = await owner.json('/api/render/batch', 'POST', batch);
    expect(started.status, await started.clone().text()).toBe(202);
    const { batchId } = await json(started);
    let progress: Answer = {};
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      progress = await json(owner.fetch(`/api/render/batch/${batchId}`));
      if (finished(progress as never)) break;
    }
    expect(progress).toMatchObject({ status: 'done', done: 2, failed: 0 });
    expect((await other.json('/api/render/batch', 'POST', batch)).status).toBe(400);
  });

  it('deletes the template and its files; it is gone everywhere', async () => {
    const [row] = await database.db.select().from(ownTemplates).where(eq(ownTemplates.id, made.id));
    expect(row!.fileKey).toBe(`${row!.userId}/own-templates/${made.id}`);
    const storage = storageFor({ dataDir: app.dataDir });
    for (const file of ['scene.webp', 'maps.png', 'mesh.json', 'thumb.webp']) expect(await storage.get(`${row!.fileKey}/${file}`)).toBeDefined();
    expect((await owner.fetch(`/api/own-templates/${made.id}`, { method: 'DELETE' })).status).toBe(204);
    for (const file of ['scene.webp', 'maps.png', 'mesh.json', 'thumb.webp']) expect(await storage.get(`${row!.fileKey}/${file}`)).toBeUndefined();
    expect((await owner.fetch(`/api/own-templates/${made.id}`)).status).toBe(404);
    expect((await owner.fetch(made.asset.scene)).status).toBe(404);
    expect((await json(owner.fetch('/api/own-templates'))).templates).toEqual([]);
    const key = (await json(owner.json('/api/developer/keys', 'POST', { name: 'After' }))).key as string;
    const render = await fetch(`${app.url}/api/v1/renders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ templateId: made.id, design: await designDataUrl(), placement: PLACEMENT, color: '#1e3a8a', width: 200 }),
    });
    expect(render.status).toBe(404);
  });

  it("goes with its owner's account: row and files", async () => {
    const again = await json(owner.fetch('/api/own-templates', { method: 'POST', body: photoForm(photo, { mask: png(mask), fields: JSON.stringify(fields('Again')) }) }));
    const [row] = await database.db.select().from(ownTemplates).where(eq(ownTemplates.id, again.id));
    const storage = storageFor({ dataDir: app.dataDir });
    expect(await storage.get(`${row!.fileKey}/scene.webp`)).toBeDefined();
    expect((await owner.json('/api/me', 'DELETE', { password: GOOD_PASSWORD })).status).toBe(200);
    expect(await database.db.select().from(ownTemplates).where(eq(ownTemplates.id, again.id))).toEqual([]);
    expect(await storage.get(`${row!.fileKey}/scene.webp`)).toBeUndefined();
  });
});
