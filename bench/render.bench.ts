// Renderer speed: the editor preview and a 1200² render in Chromium, POST /api/render at 4096² warm and cold (a
// template's first since the server started, its prepared level on disk) and uncached (a new DATA_DIR), and a plain
// sharp composite of two 4096² images measured in the same run for comparison.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { levelSizes } from '../core/src/render/prepare';
import { allTemplates } from '../core/src/templates/assets';
import type { TemplateAsset } from '../core/src/templates/manifest';
import { levelStoreDir } from '../server/src/services/render';
import { levelFileName } from '../server/src/services/template-levels';
import { harnessBundle, makeTestDesign, toBase64 } from '../tests/e2e/render-fixtures';
import { spawnServer, waitForHealthy } from '../tests/support/server-process';
import { median, round, type BenchResult } from './lib/results';
import { settleRenderThreads } from './lib/server-load';

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

/** Waits until the render threads have written the level a 4096² render of `template` reads to the level store. */
async function levelWritten(dataDir: string, template: TemplateAsset): Promise<void> {
  const file = path.join(levelStoreDir(dataDir), `${levelFileName(template)(levelSizes(template.size)[0]!)}.level`);
  for (let waited = 0; !fs.existsSync(file); waited += 50) {
    if (waited > 30_000) throw new Error(`${file} was not written`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface ApiTimes {
  /** Median of repeated renders of one template, its level held by the thread: in one colour, and each in a new one. */
  warm: number;
  warmNewColour: number;
  /**
   * After a restart on the same DATA_DIR (levels on disk): the server's first request, and a template's first once the
   * server has settled (both threads have rendered something else).
   */
  coldStarted: number;
  coldFirst: number;
  /** On a new DATA_DIR (nothing on disk): the same two, the template decoded and prepared. */
  uncachedStarted: number;
  uncachedFirst: number;
}

/**
 * POST /api/render at 4096² from the largest sources, cold and warm: a server on a new DATA_DIR renders three
 * templates (the first after it started, a template's first, then the same template again and again: warm), then
 * a new server process on the same DATA_DIR renders two of them: each the first since the server started.
 */
async function apiTimes(): Promise<ApiTimes> {
  const [asset, other, third] = largest() as [TemplateAsset, TemplateAsset, TemplateAsset];
  const png = await sharp(Buffer.from(design.data), { raw: { width: design.width, height: design.height, channels: 4 } }).png().toBuffer();
  const bodyFor = (template: TemplateAsset, color: string) =>
    JSON.stringify({
      templateId: template.id,
      design: `data:image/png;base64,${png.toString('base64')}`,
      placement: { x: 50, y: 50, size: 1, rotation: 0 },
      color,
      width: 4096,
    });
  // The per-address budget for renders is off: the bench is one address sending on purpose.
  const settings = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-')), LOG_LEVEL: 'warn', HEAVY_RATE_LIMIT: 'off' };
  type Once = (template: TemplateAsset, color?: string) => Promise<number>;
  const settler = allTemplates().find((t) => !largest().includes(t))!;
  const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
  const withServer = async <T>(run: (once: Once, settle: () => Promise<void>) => Promise<T>): Promise<T> => {
    const server = await spawnServer(settings);
    try {
      await waitForHealthy(server);
      const settle = () => settleRenderThreads(server.url, settler.id, dataUrl);
      return await run(async (template, color = '#1e3a8a') => {
        const started = performance.now();
        const body = bodyFor(template, color);
        const response = await fetch(`${server.url}/api/render`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        if (response.status !== 200) throw new Error(`POST /api/render: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        return performance.now() - started;
      }, settle);
    } finally {
      await server.stop();
    }
  };
  const warmMedian = async (once: Once) => {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) times.push(await once(asset));
    return median(times);
  };
  try {
    const uncached = await withServer(async (once, settle) => {
      const started = await once(other); // the server's first request: nothing on disk
      await settle();
      const first = await once(asset); // decoded and prepared (and written to disk)
      const warm = await warmMedian(once);
      await once(third);
      await levelWritten(settings.DATA_DIR, third); // a level is written after its render: on disk for the restart
      return { started, first, warm };
    });
    const cold = await withServer(async (once, settle) => {
      const started = await once(asset); // the server's first request since the restart: its level on disk
      await settle();
      const first = await once(third); // another template's first since the restart (on disk too)
      const warm = await warmMedian(once);
      // The template's own cost in a colour it has not been rendered in (its shaded picture made anew).
      const colours: number[] = [];
      for (const color of ['#b91c1c', '#15803d', '#7e22ce']) colours.push(await once(asset, color));
      return { started, first, warm, newColour: median(colours) };
    });
    return {
      warmNewColour: cold.newColour,
      warm: Math.min(uncached.warm, cold.warm),
      coldStarted: cold.started,
      coldFirst: cold.first,
      uncachedStarted: uncached.started,
      uncachedFirst: uncached.first,
    };
  } finally {
    fs.rmSync(settings.DATA_DIR, { recursive: true, force: true });
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

const FIRST_4096 = 'POST /api/render 4096² (2048² template)';

/** A 4096² render figure, also shown as a column of the README's side-by-side row. */
const firstRender = (name: string, ms: number, column: string): BenchResult => ({
  name,
  value: round(ms, 0),
  unit: 'ms',
  lowerIsBetter: true,
  side: { row: FIRST_4096, column },
});

export async function renderBenchmarks(): Promise<BenchResult[]> {
  const browser = await browserTimes();
  const api = await apiTimes();
  const composite = await sharpCompositeMs();
  return [
    { name: 'render preview 600² in Chromium, median (target ≤ 16)', value: round(browser.preview), unit: 'ms', lowerIsBetter: true },
    { name: 'render 1200² in Chromium, median (target ≤ 150)', value: round(browser.large), unit: 'ms', lowerIsBetter: true },
    firstRender('POST /api/render 4096², median (target ≤ 500)', api.warm, 'warm'),
    firstRender('POST /api/render 4096², warm, each in a colour not rendered before, median', api.warmNewColour, 'warm, new colour'),
    firstRender("POST /api/render 4096², cold: the server's first request after a restart, the level on disk", api.coldStarted, "cold: server's first request"),
    firstRender("POST /api/render 4096², cold: a template's first since a restart, the level on disk (target ≤ 800)", api.coldFirst, "cold: a template's first"),
    firstRender("POST /api/render 4096², uncached: the server's first request on a new DATA_DIR", api.uncachedStarted, "uncached: server's first request"),
    firstRender("POST /api/render 4096², uncached: a template's first on a new DATA_DIR (decoded and prepared)", api.uncachedFirst, "uncached: a template's first"),
    { name: 'sharp composite of two 4096² images + PNG, median', value: round(composite, 0), unit: 'ms', lowerIsBetter: true },
    { name: 'render API ÷ sharp composite (target ≤ 1.5)', value: round(api.warm / composite, 2), unit: '×', lowerIsBetter: true },
  ];
}
