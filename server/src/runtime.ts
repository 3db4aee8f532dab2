import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { acquireDataDirLock } from './db/lock';
import { createJobQueue, type JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import { storageFor, tempDirFor, type FileStorage } from './services/storage';
import { STALE_TEMP_MS, sweepTempDir } from './services/temp-sweep';
import { createWorkPool, type WorkPool } from './work/pool';

/** What a server or a job worker process runs on: the database, the work pool, the job queue and file storage. */
export interface Runtime {
  database: Database;
  work: WorkPool;
  jobs: JobQueue;
  storage: FileStorage;
  /** Stops the queue (running jobs get `graceMs`), the pool and the database, in that order. */
  close: (graceMs?: number) => Promise<void>;
}

export async function openRuntime(config: Config, logger: Logger): Promise<Runtime> {
  // PGlite has no lock of its own: one process per DATA_DIR.
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  // Started first: the threads load the render path while the database opens.
  const work = createWorkPool({ threads: config.renderWorkers, queueLimit: config.renderQueueLimit });
  let database: Database;
  try {
    // What a crash left half-written. With PGlite this process owns DATA_DIR alone (the lock), so all of it;
    // processes sharing a PostgreSQL may share the folder too, so there only what has lain untouched for hours.
    const swept = await sweepTempDir(tempDirFor(config), config.databaseUrl ? STALE_TEMP_MS : 0);
    if (swept) logger.info({ entries: swept }, 'unfinished temporary files from an earlier run removed');
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  } catch (error) {
    await work.close();
    releaseLock();
    throw error;
  }
  const jobs = createJobQueue(database.queueDatabase, logger);
  const storage = storageFor(config);
  // Said once at start, so a wrong bucket or key shows in the log at once (and the S3 client is loaded before the
  // first request needs it); /api/ready keeps reporting it.
  storage.check().then(
    () => logger.info({ storage: config.s3 ? `s3://${config.s3.bucket}` : 'folder' }, 'file storage reachable'),
    (error: unknown) => logger.error({ err: error }, 'file storage is not reachable: files cannot be stored or read'),
  );
  return {
    database,
    work,
    jobs,
    storage,
    close: async (graceMs) => {
      await jobs.stop(graceMs);
      await work.close();
      await database.close();
      releaseLock();
    },
  };
}
