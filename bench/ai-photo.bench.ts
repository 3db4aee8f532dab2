// AI photo tools end to end over HTTP: remove-background on a 1024² product shot, generate-background and
// product-photo, then four requests at once while /api/health is measured, with the server's peak RSS.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { BACKGROUND_STYLES, LIGHTING_STYLES, PHOTOGRAPHY_STYLES } from '../core/src/ai/options';
import { dataUrl, PRODUCTS, productShot } from '../tests/support/product-shots';
import type { ServerProcess } from '../tests/support/server-process';
import { benchServer } from './lib/server-load';
import { median, round, type BenchResult } from './lib/results';

type Tool = 'remove-background' | 'generate-background' | 'product-photo';

/** A varied request: styles and lighting come round as real use would. */
const body = (tool: Tool, imageUrl: string, i: number) =>
  tool === 'remove-background'
    ? { imageUrl }
    : tool === 'generate-background'
      ? { imageUrl, style: BACKGROUND_STYLES[i % BACKGROUND_STYLES.length]! }
      : { imageUrl, photographyStyle: PHOTOGRAPHY_STYLES[i % PHOTOGRAPHY_STYLES.length]!, lighting: LIGHTING_STYLES[i % LIGHTING_STYLES.length]! };

let busyAnswers = 0;

/** One request and the fetch of its image, as the hub does; ms. A busy server's 503 is retried as a client would. */
async function timed(server: ServerProcess, tool: Tool, imageUrl: string, i: number): Promise<number> {
  const started = performance.now();
  let response: Response;
  for (;;) {
    response = await fetch(`${server.url}/api/functions/${tool}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body(tool, imageUrl, i)) });
    if (response.status !== 503) break;
    busyAnswers++;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 5) * 1000));
  }
  if (response.status !== 200) throw new Error(`${tool}: ${response.status} ${await response.text()}`);
  const { imageUrl: result } = (await response.json()) as { imageUrl: string };
  await (await fetch(new URL(result, server.url))).arrayBuffer();
  return performance.now() - started;
}

/** Peak resident memory of the server process so far (Linux), in MB. */
function peakRssMb(pid: number | undefined): number {
  const status = pid ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

export async function aiPhotoBenchmarks(): Promise<BenchResult[]> {
  const shots = await Promise.all(PRODUCTS.map(async (product) => dataUrl(await productShot(product))));
  const server = await benchServer({ HEAVY_RATE_LIMIT: 'off' });
  try {
    // Warm-up: the model is prepared (or read from its cache) and loaded, the pool's threads start.
    for (const tool of ['remove-background', 'generate-background', 'product-photo'] as const) await timed(server, tool, shots[0]!, 0);

    const runs = async (tool: Tool, n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) times.push(await timed(server, tool, shots[i % shots.length]!, i));
      console.log(`${tool}: ${times.map((t) => Math.round(t)).join(', ')} ms`);
      return median(times);
    };
    const removal = await runs('remove-background', 5);
    const background = await runs('generate-background', 5);
    const photo = await runs('product-photo', 5);

    // Four at once (two of each scene tool) while /api/health is hammered.
    const health = autocannon({ url: `${server.url}/api/health`, connections: 4, duration: 10 });
    const clients = Array.from({ length: 4 }, (_, c) => timed(server, c % 2 ? 'product-photo' : 'generate-background', shots[c % shots.length]!, c));
    const [healthResult] = await Promise.all([health, ...clients]);
    if (healthResult.non2xx > 0 || healthResult.errors > 0) throw new Error(`/api/health: ${healthResult.non2xx} non-2xx, ${healthResult.errors} errors`);

    return [
      { name: 'remove-background 1024², median end to end (target ≤ 1000)', value: round(removal, 0), unit: 'ms', lowerIsBetter: true },
      { name: 'generate-background 1024², median end to end (target ≤ 2000)', value: round(background, 0), unit: 'ms', lowerIsBetter: true },
      { name: 'product-photo 1024², median end to end (target ≤ 2000)', value: round(photo, 0), unit: 'ms', lowerIsBetter: true },
      { name: '/api/health p99 while four AI photos run (target ≤ 50)', value: round(healthResult.latency.p99, 0), unit: 'ms', lowerIsBetter: true },
      { name: 'server peak RSS after four concurrent AI photos (target ≤ 1536)', value: round(peakRssMb(server.child.pid), 0), unit: 'MB', lowerIsBetter: true },
      { name: 'AI photos: 503 busy answers (retried)', value: busyAnswers, unit: 'answers', lowerIsBetter: true },
    ];
  } finally {
    await server.stop();
  }
}

// `node --import tsx bench/ai-photo.bench.ts` runs this file alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await aiPhotoBenchmarks());
}
