import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { startMailServer, type MailServer } from '../support/mail-server';
import { freePort } from '../support/ports';
import { spawnServer, waitForHealthy, type ServerProcess } from '../support/server-process';

/**
 * A server process of the spec's own, sending its e-mails to a loopback SMTP server, for specs that follow real
 * e-mails (sign-up confirmations, password resets). Call it at the top of a spec: its tests then run in order, and
 * `server` and `mail` are set once the server is healthy.
 */
export function serverWithMail(name: string): { server: ServerProcess; mail: MailServer } {
  const app = {} as { server: ServerProcess; mail: MailServer };
  let dataDir = '';
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(300_000); // a fresh embedded database on a busy machine can take a while
    app.mail = await startMailServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mockup-e2e-${name}-`));
    const port = String(await freePort());
    app.server = await spawnServer({
      PORT: port,
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SMTP_URL: app.mail.url,
      LOG_LEVEL: 'warn',
    });
    await waitForHealthy(app.server);
  });
  test.afterAll(async () => {
    await app.server?.stop();
    await app.mail?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

export const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
