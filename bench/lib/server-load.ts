import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { makeTestDesign } from '../../tests/e2e/render-fixtures';
import { spawnServer, waitForHealthy, type ServerProcess } from '../../tests/support/server-process';

/** Creating the embedded database takes seconds on a quiet machine, minutes on a crowded one. */
const HEALTHY_WITHIN_MS = 300_000;

/**
 * A server process (`npm start`'s entry point) on its own DATA_DIR, started once before to create the embedded
 * database: creating it peaks near 1 GB by itself, which is not what a peak-RSS figure under load is about. A DATA_DIR
 * made here (none in `env`) is removed when the server stops: it holds the database and prepared template levels.
 */
export async function benchServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const ownDataDir = env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-'));
  // A load test is one script on one address: the per-address heavy budget (HEAVY_RATE_LIMIT) would stop it.
  const settings = { ...(ownDataDir && { DATA_DIR: ownDataDir }), LOG_LEVEL: 'warn', HEAVY_RATE_LIMIT: 'off', ...env };
  const removeOwnDataDir = () => ownDataDir && fs.rmSync(ownDataDir, { recursive: true, force: true });
  try {
    const first = await spawnServer(settings);
    try {
      await waitForHealthy(first, HEALTHY_WITHIN_MS);
    } finally {
      await first.stop();
    }
    const server = await spawnServer(settings);
    await waitForHealthy(server, HEALTHY_WITHIN_MS);
    return {
      ...server,
      stop: async (signal) => {
        const code = await server.stop(signal);
        removeOwnDataDir();
        return code;
      },
    };
  } catch (error) {
    removeOwnDataDir();
    throw error;
  }
}

/** The bench's design (an 800² photo-like test image) as a PNG data URL. */
export async function benchDesignDataUrl(): Promise<string> {
  const design = makeTestDesign(800);
  const png = await sharp(Buffer.from(design.data), { raw: { width: design.width, height: design.height, channels: 4 } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on Linux's usual builds). */
const USER_HZ = 100;

/**
 * CPU time (user + system, ms) a process and its descendants (the work pool's sandbox processes) have used so far,
 * children that ended included: a load-independent measure of work, where wall time on a busy machine mostly says
 * how long the niced work pool waited for a core.
 */
export function treeCpuMs(pid: number): number {
  let fields: string[];
  try {
    fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return 0; // the process has ended since it was listed
  }
  const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  const children = fs.readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return (ticks * 1000) / USER_HZ + children.reduce((sum, child) => sum + treeCpuMs(child), 0);
}

/** Peak resident memory of a process so far (VmHWM), in MB: worker threads included, they share the process. */
export function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * Times GET /api/health back to back (every `everyMs`) until `done` settles. The pings go from a thread of their own:
 * the load generator's event loop (building and reading megabytes of renders) would otherwise delay them, and that
 * is not the server's latency.
 */
export async function healthLatenciesWhile(url: string, done: Promise<unknown>, everyMs = 20): Promise<number[]> {
  const pinger = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const times = [];
    let stopped = false;
    parentPort.once('message', () => (stopped = true));
    (async () => {
      while (!stopped) {
        const started = performance.now();
        const response = await fetch(workerData.url + '/api/health');
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error('/api/health answered ' + response.status + ' under load');
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
      }
      parentPort.postMessage(times);
    })();`,
    { eval: true, workerData: { url, everyMs } },
  );
  const times = new Promise<number[]>((resolve, reject) => {
    pinger.once('message', resolve);
    pinger.once('error', reject);
  });
  await done.catch(() => undefined);
  pinger.postMessage('stop');
  try {
    return await times;
  } finally {
    await pinger.terminate();
  }
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/**
 * Brings a server just started to where a user's first request meets it: both render threads have loaded the render
 * path and rendered once, at a size between two levels (so the resampling path has run too), a mockup of `templateId`
 * in white — a template and colour the caller keeps out of what it measures.
 */
export async function settleRenderThreads(url: string, templateId: string, design: string): Promise<void> {
  const body = JSON.stringify({ templateId, design, placement: { x: 50, y: 50, size: 1, rotation: 0 }, color: '#ffffff', width: 700 });
  await Promise.all(
    [0, 1].map(async () => {
      const response = await fetch(`${url}/api/render`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`POST /api/render: ${response.status}`);
    }),
  );
}
