import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVOKED_SHARED_LINK } from '../../core/src/schemas/shared-document';
import { sharedDocuments } from '../../server/src/db/schema';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, json, pngBytes, uploadForm } from '../support/accounts-flow';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { captureLogs, type LogCapture } from '../support/log-capture';
import { startMailServer, type MailServer } from '../support/mail-server';

const MISSING = 'This shared link does not exist.';
const placement = { x: 50, y: 40, size: 1, rotation: 0 };
const documentWith = (designId: string) => ({
  version: 2,
  color: '#1e3a8a',
  areas: { front: { layers: [{ id: 'layer-1', type: 'image', design: `design:${designId}`, placement }] } },
});

/** Owners list and revoke their shared editor links; a revoked link says so (410) wherever it is opened. */
describe.each(DATABASE_KINDS)('shared links on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let logs: LogCapture;
  let app: AccountsApp;
  let ada: Browser;
  let bob: Browser;
  let logoId: string;

  const upload = async (who: Browser, name: string) => {
    const response = await who.fetch('/api/designs', { method: 'POST', body: uploadForm(await pngBytes(40, 30, '#dc2626'), `${name}.png`, { name }) });
    expect(response.status).toBe(201);
    return (await json(response)).design.id as string;
  };
  const share = async (who: Browser, designId: string, templateId = 't-shirts-1') => {
    const response = await who.json('/api/shared-documents', 'POST', { templateId, designId, document: documentWith(designId) });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await json(response)).id as string;
  };
  const listOf = async (who: Browser) => {
    const response = await who.fetch('/api/shared-links');
    expect(response.status).toBe(200);
    return (await json(response)).links as Array<Record<string, unknown>>;
  };
  const revoke = (who: Browser, id: string) => who.fetch(`/api/shared-links/${id}`, { method: 'DELETE' });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    mail = await startMailServer();
    logs = captureLogs();
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false, logger: logs.logger });
    ada = new Browser(app.url);
    bob = new Browser(app.url);
    await createVerifiedUser(ada, mail, 'links-ada@example.com');
    await createVerifiedUser(bob, mail, 'links-bob@example.com', 'Bob');
    logoId = await upload(ada, 'Shop logo');
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  it('lists the owner’s links newest first, with the design’s name and thumbnail and how often each was opened', async () => {
    const first = await share(ada, logoId, 't-shirts-1');
    const second = await share(ada, logoId, 'hoodies-1');
    const links = await listOf(ada);
    expect(links.map((link) => link.id).slice(0, 2)).toEqual([second, first]);
    const listed = links.find((link) => link.id === first)!;
    expect(listed).toMatchObject({ templateId: 't-shirts-1', openCount: 0, design: { name: 'Shop logo', thumbnailUrl: `/api/designs/${logoId}/file` } });
    expect(Date.parse(listed.createdAt as string)).toBeGreaterThan(Date.now() - 10 * 60_000);
    const thumbnail = await ada.fetch(`/api/designs/${logoId}/file`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');

    // Two visitors open the first link; its design's file is not an opening.
    const stranger = new Browser(app.url);
    expect((await stranger.fetch(`/api/shared-documents/${first}`)).status).toBe(200);
    expect((await bob.fetch(`/api/shared-documents/${first}`)).status).toBe(200);
    expect((await stranger.fetch(`/api/shared-documents/${first}/designs/${logoId}`)).status).toBe(200);
    const counted = await listOf(ada);
    expect(counted.find((link) => link.id === first)!.openCount).toBe(2);
    expect(counted.find((link) => link.id === second)!.openCount).toBe(0);
  });

  it('a link whose design was deleted is still listed, without a thumbnail', async () => {
    const doomed = await upload(ada, 'Old logo');
    const id = await share(ada, doomed);
    expect((await ada.fetch(`/api/designs/${doomed}`, { method: 'DELETE' })).status).toBe(204);
    expect((await listOf(ada)).find((link) => link.id === id)).toMatchObject({ id, design: null });
  });

  it('only the owner sees and revokes a link: another account’s, an unknown or a signed-out request gets 404 or 401', async () => {
    const id = await share(ada, logoId);
    expect((await listOf(bob)).map((link) => link.id)).not.toContain(id);
    const notOwner = await revoke(bob, id);
    expect(notOwner.status).toBe(404);
    expect(await json(notOwner)).toEqual({ error: MISSING });
    expect((await revoke(bob, 'AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);

    const anonymous = new Browser(app.url);
    expect((await anonymous.fetch('/api/shared-links')).status).toBe(401);
    expect((await revoke(anonymous, id)).status).toBe(401);
    // A page of another site cannot revoke with the owner's cookie.
    const crossSite = await ada.fetch(`/api/shared-links/${id}`, { method: 'DELETE', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);

    // None of that touched the link.
    expect((await anonymous.fetch(`/api/shared-documents/${id}`)).status).toBe(200);
    expect((await listOf(ada)).map((link) => link.id)).toContain(id);
  });

  it('a revoked link leaves the list, answers 410 with a sentence, and keeps no document', async () => {
    const id = await share(ada, logoId);
    const revoked = await revoke(ada, id);
    expect(revoked.status).toBe(204);
    expect((await listOf(ada)).map((link) => link.id)).not.toContain(id);

    const visitor = new Browser(app.url);
    const opened = await visitor.fetch(`/api/shared-documents/${id}`);
    expect(opened.status).toBe(410);
    expect(await json(opened)).toEqual({ error: REVOKED_SHARED_LINK });
    const design = await visitor.fetch(`/api/shared-documents/${id}/designs/${logoId}`);
    expect(design.status).toBe(410);
    // A mistyped link still reads as unknown, not removed.
    expect((await visitor.fetch('/api/shared-documents/BBBBBBBBBBBBBBBBBBBBBB')).status).toBe(404);

    const [row] = await database.db.select().from(sharedDocuments).where(eq(sharedDocuments.id, id));
    expect(row!.revokedAt).toBeInstanceOf(Date);
    expect(row!.document).toBeNull();
    // Revoking twice: there is no live link left to revoke.
    expect((await revoke(ada, id)).status).toBe(404);
  });

  it('ids with NUL bytes or other odd characters answer a clear 404 before the database is asked', async () => {
    const odd = ['%00', 'abc%00def', 'AAAAAAAAAAA%00AAAAAAAAAA', "a'b", 'a%22b', '%F0%9F%98%80', '..%2F..%2Fetc', 'a%20b', 'x'.repeat(101), '%FF'];
    for (const segment of odd) {
      const response = await revoke(ada, segment);
      expect(response.status, segment).toBe(404);
      expect(await json(response), segment).toEqual({ error: MISSING });
      const opened = await ada.fetch(`/api/shared-documents/${segment}`);
      expect(opened.status, segment).toBe(404);
    }
    // A query that reached PostgreSQL with a NUL would fail there and log an error.
    expect(logs.errors()).toEqual([]);
  });
});
