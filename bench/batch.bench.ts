// Batch mockups end to end, as a client of the API does it: POST the batch, poll its progress, download the ZIP.
import { allTemplates } from '../core/src/templates/assets';
import { benchDesignDataUrl, benchServer } from './lib/server-load';
import { round, type BenchResult } from './lib/results';

async function batchSeconds(url: string, body: Record<string, unknown>): Promise<{ seconds: number; items: number; zipMb: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/render/batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 202) throw new Error(`POST /api/render/batch: ${response.status} ${await response.text()}`);
  const { batchId } = (await response.json()) as { batchId: string };
  for (;;) {
    const progress = (await (await fetch(`${url}/api/render/batch/${batchId}`)).json()) as { status: string; done: number; error: string | null };
    if (progress.status === 'done') break;
    if (progress.status === 'failed' || progress.status === 'cancelled') throw new Error(`batch ${progress.status}: ${progress.error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const zip = await fetch(`${url}/api/render/batch/${batchId}/zip`);
  const bytes = await zip.arrayBuffer();
  if (zip.status !== 200) throw new Error(`ZIP: ${zip.status}`);
  const seconds = (performance.now() - started) / 1000;
  const final = (await (await fetch(`${url}/api/render/batch/${batchId}`)).json()) as { done: number };
  return { seconds, items: final.done, zipMb: bytes.byteLength / 2 ** 20 };
}

export async function batchBenchmarks(): Promise<BenchResult[]> {
  const design = await benchDesignDataUrl();
  const categories = [...new Set(allTemplates().map((t) => t.category))];
  const base = { design, placement: { x: 50, y: 50, size: 1, rotation: 0 }, colors: ['#FFFFFF'] };
  const server = await benchServer();
  try {
    const eight = await batchSeconds(server.url, { ...base, categories: [categories[0]], width: 2048 });
    const all = await batchSeconds(server.url, { ...base, categories, width: 1200 });
    if (eight.items !== 8 || all.items !== allTemplates().length) throw new Error(`batches made ${eight.items} and ${all.items} mockups`);
    return [
      { name: 'batch: 8 templates of one category at 2048², end to end (target ≤ 4)', value: round(eight.seconds, 2), unit: 's', lowerIsBetter: true },
      { name: `batch: all ${all.items} templates at 1200², end to end (target ≤ 60)`, value: round(all.seconds, 1), unit: 's', lowerIsBetter: true },
      { name: `batch: all ${all.items} templates at 1200², ZIP size`, value: round(all.zipMb, 0), unit: 'MB', lowerIsBetter: true },
    ];
  } finally {
    await server.stop();
  }
}
