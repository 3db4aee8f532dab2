import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../support/accounts-flow';
import { startTestApp, type TestApp } from '../support/app-server';
import { freshDatabase } from '../support/databases';
import { cutOutProductDataUrl } from '../support/product-shots';
import { startFakeComfyUi, type FakeComfyUi } from '../support/fake-comfyui';
import { startFakeSdWebUi, type FakeSdWebUi } from '../support/fake-sd-webui';

const generate = (base: string) =>
  json(fetch(`${base}/api/functions/generate-design`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'Wild fox', style: 'vintage', category: 'poster' }) }));

/** The first pixel of a generated image: each fake engine paints its own colour. */
async function firstPixel(base: string, url: string) {
  const bytes = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
  const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}

const COMFY_BROWN = [0x7a, 0x5c, 0x3e];
const SD_TEAL = [0x3e, 0x6b, 0x7a];

describe('self-hosted engines behind the AI tools', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let comfy: FakeComfyUi;
  let sd: FakeSdWebUi;
  let app: TestApp;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    [comfy, sd] = await Promise.all([startFakeComfyUi(), startFakeSdWebUi()]);
    app = await startTestApp(database, {
      env: { COMFYUI_URL: comfy.url, COMFYUI_CHECKPOINT: 'sdxl_base.safetensors', SD_WEBUI_URL: sd.url, AI_PROVIDER_TIMEOUT_SECONDS: '2' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([comfy?.close(), sd?.close()]);
    await database?.close();
  });

  it('names the engine checked at start for the status line', async () => {
    expect(await json(fetch(`${app.url}/api/functions/engine`))).toEqual({ engine: 'comfyui', name: `ComfyUI on ${comfy.url}`, problems: [] });
  });

  it("answers with ComfyUI's image, then the SD web UI's when ComfyUI fails, naming each", async () => {
    comfy.mode = 'ok';
    const fromComfy = await generate(app.url);
    expect(fromComfy).toMatchObject({ success: true, engine: 'comfyui', engineName: `ComfyUI sdxl_base.safetensors on ${comfy.url}` });
    expect(fromComfy.warning).toBeUndefined();
    expect(await firstPixel(app.url, fromComfy.imageUrl)).toEqual(COMFY_BROWN);
    expect(comfy.prompts.at(-1)!.prompt['6']!.inputs.text).toMatch(/^Wild fox\. Style: vintage/);

    comfy.mode = 'execution-error';
    const fromSd = await generate(app.url);
    expect(fromSd).toMatchObject({ success: true, engine: 'sd-webui' });
    expect(await firstPixel(app.url, fromSd.imageUrl)).toEqual(SD_TEAL);
  });

  it('falls back to the offline engine with a warning when every engine fails or takes too long', async () => {
    comfy.mode = 'hang';
    sd.mode = 'error';
    const started = Date.now();
    const body = await generate(app.url);
    // The hanging engine is given up after its 2 s (it never answers); the rest is the offline engine's own work,
    // which a loaded machine stretches (16.8 s at load ~10 on 2 cores).
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(body).toMatchObject({ success: true, engine: 'offline' });
    expect(body.warning).toBe('ComfyUI: timed out waiting for the prompt; SD WebUI: CUDA out of memory. Tried to allocate 2.00 GiB. The offline design engine made this image instead.');
    await expect.poll(() => comfy.deleted.length).toBeGreaterThan(0);
  });
});

async function pixelsOf(base: string, url: string) {
  const bytes = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
}

