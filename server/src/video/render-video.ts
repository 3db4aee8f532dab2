import path from 'node:path';
import type { MotionPlan } from '../../../core/src/video/motion';
import { VIDEO_FPS } from '../../../core/src/video/video-request';
import { AppError } from '../http/app-error';
import type { WorkPool } from '../work/pool';
import { startEncoder, type Encoder } from './ffmpeg';
import { createFramePipe } from './frame-pipe';
import type { VideoLook } from '../db/video-schema';
import type { LevelStoreSettings } from '../services/template-levels';
import { clipScene } from './clip-scene';
import { keyframeWindows, windowKey } from './keyframe-windows';
import type { AnyVideoScene } from './frames-task';

export interface RenderVideoInput {
  ffmpeg: string;
  /** Checked raster bytes of the picture. */
  image: Uint8Array;
  width: number;
  height: number;
  duration: number;
  plan: MotionPlan;
  /** A product video's clip, colour and placement (the image is the design); null: the picture on a moving card. */
  look?: VideoLook | null;
  /** For a product video: the level store its keyframes are read from and the bytes of them kept (VIDEO_CACHE_MB). */
  levels?: { levelStore?: LevelStoreSettings | undefined; keptBytes: number };
  /** Where the MP4 is written (a seekable file in the app's temp folder). */
  output: string;
  signal?: AbortSignal;
  /** Frames encoded so far, of `duration × 30`. */
  onProgress?: (framesEncoded: number) => void;
}

/**
 * A run of frames (one pool task) fills at most this many bytes, two frames of the largest video: small enough to
 * interleave, big enough to be cheap. Every run buffer is this size, so those of one video serve the next.
 */
const RUN_BYTES = 2 * 1920 * 1080 * 4;
/** Runs drawn ahead of the encoder: one per pool thread keeps both busy while ffmpeg works. */
const AHEAD = 3;
/** Run buffers a video uses: one more than the runs drawn ahead, as the encoder takes from one meanwhile. */
const RUN_BUFFERS = AHEAD + 1;
/** How long run buffers are kept after a video for the next (fresh memory costs a page fault every 4 kB). */
const KEEP_BUFFERS_MS = 60_000;
const TASK_TIME_LIMIT_MS = 120_000;

/** Run buffers kept from the last videos, at most RUN_BUFFERS, let go KEEP_BUFFERS_MS after the last one ended. */
const spareRuns: Uint8Array[] = [];
let letGo: NodeJS.Timeout | undefined;

function takeRunBuffers(count: number): Uint8Array[] {
  return Array.from({ length: count }, () => spareRuns.pop() ?? new Uint8Array(new SharedArrayBuffer(RUN_BYTES)));
}

function keepRunBuffers(buffers: Uint8Array[]): void {
  spareRuns.push(...buffers.slice(0, RUN_BUFFERS - spareRuns.length));
  clearTimeout(letGo);
  letGo = setTimeout(() => spareRuns.splice(0), KEEP_BUFFERS_MS).unref();
}

/**
 * Renders a video: the pool draws runs of frames into shared memory, which go in order, as they are, into a pipe
 * ffmpeg reads (frame-pipe.ts; its stdin where no named pipe can be made). Nothing is written to disk but the MP4.
 */
