import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import yazl from 'yazl';
import { batchItemFileName } from '../../../core/src/render/batch-request';
import { renderBatches, renderBatchItems } from '../db/schema';
import { AppError, badRequest } from '../http/app-error';
import type { Logger } from '../logger';
import { saveFile } from './files';
import { templateForRender } from './own-templates';
import { ownedPsdTemplate, psdTemplateAreas, renderPsdTemplatePng } from './psd-templates';
import { batchImageReader, batchItemLayers, batchPsdItemLayers, type BatchImageReader } from './batch-layers';
import { renderLayeredOnPool, renderMockupOnPool } from './render';
import { batchFolder, type BatchDeps, type BatchRow } from './render-batches';
import { tempDirFor } from './storage';

type ItemRow = typeof renderBatchItems.$inferSelect;

/** How long a batch waits before asking again when the render queue is full (interactive renders come first). */
const BUSY_WAIT_MS = 1000;

class Cancelled extends Error {}

/**
 * Runs (or resumes) a batch: renders every item not yet done, each PNG kept in storage as it is made, then streams
 * them into one ZIP and saves it. A restart in the middle loses at most the items being rendered at that moment:
 * the job is retried and picks up the items still pending.
 */
export async function runBatch(deps: BatchDeps & { logger: Logger }, batchId: string, signal: AbortSignal, lastAttempt = false): Promise<void> {
  const { db } = deps;
  const [batch] = await db.select().from(renderBatches).where(eq(renderBatches.id, batchId));
  if (!batch || batch.status === 'done' || batch.status === 'failed' || batch.status === 'cancelled') return;
  const still = async () => {
    const [row] = await db.select({ status: renderBatches.status }).from(renderBatches).where(eq(renderBatches.id, batchId));
    if (!row || row.status === 'cancelled') throw new Cancelled();
  };
  try {
    await setStatus(deps, batchId, 'running');
    const design = batch.designKey ? await deps.storage.get(batch.designKey) : undefined;
    if (batch.designKey && !design) return await fail(deps, batchId, 'The design of this batch is missing; please start it again.');
    const source: BatchSource = design ? { design } : { read: batchImageReader(deps.storage) };
    const todo = await db
      .select()
      .from(renderBatchItems)
      .where(and(eq(renderBatchItems.batchId, batchId), inArray(renderBatchItems.status, ['pending', 'rendering'])))
      .orderBy(asc(renderBatchItems.position));
    // One lane per render thread and one more: while a lane stores its PNG and updates the database, the spare
    // lane's render keeps the thread busy. The pool's queue (4 a thread) keeps room for single renders.
    let next = 0;
    const lane = async () => {
      for (let item = todo[next++]; item; item = todo[next++]) {
        if (signal.aborted) throw new Error('The batch job was stopped; it resumes from the items still pending.');
        await still();
        await renderItem(deps, batch, source, item, signal);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, deps.config.renderWorkers) + 1 }, lane));
    await still();
    await zipBatch(deps, batch);
  } catch (error) {
    if (error instanceof Cancelled) {
      await deps.storage.deletePrefix(batchFolder(batchId));
      return;
    }
    deps.logger.error({ err: error, batchId, lastAttempt }, 'batch job failed');
    // With no retry left the batch says so, instead of showing 'running' for ever.
    if (lastAttempt && !signal.aborted) await fail(deps, batchId, 'The batch stopped on a server error. Please start it again.');
    throw error;
  }
}

/** What every item of a batch draws: the one design's bytes, or (a layered batch) its stored layers' images. */
type BatchSource = { design: Uint8Array } | { read: BatchImageReader };

/** One item's render: the design on its template, or the layers of the area the template shows. */
async function itemRender(deps: BatchDeps, batch: BatchRow, source: BatchSource, item: ItemRow): Promise<() => Promise<Uint8Array>> {
  const { templateId, color } = item;
  const { width } = batch;
  // An own template is rendered for its owner only, and not once it has been deleted; one imported from a PSD
  // through its layer stack (services/psd-templates.ts).
  const psd = batch.userId ? await ownedPsdTemplate(deps.db, templateId, batch.userId) : undefined;
  const own = psd ? undefined : await templateForRender(deps, templateId, batch.userId ?? undefined);
  if ('read' in source) {
    if (!batch.areas) throw badRequest('This batch’s layers are missing; please start it again.');
    if (psd) {
      const names = (await psdTemplateAreas(deps.storage, psd)).map((a) => a.name);
      const areaLayers = await batchPsdItemLayers(batch.areas, names, source.read);
      return () => renderPsdTemplatePng(deps, psd, { width, areaLayers, colour: color });
    }
    const { layers, otherAreas } = await batchItemLayers(batch.areas, templateId, source.read);
    return () => renderLayeredOnPool(deps.work, deps.config, { templateId, layers, otherAreas, color, width, own, format: 'png' });
  }
  const placement = batch.placement!; // kept with every single-design batch
  // A copy per render: the bytes travel to a render thread.
  const design = () => new Uint8Array(source.design);
  return () =>
    psd
      ? renderPsdTemplatePng(deps, psd, { width, design: { bytes: design(), placement }, colour: color })
      : renderMockupOnPool(deps.work, deps.config, { templateId, design: design(), placement, color, width, own });
}

