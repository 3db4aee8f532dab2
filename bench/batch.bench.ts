// Batch mockups end to end, as a client of the API does it: POST the batch, poll its progress, download the ZIP.
// Eight templates at 2048² cold (a server process started afresh on the DATA_DIR, its threads settled on another
// template, none of the eight rendered since it started: their prepared levels are on disk), warm (the same batch
// again) and uncached (a new DATA_DIR), for the photographic category (2048² sources) and the first one (1024²); then
// all templates at 1200².
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { levelFor } from '../core/src/render/prepare';
import { allTemplates } from '../core/src/templates/assets';
import { levelStoreDir } from '../server/src/services/render';
import { levelFileName } from '../server/src/services/template-levels';
import type { ServerProcess } from '../tests/support/server-process';
import { benchDesignDataUrl, benchServer, settleRenderThreads } from './lib/server-load';
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

/** Waits until the render threads have written the levels a 2048² batch of `category` reads to the level store. */
async function levelsWritten(dataDir: string, category: string): Promise<void> {
  const files = allTemplates()
    .filter((t) => t.category === category)
    .map((t) => path.join(levelStoreDir(dataDir), `${levelFileName(t)(levelFor(t.size, 2048))}.level`));
  for (let waited = 0; !files.every((file) => fs.existsSync(file)); waited += 50) {
    if (waited > 30_000) throw new Error(`the levels of ${category} were not written`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The category of the largest sources (the photographic templates), and the first category. */
function eightCategories(): Array<{ category: string; size: number }> {
  const largest = Math.max(...allTemplates().map((t) => t.size));
  const photographic = allTemplates().find((t) => t.size === largest)!;
  const first = allTemplates()[0]!;
  return [photographic, first].map((t) => ({ category: t.category, size: t.size }));
}

export async function batchBenchmarks(): Promise<BenchResult[]> {
  const design = await benchDesignDataUrl();
  const categories = [...new Set(allTemplates().map((t) => t.category))];
  const base = { design, placement: { x: 50, y: 50, size: 1, rotation: 0 }, colors: ['#FFFFFF'] };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-'));
  const eights = eightCategories();
  const settler = allTemplates().find((t) => !eights.some((e) => e.category === t.category))!;
  const eight = async (server: ServerProcess, category: string) => {
    const batch = await batchSeconds(server.url, { ...base, categories: [category], width: 2048 });
    if (batch.items !== 8) throw new Error(`the ${category} batch made ${batch.items} mockups`);
    return batch.seconds;
  };
  const results: BenchResult[] = [];
  const add = (category: string, size: number, column: string, seconds: number) => {
    const row = `batch 8 × 2048² (${category}, ${size}² sources)`;
    const target = column === 'uncached' ? '' : ' (target ≤ 4)';
    results.push({ name: `batch: 8 templates of ${category} at 2048², ${column}${target}`, value: round(seconds, 2), unit: 's', lowerIsBetter: true, side: { row, column } });
  };
  try {
    // A new DATA_DIR: nothing rendered, nothing on disk; then the same batches again (warm).
    let server = await benchServer({ DATA_DIR: dataDir });
    try {
      for (const { category, size } of eights) {
        add(category, size, 'uncached', await eight(server, category));
        add(category, size, 'warm', await eight(server, category));
        await levelsWritten(dataDir, category);
      }
    } finally {
      await server.stop();
    }
    // A new server process on the same DATA_DIR for each category's batch.
    for (const { category, size } of eights) {
      server = await benchServer({ DATA_DIR: dataDir });
      try {
        await settleRenderThreads(server.url, settler.id, design);
        add(category, size, 'cold', await eight(server, category));
      } finally {
        await server.stop();
      }
    }
    server = await benchServer({ DATA_DIR: dataDir });
    try {
      const all = await batchSeconds(server.url, { ...base, categories, width: 1200 });
      if (all.items !== allTemplates().length) throw new Error(`the batch of all templates made ${all.items} mockups`);
      results.push(
        { name: `batch: all ${all.items} templates at 1200², end to end (target ≤ 60)`, value: round(all.seconds, 1), unit: 's', lowerIsBetter: true },
        { name: `batch: all ${all.items} templates at 1200², ZIP size`, value: round(all.zipMb, 0), unit: 'MB', lowerIsBetter: true },
      );
    } finally {
      await server.stop();
    }
    return results;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