export async function renderVideo(work: WorkPool, input: RenderVideoInput): Promise<void> {
  const { width, height, duration, plan } = input;
  const total = duration * VIDEO_FPS;
  const frameBytes = width * height * 4;
  if (frameBytes > RUN_BYTES) throw new Error(`A ${width}×${height} frame is larger than a run buffer`);
  const perChunk = Math.min(8, Math.floor(RUN_BYTES / frameBytes));
  // The first run is a single frame, so the encoder has work while the pool draws the next runs.
  const starts = [0];
  for (let from = 1; from < total; from += perChunk) starts.push(from);
  const chunks = starts.length;
  const buffers = takeRunBuffers(Math.min(RUN_BUFFERS, chunks + 1));
  const free = [...buffers];

  const { image, look } = input;
  const windows = keyframeWindows(input.levels?.keptBytes ?? 0);
  const onPool: WorkPool['run'] = (task, taskInput) => whenFree(() => work.run(task, taskInput, { timeoutMs: TASK_TIME_LIMIT_MS }), input.signal);
  // A product video's keyframes, each prepared by a pool task when frames first need it: the first frames' start now,
  // a thread each, while the pipe is made and ffmpeg loads.
  const keyframes = look
    ? clipScene({ image, width, height, look, levelStore: input.levels?.levelStore }, async (keyframe) => {
        const pixels = await windows.get(windowKey(keyframe.picture), () => onPool('readKeyframeWindow', keyframe.picture));
        await onPool('prepareClipKeyframe', { ...keyframe, pixels });
      })
    : undefined;
  const keyframesOf = (from: number, count: number) => Promise.all(keyframes?.keyframesFor(from, count).map((k) => keyframes.keyframe(k)) ?? []);
  void keyframesOf(0, Math.min(total, 1 + perChunk)).catch(() => undefined); // failures reach the runs that read them

  // ffmpeg starts (and loads its libraries) while the pool prepares the scene.
  const pipe = await createFramePipe(path.dirname(input.output));
  let encoder: Encoder;
  try {
    encoder = startEncoder(input.ffmpeg, { width, height, fps: VIDEO_FPS, output: input.output, stdin: pipe?.reader, onFrames: input.onProgress });
  } catch (error) {
    pipe?.release(false);
    throw error;
  } finally {
    pipe?.closeReader(); // ffmpeg has its own copy: it is the only reader now, so writes fail (EPIPE) should it die
  }
  // A write fails when ffmpeg has died (EPIPE): finish() then says how it died.
  const write = (frames: Uint8Array) =>
    pipe
      ? pipe.write(frames).catch(async (error: unknown) => {
          await encoder.finish();
          throw error;
        })
      : encoder.write(frames);
  const abort = () => encoder.kill();
  input.signal?.addEventListener('abort', abort);
  let scene: AnyVideoScene;
  const draw = (index: number) => {
    const out = free.pop()!;
    const from = starts[index]!;
    const count = (starts[index + 1] ?? total) - from;
    const drawn = keyframesOf(from, count)
      .then(() => onPool('drawVideoFrames', { scene, plan, duration, from, count, out }))
      .then(() => ({ out, frames: out.subarray(0, count * frameBytes) }));
    drawn.catch(() => undefined); // awaited in order below; a later run's failure must not go unhandled meanwhile
    return drawn;
  };
  try {
    scene = keyframes
      ? keyframes.scene
      : await onPool('prepareVideoScene', { image, width, height, plan });
    const pending: Array<ReturnType<typeof draw>> = [];
    let next = 0;
    // The first runs are drawn as soon as their keyframes are ready; the other keyframes are queued after those runs'
    // tasks (this callback runs after theirs, being registered later on the same keyframes), so ffmpeg is encoding
    // while they are prepared.
    while (next < chunks && free.length > 1) pending.push(draw(next++));
    if (keyframes) void keyframesOf(0, starts[next] ?? total).then(() => keyframes.all()).catch(() => undefined);
    for (let index = 0; index < chunks; index++) {
      const { out, frames } = await pending.shift()!;
      input.signal?.throwIfAborted();
      const written = write(frames);
      // Draw further ahead while ffmpeg takes this run; its buffer is free once written.
      if (next < chunks && free.length > 0) pending.push(draw(next++));
      await written;
      free.push(out);
      if (next < chunks && free.length > 1) pending.push(draw(next++));
    }
    await pipe?.close();
    await encoder.finish();
    pipe?.release(true); // ffmpeg has read it to the end and exited
    keepRunBuffers(buffers); // every run has been written: no task writes into them any more
    input.onProgress?.(total);
  } catch (error) {
    encoder.kill();
    throw error;
  } finally {
    input.signal?.removeEventListener('abort', abort);
    pipe?.release(false);
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
