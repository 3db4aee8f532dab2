import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Placement } from '../../../core/src/render/types';
import type { VideoStatus } from '../../../core/src/video/video-request';
import { user } from './auth-schema';
import { files } from './files-schema';

const tz = { withTimezone: true } as const;

export interface VideoLook {
  clip: string;
  color: string;
  placement: Placement | null;
}

/**
 * Video mockup renders: what was asked, where the render is and what came of it. The job queue (pg-boss) delivers
 * and retries the work; this row is what check-video-status reads. A signed-in user's videos are listed on the
 * dashboard; an anonymous visitor's file expires with the files sweep.
 */
export const videoTasks = pgTable(
  'video_tasks',
  {
    /** Unguessable: whoever holds it may read the task's status. */
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** Whom the per-user limit counts: `user:<id>` or `ip:<address>`. */
    requester: text('requester').notNull(),
    status: text('status').$type<VideoStatus>().notNull().default('queued'),
    /** Progress is framesEncoded / framesTotal. */
    framesEncoded: integer('frames_encoded').notNull().default(0),
    framesTotal: integer('frames_total').notNull(),
    /** A sentence for the user when status is 'failed'. */
    error: text('error'),
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    jobId: text('job_id'),
    /** Render attempts started (a retry after a crash is the second). */
    attempts: integer('attempts').notNull().default(0),
    prompt: text('prompt').notNull(),
    productType: text('product_type').notNull(),
    duration: integer('duration').notNull(),
    platform: text('platform').notNull(),
    motion: text('motion').notNull(),
    /** A product video (style 'product'): the clip, the product's colour and where the design sits; null for a
     *  design-only video (the picture on a moving card, `motion`). */
    look: jsonb('look').$type<VideoLook>(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The uploaded picture in storage until the render has finished or failed for good. */
    sourceKey: text('source_key'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', tz),
  },
  (table) => [index('video_tasks_user_id_idx').on(table.userId, table.createdAt), index('video_tasks_requester_idx').on(table.requester, table.status)],
);
