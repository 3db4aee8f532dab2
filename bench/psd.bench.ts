// PSD mockups (issue #31): the case — a 3000 × 2000 file with two smart objects and eight layers — imported
// (read, checked, planned, flattened, encoded: what the sandbox does), rendered at 2048 px warm on a server thread's
// path (decoded files kept), and the editor-size 600 px render in core alone.
import { renderPsd } from '../core/src/psd/render-psd';
import type { RgbaImage } from '../core/src/render/types';
import { buildPsdTemplate } from '../server/src/psd/build-psd-template';
import { renderPsdPng } from '../server/src/psd/render-psd-task';
import { benchPsdBytes, pngOf } from '../tests/support/psd-files';
import sharp from 'sharp';
import { median, round, type BenchResult } from './lib/results';

const RUNS = 5;

async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
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
  const previews: number[] = [];
  for (let i = 0; i < RUNS; i++) previews.push(await timed(() => renderPsd(built.plan, files, { pictures: [picture, picture], colour: '#1e3a8a' }, 600)));
  return [
    { name: 'PSD import, 3000×2000, 2 smart objects + 8 layers (in process)', value: round(median(imports), 0), unit: 'ms', lowerIsBetter: true },
    { name: 'PSD render 2048 px, warm (PNG)', value: round(median(renders), 0), unit: 'ms', lowerIsBetter: true },
    { name: 'PSD render 600 px in core (no encode)', value: round(median(previews), 0), unit: 'ms', lowerIsBetter: true },
  ];
}
