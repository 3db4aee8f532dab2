import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v1TemplatesResponseSchema } from '../../core/src/api/v1-schemas';
import type { OwnTemplateFields } from '../../core/src/own-photo/own-template';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, json } from '../support/accounts-flow';
import { freshDatabase } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';
import { mockupBytes, pngOf } from '../support/psd-files';

/** GET /api/v1/templates lists the key owner's own templates of both kinds beside the library's (issue #31), on PGlite. */

const PHOTO = { width: 400, height: 300 } as const;
const photoFields: OwnTemplateFields = {
  name: 'Mug photo',
  type: 'poster',
  area: { kind: 'flat', corners: [[0.3, 0.3], [0.7, 0.3], [0.7, 0.7], [0.3, 0.7]] },
  printAspect: 0.75,
};

describe('own templates in the public API’s template list', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  let owner: Browser;
  let other: Browser;
  let ownerKey: string;
  let otherKey: string;

  const list = async (key: string, query = '') => {
    const response = await fetch(`${app.url}/api/v1/templates${query}`, { headers: { authorization: `Bearer ${key}` } });
    expect(response.status, await response.clone().text()).toBe(200);
    return v1TemplatesResponseSchema.strict().parse(await response.json());
  };
  const thumbnail = (url: string, key: string) => fetch(url, { headers: { authorization: `Bearer ${key}` } });

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false, jobWorkers: false });
    owner = new Browser(app.url);
    other = new Browser(app.url);
    await createVerifiedUser(owner, mail, 'lister@example.com');
    await createVerifiedUser(other, mail, 'lister-other@example.com');
    const keyOf = async (browser: Browser, name: string) => (await json(browser.json('/api/developer/keys', 'POST', { name }))).key as string;
    [ownerKey, otherKey] = [await keyOf(owner, 'Shop'), await keyOf(other, 'Other shop')];
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  it('lists the owner’s photo and PSD templates with what a render needs; another key sees none; the library is unchanged', async () => {
    const before = await list(ownerKey);
    expect(before.ownTemplates).toEqual([]);
    const beforeInCategory = await list(ownerKey, '?category=t-shirts');

    // One template of each kind, made through the app's own routes.
    const psdForm = new FormData();
    psdForm.set('file', new Blob([new Uint8Array(await mockupBytes())]), 'Poster mockup.psd');
    const imported = await owner.fetch('/api/own-templates/psd', { method: 'POST', body: psdForm });
    expect(imported.status, await imported.clone().text()).toBe(201);
    const psdId = (await imported.json()).id as string;
    const photoForm = new FormData();
    photoForm.set('photo', new Blob([new Uint8Array(await pngOf(PHOTO.width, PHOTO.height, [180, 40, 40]))], { type: 'image/png' }), 'photo.png');
    const mask = await sharp(Buffer.alloc(PHOTO.width * PHOTO.height, 255), { raw: { width: PHOTO.width, height: PHOTO.height, channels: 1 } }).png().toBuffer();
    photoForm.set('mask', new Blob([new Uint8Array(mask)], { type: 'image/png' }), 'mask.png');
    photoForm.set('fields', JSON.stringify(photoFields));
    const made = await owner.fetch('/api/own-templates', { method: 'POST', body: photoForm });
    expect(made.status, await made.clone().text()).toBe(201);
    const photoId = (await made.json()).id as string;

    const after = await list(ownerKey);
    // The library's entries are exactly as before: same ids, same fields, same order.
    expect(after.templates).toEqual(before.templates);
    expect(after.templates.length).toBeGreaterThan(0);
    expect(Object.keys(after.templates[0]!).sort()).toEqual(['category', 'id', 'printAreas', 'printAspect', 'style', 'thumbnailUrl', 'title', 'views']);
    expect((await list(ownerKey, '?category=t-shirts')).templates).toEqual(beforeInCategory.templates);

    const byId = new Map(after.ownTemplates.map((t) => [t.id, t]));
    expect([...byId.keys()].sort()).toEqual([photoId, psdId].sort());
    // The import's smart object is 100 × 80 px (tests/support/psd-files.ts).
    expect(byId.get(psdId)).toMatchObject({
      kind: 'psd',
      name: 'Poster mockup',
      printAspect: 1.25,
      printAreas: [{ name: 'Your design', aspect: 1.25, width: 100, height: 80 }],
      formats: ['png'],
      thumbnailUrl: `${app.url}/api/v1/templates/${psdId}/thumbnail`,
    });
    expect(byId.get(photoId)).toMatchObject({ kind: 'photo', name: 'Mug photo', type: 'poster', printAreas: [{ name: 'front' }], formats: ['png', 'jpeg', 'webp'] });
    expect(byId.get(photoId)!.printAspect).toBeCloseTo(0.75, 3);
    expect(byId.get(photoId)!.printAreas[0]!.aspect).toBeCloseTo(0.75, 3);

    // Both thumbnails are WebP images the owner's key can fetch; another key gets the same 404 as an unknown id.
    for (const template of byId.values()) {
      const response = await thumbnail(template.thumbnailUrl, ownerKey);
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/webp']);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
      const refused = await thumbnail(template.thumbnailUrl, otherKey);
      expect([refused.status, refused.headers.get('content-type')]).toEqual([404, 'application/problem+json']);
      expect((await thumbnail(template.thumbnailUrl, 'ms_live_not-a-key')).status).toBe(401);
    }
    expect((await thumbnail(`${app.url}/api/v1/templates/own-AAAAAAAAAAAAAAAA/thumbnail`, ownerKey)).status).toBe(404);

    // Another account's key lists the same library and none of these.
    const seenByOther = await list(otherKey);
    expect(seenByOther.ownTemplates).toEqual([]);
    expect(seenByOther.templates).toEqual(after.templates);
  }, 120_000);

  it('the listed PSD template renders through POST /renders with the owner’s key, at the size its area names', async () => {
    const { ownTemplates } = await list(ownerKey);
    const psd = ownTemplates.find((t) => t.kind === 'psd')!;
    const area = psd.printAreas[0]!;
    const design = `data:image/png;base64,${(await pngOf(area.width!, area.height!, [0, 200, 0])).toString('base64')}`;
    const body = { templateId: psd.id, design, placement: { x: 50, y: 50, size: 1.25, rotation: 0 }, color: '#ff0000', width: 300, format: psd.formats[0] };
    const render = (key: string) =>
      fetch(`${app.url}/api/v1/renders`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const response = await render(ownerKey);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await render(otherKey)).status).toBe(404);
  }, 60_000);
});
