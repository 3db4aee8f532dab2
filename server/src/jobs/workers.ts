import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Runtime } from '../runtime';
import { runBatch } from '../services/render-batch-run';
import type { JobDefinition, RunningJob } from './queue';
import { RENDER_BATCH_JOB } from './render-batch-job';

/** What a job handler may use: the process's runtime, its configuration and logger. */
export type JobDeps = Pick<Runtime, 'work' | 'jobs' | 'storage'> & { db: Runtime['database']['db']; config: Config; logger: Logger };

export interface JobWorker<P> {
  definition: JobDefinition<P>;
  /** Jobs of this kind one process runs at once. */
  concurrency: (config: Config) => number;
  handle: (payload: P, job: RunningJob, deps: JobDeps) => Promise<void>;
}

export const jobWorker = <P>(worker: JobWorker<P>) => worker;

/** Every kind of job the app runs. A feature with long work adds its worker here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry is checked where it is made
const JOB_WORKERS: JobWorker<any>[] = [
  jobWorker({
    definition: RENDER_BATCH_JOB,
    // Each batch already keeps every render thread busy; two at once let a small batch pass a large one.
    concurrency: () => 2,
    handle: ({ batchId }, job, deps) => runBatch(deps, batchId, job.signal, job.attempt >= (RENDER_BATCH_JOB.queue.retryLimit ?? 0)),
  }),
];

/** Starts taking every kind of job in this process (`npm start` unless WORKERS=off, and `npm run worker`). */
export async function startJobWorkers(runtime: Runtime, config: Config, logger: Logger): Promise<void> {
  const deps: JobDeps = { db: runtime.database.db, work: runtime.work, jobs: runtime.jobs, storage: runtime.storage, config, logger };
  await Promise.all(
    JOB_WORKERS.map((worker) =>
      runtime.jobs.work(worker.definition, worker.concurrency(config), (payload, job) => worker.handle(payload, job, deps)),
    ),
  );
  if (JOB_WORKERS.length) logger.info({ kinds: JOB_WORKERS.map((w) => w.definition.name) }, 'job workers started');
}
