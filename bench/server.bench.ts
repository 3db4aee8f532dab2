import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawnServer, waitForHealthy } from '../tests/support/server-process';
import { median, round, type BenchResult } from './lib/results';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-'));

/** Time from spawning the server to a 200 from /api/health. */
async function startToHealthyMs(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  await waitForHealthy(server);
  const elapsed = performance.now() - started;
  await server.stop();
  return elapsed;
}

/** First start creates the embedded database (initdb + migrations); a restart reopens it. */
async function startupTimes(): Promise<{ cold: number; restart: number }> {
  const cold: number[] = [];
  const restart: number[] = [];
  for (let i = 0; i < 3; i++) {
    const dataDir = tempDir();
    cold.push(await startToHealthyMs(dataDir));
    restart.push(await startToHealthyMs(dataDir));
  }
  return { cold: median(cold), restart: median(restart) };
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 50, duration: 8, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function serverBenchmarks(): Promise<BenchResult[]> {
  const startup = await startupTimes();
  const results: BenchResult[] = [
    { name: 'server cold start to healthy (new DATA_DIR)', value: round(startup.cold, 0), unit: 'ms', lowerIsBetter: true },
    { name: 'server restart to healthy (existing DATA_DIR)', value: round(startup.restart, 0), unit: 'ms', lowerIsBetter: true },
  ];
  const server = await spawnServer({ DATA_DIR: tempDir(), LOG_LEVEL: 'warn' });
  try {
    await waitForHealthy(server);
    const html = await (await fetch(server.url)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!asset) throw new Error('No hashed script in index.html: build the web app first.');

    const health = await load(`${server.url}/api/health`);
    const statics = await load(`${server.url}${asset}`, { 'accept-encoding': 'br, gzip' });
    results.push(
      { name: 'GET /api/health, 50 connections', value: round(health.rps, 0), unit: 'req/s', lowerIsBetter: false },
      { name: 'GET /api/health p99, 50 connections', value: health.p99, unit: 'ms', lowerIsBetter: true },
      { name: 'GET hashed JS asset (br), 50 connections', value: round(statics.rps, 0), unit: 'req/s', lowerIsBetter: false },
      { name: 'GET hashed JS asset p99, 50 connections', value: statics.p99, unit: 'ms', lowerIsBetter: true },
    );
  } finally {
    await server.stop();
  }
  return results;
}
