import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, json, pngBytes, uploadForm } from '../support/accounts-flow';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';

// Issue 28: the dashboard's 'Total Designs' counts pictures, not uploads.
describe.each(DATABASE_KINDS)('design count on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false });
  });
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  it('the same design.png uploaded three times counts once; another picture counts again', async () => {
    const ada = new Browser(app.url);
    await createVerifiedUser(ada, mail, 'count@example.com');
    const design = await pngBytes(40, 30, '#7c3aed');
    for (let i = 0; i < 3; i++) {
      expect((await ada.fetch('/api/designs', { method: 'POST', body: uploadForm(design, 'design.png') })).status).toBe(201);
    }
    expect((await json(ada.fetch('/api/me/stats'))).totalDesigns).toBe(1);

    const other = await pngBytes(40, 30, '#16a34a');
    const created = await ada.fetch('/api/designs', { method: 'POST', body: uploadForm(other, 'design.png') });
    expect((await json(ada.fetch('/api/me/stats'))).totalDesigns).toBe(2);

    // Deleting the only copy of a picture takes it out of the count; one of three copies does not.
    const { design: otherRow } = await json(created);
    expect((await ada.fetch(`/api/designs/${otherRow.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    const { designs } = await json(ada.fetch('/api/designs'));
    expect((await ada.fetch(`/api/designs/${designs[0].id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    expect((await json(ada.fetch('/api/me/stats'))).totalDesigns).toBe(1);
  });
});
