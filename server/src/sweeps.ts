import type { Config } from './config';
import type { Logger } from './logger';
import type { Runtime } from './runtime';
import { sweepExpiredFiles } from './services/files';

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Periodic clean-up in a server process: expired files (anonymous AI results, videos, batch ZIPs). Each sweep is
 * safe to run on every server at once. Returns a function that stops the timer.
 */
export function startSweeps(runtime: Runtime, _config: Config, logger: Logger): () => void {
  const sweep = () => {
    sweepExpiredFiles(runtime.database.db, runtime.storage, logger).catch((error: unknown) => logger.error({ err: error }, 'file sweep failed'));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
