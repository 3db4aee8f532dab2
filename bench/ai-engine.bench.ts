// What the app adds to a self-hosted engine's own time: generate-design and generate-background against a loopback
// ComfyUI (tests/support/fake-comfyui.ts), end to end over HTTP minus the engine's time from queue to end.
import { cutOutProductDataUrl } from '../tests/support/product-shots';
import { startFakeComfyUi, type FakeComfyUi } from '../tests/support/fake-comfyui';
import type { ServerProcess } from '../tests/support/server-process';
import { benchServer } from './lib/server-load';
import { median, round, type BenchResult } from './lib/results';

/** One request and the fetch of its image; the app's part: the whole minus the engine's own time for it. */
async function appShare(server: ServerProcess, comfy: FakeComfyUi, tool: string, body: object): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/functions/${tool}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { imageUrl?: string; engine?: string };
  if (response.status !== 200 || answer.engine !== 'comfyui') throw new Error(`${tool}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  await (await fetch(new URL(answer.imageUrl!, server.url))).arrayBuffer();
  return performance.now() - started - comfy.engineMs.at(-1)!;
}

export async function aiEngineBenchmarks(): Promise<BenchResult[]> {
  const comfy = await startFakeComfyUi();
  const server = await benchServer({ COMFYUI_URL: comfy.url, COMFYUI_CHECKPOINT: 'sdxl_base.safetensors' });
  try {
    const product = await cutOutProductDataUrl(); // brings its own cut-out: no model runs, only the app's own work is timed
    const design = (i: number) => appShare(server, comfy, 'generate-design', { prompt: `Wild fox ${i}`, style: 'vintage', category: 'poster', size: '1024x1024' });
    const background = (i: number) => appShare(server, comfy, 'generate-background', { imageUrl: product, style: i % 2 ? 'lifestyle' : 'studio' });
    // Warm-up: threads start, the WebSocket client and the checkpoint check are made once.
    await design(0);
    await background(0);
    const designs: number[] = [];
    const backgrounds: number[] = [];
    for (let i = 1; i <= 8; i++) designs.push(await design(i));
    for (let i = 1; i <= 8; i++) backgrounds.push(await background(i));
    console.log(`app's share, design: ${designs.map(Math.round).join(', ')} ms; background: ${backgrounds.map(Math.round).join(', ')} ms`);
    return [
      { name: "ComfyUI design 1024²: the app's time on top of the engine's, median (target ≤ 200)", value: round(median(designs), 0), unit: 'ms', lowerIsBetter: true },
      { name: "ComfyUI background 1024² (cut-out product): the app's time on top of the engine's, median (target ≤ 200)", value: round(median(backgrounds), 0), unit: 'ms', lowerIsBetter: true },
    ];
  } finally {
    await server.stop();
    await comfy.close();
  }
}

// `node --import tsx bench/ai-engine.bench.ts` runs this file alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await aiEngineBenchmarks());
}
