/**
 * Lets at most `limit` tasks of one kind run at once; the rest wait their turn in order, and past `queueLimit`
 * waiting a task is refused with `onFull()` instead of piling up. For work whose memory, not its CPU, is the limit.
 */
export function createGate({ limit, queueLimit, onFull }: { limit: number; queueLimit: number; onFull: () => Error }) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limit) {
        if (waiting.length >= queueLimit) throw onFull();
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      running++;
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
