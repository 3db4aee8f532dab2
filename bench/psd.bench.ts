// PSD mockups (issue #31): the case — a 3000 × 2000 file with two smart objects and eight layers — imported
// (read, checked, planned, flattened, encoded: what the sandbox does), rendered at 2048 px warm on a server thread's
// path (decoded files kept), and the editor's frame (its 600² preview: 735 × 490 for this file) in core alone.
import { psdPreviewWidth } from '../core/src/psd/preview-width';
import { renderPsd } from '../core/src/psd/render-psd';
import type { RgbaImage } from '../core/src/render/types';
import { buildPsdTemplate } from '../server/src/psd/build-psd-template';
import { renderPsdPng } from '../server/src/psd/render-psd-task';
import { benchPsdBytes, pngOf } from '../tests/support/psd-files';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { median, round, type BenchResult } from './lib/results';
import { benchDesignDataUrl, benchServer, healthLatenciesWhile, peakRssMb, percentile, treeCpuMs } from './lib/server-load';
import { signedIn } from './own-photo.bench';

const RUNS = 5;
const FRAMES = 60;

async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * The same file through a server process: imported over HTTP (the sandbox's work), then rendered at 2048 px by
 * POST /api/render while /api/health is timed from a thread of its own; the server's peak RSS after both.
 */
async function serverFigures(bytes: Uint8Array): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-psd-'));
  const server = await benchServer({ DATA_DIR: dataDir });
  try {
    const headers = await signedIn(server, dataDir);
    const importOnce = async () => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/vnd.adobe.photoshop' }), 'bench.psd');
      const answer = await fetch(`${server.url}/api/own-templates/psd`, { method: 'POST', headers, body: form });
      if (answer.status !== 201) throw new Error(`PSD import: ${answer.status} ${await answer.text()}`);
      return ((await answer.json()) as { id: string }).id;
    };
    const pid = server.child.pid!;
    /** Wall time of `run` into `times`, and the server's CPU time (its process tree's) into `cpu`. */
    const measured = async (times: number[], cpu: number[], run: () => Promise<unknown>) => {
      const before = treeCpuMs(pid);
      times.push(await timed(run));
      cpu.push(treeCpuMs(pid) - before);
    };
    let id = '';
    const imports: number[] = [], importCpu: number[] = [];
    for (let i = 0; i < 3; i++) await measured(imports, importCpu, async () => (id = await importOnce()));
    const design = await benchDesignDataUrl();
    const render = async () => {
      const body = JSON.stringify({ templateId: id, design, placement: { x: 50, y: 50, size: 1, rotation: 0 }, color: '#1e3a8a', width: 2048 });
      const answer = await fetch(`${server.url}/api/render`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
      if (answer.status !== 200) throw new Error(`PSD render: ${answer.status} ${await answer.text()}`);
      await answer.arrayBuffer();
    };
    await render();
    const renders: number[] = [], renderCpu: number[] = [];
    const load = (async () => {
      for (let i = 0; i < RUNS; i++) await measured(renders, renderCpu, render);
    })();
    const health = await healthLatenciesWhile(server.url, load);
    await load;
    return [
      { name: 'PSD import over HTTP, 3000×2000 (server process, median of 3; target ≤ 5000)', value: round(median(imports), 0), unit: 'ms', lowerIsBetter: true },
      { name: 'PSD POST /api/render 2048 px, warm, over HTTP (median; target ≤ 500)', value: round(median(renders), 0), unit: 'ms', lowerIsBetter: true },
      { name: 'PSD import over HTTP: server CPU time, process tree (median of 3)', value: round(median(importCpu), 0), unit: 'ms', lowerIsBetter: true },
      { name: 'PSD POST /api/render 2048 px: server CPU time, process tree (median)', value: round(median(renderCpu), 0), unit: 'ms', lowerIsBetter: true },
      { name: 'PSD renders: GET /api/health p99 meanwhile', value: round(percentile(health, 99), 1), unit: 'ms', lowerIsBetter: true },
      { name: 'server peak RSS after PSD imports and renders', value: round(peakRssMb(server.child.pid!), 0), unit: 'MB', lowerIsBetter: true },
    ];
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function psdBenchmarks(): Promise<BenchResult[]> {
  const bytes = await benchPsdBytes();
  const imports: number[] = [];
  let built!: Awaited<ReturnType<typeof buildPsdTemplate>>;
  for (let i = 0; i < 3; i++) imports.push(await timed(async () => (built = await buildPsdTemplate({ bytes }))));
  const design = { bytes: new Uint8Array(await pngOf(1200, 900, [250, 120, 20])), placement: { x: 50, y: 50, size: 1, rotation: 0 } };
  const task = { key: 'bench', plan: built.plan, files: built.files, design, colour: '#1e3a8a' };
  await renderPsdPng({ ...task, width: 2048 });
  const renders: number[] = [];
  for (let i = 0; i < RUNS; i++) renders.push(await timed(() => renderPsdPng({ ...task, width: 2048 })));
  const files = new Map<string, RgbaImage>();
  for (const [name, png] of Object.entries(built.files)) {
    if (!name.endsWith('.png')) continue;
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    files.set(name, { width: info.width, height: info.height, data: new Uint8ClampedArray(data) });
  }
  const { data, info } = await sharp(design.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const picture = { image: { width: info.width, height: info.height, data: new Uint8ClampedArray(data) }, placement: design.placement };
  // A frame as the editor draws one while a slider moves: the scene kept, the design placed anew each time.
  const previewWidth = psdPreviewWidth(built.plan);
  renderPsd(built.plan, files, { pictures: [picture, picture], colour: '#1e3a8a' }, previewWidth);
  const previews: number[] = [], previewCpu: number[] = [];
  for (let i = 0; i < FRAMES; i++) {
    const moved = { ...picture, placement: { x: 45 + (i % 10), y: 50, size: 1, rotation: i % 30 } };
    const cpu = process.cpuUsage();
    previews.push(await timed(() => renderPsd(built.plan, files, { pictures: [moved, moved], colour: '#1e3a8a' }, previewWidth)));
    const used = process.cpuUsage(cpu);
    previewCpu.push((used.user + used.system) / 1000);
  }
  const server = await serverFigures(bytes);
  return [
    ...server,
    { name: 'PSD import, 3000×2000, 2 smart objects + 8 layers (in process)', value: round(median(imports), 0), unit: 'ms', lowerIsBetter: true },
    { name: 'PSD render 2048 px, warm (PNG)', value: round(median(renders), 0), unit: 'ms', lowerIsBetter: true },
    { name: `PSD editor frame, ${previewWidth} × ${Math.round((previewWidth * built.plan.height) / built.plan.width)} in core (median of ${FRAMES}; target ≤ 16)`, value: round(median(previews), 1), unit: 'ms', lowerIsBetter: true },
    // The frame's own CPU time: what the code costs, whatever else the machine is doing.
    { name: 'PSD editor frame: CPU time (median)', value: round(median(previewCpu), 1), unit: 'ms', lowerIsBetter: true },
  ];
}
