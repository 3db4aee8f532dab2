import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnServer, waitForHealthy } from '../tests/support/server-process';
import { median, round, type BenchResult } from './lib/results';

/** Debian's Chromium, headless and quiet: no network beyond loopback, no updates, no sync. */
const CHROME = {
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The routes issue 3 holds to a mobile performance score of at least 90. */
const ROUTES = ['/', '/mockups'];
const RUNS = 3;

/** Lighthouse's default (mobile, simulated slow 4G and 4× CPU throttling) performance score, 0–100. */
async function performanceScore(url: string, port: number): Promise<number> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  const score = result?.lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
  return score * 100;
}

export async function lighthouseBenchmarks(): Promise<BenchResult[]> {
  const server = await spawnServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-')), LOG_LEVEL: 'warn' });
  const chrome = await chromeLauncher.launch(CHROME);
  try {
    await waitForHealthy(server);
    const results: BenchResult[] = [];
    for (const route of ROUTES) {
      const scores: number[] = [];
      // The median of a few runs, since scores wobble on a shared machine.
      for (let i = 0; i < RUNS; i++) scores.push(await performanceScore(`${server.url}${route}`, chrome.port));
      results.push({ name: `Lighthouse mobile performance ${route}`, value: round(median(scores), 0), unit: 'score', lowerIsBetter: false });
    }
    return results;
  } finally {
    chrome.kill();
    await server.stop();
  }
}
