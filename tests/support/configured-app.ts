import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/src/app';
import { loadConfig, type Config } from '../../server/src/config';
import type { Db } from '../../server/src/db/client';
import { createLogger } from '../../server/src/logger';
import type { TestApp } from './app-server';

/** Like startTestApp, with environment variables of the test's choosing (SMTP_URL, DATA_DIR, APP_URL…). */
export async function startConfiguredApp(db: Db, env: Record<string, string>): Promise<TestApp & { config: Config }> {
  const loaded = loadConfig({ LOG_LEVEL: 'silent', ...env });
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  const app = createApp({ config: loaded.config, db, logger: createLogger('silent') });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config: loaded.config,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive; without this, close waits for them to time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
