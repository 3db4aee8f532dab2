import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { processCpuMs, startCpuTimeLimit } from './cpu-time-limit';

const children: ChildProcess[] = [];
/** A node process running `script`, once it has started: booting node costs ~100 ms of CPU on a quiet machine and
 *  more on a busy one, which is not what these limits are about. */
const child = (script: string) => {
  const spawned = spawn(process.execPath, ['-e', `process.stdout.write('ready'); ${script}`], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(spawned);
  return new Promise<number>((resolve) => spawned.stdout!.once('data', () => resolve(spawned.pid!)));
};
const aborted = (signal: AbortSignal) => new Promise<number>((resolve) => {
  const started = Date.now();
  signal.addEventListener('abort', () => resolve(Date.now() - started));
});

afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

describe('a CPU-time limit', () => {
  it("reads a process's CPU time from /proc", () => {
    expect(processCpuMs(process.pid)).toBeGreaterThan(0);
    expect(processCpuMs(2 ** 30)).toBeUndefined();
  });

  it('ends a process that spins once it has used its CPU time', async () => {
    const pid = await child('for (;;) {}');
    const limit = startCpuTimeLimit(() => [pid], 300, 20_000);
    const before = processCpuMs(pid)!;
    await aborted(limit.signal);
    expect(processCpuMs(pid)! - before).toBeGreaterThanOrEqual(300);
  });

  it('lets a process that waits run until the cap on the clock', async () => {
    const pid = await child('setTimeout(() => {}, 60_000)');
    const limit = startCpuTimeLimit(() => [pid], 250, 1_000);
    expect(await aborted(limit.signal)).toBeGreaterThanOrEqual(1_000);
  });

  it('stops watching when told', async () => {
    const pid = await child('for (;;) {}');
    const limit = startCpuTimeLimit(() => [pid], 100, 500);
    limit.stop();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(limit.signal.aborted).toBe(false);
  });
});
