// The editor as a visitor uses it, in Chromium against the real server: how long a slider change takes to reach the
// canvas, and the whole newcomer flow from /upload to a downloaded PNG.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { templatesFor } from '../core/src/templates/library';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { spawnServer, waitForHealthy } from '../tests/support/server-process';
import { median, round, type BenchResult } from './lib/results';

const template = templatesFor('t-shirts')[0] ?? templatesFor('mugs')[0];
/** Linux's USER_HZ, the unit of /proc's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

async function newcomerFlow(page: Page, baseUrl: string, design: Buffer): Promise<number> {
  const started = performance.now();
  await page.goto(`${baseUrl}/upload`);
  await page.getByLabel('Design file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: design });
  await page.getByText('Upload successful!').waitFor();
  await page.getByRole('region', { name: 'Choose Your Mockup Template' }).getByRole('link', { name: /T-Shirts/ }).click();
  await page.getByRole('link', { name: `Use Template ${template!.title}` }).click();
  await page.getByRole('button', { name: 'Edit Mockup' }).click();
  await page.getByRole('img', { name: /Mockup preview/ }).waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  await (await download).path();
  return performance.now() - started;
}

/** Time from a slider's input event to the canvas showing the new placement (React, one frame, render, paint). */
function sliderToCanvasMs(page: Page, samples: number): Promise<number[]> {
  return page.evaluate(async (count) => {
    const slider = document.getElementById('slider-rotation') as HTMLInputElement;
    const canvas = document.querySelector('canvas[data-rendered]')!;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const times: number[] = [];
    for (let i = 1; i <= count; i++) {
      const painted = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(canvas, { attributes: true, attributeFilter: ['data-rendered'] });
      });
      const started = performance.now();
      setter.call(slider, String(i * 7));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await painted;
      times.push(performance.now() - started);
    }
    return times;
  }, samples);
}

/** CPU time of the page's main thread (its renderer process's first thread, from /proc: Linux) per slider change,
 *  the mean over `samples` changes (the kernel counts in 10 ms ticks): what the frame's code costs, beside the wall
 *  time that other work on the machine stretches. */
async function sliderMainThreadCpuMs(browser: Browser, page: Page, samples: number): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  await cdp.detach();
  // Closed pages' and spare renderers idle meanwhile: their main threads add nothing but a tick or two.
  const renderers = processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
  const ticksOf = (pid: number) => {
    // utime and stime, fields 14 and 15, follow the parenthesised command name; a renderer gone since counts 0.
    const stat = fs.existsSync(`/proc/${pid}/task/${pid}/stat`) ? fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8') : '';
    const fields = stat.split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  };
  const ticks = () => renderers.reduce((sum, pid) => sum + ticksOf(pid), 0);
  const before = ticks();
  await sliderToCanvasMs(page, samples);
  return ((ticks() - before) * (1000 / CLOCK_TICKS_PER_SECOND)) / samples;
}

/** Adds layers until the front holds 3 images (the upload first) and 2 texts, the last image selected. */
async function fiveLayers(page: Page, image: Buffer): Promise<void> {
  for (const text of ['EST. 2024', 'Mockup Studio']) {
    await page.getByRole('button', { name: 'Add text' }).click();
    await page.getByLabel('Text', { exact: true }).fill(text);
  }
  for (const name of ['badge.png', 'mark.png']) {
    await page.getByLabel('Image layer file').setInputFiles({ name, mimeType: 'image/png', buffer: image });
  }
  await page.locator('canvas[data-layers="5"]').waitFor();
}

export async function editorBenchmarks(): Promise<BenchResult[]> {
  if (!template) throw new Error('No built templates: run npm run templates:build');
  const design = await sharp({ create: { width: 1000, height: 1000, channels: 4, background: '#f97316' } }).png().toBuffer();
  const server = await spawnServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-')), LOG_LEVEL: 'warn' });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    await waitForHealthy(server);
    const flows: number[] = [];
    let page: Page | undefined;
    for (let i = 0; i < 3; i++) {
      // A fresh context each time: a newcomer has no stored design.
      await page?.context().close();
      page = await (await browser.newContext()).newPage();
      flows.push(await newcomerFlow(page, server.url, design));
    }
    const slider = await sliderToCanvasMs(page!, 40);
    const badge = await sharp({ create: { width: 600, height: 600, channels: 4, background: '#2563eb' } }).png().toBuffer();
    await fiveLayers(page!, badge);
    const sliderFive = await sliderToCanvasMs(page!, 40);
    const sliderFiveCpu = await sliderMainThreadCpuMs(browser, page!, 40);
    return [
      { name: 'editor: slider input → canvas updated (600², median)', value: round(median(slider.slice(5))), unit: 'ms', lowerIsBetter: true },
      {
        name: 'editor: slider input → canvas updated, 5 layers on the area (3 images, 2 texts; 600², median; target ≤ 16)',
        value: round(median(sliderFive.slice(5))),
        unit: 'ms',
        lowerIsBetter: true,
      },
      {
        name: 'editor: slider change, 5 layers on the area: the page main thread’s CPU time per change (mean of 40)',
        value: round(sliderFiveCpu),
        unit: 'ms',
        lowerIsBetter: true,
      },
      { name: 'newcomer flow /upload → downloaded PNG (median of 3)', value: round(median(flows) / 1000, 2), unit: 's', lowerIsBetter: true },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
