// "A long job" for the scale-out tests: a real batch of mockups (#10), submitted to one server's route by a
// signed-in user, run by `npm run worker` processes, its progress and ZIP read back through the other server.
import { setTimeout as sleep } from 'node:timers/promises';
import type { BatchProgress } from '../../core/src/render/batch-request';
import { allTemplates } from '../../core/src/templates/assets';
import type { Browser } from './accounts-app';
import { json } from './accounts-flow';
import { designDataUrl, PLACEMENT } from './batches';
import { waitForOutput, type ServerProcess } from './server-process';

/** The worker process the scale-out tests start: `npm run worker`'s own entry. */
export const WORKER_ENTRY = 'server/src/worker-main.ts';

export interface LongJobTarget {
  /** The server to send the request to. */
  url: string;
  /** The signed-in user's browser. */
  browser: Browser;
}

/**
 * Starts a batch of `items` mockups at 4096² (each a second or more on one render thread, so the job runs long enough
 * to be interrupted) for the signed-in user "on" `target`'s server; resolves with the batch id.
 */
export async function submitLongJob(target: LongJobTarget, items: number): Promise<string> {
  const templateIds = allTemplates()
    .slice(0, items)
    .map((template) => template.id);
  const response = await target.browser.json(`${target.url}/api/render/batch`, 'POST', {
    design: await designDataUrl(),
    placement: PLACEMENT,
    colors: ['#ffffff'],
    templateIds,
    width: 4096,
  });
  if (response.status !== 202) throw new Error(`POST /api/render/batch: ${response.status} ${await response.text()}`);
  return String((await response.json()).batchId);
}

/** The log line a worker writes when it starts (or finishes) attempt `attempt` (0 is the first) of the batch's job. */
const jobLogPattern = (batchId: string, attempt: number, event: 'started' | 'done') =>
  new RegExp(`"attempt":${attempt},"batchId":"${batchId}","msg":"job ${event}"`);

/** Waits until `worker` says it has started attempt `attempt` of the batch's job. */
export const longJobStarted = (worker: ServerProcess, batchId: string, attempt: number, timeoutMs?: number) =>
  waitForOutput(worker, jobLogPattern(batchId, attempt, 'started'), timeoutMs);

/** Waits until `worker` says it has finished attempt `attempt` of the batch's job. */
export const longJobDone = (worker: ServerProcess, batchId: string, attempt: number, timeoutMs?: number) =>
  waitForOutput(worker, jobLogPattern(batchId, attempt, 'done'), timeoutMs);

/** Whether `worker` has finished any attempt of the batch's job. */
export const finishedLongJob = (worker: ServerProcess, batchId: string) => new RegExp(`"batchId":"${batchId}","msg":"job done"`).test(worker.output());

/** Waits until the batch is done as `target`'s server reports it; resolves with its progress and the ZIP's file URL. */
export async function longJobResult(target: LongJobTarget, batchId: string, timeoutMs = 120_000): Promise<{ progress: BatchProgress; zipUrl: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const progress = (await json(target.browser.fetch(`${target.url}/api/render/batch/${batchId}`))) as BatchProgress;
    if (progress.status === 'done') {
      const zip = await target.browser.fetch(`${target.url}/api/render/batch/${batchId}/zip`);
      if (zip.status !== 303) throw new Error(`GET zip: ${zip.status}`);
      return { progress, zipUrl: zip.headers.get('location')! };
    }
    if (progress.status === 'failed' || progress.status === 'cancelled') throw new Error(`batch ${batchId} ${progress.status}`);
    await sleep(250);
  }
  throw new Error(`the batch ${batchId} did not finish within ${timeoutMs} ms`);
}
