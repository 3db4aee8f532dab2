import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { allTemplates } from '../../core/src/templates/assets';
import { templatesFor } from '../../core/src/templates/library';
import { designDataUrl, finished, PLACEMENT, postBatch, waitForBatch } from '../support/batches';
import { spawnServer, waitForHealthy, type ServerProcess } from '../support/server-process';
import { unzip } from '../support/zip';

const category = allTemplates()[0]!.category;
const ids = templatesFor(category).map((t) => t.id);

/**
 * Times /api/health every 50 ms until `done` settles. Returns the 90th percentile and the slowest answer: a render
 * on the event loop would hold every answer behind it (seconds at 1024²); on a machine shared with other work a
 * single answer may still wait for a core.
 */
async function healthWhile(url: string, done: Promise<unknown>): Promise<{ p90: number; slowest: number; count: number }> {
  let finishedYet = false;
  void done.finally(() => (finishedYet = true));
  const times: number[] = [];
  while (!finishedYet) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  times.sort((a, b) => a - b);
  return { p90: times[Math.floor(times.length * 0.9)] ?? 0, slowest: times.at(-1) ?? 0, count: times.length };
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

  it('survives a kill mid-way: the restarted server finishes it, and /api/health answers quickly throughout', async () => {
    let server = await start();
    const response = await postBatch(server.url, { design: await designDataUrl('#dc2626'), placement: PLACEMENT, colors: ['#1e3a8a'], categories: [category], width: 1024 });
    expect(response.status).toBe(202);
    const { batchId } = (await response.json()) as { batchId: string };

    const someDone = waitForBatch(server.url, batchId, (p) => p.done >= 2, 120_000);
    const health = await healthWhile(server.url, someDone);
    const midway = await someDone;
    expect(midway.done).toBeLessThan(midway.total);
    expect(health.count).toBeGreaterThan(5);
    expect(health.p90).toBeLessThan(200);
    expect(health.slowest).toBeLessThan(1000);

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
