import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  BATCH_LIMITS,
  batchItemFileName,
  isFinished,
  type BatchProgress,
  type BatchRequest,
} from '../../../core/src/render/batch-request';
import type { BatchAreas } from '../../../core/src/editor/batch-layers';
import { isOwnTemplateId } from '../../../core/src/own-photo/own-template';
import { templateAsset } from '../../../core/src/templates/assets';
import { templatesFor } from '../../../core/src/templates/library';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { files, renderBatches, renderBatchItems } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { checkUploadedImage } from '../images/read-image';
import type { JobQueue } from '../jobs/queue';
import { RENDER_BATCH_JOB } from '../jobs/render-batch-job';
import type { WorkPool } from '../work/pool';
import { storeBatchLayers } from './batch-layers';
import { fileUrl } from './files';
import { findOwnedTemplate } from './own-templates';
import { dataUrlBytes } from './render';
import type { FileStorage } from './storage';

/** What the batch service works with: callable from any route (the app's, a versioned API's) or a job. */
export interface BatchDeps {
  db: Db;
  storage: FileStorage;
  work: WorkPool;
  jobs: JobQueue;
  config: Config;
}

export type BatchRow = typeof renderBatches.$inferSelect;

/** Where a batch keeps its files until the ZIP is made: the design and each finished PNG. */
export const batchFolder = (batchId: string) => `batches/${batchId}`;

/** The templates a request names, in order, each once: the named ids first, then each category's. */
export function batchTemplates(request: Pick<BatchRequest, 'templateIds' | 'categories'>): string[] {
  const ids = new Set<string>();
  for (const id of request.templateIds ?? []) {
    // An own template's id is checked against the batch's account by createBatch.
    if (!templateAsset(id) && !isOwnTemplateId(id)) throw badRequest(`No template with id '${id}'.`);
    ids.add(id);
  }
  for (const slug of request.categories ?? []) {
    const templates = templatesFor(slug);
    if (templates.length === 0) throw badRequest(`No category '${slug}' (or it has no templates yet).`);
    for (const t of templates) ids.add(t.id);
  }
  return [...ids];
}

/** Checks a request against BATCH_LIMITS; returns its items, template by template, each in every colour. */
export function batchItems(request: Omit<BatchRequest, 'design' | 'placement'>): { templateId: string; color: string }[] {
  const templates = batchTemplates(request);
  const colours = [...new Set(request.colors.map((c) => c.toLowerCase()))];
  const count = templates.length * colours.length;
  if (count > BATCH_LIMITS.maxItems) {
    throw badRequest(`A batch makes at most ${BATCH_LIMITS.maxItems} mockups; this one would make ${count} (${templates.length} templates × ${colours.length} colours).`);
  }
  const pixels = count * request.width * request.width;
  if (pixels > BATCH_LIMITS.maxPixels) {
    const most = Math.floor(BATCH_LIMITS.maxPixels / (request.width * request.width));
    throw badRequest(`At ${request.width} px a batch makes at most ${most} mockups; this one would make ${count}. Choose a smaller size or fewer templates.`);
  }
  return templates.flatMap((templateId) => colours.map((color) => ({ templateId, color })));
}

/** A batch request whose design arrived as bytes (the versioned API: an uploaded design, a remote URL). */
export type BatchRequestWithBytes = Omit<BatchRequest, 'design'> & { designBytes: Uint8Array };

/** Runs inside the transaction that records a new batch, before its job is queued (the API records its own row). */
export type OnBatchCreated = (tx: Parameters<Parameters<Db['transaction']>[0]>[0], batchId: string) => Promise<void>;

/** A batch of the editor's layers (core/editor/batch-layers.ts): `areas` instead of one design and its placement. */
export type LayeredBatchRequest = Omit<BatchRequest, 'design' | 'placement'> & {
  areas: BatchAreas;
  /** How an image layer's `design` becomes bytes: data URLs by default (the versioned API also resolves ids and URLs). */
  imageBytes?: (design: string) => Promise<Uint8Array>;
};

/** Keeps what the batch draws in its folder: the one design, or each layer's image. */
async function keepBatchSources(deps: BatchDeps, id: string, request: BatchRequest | BatchRequestWithBytes | LayeredBatchRequest) {
  if ('areas' in request) return { placement: null, designKey: null, areas: await storeBatchLayers(deps, batchFolder(id), request.areas, request.imageBytes) };
  const design = await checkUploadedImage(deps.work, 'designBytes' in request ? request.designBytes : dataUrlBytes(request.design));
  const designKey = `${batchFolder(id)}/design`;
  await deps.storage.put(designKey, design.bytes);
  return { placement: request.placement, designKey, areas: null };
}

