// `npm run worker`: a process that only runs the job queue's workers, against the same PostgreSQL as the servers.
import { loadConfig } from './config';
import { startJobWorkers } from './jobs/workers';
import { createLogger } from './logger';
import { openRuntime } from './runtime';

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
await startJobWorkers(runtime, loaded.config, logger);
logger.info('worker ready');

let signals = 0;
const shutdown = () => {
  if (++signals > 1) process.exit(1);
  logger.info('worker stopping: running jobs get 10 s, then go back to the queue');
  runtime.close(10_000).then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, 'worker shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
