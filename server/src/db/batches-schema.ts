import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BatchItemStatus, BatchStatus } from '../../../core/src/render/batch-request';
import type { Placement } from '../../../core/src/render/types';
import type { StoredBatchAreas } from '../../../core/src/editor/batch-layers';
import { user } from './auth-schema';
import { files } from './files-schema';

const tz = { withTimezone: true } as const;

/**
 * Batch mockups: one design on many templates and colours, made by a job (server/src/jobs/render-batch-job.ts) and
 * delivered as one ZIP. The rows are the batch's own progress; the queue only delivers and retries the job.
 */
export const renderBatches = pgTable(
  'render_batches',
  {
    /** Unguessable: for an anonymous visitor the id is the only key to the batch. */
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<BatchStatus>().notNull(),
    width: integer('width').notNull(),
    /** The one design's placement; null for a layered batch. */
    placement: jsonb('placement').$type<Placement>(),
    /** Storage key of the design's raster bytes while the batch runs; null for a layered batch. */
    designKey: text('design_key'),
    /** A layered batch's areas (services/batch-layers.ts): images as storage keys of their raster bytes. */
    areas: jsonb('areas').$type<StoredBatchAreas>(),
    total: integer('total').notNull(),
    /** The ZIP once made; null again when an anonymous one has expired and been swept. */
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    jobId: text('job_id'),
    error: text('error'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', tz),
  },
  (table) => [index('render_batches_user_id_idx').on(table.userId, table.createdAt)],
);

export const renderBatchItems = pgTable(
  'render_batch_items',
  {
    batchId: text('batch_id')
      .notNull()
      .references(() => renderBatches.id, { onDelete: 'cascade' }),
    /** Order in the batch and in the ZIP. */
    position: integer('position').notNull(),
    templateId: text('template_id').notNull(),
    color: text('color').notNull(),
    status: text('status').$type<BatchItemStatus>().notNull(),
    /** Storage key of the finished PNG until it is zipped. */
    pngKey: text('png_key'),
    error: text('error'),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.position] })],
);
