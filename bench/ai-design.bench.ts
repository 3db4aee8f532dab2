// AI Design Generator: POST /api/functions/generate-design at 1024² (the hub's preview) and the 4096² download,
// then four 4K renders at once while /api/health is measured, with the server's peak RSS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DESIGN_CATEGORIES, DESIGN_STYLES } from '../core/src/ai/options';
import { spawnServer, waitForHealthy, type ServerProcess } from '../tests/support/server-process';
import { median, round, type BenchResult } from './lib/results';

const PROMPTS = ['Wild fox exploring the mountains', 'Rocket fueled by coffee', 'Retro surf club', 'Cat who loves books'];

/** A varied request: every style and category comes round, as real use would. */
const request = (i: number) => ({
  prompt: PROMPTS[i % PROMPTS.length]!,
  style: DESIGN_STYLES[i % DESIGN_STYLES.length]!,
  category: DESIGN_CATEGORIES[(i * 5) % DESIGN_CATEGORIES.length]!,
  seed: 1000 + i,
});

async function timed(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

const generate = (server: ServerProcess, i: number) =>
  timed(`${server.url}/api/functions/generate-design`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...request(i), size: '1024x1024' }),
  });

const download4k = (server: ServerProcess, i: number) => {
  const r = request(i);
  const query = new URLSearchParams({ prompt: r.prompt, style: r.style, category: r.category, seed: String(r.seed), size: '4096x4096' });
  return timed(`${server.url}/api/functions/generate-design/download?${query}`);
};

/** Peak resident memory of the server process so far (Linux), in MB. */
function peakRssMb(pid: number | undefined): number {
  const status = pid ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

export async function aiDesignBenchmarks(): Promise<BenchResult[]> {
  const server = await spawnServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-')), LOG_LEVEL: 'warn' });
  try {
    await waitForHealthy(server);
    // Warm-up: worker threads start and load the fonts and icons once.
    for (let i = 0; i < 2; i++) await generate(server, 100 + i);

    const small: number[] = [];
    for (let i = 0; i < 16; i++) small.push(await generate(server, i));
    const large: number[] = [];
    for (let i = 0; i < 6; i++) large.push(await download4k(server, i));

    // Four 4K renders at a time, three rounds, while /api/health is hammered.
    const health = autocannon({ url: `${server.url}/api/health`, connections: 4, duration: 8 });
    let next = 20;
    const clients = Array.from({ length: 4 }, async () => {
      for (let round = 0; round < 3; round++) await download4k(server, next++);
    });
    const [healthResult] = await Promise.all([health, ...clients]);
    if (healthResult.non2xx > 0 || healthResult.errors > 0) throw new Error(`/api/health: ${healthResult.non2xx} non-2xx, ${healthResult.errors} errors`);

    return [
      { name: 'generate-design 1024², median (target ≤ 300)', value: round(median(small), 0), unit: 'ms', lowerIsBetter: true },
      { name: 'generate-design 4096² download, median (target ≤ 2000)', value: round(median(large), 0), unit: 'ms', lowerIsBetter: true },
      { name: '/api/health p99 while four 4096² designs render (target ≤ 50)', value: round(healthResult.latency.p99, 0), unit: 'ms', lowerIsBetter: true },
      { name: 'server peak RSS after four concurrent 4096² designs (target ≤ 1536)', value: round(peakRssMb(server.child.pid), 0), unit: 'MB', lowerIsBetter: true },
    ];
  } finally {
    await server.stop();
  }
}

// `node --import tsx bench/ai-design.bench.ts` runs this file alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await aiDesignBenchmarks());
}
