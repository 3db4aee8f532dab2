import fs from 'node:fs/promises';
import path from 'node:path';
import { planMotion } from '../../../core/src/video/motion';
import type { VideoProductType } from '../../../core/src/video/video-request';
import { AppError } from '../http/app-error';
import type { JobDeps, JobWorker } from '../jobs/workers';
import type { RunningJob } from '../jobs/queue';
import { saveFile } from '../services/files';
import { levelStoreFor } from '../services/render';
import { tempDirFor } from '../services/storage';
import { findVideoTask, updateActiveTask, whileRenderingHere } from '../services/videos';
import { EncoderError, resolveFfmpeg } from './ffmpeg';
import { renderVideo } from './render-video';
import { VIDEO_RENDER_JOB, VIDEO_RETRY_LIMIT } from './video-job-definition';

/**
 * Progress is written to the task's row at most this often: as often as the page asks, when the render runs in
 * another process (this process answers from memory, videos.ts whileRenderingHere). Each write is a database
 * round on the event loop, beside the render.
 */
const PROGRESS_EVERY_MS = 1000;

/** Renders a queued video into a file and keeps the task row in step: processing, progress, then succeeded or failed. */
export async function runVideoTask({ taskId }: { taskId: string }, job: RunningJob, deps: JobDeps): Promise<void> {
  const { db, storage, config, logger } = deps;
  const task = await findVideoTask(db, taskId);
  if (!task || task.status === 'succeeded' || task.status === 'failed') return; // deleted, or already settled
  const fail = async (message: string) => {
    await updateActiveTask(db, taskId, { status: 'failed', error: message, finishedAt: new Date(), sourceKey: null });
    if (task.sourceKey) await storage.delete(task.sourceKey);
  };
  const source = task.sourceKey ? await storage.get(task.sourceKey) : undefined;
  if (!source) return fail('The uploaded image is no longer available. Please generate the video again.');

  await updateActiveTask(db, taskId, { status: 'processing', framesEncoded: 0, error: null, attempts: task.attempts + 1 });
  const tempDir = tempDirFor(config);
  await fs.mkdir(tempDir, { recursive: true });
  // An earlier attempt killed with its process may have left a half-written file.
  for (const name of await fs.readdir(tempDir)) if (name.startsWith(`video-${taskId}-`)) await fs.rm(path.join(tempDir, name), { force: true });
  const output = path.join(tempDir, `video-${taskId}-${job.attempt}.mp4`);

  let written = 0;
  let lastWrite = 0;
  let progressWrites = Promise.resolve();
  const onProgress = (frames: number) => {
    const now = Date.now();
    if (frames <= written || (now - lastWrite < PROGRESS_EVERY_MS && frames < task.framesTotal)) return;
    written = frames;
    lastWrite = now;
    progressWrites = progressWrites.then(() => updateActiveTask(db, taskId, { framesEncoded: frames }).then(() => undefined));
  };

  const started = Date.now();
  try {
    await whileRenderingHere(task, (encoded) => renderVideo(deps.work, {
      ffmpeg: resolveFfmpeg(config.ffmpegPath),
      image: new Uint8Array(source.buffer, source.byteOffset, source.byteLength),
      width: task.width,
      height: task.height,
      duration: task.duration,
      plan: planMotion(task.productType as VideoProductType, task.prompt),
      look: task.look,
      levels: { levelStore: levelStoreFor(config), keptBytes: config.videoCacheBytes },
      output,
      signal: job.signal,
      onProgress: (frames) => {
        encoded(frames);
        onProgress(frames);
      },
    }));
    await progressWrites;
    const file = await saveFile(db, storage, {
      source: { path: output },
      mime: 'video/mp4',
      kind: 'video',
      name: `video-mockup-${task.productType}-${Date.now()}.mp4`,
      userId: task.userId ?? undefined,
      anonymousTtlMs: config.anonymousFileTtlMs,
    });
    await updateActiveTask(db, taskId, { status: 'succeeded', fileId: file.id, framesEncoded: task.framesTotal, finishedAt: new Date(), sourceKey: null });
    if (task.sourceKey) await storage.delete(task.sourceKey);
    logger.info({ taskId, ms: Date.now() - started, frames: task.framesTotal, size: file.size }, 'video rendered');
  } catch (error) {
    await progressWrites.catch(() => undefined);
    await fs.rm(output, { force: true });
    if (job.signal.aborted) {
      // The process is stopping: the queue hands the job to the next worker.
      await updateActiveTask(db, taskId, { status: 'queued', framesEncoded: 0 });
      throw error;
    }
    logger.error({ err: error, taskId, attempt: job.attempt }, 'video render failed');
    // A problem with the request itself fails at once; anything else is tried again while tries remain.
    if (error instanceof AppError) return fail(error.message);
    if (job.attempt >= VIDEO_RETRY_LIMIT) {
      await fail(
        error instanceof EncoderError
          ? 'The video encoder failed on this render. Please try again; if it keeps failing, try another image.'
          : 'The video could not be rendered. Please try again.',
      );
    } else {
      await updateActiveTask(db, taskId, { status: 'queued', framesEncoded: 0 });
    }
    throw error;
  }
}

// Typed rather than made with jobWorker(): workers.ts imports this module, so a value from it is not ready yet.
export const videoJobWorker: JobWorker<{ taskId: string }> = {
  definition: VIDEO_RENDER_JOB,
  concurrency: (config) => config.videoWorkers,
  handle: runVideoTask,
};
