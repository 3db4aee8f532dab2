import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { startFakeComfyUi, type FakeComfyUi } from '../support/fake-comfyui';
import { freePort } from '../support/ports';
import { spawnServer, waitForHealthy, type ServerProcess } from '../support/server-process';

// A server of this spec's own, with ComfyUI configured: a loopback server speaking its API (tests/support).
test.describe.configure({ mode: 'serial' });

let comfy: FakeComfyUi;
let server: ServerProcess;
/** The server's DATA_DIR, removed after it stops. */
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(300_000); // a fresh embedded database on a busy machine can take a while
  comfy = await startFakeComfyUi();
  const port = String(await freePort());
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-e2e-ai-engines-'));
  server = await spawnServer({
    PORT: port,
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    COMFYUI_URL: comfy.url,
    COMFYUI_CHECKPOINT: 'sdxl_base.safetensors',
    // The test holds the engine half-way on purpose; the limit is for a runaway engine.
    AI_PROVIDER_TIMEOUT_SECONDS: '120',
    LOG_LEVEL: 'warn',
  });
  await waitForHealthy(server);
  // A check at start starved by a busy machine is repeated when asked: wait until the server names ComfyUI.
  await expect
    .poll(async () => ((await (await fetch(`${server.url}/api/functions/engine`)).json()) as { engine: string }).engine, { timeout: 60_000, intervals: [1_000] })
    .toBe('comfyui');
});
test.afterAll(async () => {
  await server?.stop();
  await comfy?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A product photo: a red block on white, cut out by the real model. */
const productPhoto = async () =>
  sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#ffffff' } })
    .composite([{ input: await sharp({ create: { width: 420, height: 520, channels: 3, background: '#c0392b' } }).png().toBuffer(), left: 302, top: 252 }])
    .png()
    .toBuffer();

test('with ComfyUI configured, the background tool shows the engine working and names it under the download', async ({ page }) => {
  // The cut-out model, then the engine: seconds on a quiet machine, minutes while other suites share its 2 cores.
  test.setTimeout(240_000);
  await page.goto(`${server.url}/ai-tools?tool=background`);
  await expect(page.getByLabel('AI engine')).toContainText(`Engine: ComfyUI on ${comfy.url}`);
  await page.getByLabel('Product image file').setInputFiles({ name: 'red-tin.png', mimeType: 'image/png', buffer: await productPhoto() });
  await page.getByLabel('Background style').selectOption('lifestyle');

  const release = comfy.hold();
  await page.getByRole('button', { name: 'Generate Background' }).click();
  // Held half-way: the page says which engine is working and how far it is (2 of 4 steps: 5 % + 90 % × ½).
  const status = page.getByRole('status').filter({ hasText: 'ComfyUI is painting the set…' });
  await expect(status).toBeVisible({ timeout: 180_000 });
  await expect(status).toContainText('50%');
  release();

  await expect(page.getByText('Background Generated!')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`Made by ComfyUI sdxl_base.safetensors on ${comfy.url}, around an ISNet cut-out of your product`)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  const { data, info } = await sharp(fs.readFileSync(await download.path())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1024, 1024]);
  // The set is the engine's paint (the fake paints brown); the product stays ours.
  expect([...data.subarray(0, 3)]).toEqual([0x7a, 0x5c, 0x3e]);
  expect(comfy.prompts.at(-1)!.prompt['6']!.inputs.text).toMatch(/lifestyle|home|interior/i);
});
