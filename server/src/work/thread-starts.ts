import { BroadcastChannel } from 'node:worker_threads';

/** What the pool's threads are here: Tinypool's wrapper of a worker thread. */
interface PoolThread {
  threadId: number;
  once(event: 'exit', listener: () => void): void;
}

/** The channel on which a pool thread says it has loaded its tasks (thread-entry.mjs, given it as workerData). */
export const STARTED_CHANNEL = 'mockup-studio:work-thread-started';

/** A close waits at most this long for a thread to finish loading (a thread that hangs while loading is stopped). */
const START_WAIT_MS = 20_000;

/**
 * Which worker threads have finished loading their task table. A pool stops its threads only once each has: a
 * thread stopped in the middle of loading modules can fail a V8 check that aborts the whole process (a known hazard
 * of stopping threads early; a CI run lost a test process that had closed a server 0.3 s after starting it to a V8
 * abort, most likely so).
 */
export function watchThreadStarts() {
  const started = new Set<number>();
  const waiting = new Map<number, () => void>();
  const channel = new BroadcastChannel(STARTED_CHANNEL);
  channel.onmessage = (event) => {
    const id = (event as { data: unknown }).data;
    if (typeof id !== 'number') return;
    started.add(id);
    waiting.get(id)?.();
  };
  channel.unref();
  /** Settles when `worker` has loaded, exited, or START_WAIT_MS passed. */
  const loaded = (worker: PoolThread) =>
    new Promise<void>((resolve) => {
      if (started.has(worker.threadId)) return resolve();
      const done = () => {
        clearTimeout(timer);
        waiting.delete(worker.threadId);
        resolve();
      };
      const timer = setTimeout(done, START_WAIT_MS);
      waiting.set(worker.threadId, done);
      worker.once('exit', done);
    });
  return {
    /** Settles when every one of `workers` has finished loading (or exited). */
    allLoaded: (workers: readonly PoolThread[]) => Promise.all(workers.map(loaded)).then(() => undefined),
    close: () => channel.close(),
  };
}
