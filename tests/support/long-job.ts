// "A long job" for the scale-out tests, in one place so that it is one edit to switch to a real one.
//
// Today no kind of job in server/src/jobs/workers.ts (JOB_WORKERS) is there yet, so this file defines a test kind:
// it waits `seconds` (like a render batch or a video encode would work), then keeps a PNG as one of the user's
// designs through the real storage and database, so its result shows on the dashboard of any server. It is
// submitted straight into the shared queue, as a server's route would, and run by tests/support/test-worker-main.ts:
// `npm run worker`'s own code (runWorkerProcess) with this kind added.
//
// When the batch (#10) or video (#13) job is on main, switch here only: `submitLongJob` becomes a POST to its route
// on `target.url` (through `target.browser`), `longJobResult` polls its status route until done and returns the
// result's URL, `jobLogPattern` matches the log lines its worker writes when it starts and finishes a job (or the
// worker's job log, which names the job id and attempt), and WORKER_ENTRY becomes 'server/src/worker-main.ts'.
// Then delete the test kind below and test-worker-main.ts.
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { z } from 'zod';
import { createJobQueue, defineJob } from '../../server/src/jobs/queue';
import { jobWorker } from '../../server/src/jobs/workers';
import { createLogger } from '../../server/src/logger';
import { keepGeneratedImage } from '../../server/src/services/results';
import type { Browser } from './accounts-app';
import { json } from './accounts-flow';
import { waitForOutput, type ServerProcess } from './server-process';

export const LONG_TEST_JOB = defineJob({
  name: 'test-long',
  payload: z.object({ userId: z.string(), title: z.string(), seconds: z.number().positive() }),
  // The shortest heartbeat pg-boss allows, so a killed worker's job is noticed in seconds.
  queue: { retryLimit: 3, heartbeatSeconds: 10, expireInSeconds: 300 },
});

export const longTestJobWorker = jobWorker({
  definition: LONG_TEST_JOB,
  concurrency: () => 1,
  handle: async (payload, job, deps) => {
    deps.logger.info({ jobId: job.id, attempt: job.attempt }, 'long job started');
    await sleep(payload.seconds * 1000, undefined, { signal: job.signal });
    const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#0f766e' } }).png().toBuffer();
    await keepGeneratedImage({ db: deps.db, storage: deps.storage, anonymousTtlMs: deps.config.anonymousFileTtlMs }, payload.userId, {
      png,
      width: 64,
      height: 48,
      kind: 'test-long',
      title: payload.title,
    });
    deps.logger.info({ jobId: job.id, attempt: job.attempt }, 'long job done');
  },
});

/** The worker process the scale-out tests start. */
export const WORKER_ENTRY = 'tests/support/test-worker-main.ts';

export interface LongJobTarget {
  /** The server to send the request to. */
  url: string;
  /** The signed-in user's browser. */
  browser: Browser;
  /** The shared database (only while the job is submitted straight into the queue). */
  databaseUrl: string;
}

/** Starts a long job for the signed-in user "on" `target`'s server; resolves with its id. */
export async function submitLongJob(target: LongJobTarget, title: string, seconds: number): Promise<string> {
  const session = await json(target.browser.fetch(`${target.url}/api/auth/get-session`));
  const queue = createJobQueue({ connectionString: target.databaseUrl }, createLogger('silent'));
  try {
    return await queue.send(LONG_TEST_JOB, { userId: String(session.user.id), title, seconds });
  } finally {
    await queue.stop(1000);
  }
}

/** The log line a worker writes when it starts (or finishes) attempt `attempt` of the job (0 is the first). */
const jobLogPattern = (jobId: string, attempt: number, event: 'started' | 'done') =>
  new RegExp(`"jobId":"${jobId}","attempt":${attempt},"msg":"long job ${event}"`);

/** Waits until `worker` says it has started attempt `attempt` of the job. */
export const longJobStarted = (worker: ServerProcess, jobId: string, attempt: number, timeoutMs?: number) =>
  waitForOutput(worker, jobLogPattern(jobId, attempt, 'started'), timeoutMs);

/** Waits until `worker` says it has finished attempt `attempt` of the job. */
export const longJobDone = (worker: ServerProcess, jobId: string, attempt: number, timeoutMs?: number) =>
  waitForOutput(worker, jobLogPattern(jobId, attempt, 'done'), timeoutMs);

/** Whether `worker` has finished any attempt of the job. */
export const finishedLongJob = (worker: ServerProcess, jobId: string) => new RegExp(`"jobId":"${jobId}".*"msg":"long job done"`).test(worker.output());

/** Waits until the job's result shows on `target`'s server: the user's design named `title`; resolves with its file URL. */
export async function longJobResult(target: LongJobTarget, title: string, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { designs } = await json(target.browser.fetch(`${target.url}/api/designs`));
    const found = (designs as Array<{ name: string; fileUrl: string }>).find((design) => design.name === title);
    if (found) return found.fileUrl;
    await sleep(250);
  }
  throw new Error(`the long job "${title}" did not finish within ${timeoutMs} ms`);
}
