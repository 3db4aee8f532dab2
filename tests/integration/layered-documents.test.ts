import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BRAND_COLOURS } from '../../core/src/schemas/brand-colours';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, json, mockupFields, pngBytes, uploadForm } from '../support/accounts-flow';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';

const place = (x: number, y: number, size = 1) => ({ x, y, size, rotation: 0 });

/** Issue 29: saved mockups and shared editor links carry the layered document; brand colours live in the account. */
describe.each(DATABASE_KINDS)('layered documents and brand colours on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  let ada: Browser;
  let logoId: string;
  let photoId: string;

  const upload = async (who: Browser, color: string) => {
    const response = await who.fetch('/api/designs', { method: 'POST', body: uploadForm(await pngBytes(40, 30, color), 'logo.png') });
    expect(response.status).toBe(201);
    return (await json(response)).design.id as string;
  };
  /** Two texts over one image on the front, and a second image on the back. */
  const layeredDocument = () => ({
    version: 2,
    color: '#1e3a8a',
    areas: {
      front: {
        layers: [
          { id: 'layer-1', type: 'image', design: `design:${logoId}`, placement: place(50, 40, 0.9) },
          { id: 'layer-2', type: 'text', text: 'EST. 2024', font: 'montserrat', color: '#ffffff', size: 0.1, letterSpacing: 120, align: 'center', arc: 25, placement: place(50, 80) },
          { id: 'layer-3', type: 'text', text: 'Handmade\nin Leeds', opacity: 0.6, locked: true, placement: place(50, 90) },
        ],
      },
      back: { layers: [{ id: 'layer-4', type: 'image', design: `design:${photoId}`, placement: place(50, 30), hidden: true }] },
    },
  });
  const saveMockup = (who: Browser, fields: Record<string, string>) =>
    pngBytes(64, 64, '#1e3a8a').then((png) => who.fetch('/api/mockups', { method: 'POST', body: uploadForm(png, 'mockup.png', fields) }));

  beforeAll(async () => {
    database = await freshDatabase(kind);
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false });
    ada = new Browser(app.url);
    await createVerifiedUser(ada, mail, 'layers@example.com');
    logoId = await upload(ada, '#dc2626');
    photoId = await upload(ada, '#16a34a');
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  it('a saved mockup with two text layers and an image layer comes back layer for layer', async () => {
    const document = layeredDocument();
    const saved = await saveMockup(ada, { ...mockupFields(logoId), document: JSON.stringify(document) });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const { mockup } = await json(saved);
    expect(mockup.document).toEqual(document);
    const reopened = await json(ada.fetch(`/api/mockups/${mockup.id}`));
    expect(reopened.mockup.document).toEqual(document);
    expect(reopened.mockup.document.areas.front.layers.map((l: { type: string }) => l.type)).toEqual(['image', 'text', 'text']);
    // The list (the dashboard's My Mockups) carries it too.
    const { mockups } = await json(ada.fetch('/api/mockups'));
    expect(mockups.find((m: { id: string }) => m.id === mockup.id).document).toEqual(document);
  });

  it('a mockup saved before layers (placement and colour only) still opens, as its one image layer', async () => {
    const saved = await saveMockup(ada, { ...mockupFields(logoId), placement: JSON.stringify(place(31, 64, 1.4)), color: '#dc2626' });
    expect(saved.status).toBe(201);
    const { mockup } = await json(ada.fetch(`/api/mockups/${(await json(saved)).mockup.id}`));
    expect(mockup.placement).toEqual(place(31, 64, 1.4));
    expect(mockup.document).toEqual({
      version: 2,
      color: '#dc2626',
      areas: { front: { layers: [{ id: 'layer-1', type: 'image', design: `design:${logoId}`, placement: place(31, 64, 1.4) }] } },
    });
  });

  it('refuses a document that names a design that is not yours, carries pixels or is not a document', async () => {
    const bob = new Browser(app.url);
    await createVerifiedUser(bob, mail, 'bob-layers@example.com');
    const bobs = await upload(bob, '#9333ea');
    const withBobs = { ...layeredDocument(), areas: { front: { layers: [{ type: 'image', design: `design:${bobs}`, placement: place(50, 50) }] } } };
    const stolen = await saveMockup(ada, { ...mockupFields(logoId), document: JSON.stringify(withBobs) });
    expect(stolen.status).toBe(400);
    expect((await json(stolen)).error).toMatch(/not one of yours/);
    const pixels = { ...withBobs, areas: { front: { layers: [{ type: 'image', design: 'data:image/png;base64,iVBORw0KGgo=', placement: place(50, 50) }] } } };
    for (const document of [JSON.stringify(pixels), '{"version":2', JSON.stringify({ version: 1 })]) {
      expect((await saveMockup(ada, { ...mockupFields(logoId), document })).status, document.slice(0, 40)).toBe(400);
    }
  });

  it('a shared link restores the layers for anyone holding it, and serves only the designs it names', async () => {
    const document = layeredDocument();
    const created = await ada.json('/api/shared-documents', 'POST', { templateId: 't-shirts-1', designId: logoId, document });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await json(created);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // A fresh visitor, not signed in.
    const stranger = new Browser(app.url);
    const shared = await json(stranger.fetch(`/api/shared-documents/${id}`));
    expect(shared).toMatchObject({ id, templateId: 't-shirts-1', designId: logoId, document });
    for (const designId of [logoId, photoId]) {
      const file = await stranger.fetch(`/api/shared-documents/${id}/designs/${designId}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
    }
    // A design of the owner that the link does not name stays private, as does an unknown link.
    const unnamed = await upload(ada, '#000000');
    expect((await stranger.fetch(`/api/shared-documents/${id}/designs/${unnamed}`)).status).toBe(404);
    expect((await stranger.fetch('/api/shared-documents/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await stranger.fetch('/api/shared-documents/..%2F..%2Fetc')).status).toBe(404);
  });

  it('shared links need an account, the sharer’s own designs and a document within bounds', async () => {
    const stranger = new Browser(app.url);
    const body = { templateId: 't-shirts-1', designId: logoId, document: layeredDocument() };
    expect((await stranger.json('/api/shared-documents', 'POST', body)).status).toBe(401);
    expect((await ada.json('/api/shared-documents', 'POST', { ...body, designId: 'not-a-design' })).status).toBe(400);
    expect((await ada.json('/api/shared-documents', 'POST', { ...body, templateId: 'no-such-template' })).status).toBe(400);
    const tooMany = { ...body.document, areas: { front: { layers: Array.from({ length: 21 }, () => ({ type: 'text', text: 'A', placement: place(50, 50) })) } } };
    expect((await ada.json('/api/shared-documents', 'POST', { ...body, document: tooMany })).status).toBe(400);
    const longText = { ...body.document, areas: { front: { layers: [{ type: 'text', text: 'A'.repeat(501), placement: place(50, 50) }] } } };
    expect((await ada.json('/api/shared-documents', 'POST', { ...body, document: longText })).status).toBe(400);
    const huge = await ada.json('/api/shared-documents', 'POST', { ...body, padding: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
  });

  it('brand colours: saved, listed, kept once, removed; #RRGGBB only; at most 24; only for their owner', async () => {
    const anonymous = new Browser(app.url);
    expect((await anonymous.fetch('/api/brand-colours')).status).toBe(401);
    expect((await anonymous.json('/api/brand-colours', 'POST', { color: '#1e3a8a' })).status).toBe(401);
    expect((await anonymous.fetch('/api/brand-colours/1e3a8a', { method: 'DELETE' })).status).toBe(401);

    expect(await json(ada.fetch('/api/brand-colours'))).toEqual({ colors: [] });
    const added = await ada.json('/api/brand-colours', 'POST', { color: '#1E3A8A' });
    expect(added.status).toBe(201);
    expect(await json(added)).toEqual({ colors: ['#1e3a8a'] });
    expect(await json(ada.json('/api/brand-colours', 'POST', { color: '#1e3a8a' }))).toEqual({ colors: ['#1e3a8a'] });
    for (const color of ['1e3a8a', '#abc', 'red', '#1e3a8a0', '', null]) {
      const refused = await ada.json('/api/brand-colours', 'POST', { color });
      expect(refused.status, String(color)).toBe(400);
    }

    // Up to the cap, then a clear refusal; removing one makes room again.
    for (let i = 1; i < MAX_BRAND_COLOURS; i++) {
      expect((await ada.json('/api/brand-colours', 'POST', { color: `#0000${i.toString(16).padStart(2, '0')}` })).status).toBe(201);
    }
    expect((await json(ada.fetch('/api/brand-colours'))).colors).toHaveLength(MAX_BRAND_COLOURS);
    const over = await ada.json('/api/brand-colours', 'POST', { color: '#ff8800' });
    expect(over.status).toBe(400);
    expect((await json(over)).error).toMatch(/at most 24 brand colours/);

    expect((await ada.fetch('/api/brand-colours/1E3A8A', { method: 'DELETE' })).status).toBe(204);
    expect((await ada.fetch('/api/brand-colours/1e3a8a', { method: 'DELETE' })).status).toBe(404);
    expect((await ada.fetch('/api/brand-colours/zz', { method: 'DELETE' })).status).toBe(400);
    const after = (await json(ada.fetch('/api/brand-colours'))).colors as string[];
    expect(after).toHaveLength(MAX_BRAND_COLOURS - 1);
    expect(after).not.toContain('#1e3a8a');
    expect(after[0]).toBe('#000001'); // oldest first
    expect((await ada.json('/api/brand-colours', 'POST', { color: '#ff8800' })).status).toBe(201);

    const bob = new Browser(app.url);
    await createVerifiedUser(bob, mail, 'bob-colours@example.com');
    expect(await json(bob.fetch('/api/brand-colours'))).toEqual({ colors: [] });
    expect((await bob.fetch('/api/brand-colours/ff8800', { method: 'DELETE' })).status).toBe(404);
  });
});
