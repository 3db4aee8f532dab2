// Renderer speed: the editor preview and a 1200² render in Chromium, POST /api/render at 4096², and a plain sharp
// composite of two 4096² images measured in the same run for comparison.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { allTemplates } from '../core/src/templates/assets';
import type { TemplateAsset } from '../core/src/templates/manifest';
import { harnessBundle, makeTestDesign, toBase64 } from '../tests/e2e/render-fixtures';
import { spawnServer, waitForHealthy } from '../tests/support/server-process';
import { median, round, type BenchResult } from './lib/results';

const publicDir = path.resolve('web/public');
const design = makeTestDesign(800);
const designArg = { width: design.width, height: design.height, data: toBase64(design.data) };

/** The library's largest sources (the photographic templates' 2048²) are what the targets are set for. */
function largest(): TemplateAsset[] {
  const size = Math.max(...allTemplates().map((t) => t.size));
  return allTemplates().filter((t) => t.size === size);
}

async function browserTimes(): Promise<{ preview: number; large: number }> {
  const asset = largest()[0];
  if (!asset) throw new Error('no templates: run npm run templates:build');
  const script = await harnessBundle();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.route('http://bench.local/**', (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: `<!doctype html><script>${script}</script>` });
      return route.fulfill({ body: fs.readFileSync(path.join(publicDir, url.pathname)) });
    });
    await page.goto('http://bench.local/');
    const time = (size: number, runs: number) =>
      page.evaluate(
        ([a, d, s, r]) => (globalThis as unknown as { renderHarness: { time: (...x: unknown[]) => Promise<number> } }).renderHarness.time(a, d, s, r),
        [asset, designArg, size, runs] as const,
      );
    return { preview: await time(600, 40), large: await time(1200, 15) };
  } finally {
    await browser.close();
  }
}

async function apiTimes(): Promise<{ render: number; started: number; first: number }> {
  const [asset, other] = largest() as [TemplateAsset, TemplateAsset];
  const png = await sharp(Buffer.from(design.data), { raw: { width: design.width, height: design.height, channels: 4 } }).png().toBuffer();
  const bodyFor = (template: TemplateAsset) =>
    JSON.stringify({
      templateId: template.id,
      design: `data:image/png;base64,${png.toString('base64')}`,
      placement: { x: 50, y: 50, size: 1, rotation: 0 },
      color: '#1e3a8a',
      width: 4096,
    });
  // The per-address budget for renders is off: the bench is one address sending on purpose.
  const server = await spawnServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-')), LOG_LEVEL: 'warn', HEAVY_RATE_LIMIT: 'off' });
  try {
    await waitForHealthy(server);
    const once = async (template = asset) => {
      const started = performance.now();
      const body = bodyFor(template);
      const response = await fetch(`${server.url}/api/render`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      if (response.status !== 200) throw new Error(`POST /api/render: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const started = await once(other); // the server's first render: its threads load the renderer
    await Promise.all([once(other), once(other)]); // both threads warm
    const first = await once(); // this template's first: its layers are read and prepared (cached afterwards)
    const times: number[] = [];
    for (let i = 0; i < 7; i++) times.push(await once());
    return { render: median(times), started, first };
  } finally {
    await server.stop();
  }
}

/** What a plain image library does for one mockup: composite one 4096² image over another and encode a PNG. */
async function sharpCompositeMs(): Promise<number> {
  const side = 4096;
  const base = Buffer.alloc(side * side * 4);
  const overlay = Buffer.alloc(side * side * 4);
  for (let i = 0; i < side * side; i++) {
    const x = i % side, y = (i / side) | 0;
    base.set([200 - (y >> 5), 190, 180 + (x >> 6), 255], i * 4);
    overlay.set([x & 255, y & 255, 120, (x + y) % 512 < 256 ? 255 : 0], i * 4);
  }
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await sharp(base, { raw: { width: side, height: side, channels: 4 } })
      .composite([{ input: overlay, raw: { width: side, height: side, channels: 4 } }])
      .removeAlpha()
      .png({ compressionLevel: 2, adaptiveFiltering: false })
      .toBuffer();
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function renderBenchmarks(): Promise<BenchResult[]> {
  const browser = await browserTimes();
  const api = await apiTimes();
  const composite = await sharpCompositeMs();
  return [
    { name: 'render preview 600² in Chromium, median (target ≤ 16)', value: round(browser.preview), unit: 'ms', lowerIsBetter: true },
    { name: 'render 1200² in Chromium, median (target ≤ 150)', value: round(browser.large), unit: 'ms', lowerIsBetter: true },
    { name: 'POST /api/render 4096², median (target ≤ 500)', value: round(api.render, 0), unit: 'ms', lowerIsBetter: true },
    { name: "POST /api/render 4096², a template's first (target ≤ 800)", value: round(api.first, 0), unit: 'ms', lowerIsBetter: true },
    { name: 'POST /api/render 4096², first after the server started', value: round(api.started, 0), unit: 'ms', lowerIsBetter: true },
    { name: 'sharp composite of two 4096² images + PNG, median', value: round(composite, 0), unit: 'ms', lowerIsBetter: true },
    { name: 'render API ÷ sharp composite (target ≤ 1.5)', value: round(api.render / composite, 2), unit: '×', lowerIsBetter: true },
  ];
}
