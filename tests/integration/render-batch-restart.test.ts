import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { allTemplates } from '../../core/src/templates/assets';
import { templatesFor } from '../../core/src/templates/library';
import { designDataUrl, finished, PLACEMENT, postBatch, waitForBatch } from '../support/batches';
import { processCpuMs, threadCpuMs } from '../../server/src/work/cpu-time-limit';
import { spawnServer, waitForHealthy, type ServerProcess } from '../support/server-process';
import { unzip } from '../support/zip';

const category = allTemplates()[0]!.category;
const ids = templatesFor(category).map((t) => t.id);

/** Asks /api/health every 50 ms until `done` settles; every answer must be 200. Returns how many were asked. */
async function healthWhile(url: string, done: Promise<unknown>): Promise<number> {
  let finishedYet = false;
  void done.finally(() => (finishedYet = true));
  let count = 0;
  while (!finishedYet) {
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    count++;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return count;
}

/** CPU time of the server's main thread (its event loop) and of the whole process (render threads too), in ms. */
function serverCpu(server: ServerProcess): { loop: number; all: number } {
  const pid = server.child.pid!;
  return { loop: threadCpuMs(pid, pid) ?? NaN, all: processCpuMs(pid) ?? NaN };
}

// The real server process (npm start's entry point) on one DATA_DIR, killed in the middle of a batch.
describe('a batch and the server process', () => {
  const servers: ServerProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-batch-restart-'));
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop('SIGKILL');
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const start = async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', RENDER_WORKERS: '1' });
    servers.push(server);
    await waitForHealthy(server);
    return server;
  };

  it('survives a kill mid-way: the restarted server finishes it, and /api/health answers throughout with the renders off the event loop', async () => {
    let server = await start();
    const response = await postBatch(server.url, { design: await designDataUrl('#dc2626'), placement: PLACEMENT, colors: ['#1e3a8a'], categories: [category], width: 1024 });
    expect(response.status).toBe(202);
    const { batchId } = (await response.json()) as { batchId: string };

    const cpuBefore = serverCpu(server);
    const someDone = waitForBatch(server.url, batchId, (p) => p.done >= 2, 120_000);
    const checks = await healthWhile(server.url, someDone);
    const midway = await someDone;
    const cpuAfter = serverCpu(server);
    expect(midway.done).toBeLessThan(midway.total);
    // How many answers fit in the window depends on the machine's speed (4 on a quiet one, dozens at load 18);
    // that each was 200 is what counts, and there was at least one.
    expect(checks).toBeGreaterThan(0);
    // The renders run on the render thread, not on the event loop: the loop's share of the server's CPU time stays
    // small (a render on it would be most of it). CPU time, unlike how long /api/health takes to answer, does not
    // depend on how busy the machine is.
    const loopShare = (cpuAfter.loop - cpuBefore.loop) / (cpuAfter.all - cpuBefore.all);
    console.log(`event loop's share of the server's CPU during the batch: ${loopShare.toFixed(2)}`);
    expect(loopShare).toBeLessThan(0.6);

    await server.stop('SIGKILL');
    servers.splice(servers.indexOf(server), 1);
    server = await start();
    const done = await waitForBatch(server.url, batchId, finished, 180_000);
    expect(done.status).toBe('done');
    expect(done.done).toBe(ids.length);

    const zip = await fetch(`${server.url}/api/render/batch/${batchId}/zip`);
    expect(zip.status).toBe(200);
    const entries = await unzip(new Uint8Array(await zip.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual(ids.map((id) => `${id}-navy.png`).sort());
    for (const bytes of entries.values()) expect((await sharp(bytes).metadata()).width).toBe(1024);
  });
});
