import crypto from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { clipFor } from '../../../core/src/video/clip-library';
import { planMotion } from '../../../core/src/video/motion';
import { VIDEO_FPS, VIDEO_PLATFORMS, type GenerateVideoRequest, type VideoStatusResponse } from '../../../core/src/video/video-request';
import type { Db } from '../db/client';
import { files, videoTasks } from '../db/schema';
import type { VideoLook } from '../db/video-schema';
import { AppError, notFound } from '../http/app-error';
import type { CheckedImage } from '../images/read-image';
import type { JobQueue } from '../jobs/queue';
import { VIDEO_RENDER_JOB } from '../video/video-job-definition';
import { deleteOwnFile, fileUrl } from './files';
import type { FileStorage } from './storage';

export type VideoTaskRow = typeof videoTasks.$inferSelect;

/** Renders one requester may have queued or running at once… */
export const MAX_ACTIVE_VIDEOS = 2;
/** …and start per hour. */
export const MAX_VIDEOS_PER_HOUR = 30;

const ACTIVE = ['queued', 'processing'] as const;
const INTERRUPTED = 'The render was interrupted and could not be finished. Please try again.';

export interface VideoRequester {
  userId: string | undefined;
  /** The client's address, for anonymous visitors' limits. */
  address: string;
}

const requesterKey = ({ userId, address }: VideoRequester) => (userId ? `user:${userId}` : `ip:${address}`);

/** 429 with Retry-After when this requester has too many renders running or has made too many this hour. */
async function checkLimits(db: Db, requester: string): Promise<void> {
  const [active] = await db
    .select({ n: count() })
    .from(videoTasks)
    .where(and(eq(videoTasks.requester, requester), inArray(videoTasks.status, [...ACTIVE])));
  if ((active?.n ?? 0) >= MAX_ACTIVE_VIDEOS) {
    throw new AppError(429, `You already have ${MAX_ACTIVE_VIDEOS} videos rendering. Please wait for one to finish.`, 10);
  }
  const hourAgo = new Date(Date.now() - 3_600_000);
  const recent = await db
    .select({ createdAt: videoTasks.createdAt })
    .from(videoTasks)
    .where(and(eq(videoTasks.requester, requester), gt(videoTasks.createdAt, hourAgo)))
    .orderBy(videoTasks.createdAt);
  if (recent.length >= MAX_VIDEOS_PER_HOUR) {
    const wait = Math.ceil((recent[0]!.createdAt.getTime() + 3_600_000 - Date.now()) / 1000);
    throw new AppError(429, `You have made ${MAX_VIDEOS_PER_HOUR} videos in the last hour. Please try again later.`, Math.max(1, wait));
  }
}

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/**
 * What a product video shows: the product type's clip (the one asked for, else its first), colour and placement.
 * Null for a design-only video, and for a product type with no clip yet, which moves the picture on a card.
 */
export function productLook(request: Pick<GenerateVideoRequest, 'style' | 'productType' | 'clip' | 'color' | 'placement'>): VideoLook | null {
  if (request.style !== 'product') return null;
  const clip = clipFor(request.productType, request.clip);
  return clip ? { clip: clip.id, color: request.color.toUpperCase(), placement: request.placement ?? null } : null;
}

/** Records a render, keeps the picture for the worker and queues the job. Returns the task id. */
export async function startVideoTask(
  deps: { db: Db; storage: FileStorage; jobs: JobQueue },
  who: VideoRequester,
  request: Omit<GenerateVideoRequest, 'imageUrl'>,
  image: CheckedImage,
): Promise<string> {
  const { db, storage, jobs } = deps;
  const requester = requesterKey(who);
  await checkLimits(db, requester);
  const id = crypto.randomBytes(16).toString('base64url');
  const sourceKey = `${who.userId ?? 'anonymous'}/video-sources/${id}.${EXTENSIONS[image.mime]}`;
  const { width, height } = VIDEO_PLATFORMS[request.platform];
  const look = productLook(request);
  await storage.put(sourceKey, image.bytes);
  try {
    await db.insert(videoTasks).values({
      id,
      userId: who.userId ?? null,
      requester,
      framesTotal: request.duration * VIDEO_FPS,
      prompt: request.prompt,
      productType: request.productType,
      duration: request.duration,
      platform: request.platform,
      motion: look ? 'clip' : planMotion(request.productType, request.prompt).motion,
      look,
      width,
      height,
      sourceKey,
    });
    const jobId = await jobs.send(VIDEO_RENDER_JOB, { taskId: id });
    await db.update(videoTasks).set({ jobId }).where(eq(videoTasks.id, id));
  } catch (error) {
    await db.delete(videoTasks).where(eq(videoTasks.id, id));
    await storage.delete(sourceKey);
    throw error;
  }
  return id;
}

