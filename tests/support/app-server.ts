import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Db } from '../../server/src/db/client';
import { createLogger } from '../../server/src/logger';
import { WEB_DIST_DIR } from '../../server/src/server';

export interface TestApp {
  url: string;
  close: () => Promise<void>;
}

/** The real Hono app over a real HTTP socket on loopback, on a database the test owns. */
export async function startTestApp(db: Db, options: { withWeb?: boolean } = {}): Promise<TestApp> {
  const loaded = loadConfig({ LOG_LEVEL: 'silent' });
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  const app = createApp({
    config: loaded.config,
    db,
    logger: createLogger('silent'),
    webDistDir: options.withWeb ? WEB_DIST_DIR : undefined,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
