import { fromPglite, PgBoss, type Db as BossDb, type Job, type QueueOptions } from 'pg-boss';
import type { z } from 'zod';
import type { Logger } from '../logger';

/**
 * A kind of long work (a batch of renders, a video): its queue name, the shape of its payload and how failures
 * are retried. Jobs live in PostgreSQL (pg-boss), so they survive restarts and any process sharing the database
 * may run them.
 */
export interface JobDefinition<P> {
  name: string;
  payload: z.ZodType<P>;
  /** Retries, time limit and heartbeat. A job whose worker dies stops sending heartbeats and is retried or failed. */
  queue: QueueOptions;
}

export const defineJob = <P>(definition: JobDefinition<P>) => definition;

export interface RunningJob {
  id: string;
  /** 0 on the first attempt. */
  attempt: number;
  /** Aborted when the job is cancelled, expires, or the process stops. */
  signal: AbortSignal;
}

/** Where the queue keeps its tables: the app's own database. */
export type QueueDatabase = { pglite: Parameters<typeof fromPglite>[0] } | { connectionString: string };

export interface JobQueue {
  send<P>(definition: JobDefinition<P>, payload: P): Promise<string>;
  /** Takes jobs of this kind in this process, `concurrency` at a time. */
  work<P>(definition: JobDefinition<P>, concurrency: number, handler: (payload: P, job: RunningJob) => Promise<void>): Promise<void>;
  cancel(definition: JobDefinition<unknown>, id: string): Promise<void>;
  /** Where a job is: 'created', 'retry', 'active', 'completed', 'cancelled' or 'failed'; undefined once deleted. */
  state(definition: JobDefinition<unknown>, id: string): Promise<string | undefined>;
  /** Stops taking jobs; running ones get `graceMs` to finish, then go back to the queue. */
  stop(graceMs?: number): Promise<void>;
}

/** How often the supervisor looks for expired jobs and jobs whose heartbeat stopped (pg-boss's default is 60 s). */
const SUPERVISE_SECONDS = 10;
/**
 * How often an idle worker asks for a job. On the embedded PGlite every ask runs on the event loop (~10 ms of CPU)
 * and every job is sent by this process, which wakes its workers at once; only retries wait for the poll there.
 */
const POLL_SECONDS = { pglite: 2, server: 0.5 };

export function createJobQueue(database: QueueDatabase, logger: Logger): JobQueue {
  const boss =
    'pglite' in database
      ? new PgBoss({ db: fromPglite(database.pglite) as BossDb, backend: 'pglite', superviseIntervalSeconds: SUPERVISE_SECONDS, monitorIntervalSeconds: SUPERVISE_SECONDS })
      : new PgBoss({ connectionString: database.connectionString, max: 4, superviseIntervalSeconds: SUPERVISE_SECONDS, monitorIntervalSeconds: SUPERVISE_SECONDS });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));

  // Started on first use: the first start installs pg-boss's schema (seconds on PGlite), which a server that
  // never queues a job should not pay for.
  let started: Promise<void> | undefined;
  const queues = new Map<string, Promise<void>>();
  /** This process's workers by queue: a job sent here wakes them at once instead of at their next poll. */
  const localWorkers = new Map<string, string[]>();
  const ready = (definition: JobDefinition<unknown>) => {
    started ??= boss.start().then(() => undefined);
    let queue = queues.get(definition.name);
    if (!queue) {
      queue = started.then(async () => {
        if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, definition.queue);
        else await boss.createQueue(definition.name, definition.queue);
        if ('pglite' in database) await failOrphans(definition.name);
      });
      queues.set(definition.name, queue);
      queue.catch(() => queues.delete(definition.name));
    }
    return queue;
  };

  // PGlite serves one process, so a job still 'active' when this process opens the queue belongs to a process
  // that died: fail it now (it is retried if it has retries left) instead of waiting for its heartbeat to lapse.
  const failOrphans = async (name: string) => {
    const orphans = (await boss.findJobs(name, { limit: 10_000 })).filter((job) => job.state === 'active');
    if (orphans.length === 0) return;
    await boss.fail(name, orphans.map((job) => job.id), { message: 'The server stopped while this job was running.' });
    logger.warn({ queue: name, jobs: orphans.length }, 'jobs interrupted by a restart handed back to the queue');
  };

  return {
    async send(definition, payload) {
      const data = definition.payload.parse(payload) as object;
      await ready(definition as JobDefinition<unknown>);
      const id = await boss.send(definition.name, data);
      if (!id) throw new Error(`job queue refused a ${definition.name} job`);
      for (const worker of localWorkers.get(definition.name) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async work(definition, concurrency, handler) {
      await ready(definition as JobDefinition<unknown>);
      const worker = await boss.work(definition.name, { localConcurrency: concurrency, pollingIntervalSeconds: 'pglite' in database ? POLL_SECONDS.pglite : POLL_SECONDS.server }, async ([job]: Job<object>[]) => {
        const payload = definition.payload.parse(job!.data);
        await handler(payload, { id: job!.id, attempt: job!.retryCount, signal: job!.signal });
      });
      localWorkers.set(definition.name, [...(localWorkers.get(definition.name) ?? []), worker]);
    },
    async cancel(definition, id) {
      await ready(definition);
      await boss.cancel(definition.name, id);
    },
    async state(definition, id) {
      await ready(definition);
      return (await boss.getJobById(definition.name, id))?.state;
    },
    async stop(graceMs = 10_000) {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: graceMs, close: 'connectionString' in database });
    },
  };
}
