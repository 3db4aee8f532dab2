import { sweepSignInThrottle } from './auth/sign-in-throttle';
import type { Config } from './config';
import type { Logger } from './logger';
import type { Runtime } from './runtime';
import { sweepExpiredFiles } from './services/files';
import { tempDirFor } from './services/storage';
import { STALE_TEMP_MS, sweepTempDir } from './services/temp-sweep';

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Periodic clean-up in a server process: expired files (anonymous AI results, videos, batch ZIPs), forgotten
 * sign-in counts, and temporary files a crashed job left hours ago. Each sweep is safe to run on every server at
 * once. Returns a function that stops the timer.
 */
export function startSweeps(runtime: Runtime, config: Config, logger: Logger): () => void {
  const db = runtime.database.db;
  const sweep = () => {
    sweepExpiredFiles(db, runtime.storage, logger).catch((error: unknown) => logger.error({ err: error }, 'file sweep failed'));
    sweepSignInThrottle(db).catch((error: unknown) => logger.error({ err: error }, 'sign-in count sweep failed'));
    sweepTempDir(tempDirFor(config), STALE_TEMP_MS).catch((error: unknown) => logger.error({ err: error }, 'temporary file sweep failed'));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