describe('engines painting the set around a kept product', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let comfy: FakeComfyUi;
  let app: TestApp;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    comfy = await startFakeComfyUi();
    app = await startTestApp(database, { env: { COMFYUI_URL: comfy.url, AI_PROVIDER_TIMEOUT_SECONDS: '2' } });
  });
  afterAll(async () => {
    await app?.close();
    await comfy?.close();
    await database?.close();
  });

  const call = async (tool: string, body: object) =>
    json(fetch(`${app.url}/api/functions/${tool}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ imageUrl: await cutOutProductDataUrl(), ...body }) }));

  it('sends our picture and the product mask, and keeps the product pixel for pixel over the painted set', async () => {
    comfy.mode = 'ok';
    const body = await call('generate-background', { style: 'luxury', prompt: 'on a walnut table, morning light' });
    expect(body).toMatchObject({ success: true, engine: 'comfyui', engineName: expect.stringMatching(/^ComfyUI sdxl_base\.safetensors on .+, around an ISNet cut-out of your product$/) });
    const { prompt } = comfy.prompts.at(-1)!;
    expect(prompt['6']!.inputs.text).toMatch(/Setting: on a walnut table, morning light\.$/);
    const mask = await sharp(comfy.uploads.get(prompt['11']!.inputs.image as string)!).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const maskAt = (x: number, y: number) => mask.data[y * mask.info.width + x]!;
    expect([mask.info.width, mask.info.height]).toEqual([1024, 1024]);
    expect(maskAt(5, 5)).toBe(255); // the set is painted
    const kept = [...mask.data].filter((v) => v === 0).length;
    expect(kept).toBeGreaterThan(20_000); // the product is kept
    const picture = await pixelsOf(app.url, body.imageUrl);
    expect(picture(5, 5)).toEqual(COMFY_BROWN);
    // Where the mask keeps the product, the answer is our own picture's product, not the engine's paint.
    let product = 0;
    for (let i = 0; i < mask.data.length; i += 97) {
      if (mask.data[i] !== 0) continue;
      const [r, g, b] = picture(i % 1024, Math.floor(i / 1024));
      if (r! > 1.6 * Math.max(g!, b!)) product++;
      else expect([r, g, b]).not.toEqual(COMFY_BROWN);
    }
    expect(product).toBeGreaterThan(100);
  });

  it("reports its steps and the engine's own progress under the page's progress id", async () => {
    comfy.mode = 'ok';
    comfy.stepMs = 150;
    const progressId = 'integration-progress-0001';
    const progressOf = (id: string) => fetch(`${app.url}/api/functions/progress/${id}`);
    try {
      expect((await progressOf(progressId)).status).toBe(404);
      expect((await progressOf('no')).status).toBe(400);
      const answer = fetch(`${app.url}/api/functions/generate-background`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-progress-id': progressId },
        body: JSON.stringify({ imageUrl: await cutOutProductDataUrl(), style: 'studio' }),
      });
      let finished = false;
      void answer.finally(() => (finished = true));
      const seen: Array<{ step: string; fraction?: number }> = [];
      while (!finished) {
        const response = await progressOf(progressId);
        if (response.ok) seen.push(await response.json());
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      expect((await answer).status).toBe(200);
      const painting = seen.filter((progress) => progress.step === 'ComfyUI is painting the set');
      expect(painting.some(({ fraction }) => fraction !== undefined && fraction > 0 && fraction < 1)).toBe(true);
      const fractions = painting.flatMap(({ fraction }) => (fraction === undefined ? [] : [fraction]));
      expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    } finally {
      comfy.stepMs = 40;
    }
  });

  it('paints product photographs the same way, and falls back to our own picture with a warning', async () => {
    comfy.mode = 'ok';
    const painted = await call('product-photo', { photographyStyle: 'outdoor', lighting: 'golden', description: 'a red tin' });
    expect(painted).toMatchObject({ success: true, engine: 'comfyui' });
    expect(comfy.prompts.at(-1)!.prompt['6']!.inputs.text).toMatch(/a red tin\. Setting: outdoors in natural surroundings\. Light: warm golden-hour sunlight\.$/);

    comfy.mode = 'execution-error';
    const fallback = await call('product-photo', { photographyStyle: 'outdoor', lighting: 'golden', description: 'a red tin' });
    expect(fallback).toMatchObject({ success: true, engine: 'offline', warning: 'ComfyUI: the prompt failed: CUDA out of memory. The offline scene engine made this image instead.' });
    expect((await pixelsOf(app.url, fallback.imageUrl))(5, 5)).not.toEqual(COMFY_BROWN);
  });
});

describe('the engine check at start', () => {
  it('lists a configured engine that fails it and names the next until it passes, or the offline engine when none is set', async () => {
    const database = await freshDatabase('pglite');
    const sd = await startFakeSdWebUi();
    const comfy = await startFakeComfyUi();
    const apps: TestApp[] = [];
    try {
      apps.push(await startTestApp(database, { env: { COMFYUI_URL: comfy.url, COMFYUI_CHECKPOINT: 'flux.safetensors', SD_WEBUI_URL: sd.url } }));
      expect(await json(fetch(`${apps[0]!.url}/api/functions/engine`))).toEqual({
        engine: 'sd-webui',
        name: `SD WebUI on ${sd.url}`,
        problems: ["ComfyUI: has no checkpoint named 'flux.safetensors'"],
      });
      // While a check fails the status is checked again when asked (every 10 s at most): the checkpoint arrives.
      comfy.checkpoints.push('flux.safetensors');
      await expect
        .poll(async () => (await json(fetch(`${apps[0]!.url}/api/functions/engine`))).engine, { timeout: 40_000, interval: 1_000 })
        .toBe('comfyui');
      await apps[0]!.close();
      apps.push(await startTestApp(database));
      expect(await json(fetch(`${apps[1]!.url}/api/functions/engine`))).toEqual({ engine: 'offline', name: 'Offline design engine', problems: [] });
    } finally {
      for (const app of apps) await app.close().catch(() => undefined);
      await Promise.all([sd.close(), comfy.close()]);
      await database.close();
    }
  });
});
