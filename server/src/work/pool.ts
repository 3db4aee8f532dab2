import Tinypool from 'tinypool';
import { AppError } from '../http/app-error';
import type { SANDBOX_TASKS } from './sandbox-tasks';
import type { THREAD_TASKS } from './thread-tasks';
import { startCpuTimeLimit } from './cpu-time-limit';
import { STARTED_CHANNEL, watchThreadStarts } from './thread-starts';
import { APP_ERROR_MARK, type MarkedAppError } from './task-errors';

type Input<F> = F extends (input: infer I) => unknown ? I : never;
type Output<F> = F extends (...args: never[]) => infer O ? Exclude<Awaited<O>, MarkedAppError> : never;

export type ThreadTaskName = keyof typeof THREAD_TASKS;
export type SandboxTaskName = keyof typeof SANDBOX_TASKS;

export interface WorkPoolOptions {
  /** Worker threads for renders, decodes and the other CPU-heavy tasks. */
  threads: number;
  /** Tasks that may wait for a thread; past it `run` answers 503 instead of piling up. */
  queueLimit: number;
  /** Child processes for work that only a kill can stop (SVG rasterisation). */
  sandboxes?: number;
}

export interface RunOptions {
  /** Ends the task after this long (the thread or process running it is stopped); for a sandboxed task, this much
   *  CPU time (or SANDBOX_CLOCK_FACTOR times as long on the clock). */
  timeoutMs?: number;
  /** What a caller hears when the task ran out of time; default: a 503 saying the server is busy. */
  onTimeout?: () => AppError;
  /** ArrayBuffers handed to the task without a copy (they become unusable here). */
  transfer?: ArrayBuffer[];
}

export interface WorkPool {
  /** Runs a CPU-heavy task on a worker thread; never on the event loop. */
  run<K extends ThreadTaskName>(task: K, input: Input<(typeof THREAD_TASKS)[K]>, options?: RunOptions): Promise<Output<(typeof THREAD_TASKS)[K]>>;
  /** Runs a task in a child process, which a time limit kills outright. */
  runSandboxed<K extends SandboxTaskName>(task: K, input: Input<(typeof SANDBOX_TASKS)[K]>, options?: RunOptions): Promise<Output<(typeof SANDBOX_TASKS)[K]>>;
  /** Settles when a thread takes tasks with the render path loaded (never rejects): the server listens after it. */
  ready(): Promise<void>;
  /** How busy the pool is, for logs and benches. */
  stats(): { threads: number; queued: number; completed: number };
  close(): Promise<void>;
}

export const BUSY_RETRY_SECONDS = 5;
const busy = () => new AppError(503, 'The server is busy with other renders. Please try again in a few seconds.', BUSY_RETRY_SECONDS);

/** A sandboxed task may take this many times its CPU-time limit on the clock. */
export const SANDBOX_CLOCK_FACTOR = 5;

const timeLimit = (options: RunOptions = {}) => (options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined);

const isMarked = (value: unknown): value is MarkedAppError =>
  typeof value === 'object' && value !== null && APP_ERROR_MARK in value;

async function runOn(pool: Tinypool, task: string, input: unknown, options: RunOptions = {}, signal = timeLimit(options)) {
  let result: unknown;
  try {
    result = await pool.run({ task, input }, { signal, transferList: options.transfer });
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (message.includes('queue is at limit') || message.includes('No task queue available')) throw busy();
    if (signal?.aborted) throw options.onTimeout?.() ?? busy();
    throw error;
  }
  // Errors lose their class crossing a thread or process boundary, so tasks send client errors back marked.
  if (isMarked(result)) {
    const { status, message, retryAfterSeconds } = result[APP_ERROR_MARK];
    throw new AppError(status, message, retryAfterSeconds);
  }
  return result;
}

export function createWorkPool({ threads, queueLimit, sandboxes = 1 }: WorkPoolOptions): WorkPool {
  // Every thread starts with the pool and stays: a thread loads the render path as it starts (thread-tasks.ts), and
  // keeps its share of prepared levels, so neither the first render after start nor one after a quiet spell waits
  // for a thread to start or a template to be prepared again.
  const threadPool = new Tinypool({
    filename: new URL('./thread-entry.mjs', import.meta.url).href,
    runtime: 'worker_threads',
    minThreads: threads,
    maxThreads: threads,
    maxQueue: queueLimit,
    // With Atomics an idle thread blocks in Atomics.wait and its event loop stands still until the next task, which
    // would hold work a task leaves running (a prepared level being written to disk) for as long as no render comes.
    useAtomics: false,
    workerData: { startedChannel: STARTED_CHANNEL },
  });
  const starts = watchThreadStarts();
  const sandboxPool = new Tinypool({
    filename: new URL('./sandbox-entry.mjs', import.meta.url).href,
    runtime: 'child_process',
    serialization: 'advanced',
    minThreads: 1,
    maxThreads: sandboxes,
    maxQueue: queueLimit,
    idleTimeout: 60_000,
  });
  // Time limits should measure the work, not a process starting: sandboxed tasks wait until a process has
  // answered a ping, at start and again after a time limit killed one.
  const warmUp = () => sandboxPool.run({ task: 'ping' }).then(
    () => undefined,
    () => undefined,
  );
  let sandboxReady = warmUp();
  return {
    run: (task, input, options) => runOn(threadPool, task, input, options) as never,
    runSandboxed: async (task, input, options) => {
      await sandboxReady;
      // The limit counts the sandboxes' CPU time (all of them: a conservative count when several are busy), so
      // a busy machine does not refuse a plain SVG; the clock still ends a task that waits too long.
      const sandboxPids = () => sandboxPool.threads.map((worker) => worker.threadId);
      const limit = options?.timeoutMs ? startCpuTimeLimit(sandboxPids, options.timeoutMs, options.timeoutMs * SANDBOX_CLOCK_FACTOR) : undefined;
      try {
        return (await runOn(sandboxPool, task, input, options, limit?.signal)) as never;
      } catch (error) {
        if (limit?.signal.aborted) sandboxReady = warmUp();
        throw error;
      } finally {
        limit?.stop();
      }
    },
    ready: () => runOn(threadPool, 'ping', undefined).then(
      () => undefined,
      () => undefined,
    ),
    stats: () => ({ threads: threadPool.threads.length, queued: threadPool.queueSize, completed: threadPool.completed }),
    close: async () => {
      await starts.allLoaded(threadPool.threads);
      starts.close();
      await Promise.all([threadPool.destroy(), sandboxPool.destroy()]);
    },
  };
}
