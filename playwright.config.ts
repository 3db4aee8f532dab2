import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Workers re-read this file; values set on process.env here are inherited by them, so the
// server the workers talk to is the one the runner started.
process.env.E2E_PORT ??= String(41000 + (process.pid % 2000));
if (!process.env.E2E_DATA_DIR) {
  // Made by the runner (workers inherit it), and removed when the runner exits, after it has stopped the server: the
  // folder holds the run's accounts, uploads and prepared template levels (~600 MB), which piled up run after run.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
}
const port = Number(process.env.E2E_PORT);

/** Debian's Chromium; test tools never download a browser of their own. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH } },
  ],
  webServer: {
    command: 'node --import tsx server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // A first start runs initdb and migrations; on a 2-core machine shared with other test runs that can take minutes.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
    },
  },
});
