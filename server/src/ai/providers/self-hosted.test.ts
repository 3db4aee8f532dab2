import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeComfyUi, type FakeComfyUi } from '../../../../tests/support/fake-comfyui';
import { startFakeSdWebUi, type FakeSdWebUi } from '../../../../tests/support/fake-sd-webui';
import { checkComfyUi, comfyUiProvider } from './comfyui';
import { checkSdWebUi, sdWebUiProvider } from './sd-webui';

let comfy: FakeComfyUi;
let sd: FakeSdWebUi;
beforeAll(async () => {
  [comfy, sd] = await Promise.all([startFakeComfyUi(), startFakeSdWebUi()]);
});
afterAll(() => Promise.all([comfy.close(), sd.close()]));
beforeEach(() => {
  comfy.mode = 'ok';
  comfy.promptAnswerDelayMs = 0;
  comfy.prompts.length = 0;
  comfy.uploads.clear();
  comfy.deleted.length = 0;
  sd.mode = 'ok';
  sd.requests.length = 0;
  sd.progressPolls = 0;
});

/** A product picture and its mask: white (paint) everywhere but a black square where the product stays. */
async function productAndMask(side = 256) {
  const image = await sharp({ create: { width: side, height: side, channels: 3, background: '#ffffff' } })
    .composite([{ input: { create: { width: side / 2, height: side / 2, channels: 3, background: '#d62828' } }, left: side / 4, top: side / 4 }])
    .png()
    .toBuffer();
  const mask = await sharp({ create: { width: side, height: side, channels: 3, background: '#ffffff' } })
    .composite([{ input: { create: { width: side / 2, height: side / 2, channels: 3, background: '#000000' } }, left: side / 4, top: side / 4 }])
    .png()
    .toBuffer();
  return { image: new Uint8Array(image), mask: new Uint8Array(mask) };
}

const isPng = async (bytes: Uint8Array) => (await sharp(bytes).metadata()).format === 'png';

describe('ComfyUI adapter', () => {
  const provider = (pollMs = 50) => comfyUiProvider({ baseUrl: comfy.url, checkpoint: 'sdxl_base.safetensors', pollMs });

  it('queues the text-to-image workflow, reports progress from the WebSocket and fetches the saved image', async () => {
    const progress: number[] = [];
    const started = Date.now();
    const image = await provider(5_000).generate({ prompt: 'a fox in the mountains', side: 1024, onProgress: (f) => progress.push(f) });
    const elapsed = Date.now() - started;
    expect(await isPng(image.bytes)).toBe(true);
    expect(image.engine).toBe(`ComfyUI sdxl_base.safetensors on ${comfy.url}`);
    const { prompt } = comfy.prompts[0]!;
    expect(prompt['4']).toEqual({ class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'sdxl_base.safetensors' } });
    expect(prompt['6']!.inputs.text).toBe('a fox in the mountains');
    expect(prompt['5']).toEqual({ class_type: 'EmptyLatentImage', inputs: { width: 1024, height: 1024, batch_size: 1 } });
    expect(prompt['9']!.class_type).toBe('SaveImage');
    // The history is asked at once and then every 5 s: finishing sooner than that, the WebSocket told the end.
    expect(elapsed).toBeLessThan(4_500);
    expect(progress).toEqual([0.25, 0.5, 0.75, 0.99, 1]);
  });

  it('hears the progress ComfyUI reports before POST /prompt has answered (a busy server answers late)', async () => {
    comfy.promptAnswerDelayMs = 400; // the whole prompt (4 steps of 40 ms) runs before its id comes back
    const progress: number[] = [];
    const image = await provider(5_000).generate({ prompt: 'a fox in the mountains', side: 1024, onProgress: (f) => progress.push(f) });
    expect(await isPng(image.bytes)).toBe(true);
    expect(progress).toEqual([0.25, 0.5, 0.75, 0.99, 1]);
  });

  it('uploads the picture and the product mask and paints around the product', async () => {
    const { image, mask } = await productAndMask();
    const result = await provider().inpaint!({ prompt: 'on a walnut table, morning light', side: 1024, image, mask });
    expect(await isPng(result.bytes)).toBe(true);
    const { prompt } = comfy.prompts[0]!;
    const imageName = prompt['10']!.inputs.image as string;
    const maskName = prompt['11']!.inputs.image as string;
    expect(prompt['11']!.inputs.channel).toBe('red');
    expect(prompt['12']).toMatchObject({ class_type: 'VAEEncodeForInpaint', inputs: { pixels: ['10', 0], mask: ['11', 0] } });
    expect(prompt['3']!.inputs.latent_image).toEqual(['12', 0]);
    expect(comfy.uploads.get(imageName)).toEqual(Buffer.from(image));
    expect(comfy.uploads.get(maskName)).toEqual(Buffer.from(mask));
  });

  it('finds the end by polling the history when the WebSocket cannot connect', async () => {
    comfy.mode = 'no-socket';
    const image = await provider(30).generate({ prompt: 'a lighthouse', side: 512 });
    expect(await isPng(image.bytes)).toBe(true);
  });

  it("reports ComfyUI's validation and execution errors", async () => {
    comfy.mode = 'invalid';
    await expect(provider().generate({ prompt: 'x', side: 512 })).rejects.toThrow("ComfyUI: Value not in list: ckpt_name: 'missing.safetensors' not in []");
    comfy.mode = 'execution-error';
    await expect(provider(5_000).generate({ prompt: 'x', side: 512 })).rejects.toThrow('ComfyUI: the prompt failed: CUDA out of memory');
  });

  it('stops waiting at the time limit and takes its prompt off the queue', async () => {
    comfy.mode = 'hang';
    const started = Date.now();
    await expect(provider().generate({ prompt: 'x', side: 512, signal: AbortSignal.timeout(300) })).rejects.toThrow('ComfyUI: timed out');
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect.poll(() => comfy.deleted.length).toBe(1);
  });

  it('uses the first checkpoint ComfyUI lists when none is named, and the start check names a missing one', async () => {
    const image = await comfyUiProvider({ baseUrl: comfy.url }).generate({ prompt: 'x', side: 512 });
    expect(image.engine).toBe(`ComfyUI sdxl_base.safetensors on ${comfy.url}`);
    await expect(checkComfyUi({ baseUrl: comfy.url, checkpoint: 'sdxl_base.safetensors' }, AbortSignal.timeout(2_000))).resolves.toBeUndefined();
    await expect(checkComfyUi({ baseUrl: comfy.url, checkpoint: 'flux.safetensors' }, AbortSignal.timeout(2_000))).rejects.toThrow("ComfyUI: has no checkpoint named 'flux.safetensors'");
  });
});

