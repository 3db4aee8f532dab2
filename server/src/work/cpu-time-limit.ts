import fs from 'node:fs';

/** Linux counts a process's CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICK_MS = 10;
const POLL_MS = 50;

/** CPU time (user + system) a process has used, in ms, or undefined where /proc cannot tell (not Linux, gone). */
export function processCpuMs(pid: number): number | undefined {
  return statCpuMs(`/proc/${pid}/stat`);
}

/** CPU time one thread of a process has used (its main thread's id is the process's), in ms, as processCpuMs. */
export function threadCpuMs(pid: number, tid: number): number | undefined {
  return statCpuMs(`/proc/${pid}/task/${tid}/stat`);
}

function statCpuMs(file: string): number | undefined {
  try {
    const stat = fs.readFileSync(file, 'utf8');
    // Fields after the parenthesised name: state is the 3rd field, utime and stime the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

export interface CpuTimeLimit {
  signal: AbortSignal;
  /** Stops watching (the task settled). */
  stop(): void;
}

/**
 * A signal that aborts once the processes `pids()` names have spent `cpuMs` of CPU time since now, or at `wallCapMs`
 * whatever they spent. A limit on the clock alone measures the machine's load as much as the work: on a busy machine
 * a niced sandbox waits for the CPU, and a plain SVG ran out of time. Where /proc cannot tell, it is a clock limit
 * of `cpuMs`.
 */
export function startCpuTimeLimit(pids: () => number[], cpuMs: number, wallCapMs: number): CpuTimeLimit {
  const controller = new AbortController();
  const spent = () =>
    pids().reduce<number | undefined>((sum, pid) => {
      const ms = processCpuMs(pid);
      return sum === undefined || ms === undefined ? undefined : sum + ms;
    }, 0);
  const start = spent();
  const started = Date.now();
  const poll = setInterval(() => {
    const now = spent();
    const elapsed = Date.now() - started;
    const overCpu = start === undefined || now === undefined ? elapsed >= cpuMs : now - start >= cpuMs;
    if (overCpu || elapsed >= wallCapMs) {
      clearInterval(poll);
      controller.abort(new Error('time limit'));
    }
  }, POLL_MS);
  poll.unref();
  return { signal: controller.signal, stop: () => clearInterval(poll) };
}