export async function findVideoTask(db: Db, id: string): Promise<VideoTaskRow | undefined> {
  const [row] = await db.select().from(videoTasks).where(eq(videoTasks.id, id));
  return row;
}

/** Sets fields on a task that is still queued or processing; false when it had already finished. */
export async function updateActiveTask(db: Db, id: string, fields: Partial<VideoTaskRow>): Promise<boolean> {
  const rows = await db
    .update(videoTasks)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(videoTasks.id, id), inArray(videoTasks.status, [...ACTIVE])))
    .returning({ id: videoTasks.id });
  return rows.length > 0;
}

type Progress = Pick<VideoTaskRow, 'framesEncoded' | 'framesTotal'>;

/**
 * Tasks this process is rendering now, with their progress: check-video-status answers them from here, without the
 * database or the queue (a page polls every second; on the embedded PGlite each query runs on the event loop).
 */
const renderingHere = new Map<string, Progress>();

export async function whileRenderingHere<T>(task: Pick<VideoTaskRow, 'id' | 'framesTotal'>, render: (encoded: (frames: number) => void) => Promise<T>): Promise<T> {
  const progress = { framesEncoded: 0, framesTotal: task.framesTotal };
  renderingHere.set(task.id, progress);
  try {
    return await render((frames) => (progress.framesEncoded = Math.max(progress.framesEncoded, frames)));
  } finally {
    renderingHere.delete(task.id);
  }
}

/**
 * check-video-status. The row follows the job; should the queue have given up on a job without its handler saying
 * so (its process died on the last try), the row is marked failed here, so no task stays 'processing' for ever.
 */
export async function videoTaskStatus(deps: { db: Db; jobs: JobQueue }, id: string): Promise<VideoStatusResponse> {
  const here = renderingHere.get(id);
  if (here) return { taskId: id, status: 'processing', success: true, progress: progressOf(here), videoUrl: null, error: null };
  let task = await findVideoTask(deps.db, id);
  if (!task) throw notFound('No video task with this id. It may have expired; please generate the video again.');
  if ((task.status === 'queued' || task.status === 'processing') && task.jobId) {
    const state = await deps.jobs.state(VIDEO_RENDER_JOB, task.jobId);
    if (state === undefined || state === 'failed' || state === 'cancelled' || state === 'completed') {
      await updateActiveTask(deps.db, id, { status: 'failed', error: INTERRUPTED, finishedAt: new Date() });
      task = (await findVideoTask(deps.db, id))!;
    }
  }
  return statusOf(deps.db, task);
}

async function statusOf(db: Db, task: VideoTaskRow): Promise<VideoStatusResponse> {
  const base = { taskId: task.id, status: task.status };
  switch (task.status) {
    case 'succeeded': {
      const [file] = task.fileId ? await db.select({ id: files.id }).from(files).where(eq(files.id, task.fileId)) : [];
      if (!file) return { ...base, success: false, progress: 100, videoUrl: null, error: 'This video has expired. Please generate it again.' };
      return { ...base, success: true, progress: 100, videoUrl: fileUrl(file), error: null };
    }
    case 'failed':
      return { ...base, success: false, progress: progressOf(task), videoUrl: null, error: task.error ?? INTERRUPTED };
    default:
      return { ...base, success: true, progress: progressOf(task), videoUrl: null, error: null };
  }
}

const progressOf = (task: Progress) => Math.min(100, Math.round((100 * task.framesEncoded) / Math.max(1, task.framesTotal)));

/** A signed-in user's finished videos, newest first, for the dashboard. */
export async function listUserVideos(db: Db, userId: string) {
  return db
    .select({ task: videoTasks, file: files })
    .from(videoTasks)
    .innerJoin(files, eq(files.id, videoTasks.fileId))
    .where(and(eq(videoTasks.userId, userId), eq(videoTasks.status, 'succeeded'), isNotNull(videoTasks.fileId)))
    .orderBy(desc(videoTasks.createdAt));
}

/** Deletes one of the user's videos (its task and its file); another user's id reads as missing. */
export async function deleteUserVideo(db: Db, storage: FileStorage, userId: string, id: string): Promise<boolean> {
  const [task] = await db.delete(videoTasks).where(and(eq(videoTasks.id, id), eq(videoTasks.userId, userId))).returning();
  if (!task) return false;
  if (task.fileId) await deleteOwnFile(db, storage, userId, task.fileId);
  if (task.sourceKey) await storage.delete(task.sourceKey);
  return true;
}
