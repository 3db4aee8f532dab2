// Layered exports on the render thread's code, in process: a 4096² JPG of a mockup whose front is 3 images and
// 2 text layers (targets ≤ 1.5 s), and a 12 × 16 in print file of the same layers at 300 DPI (3600 × 4800, ≤ 3 s).
import sharp from 'sharp';
import { renderLayeredMockup, renderPrintFilePng, type LayerTaskInput } from '../server/src/services/layers-task';
import { median, round, type BenchResult } from './lib/results';

async function fiveLayers(): Promise<LayerTaskInput[]> {
  const image = async (colour: string, side: number) =>
    new Uint8Array(await sharp({ create: { width: side, height: side, channels: 4, background: colour } }).png().toBuffer());
  return [
    { type: 'image', bytes: await image('#dc2626', 2000), placement: { x: 50, y: 35, size: 1, rotation: 0 } },
    { type: 'image', bytes: await image('#2563eb', 1200), placement: { x: 30, y: 60, size: 0.5, rotation: 15 } },
    { type: 'image', bytes: await image('#16a34a', 800), placement: { x: 70, y: 60, size: 0.5, rotation: -15 }, opacity: 0.8 },
    { type: 'text', text: 'EST. 2024', size: 0.1, letterSpacing: 80, placement: { x: 50, y: 80, size: 1, rotation: 0 } },
    { type: 'text', text: 'MOCKUP STUDIO', font: 'pacifico', arc: 90, size: 0.08, color: '#1e3a8a', placement: { x: 50, y: 12, size: 1, rotation: 0 } },
  ];
}

async function timed(run: () => Promise<unknown>, runs: number): Promise<number> {
  await run(); // warm: template level prepared, faces parsed
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function layersBenchmarks(): Promise<BenchResult[]> {
  const layers = await fiveLayers();
  const jpeg = await timed(
    () => renderLayeredMockup({ templateId: 't-shirts-1', layers, color: '#f5f5f4', width: 4096, cacheBytes: 400e6, format: 'jpeg', quality: 90 }),
    5,
  );
  const printFile = await timed(() => renderPrintFilePng({ layers, width: 3600, height: 4800, dpi: 300 }), 3);
  return [
    { name: '4096² JPG of 3 image + 2 text layers, render thread, median (target ≤ 1500)', value: round(jpeg, 0), unit: 'ms', lowerIsBetter: true },
    { name: 'print file 12 × 16 in at 300 DPI (3600 × 4800 PNG), 5 layers, median (target ≤ 3000)', value: round(printFile, 0), unit: 'ms', lowerIsBetter: true },
  ];
}
