import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchProgress } from '../../core/src/render/batch-request';
import { allTemplates } from '../../core/src/templates/assets';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser } from '../support/accounts-flow';
import { designDataUrl, PLACEMENT } from '../support/batches';
import { freshDatabase } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';

// A signed-in user's batches: kept (no expiry), listed for the dashboard, and nobody else's to read.
describe('batches of a signed-in user', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false, jobWorkers: true });
  });
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database.close();
  });

  it('lists the batch with its ZIP, keeps the ZIP, and hides the batch from anyone else', async () => {
    const owner = new Browser(app.url);
    await createVerifiedUser(owner, mail, 'batcher@example.com');
    const templateId = allTemplates()[0]!.id;
    const started = await owner.json('/api/render/batch', 'POST', { design: await designDataUrl(), placement: PLACEMENT, colors: ['#9333ea'], templateIds: [templateId], width: 128 });
    expect(started.status).toBe(202);
    const { batchId } = (await started.json()) as { batchId: string };

    let progress: BatchProgress;
    const deadline = Date.now() + 60_000;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      progress = (await (await owner.fetch(`/api/render/batch/${batchId}`)).json()) as BatchProgress;
    } while (progress.status !== 'done' && Date.now() < deadline);
    expect(progress.status).toBe('done');
    expect(progress.items.map((i) => i.fileName)).toEqual([`${templateId}-purple.png`]);
    expect(progress.zipExpiresAt).toBeNull();

    const list = (await (await owner.fetch('/api/render/batch')).json()) as { batches: { id: string; zipUrl: string | null; total: number }[] };
    expect(list.batches).toHaveLength(1);
    expect(list.batches[0]).toMatchObject({ id: batchId, total: 1 });
    expect((await owner.fetch(list.batches[0]!.zipUrl!)).status).toBe(200);

    const stranger = new Browser(app.url);
    expect((await stranger.fetch(`/api/render/batch/${batchId}`)).status).toBe(404);
    expect((await stranger.fetch(`/api/render/batch/${batchId}/zip`)).status).toBe(404);
    expect((await stranger.fetch(`/api/render/batch/${batchId}/cancel`, { method: 'POST' })).status).toBe(404);
  });
});
