import type { FrameEncoder, FrameEncoderKind, RgbaFrame } from './frame-encoder';

/** The server's H.264 encoder for browsers without one (POST /api/functions/encode-video, README). */
const ENDPOINT = '/api/functions/encode-video';
/** JPEG keeps a 10 s turn at 720 px well under the endpoint's 64 MB; 0.92 shows no blocks on flat backdrops. */
const JPEG_QUALITY = 0.92;
/** The server encodes one video at a time and answers 503 + Retry-After when busy: wait and try again. */
const BUSY_RETRIES = 4;

async function jpegOf(frame: RgbaFrame, canvas: OffscreenCanvas): Promise<Blob> {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot prepare video frames.');
  context.putImageData(new ImageData(new Uint8ClampedArray(frame.data), frame.width, frame.height), 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
}

async function errorText(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : `The video server answered ${response.status}.`;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(new DOMException('The video was cancelled.', 'AbortError'))), { once: true });
  });

async function upload(frames: Blob[], fps: number, signal: AbortSignal): Promise<Blob> {
  for (let attempt = 0; ; attempt++) {
    const form = new FormData();
    form.set('fps', String(fps));
    frames.forEach((frame, k) => form.append('frame', frame, `frame-${String(k).padStart(4, '0')}.jpg`));
    const response = await fetch(ENDPOINT, { method: 'POST', body: form, signal });
    if (response.ok) return new Blob([await response.arrayBuffer()], { type: 'video/mp4' });
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status === 503 && attempt < BUSY_RETRIES) {
      await wait(Math.min(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 3, 10) * 1000, signal);
      continue;
    }
    throw new Error(await errorText(response));
  }
}

/** Frames become JPEGs as they are rendered; `finish` sends them all and receives the MP4. */
export const serverH264: FrameEncoderKind = {
  id: 'server-h264',
  label: 'H.264 encoded on our server',
  isSupported: async ({ width, height }) => typeof OffscreenCanvas !== 'undefined' && Math.max(width, height) <= 1080,
  async create({ width, height, fps }): Promise<FrameEncoder> {
    const canvas = new OffscreenCanvas(width, height);
    const frames: Blob[] = [];
    const controller = new AbortController();
    return {
      async addFrame(frame) {
        frames.push(await jpegOf(frame, canvas));
      },
      finish: () => upload(frames, fps, controller.signal),
      async cancel() {
        controller.abort();
        frames.length = 0;
      },
    };
  },
};
