import type { Config } from './config';
import { sweepRequestCounters } from './http/pg-rate-limit-store';
import type { Logger } from './logger';
import type { Runtime } from './runtime';
import { sweepExpiredFiles } from './services/files';

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Periodic clean-up in every server process: expired files (anonymous AI results, videos, batch ZIPs) and rate-limit
 * counters whose window has passed. Each sweep is safe to run on every server at once: a row is deleted by one
 * DELETE … RETURNING, and only the sweeper that deleted a file's row deletes the file. Returns a function that stops
 * the timer.
 */
export function startSweeps(runtime: Runtime, _config: Config, logger: Logger): () => void {
  const sweep = () => {
    sweepExpiredFiles(runtime.database.db, runtime.storage, logger).catch((error: unknown) => logger.error({ err: error }, 'file sweep failed'));
    sweepRequestCounters(runtime.database.db).catch((error: unknown) => logger.error({ err: error }, 'rate-limit counter sweep failed'));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