/** Starts a batch: checks it, keeps the design (or layers), records every item and queues the job. Returns the batch id. */
export async function createBatch(
  deps: BatchDeps,
  request: BatchRequest | BatchRequestWithBytes | LayeredBatchRequest,
  userId: string | undefined,
  onCreated?: OnBatchCreated,
): Promise<string> {
  const items = batchItems(request);
  for (const templateId of new Set(items.map((item) => item.templateId))) {
    if (isOwnTemplateId(templateId) && !(userId && (await findOwnedTemplate(deps.db, templateId, userId)))) throw badRequest(`No template with id '${templateId}'.`);
  }
  const id = crypto.randomBytes(16).toString('base64url');
  try {
    const sources = await keepBatchSources(deps, id, request);
    await deps.db.transaction(async (tx) => {
      await tx.insert(renderBatches).values({
        id,
        userId: userId ?? null,
        status: 'queued',
        width: request.width,
        ...sources,
        total: items.length,
      });
      await tx.insert(renderBatchItems).values(items.map((item, position) => ({ batchId: id, position, ...item, status: 'pending' as const })));
      await onCreated?.(tx, id);
    });
    const jobId = await deps.jobs.send(RENDER_BATCH_JOB, { batchId: id });
    await deps.db.update(renderBatches).set({ jobId }).where(eq(renderBatches.id, id));
  } catch (error) {
    await deps.db.delete(renderBatches).where(eq(renderBatches.id, id)).catch(() => undefined);
    await deps.storage.deletePrefix(batchFolder(id));
    throw error;
  }
  return id;
}

const missing = () => notFound('No such batch (or it belongs to another account).');

/**
 * A batch its asker may see: a signed-in user's only by that user; an anonymous one by whoever holds its id (the id
 * is unguessable and is the anonymous visitor's only key to it).
 */
export async function findBatch(db: Db, id: string, userId: string | undefined): Promise<BatchRow> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) throw missing();
  const [row] = await db.select().from(renderBatches).where(eq(renderBatches.id, id));
  if (!row || (row.userId && row.userId !== userId)) throw missing();
  return row;
}

/** Progress and per-item status of a batch. */
export async function batchProgress(db: Db, id: string, userId: string | undefined): Promise<BatchProgress> {
  const batch = await findBatch(db, id, userId);
  const items = await db.select().from(renderBatchItems).where(eq(renderBatchItems.batchId, id)).orderBy(asc(renderBatchItems.position));
  const [zip] = batch.fileId ? await db.select().from(files).where(eq(files.id, batch.fileId)) : [];
  return {
    id: batch.id,
    status: batch.status,
    width: batch.width,
    total: batch.total,
    done: items.filter((i) => i.status === 'done').length,
    failed: items.filter((i) => i.status === 'failed').length,
    createdAt: batch.createdAt.toISOString(),
    finishedAt: batch.finishedAt?.toISOString() ?? null,
    error: batch.error,
    zipUrl: zip ? `${fileUrl(zip)}?download=1` : null,
    zipName: zip?.name ?? null,
    zipSize: zip?.size ?? null,
    zipExpiresAt: zip?.expiresAt?.toISOString() ?? null,
    items: items.map((i) => ({
      templateId: i.templateId,
      color: i.color,
      fileName: batchItemFileName(i.templateId, i.color),
      status: i.status,
      error: i.error,
    })),
  };
}

/** The ZIP's file id, or a 404/409 saying why there is none. */
export async function batchZipFileId(db: Db, id: string, userId: string | undefined): Promise<string> {
  const batch = await findBatch(db, id, userId);
  if (batch.fileId) return batch.fileId;
  if (batch.status === 'done') throw notFound('This batch’s ZIP has expired. Start the batch again to make a new one.');
  throw badRequest(`The ZIP is not ready: the batch is ${batch.status}.`);
}

/** Stops a batch that is still running; what was made so far is discarded. Finished batches stay as they are. */
export async function cancelBatch(deps: BatchDeps, id: string, userId: string | undefined): Promise<void> {
  const batch = await findBatch(deps.db, id, userId);
  if (isFinished(batch.status)) return;
  const [cancelled] = await deps.db
    .update(renderBatches)
    .set({ status: 'cancelled', finishedAt: new Date() })
    .where(and(eq(renderBatches.id, id), inArray(renderBatches.status, ['queued', 'running', 'zipping'])))
    .returning();
  if (!cancelled) return;
  // The job notices at its next item (or is never started) and discards its files too.
  if (batch.jobId) await deps.jobs.cancel(RENDER_BATCH_JOB, batch.jobId).catch(() => undefined);
  await deps.storage.deletePrefix(batchFolder(id));
}

/** A signed-in user's batches, newest first (the dashboard's list). */
export async function listBatches(db: Db, userId: string, limit = 50) {
  const rows = await db
    .select({ batch: renderBatches, zip: files })
    .from(renderBatches)
    .leftJoin(files, eq(files.id, renderBatches.fileId))
    .where(eq(renderBatches.userId, userId))
    .orderBy(desc(renderBatches.createdAt))
    .limit(limit);
  return rows.map(({ batch, zip }) => ({
    id: batch.id,
    status: batch.status,
    width: batch.width,
    total: batch.total,
    createdAt: batch.createdAt.toISOString(),
    finishedAt: batch.finishedAt?.toISOString() ?? null,
    zipUrl: zip ? `${fileUrl(zip)}?download=1` : null,
    zipSize: zip?.size ?? null,
  }));
}

export type BatchSummary = Awaited<ReturnType<typeof listBatches>>[number];
