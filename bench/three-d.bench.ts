// The 3D editor in headless Chromium with software GL (SwiftShader), against the real server: how long one
// interaction takes to reach the screen, a 3D PNG export, and a 5 s 720×720 turntable MP4.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { spawnServer, waitForHealthy } from '../tests/support/server-process';
import { median, round, type BenchResult } from './lib/results';

/** Records the page's longest main-thread task (Chromium's Long Tasks API: every task over 50 ms). */
function watchLongTasks(page: Page) {
  return page.addInitScript(() => {
    const record = window as unknown as { longestTask: number };
    record.longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longestTask = Math.max(record.longestTask, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Opens the tee's editor; returns the longest main-thread task from the navigation to its first frame, and the model's parse. */
async function openEditor(page: Page, baseUrl: string): Promise<{ task: number; parse: number }> {
  const design = await sharp({ create: { width: 1200, height: 900, channels: 4, background: '#0ea5e9' } }).png().toBuffer();
  await watchLongTasks(page);
  await page.goto(`${baseUrl}/3d-mockup/t-shirt`);
  await page.getByRole('button', { name: 'Download 3D PNG' }).waitFor();
  await page.waitForFunction(() => Number(document.querySelector('canvas')?.dataset.frames) > 0);
  const longest = await page.evaluate(() => ({
    task: (window as unknown as { longestTask: number }).longestTask,
    parse: performance.getEntriesByName('3d-model-parse:t-shirt')[0]?.duration ?? NaN,
  }));
  await page.getByLabel('Design file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: design });
  await page.getByAltText('Your design: logo.png').waitFor();
  await page.waitForFunction(() => Number(document.querySelector('canvas')?.dataset.frames) > 0);
  return longest;
}

/**
 * From a slider's input event to the new frame finished on screen: React, the scene update, the render, and a
 * one-pixel read that waits for the GPU (here the CPU) to finish drawing. On software GL this frame is a draft
 * (see software-frames.tsx); `drawnSize` says how many pixels it had.
 */
function sliderToFrameMs(page: Page, samples: number): Promise<{ times: number[]; drawnSize: number }> {
  return page.evaluate(async (count) => {
    const slider = document.querySelector('input[type=range]') as HTMLInputElement;
    const canvas = document.querySelector('canvas[data-frames]') as HTMLCanvasElement;
    const gl = canvas.getContext('webgl2')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const pixel = new Uint8Array(4);
    const times: number[] = [];
    for (let i = 1; i <= count; i++) {
      const before = canvas.dataset.frames;
      const started = performance.now();
      setValue.call(slider, String((i * 35) % 360));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      while (canvas.dataset.frames === before) await new Promise((resolve) => requestAnimationFrame(resolve));
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      times.push(performance.now() - started);
    }
    return { times, drawnSize: canvas.width };
  }, samples);
}

/**
 * From a slider's last input event to the full-quality frame finished on screen: on software GL that is the
 * draft, the pause after the last change (SETTLE_MS) and the full render; elsewhere the one frame. Starts
 * from a settled view each time.
 */
function sliderToSettledMs(page: Page, samples: number): Promise<number[]> {
  return page.evaluate(async (count) => {
    const slider = document.querySelector('input[type=range]') as HTMLInputElement;
    const canvas = document.querySelector('canvas[data-frames]') as HTMLCanvasElement;
    const gl = canvas.getContext('webgl2')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const pixel = new Uint8Array(4);
    const times: number[] = [];
    for (let i = 1; i <= count; i++) {
      while (canvas.dataset.quality !== 'full') await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = canvas.dataset.frames;
      const started = performance.now();
      setValue.call(slider, String((i * 55) % 360));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      while (canvas.dataset.frames === before || canvas.dataset.quality !== 'full') {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      times.push(performance.now() - started);
    }
    return times;
  }, samples);
}

async function timeDownload(page: Page, click: () => Promise<void>): Promise<number> {
  const started = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), click()]);
  await download.path();
  return performance.now() - started;
}

export async function threeDBenchmarks(): Promise<BenchResult[]> {
  const server = await spawnServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-3d-')), LOG_LEVEL: 'warn' });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    await waitForHealthy(server);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const loading = await openEditor(page, server.url);
    const canvasSize = await page.evaluate(() => Math.round(document.querySelector('canvas')!.clientWidth * devicePixelRatio));
    const frames = await sliderToFrameMs(page, 30);
    const settled = await sliderToSettledMs(page, 5);
    const draft = frames.drawnSize === canvasSize ? `${canvasSize}²` : `draft frame: ${frames.drawnSize}² on the ${canvasSize}² canvas`;

    const png: number[] = [];
    for (let i = 0; i < 4; i++) png.push(await timeDownload(page, () => page.getByRole('button', { name: 'Download 3D PNG' }).click()));

    await page.getByRole('combobox', { name: 'PNG size' }).selectOption('4096');
    const png4k = await timeDownload(page, () => page.getByRole('button', { name: 'Download 3D PNG' }).click());

    await page.getByRole('button', { name: 'Create Motion Video' }).click();
    await page.getByRole('radio', { name: '5 seconds' }).check();
    await page.getByRole('button', { name: 'Render Video' }).waitFor();
    const started = performance.now();
    await page.getByRole('button', { name: 'Render Video' }).click();
    await page.getByRole('link', { name: 'Download MP4' }).waitFor({ timeout: 120_000 });
    const video = performance.now() - started;

    return [
      { name: `3D editor: slider → frame drawn (${draft}, SwiftShader, median)`, value: round(median(frames.times.slice(3))), unit: 'ms', lowerIsBetter: true },
      {
        name: `3D editor: slider → full-quality frame drawn (${canvasSize}², incl. the 300 ms pause after the last change, median of 5)`,
        value: round(median(settled)),
        unit: 'ms',
        lowerIsBetter: true,
      },
      { name: '3D PNG export 800² (the first of the visit)', value: round(png[0]!), unit: 'ms', lowerIsBetter: true },
      { name: '3D PNG export 800² (median of the next 3)', value: round(median(png.slice(1))), unit: 'ms', lowerIsBetter: true },
      { name: '3D PNG export 4096² (the tee)', value: round(png4k), unit: 'ms', lowerIsBetter: true },
      { name: '3D editor: the tee model’s parse on the main thread (glTF to meshes and print areas)', value: round(loading.parse), unit: 'ms', lowerIsBetter: true },
      {
        name: '3D editor: longest main-thread task from opening /3d-mockup/t-shirt to its first frame (the first render: shaders compiled, environment prefiltered)',
        value: round(loading.task),
        unit: 'ms',
        lowerIsBetter: true,
      },
      { name: '3D turntable MP4, 5 s at 720² (render + H.264 encode)', value: round(video / 1000, 2), unit: 's', lowerIsBetter: true },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
