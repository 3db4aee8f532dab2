import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { Config } from './config';
import { startJobWorkers } from './jobs/workers';
import type { Logger } from './logger';
import { openRuntime } from './runtime';
import { warmRenderPath } from './services/warm-render-path';
import { startSweeps } from './sweeps';

export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

export interface RunningServer {
  url: string;
  port: number;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  stop: () => Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;
const KEEP_ALIVE_MS = 65_000;

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const runtime = await openRuntime(config, logger);
  const { database, work, jobs, storage } = runtime;
  const app = createApp({ config, db: database.db, logger, work, jobs, storage, webDistDir: WEB_DIST_DIR });
  // Listening once every render thread has rendered once: no request waits for a thread to load or compile the
  // render code (a template's first render still pays for its level's read and decode: README, Performance).
  await work.ready();
  await warmRenderPath(work, config, logger);
  // The job queue's workers start before the server listens: starting them takes the database and both cores for
  // up to half a second, which the first requests would otherwise wait behind (a cold 4096² render +0.3 s).
  if (config.workers) {
    await startJobWorkers(runtime, config, logger).catch((error: unknown) => logger.error({ err: error }, 'job workers failed to start'));
  }

  let server: ServerType;
  try {
    server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
      s.once('error', reject);
    });
  } catch (error) {
    await runtime.close();
    throw error;
  }
  // Longer than the idle time of the clients and proxies in front (fetch 4 s, load balancers typically 60 s), so they,
  // not the server, end an idle connection: with Node's 5 s a client reusing one just as it closed got a reset.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  const { port } = server.address() as AddressInfo;
  logger.info({ port, host: config.host, database: database.kind }, 'server ready');
  const stopSweeps = startSweeps(runtime, config, logger);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      const forced = setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(forced);
      stopSweeps();
      await runtime.close(SHUTDOWN_GRACE_MS);
      logger.info('server stopped');
    })());

  return { url: `http://127.0.0.1:${port}`, port, stop };
}
