import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { acquireDataDirLock } from './db/lock';
import { createJobQueue, type JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import { storageFor, type FileStorage } from './services/storage';
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
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const work = createWorkPool({ threads: config.renderWorkers, queueLimit: config.renderQueueLimit });
  const jobs = createJobQueue(database.queueDatabase, logger);
  return {
    database,
    work,
    jobs,
    storage: storageFor(config),
    close: async (graceMs) => {
      await jobs.stop(graceMs);
      await work.close();
      await database.close();
      releaseLock();
    },
  };
}
