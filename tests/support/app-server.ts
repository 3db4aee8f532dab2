import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/src/app';
import { loadConfig, type Config } from '../../server/src/config';
import type { Database } from '../../server/src/db/client';
import { createJobQueue } from '../../server/src/jobs/queue';
import { startJobWorkers } from '../../server/src/jobs/workers';
import { createLogger, type Logger } from '../../server/src/logger';
import { WEB_DIST_DIR } from '../../server/src/server';
import { storageFor } from '../../server/src/services/storage';
import { createWorkPool } from '../../server/src/work/pool';

export interface TestApp {
  url: string;
  config: Config;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables of the test's choosing (SMTP_URL, APP_URL, RENDER_WORKERS…). */
  env?: Record<string, string>;
  /** Serve the built web app too. */
  withWeb?: boolean;
  /** Listen on this port (default: any free one). */
  port?: number;
  /** Run the job queue's workers (batches…) in this app, as `npm start` does. */
  jobWorkers?: boolean;
  /** Log here instead of a logger at LOG_LEVEL (e.g. to capture error lines: tests/support/log-capture.ts). */
  logger?: Logger;
}

/**
 * The real Hono app over a real HTTP socket on loopback, on a database the test owns, with its own work pool,
 * job queue and a temporary DATA_DIR (unless the test sets one).
 */
export async function startTestApp(database: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const ownDataDir = options.env?.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-app-'));
  const loaded = loadConfig({ LOG_LEVEL: 'silent', RENDER_WORKERS: '2', ...(ownDataDir && { DATA_DIR: ownDataDir }), ...options.env });
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  const { config } = loaded;
  const logger = options.logger ?? createLogger(config.logLevel);
  const work = createWorkPool({ threads: config.renderWorkers, queueLimit: config.renderQueueLimit });
  const jobs = createJobQueue(database.queueDatabase, logger);
  const storage = storageFor(config);
  if (options.jobWorkers) await startJobWorkers({ database, work, jobs, storage, close: async () => {} }, config, logger);
  const app = createApp({
    config,
    db: database.db,
    logger,
    work,
    jobs,
    storage,
    webDistDir: options.withWeb ? WEB_DIST_DIR : undefined,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  // Longer than fetch's own idle time (4 s): fetch, not the server, ends an idle connection. With Node's 5 s, a
  // test process lagging a second on a loaded machine reused a connection the server had just closed (ECONNRESET).
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 30_000;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive; without this, close waits for them to time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await jobs.stop(1000);
      await work.close();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
