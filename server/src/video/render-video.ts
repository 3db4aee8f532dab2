import type { MotionPlan } from '../../../core/src/video/motion';
import { VIDEO_FPS } from '../../../core/src/video/video-request';
import { AppError } from '../http/app-error';
import type { WorkPool } from '../work/pool';
import { startEncoder, type Encoder } from './ffmpeg';
import type { VideoScene } from '../../../core/src/video/draw-frame';

export interface RenderVideoInput {
  ffmpeg: string;
  /** Checked raster bytes of the picture. */
  image: Uint8Array;
  width: number;
  height: number;
  duration: number;
  plan: MotionPlan;
  /** Where the MP4 is written (a seekable file in the app's temp folder). */
  output: string;
  signal?: AbortSignal;
  /** Frames encoded so far, of `duration × 30`. */
  onProgress?: (framesEncoded: number) => void;
}

/** Frames per pool task are sized to about this many bytes: small enough to interleave, big enough to be cheap. */
const CHUNK_BYTES = 24 * 1024 * 1024;
/** Chunks drawn ahead of the encoder: one per pool thread keeps both busy while ffmpeg works. */
const AHEAD = 3;
const TASK_TIME_LIMIT_MS = 120_000;

/**
 * Renders a video: the pool draws runs of frames into buffers moved to its threads and back (plain memory: copies
 * into shared memory are several times slower), which go in order, as they are, into ffmpeg's stdin. Nothing is
 * written to disk but the MP4.
 */
export async function renderVideo(work: WorkPool, input: RenderVideoInput): Promise<void> {
  const { width, height, duration, plan } = input;
  const total = duration * VIDEO_FPS;
  const frameBytes = width * height * 4;
  const perChunk = Math.max(1, Math.min(8, Math.floor(CHUNK_BYTES / frameBytes)));
  // The first chunk is a single frame, so the encoder has work while the pool draws the next runs.
  const starts = [0];
  for (let from = 1; from < total; from += perChunk) starts.push(from);
  const chunks = starts.length;
  // One buffer more than the chunks drawn ahead: the encoder writes from it meanwhile.
  const free: Uint8Array[] = Array.from({ length: Math.min(AHEAD, chunks) + 1 }, () => new Uint8Array(perChunk * frameBytes));

  // ffmpeg starts (and loads its libraries) while the pool prepares the scene.
  const encoder: Encoder = startEncoder(input.ffmpeg, { width, height, fps: VIDEO_FPS, output: input.output, onFrames: input.onProgress });
  const abort = () => encoder.kill();
  input.signal?.addEventListener('abort', abort);
  let scene: VideoScene;
  const draw = (index: number) => {
    let buffer = free.pop()!;
    const from = starts[index]!;
    const count = (starts[index + 1] ?? total) - from;
    const drawn = whenFree(() => {
      // A try that ran out of time took the buffer with it; a 503 for a full pool left it here.
      if (buffer.byteLength === 0) buffer = new Uint8Array(perChunk * frameBytes);
      return work.run('drawVideoFrames', { scene, plan, duration, from, count, out: buffer }, { timeoutMs: TASK_TIME_LIMIT_MS, transfer: [buffer.buffer as ArrayBuffer] });
    }, input.signal);
    drawn.catch(() => undefined); // awaited in order below; a later chunk's failure must not go unhandled meanwhile
    return { count, drawn };
  };
  try {
    scene = await whenFree(() => work.run('prepareVideoScene', { image: input.image, width, height, plan }, { timeoutMs: TASK_TIME_LIMIT_MS }), input.signal);
    const pending: Array<ReturnType<typeof draw>> = [];
    let next = 0;
    while (next < chunks && free.length > 1) pending.push(draw(next++));
    for (let index = 0; index < chunks; index++) {
      const chunk = pending.shift()!;
      const frames = await chunk.drawn;
      input.signal?.throwIfAborted();
      const written = encoder.write(frames.subarray(0, chunk.count * frameBytes));
      // Draw further ahead while ffmpeg takes this chunk; its buffer is free once written.
      if (next < chunks && free.length > 0) pending.push(draw(next++));
      await written;
      free.push(frames);
      if (next < chunks && free.length > 1) pending.push(draw(next++));
    }
    await encoder.finish();
    input.onProgress?.(total);
  } catch (error) {
    encoder.kill();
    throw error;
  } finally {
    input.signal?.removeEventListener('abort', abort);
  }
}

/** Runs a pool task, waiting and trying again while the pool is full (503): a job waits its turn, never fails for it. */
async function whenFree<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof AppError && error.status === 503) || tries >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
      signal?.throwIfAborted();
    }
  }
}
