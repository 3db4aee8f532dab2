import { loadConfig } from './config';
import { JOB_WORKERS, startJobWorkers, type JobWorker } from './jobs/workers';
import { createLogger } from './logger';
import { openRuntime } from './runtime';

/** How long running jobs get to finish on SIGTERM before they go back to the queue for another worker. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * A process that only runs job workers (`npm run worker`), against the same PostgreSQL and file storage as the
 * servers: it takes every kind of job in `workers` until SIGTERM or SIGINT.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as JOB_WORKERS
export async function runWorkerProcess(workers: readonly JobWorker<any>[] = JOB_WORKERS): Promise<void> {
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    console.error(`Invalid configuration:\n${loaded.errors.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  if (!loaded.config.databaseUrl) {
    console.error('npm run worker needs DATABASE_URL: the embedded database serves one process, and `npm start` already runs the workers.');
    process.exit(1);
  }
  const logger = createLogger(loaded.config.logLevel);
  const runtime = await openRuntime(loaded.config, logger);
  await startJobWorkers(runtime, loaded.config, logger, workers);
  logger.info({ kinds: workers.map((worker) => worker.definition.name) }, 'worker ready');

  let signals = 0;
  const shutdown = () => {
    if (++signals > 1) process.exit(1);
    logger.info(`worker stopping: running jobs get ${SHUTDOWN_GRACE_MS / 1000} s, then go back to the queue`);
    runtime.close(SHUTDOWN_GRACE_MS).then(
      () => {
        logger.info('worker stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'worker shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