describe('SD WebUI (AUTOMATIC1111 / Forge) adapter', () => {
  const provider = (model?: string) => sdWebUiProvider({ baseUrl: sd.url, model, pollMs: 40 });

  it('posts txt2img with the checkpoint as an override and reports progress while it waits', async () => {
    const progress: number[] = [];
    const image = await provider('sd_xl_base_1.0').generate({ prompt: 'a fox in the mountains', side: 1000, onProgress: (f) => progress.push(f) });
    expect(await isPng(image.bytes)).toBe(true);
    expect(image.engine).toBe(`SD WebUI sd_xl_base_1.0 on ${sd.url}`);
    const sent = sd.requests[0]!;
    expect(sent.path).toBe('/sdapi/v1/txt2img');
    expect(sent.body).toMatchObject({ prompt: 'a fox in the mountains', width: 1024, height: 1024, override_settings: { sd_model_checkpoint: 'sd_xl_base_1.0' } });
    expect(sd.progressPolls).toBeGreaterThan(0);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(1);
    expect(progress.slice(0, -1).every((f, i, all) => f > 0 && f < 1 && (i === 0 || f > all[i - 1]!))).toBe(true);
  });

  it('posts img2img with the picture and the product mask, painting only the masked set', async () => {
    const { image, mask } = await productAndMask();
    await provider().inpaint!({ prompt: 'on marble', side: 1024, image, mask });
    const sent = sd.requests[0]!;
    expect(sent.path).toBe('/sdapi/v1/img2img');
    expect(sent.body.init_images).toEqual([Buffer.from(image).toString('base64')]);
    expect(sent.body.mask).toBe(Buffer.from(mask).toString('base64'));
    expect(sent.body).toMatchObject({ inpainting_mask_invert: 0, denoising_strength: 1 });
    expect(sent.body.override_settings).toBeUndefined();
  });

  it("reports the web UI's errors in both its shapes, and gives up at the time limit", async () => {
    sd.mode = 'invalid';
    await expect(provider().generate({ prompt: 'x', side: 512 })).rejects.toMatchObject({ status: 422, message: 'SD WebUI: value is not a valid integer' });
    sd.mode = 'error';
    await expect(provider().generate({ prompt: 'x', side: 512 })).rejects.toThrow('SD WebUI: CUDA out of memory. Tried to allocate 2.00 GiB');
    sd.mode = 'hang';
    await expect(provider().generate({ prompt: 'x', side: 512, signal: AbortSignal.timeout(300) })).rejects.toThrow('SD WebUI: timed out');
  });

  it('checks at start that the web UI answers and has the checkpoint', async () => {
    await expect(checkSdWebUi({ baseUrl: sd.url, model: 'sd_xl_base_1.0' }, AbortSignal.timeout(2_000))).resolves.toBeUndefined();
    await expect(checkSdWebUi({ baseUrl: sd.url, model: 'flux1-dev' }, AbortSignal.timeout(2_000))).rejects.toThrow("SD WebUI: has no checkpoint named 'flux1-dev'");
    await expect(checkSdWebUi({ baseUrl: 'http://127.0.0.1:9' }, AbortSignal.timeout(2_000))).rejects.toThrow('SD WebUI: request failed');
  });
});
