import { describe, expect, it } from 'vitest';
import { createGate } from './gate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('createGate', () => {
  it('runs at most `limit` tasks at once, the rest in the order they came', async () => {
    const gate = createGate({ limit: 1, queueLimit: 4, onFull: () => new Error('full') });
    const order: string[] = [];
    const first = deferred();
    const a = gate.run(async () => {
      order.push('a starts');
      await first.promise;
      order.push('a ends');
    });
    const b = gate.run(async () => void order.push('b runs'));
    const c = gate.run(async () => void order.push('c runs'));
    await Promise.resolve();
    expect(gate.stats()).toEqual({ running: 1, waiting: 2 });
    first.resolve();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a starts', 'a ends', 'b runs', 'c runs']);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task once the queue is full, and a failing task frees its place', async () => {
    const gate = createGate({ limit: 1, queueLimit: 1, onFull: () => new Error('busy') });
    const hold = deferred();
    const failing = gate.run(async () => {
      await hold.promise;
      throw new Error('task failed');
    });
    const queued = gate.run(async () => 'queued ran');
    await expect(gate.run(async () => 'never')).rejects.toThrow('busy');
    hold.resolve();
    await expect(failing).rejects.toThrow('task failed');
    await expect(queued).resolves.toBe('queued ran');
  });
});
