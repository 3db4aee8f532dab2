import { pause, providerJson } from './http';
import { ProviderError, type ImageProvider, type ImageRequest, type InpaintRequest, type ProviderImage } from './types';

/**
 * The AUTOMATIC1111 / Forge web UI's API (started with `--api`): POST /sdapi/v1/txt2img and /sdapi/v1/img2img answer
 * `{ images: [base64 PNG] }` once the image is made; GET /sdapi/v1/progress says how far the current job is, so it is
 * polled while the POST waits. A checkpoint, when named, is chosen per request (override_settings).
 */

export interface SdWebUiOptions {
  /** e.g. http://127.0.0.1:7860 (SD_WEBUI_URL). */
  baseUrl: string;
  /** The checkpoint's title or name as /sdapi/v1/sd-models lists it (SD_WEBUI_MODEL); absent: the one loaded. */
  model?: string | undefined;
  /** How often progress is asked for while an image is made. */
  pollMs?: number;
}

interface ImagesAnswer {
  images?: string[];
}

interface ProgressAnswer {
  progress?: number;
}

interface SdModel {
  title?: string;
  model_name?: string;
}

const NAME = 'SD WebUI';
/** Sampling settings that suit SD 1.5 and SDXL checkpoints alike. */
const SAMPLING = { steps: 25, cfg_scale: 7, sampler_name: 'DPM++ 2M', batch_size: 1, n_iter: 1 };
export const NEGATIVE_PROMPT = 'blurry, low quality, watermark, text artefacts, deformed';

/** FastAPI's validation errors carry a list in `detail`; the web UI's own errors carry `error` and `errors`. */
const readError = (body: unknown) => {
  const problem = body as { detail?: unknown; error?: string; errors?: string } | undefined;
  if (Array.isArray(problem?.detail)) return problem.detail.map((d: { msg?: string }) => d.msg).join('; ') || undefined;
  if (typeof problem?.detail === 'string' && problem.detail) return problem.detail;
  return problem?.errors || problem?.error;
};

/** Stable Diffusion makes sides in steps of 64; we ask for the nearest ≤ 1024 and the caller scales. */
export const modelSide = (side: number) => Math.max(512, Math.min(1024, Math.round(side / 64) * 64));

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

export function sdWebUiProvider(options: SdWebUiOptions): ImageProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const engine = `SD WebUI${options.model ? ` ${options.model}` : ''} on ${base}`;
  const settings = options.model ? { override_settings: { sd_model_checkpoint: options.model }, override_settings_restore_afterwards: false } : {};

  async function run(path: string, body: object, request: ImageRequest): Promise<ProviderImage> {
    const done = new AbortController();
    const polling = request.onProgress ? pollProgress(base, options.pollMs ?? 500, request, done.signal) : Promise.resolve();
    try {
      const answer = await providerJson<ImagesAnswer>(
        NAME,
        `${base}${path}`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, ...settings }), signal: request.signal },
        readError,
      );
      const image = answer.images?.[0];
      if (!image) throw new ProviderError(NAME, 'answered without an image');
      request.onProgress?.(1);
      return { bytes: new Uint8Array(Buffer.from(image, 'base64')), engine };
    } finally {
      done.abort();
      await polling;
    }
  }

  return {
    id: 'sd-webui',
    generate(request) {
      const side = modelSide(request.side);
      return run('/sdapi/v1/txt2img', { prompt: request.prompt, negative_prompt: NEGATIVE_PROMPT, width: side, height: side, ...SAMPLING }, request);
    },
    inpaint(request: InpaintRequest) {
      const side = modelSide(request.side);
      return run(
        '/sdapi/v1/img2img',
        {
          prompt: request.prompt,
          negative_prompt: NEGATIVE_PROMPT,
          init_images: [base64(request.image)],
          mask: base64(request.mask),
          // White in the mask is painted; the product (black) is kept. Fresh noise where painted: a new set, not a
          // variation on the flat backdrop under it.
          inpainting_mask_invert: 0,
          inpainting_fill: 2,
          denoising_strength: 1,
          mask_blur: 4,
          inpaint_full_res: false,
          width: side,
          height: side,
          ...SAMPLING,
        },
        request,
      );
    },
  };
}

/** Polls /sdapi/v1/progress until `stop` aborts, telling `onProgress` each new fraction below 1. */
async function pollProgress(base: string, pollMs: number, request: ImageRequest, stop: AbortSignal) {
  let last = -1;
  while (!stop.aborted && !request.signal?.aborted) {
    await pause(pollMs, stop);
    if (stop.aborted) return;
    try {
      const { progress } = await providerJson<ProgressAnswer>(NAME, `${base}/sdapi/v1/progress?skip_current_image=true`, { signal: stop }, readError);
      if (typeof progress === 'number' && progress > last && progress < 1) request.onProgress?.((last = progress));
    } catch {
      // Progress is a nicety: the image's own request decides success.
    }
  }
}

/** Whether the web UI answers and has the checkpoint asked for (at start, for the AI tools' status line). */
export async function checkSdWebUi(options: SdWebUiOptions, signal: AbortSignal): Promise<void> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const models = await providerJson<SdModel[]>(NAME, `${base}/sdapi/v1/sd-models`, { signal }, readError);
  if (!Array.isArray(models)) throw new ProviderError(NAME, 'sd-models answered something other than a list');
  if (options.model && !models.some((m) => m.title === options.model || m.model_name === options.model)) {
    throw new ProviderError(NAME, `has no checkpoint named '${options.model}'`);
  }
}