async function renderItem(deps: BatchDeps, batch: BatchRow, source: BatchSource, item: ItemRow, signal: AbortSignal) {
  const where = and(eq(renderBatchItems.batchId, item.batchId), eq(renderBatchItems.position, item.position));
  await deps.db.update(renderBatchItems).set({ status: 'rendering' }).where(where);
  try {
    const render = await itemRender(deps, batch, source, item);
    let png: Uint8Array | undefined;
    while (!png) {
      try {
        png = await render();
      } catch (error) {
        if (!(error instanceof AppError && error.status === 503) || signal.aborted) throw error;
        await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
      }
    }
    const pngKey = `${batchFolder(batch.id)}/${item.position}.png`;
    await deps.storage.put(pngKey, png);
    await deps.db.update(renderBatchItems).set({ status: 'done', pngKey, error: null }).where(where);
  } catch (error) {
    // A client error (a design the renderer refuses, a template gone) fails this item; anything else the job.
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    await deps.db.update(renderBatchItems).set({ status: 'failed', error: error.message }).where(where);
  }
}

/** Streams the finished PNGs into a ZIP in the temp folder (never the whole archive in memory), then saves it. */
async function zipBatch(deps: BatchDeps, batch: BatchRow) {
  const items = await deps.db
    .select()
    .from(renderBatchItems)
    .where(and(eq(renderBatchItems.batchId, batch.id), eq(renderBatchItems.status, 'done')))
    .orderBy(asc(renderBatchItems.position));
  if (items.length === 0) {
    const [failed] = await deps.db.select().from(renderBatchItems).where(eq(renderBatchItems.batchId, batch.id)).limit(1);
    return fail(deps, batch.id, `No mockup could be made${failed?.error ? `: ${failed.error}` : '.'}`);
  }
  await setStatus(deps, batch.id, 'zipping');
  const tempDir = tempDirFor(deps.config);
  await fs.mkdir(tempDir, { recursive: true });
  const zipPath = path.join(tempDir, `batch-${batch.id}.zip`);
  try {
    const zip = new yazl.ZipFile();
    const written = new Promise<void>((resolve, reject) => {
      const out = createWriteStream(zipPath);
      out.once('close', resolve);
      out.once('error', reject);
      zip.outputStream.once('error', reject);
      zip.outputStream.pipe(out);
    });
    for (const item of items) {
      const opened = await deps.storage.read(item.pngKey!);
      if (!opened) throw new Error(`batch ${batch.id}: the PNG of item ${item.position} is missing`);
      // PNGs are compressed already: stored, not deflated again.
      zip.addReadStream(opened.stream, batchItemFileName(item.templateId, item.color), { compress: false, size: opened.size });
    }
    zip.end();
    await written;
    const day = new Date().toISOString().slice(0, 10);
    const file = await saveFile(deps.db, deps.storage, {
      source: { path: zipPath },
      mime: 'application/zip',
      kind: 'batch-zip',
      name: `mockups-${day}-${batch.id.slice(0, 6)}.zip`,
      userId: batch.userId ?? undefined,
      anonymousTtlMs: deps.config.anonymousFileTtlMs,
    });
    await deps.db
      .update(renderBatches)
      .set({ status: 'done', fileId: file.id, finishedAt: new Date() })
      .where(and(eq(renderBatches.id, batch.id), eq(renderBatches.status, 'zipping')));
    await deps.storage.deletePrefix(batchFolder(batch.id));
  } finally {
    await fs.rm(zipPath, { force: true });
  }
}

const setStatus = (deps: BatchDeps, id: string, status: 'running' | 'zipping') =>
  deps.db
    .update(renderBatches)
    .set({ status })
    .where(and(eq(renderBatches.id, id), inArray(renderBatches.status, ['queued', 'running', 'zipping'])));

async function fail(deps: BatchDeps, id: string, message: string) {
  await deps.db.update(renderBatches).set({ status: 'failed', error: message, finishedAt: new Date() }).where(eq(renderBatches.id, id));
  await deps.storage.deletePrefix(batchFolder(id));
}
