import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

const tz = { withTimezone: true } as const;

/**
 * Files the app made for someone: AI results, videos, batch ZIPs. Served at /api/files/:id. An anonymous
 * visitor's files expire (the sweeper deletes row and file); a signed-in user's stay until they delete them.
 */
export const files = pgTable(
  'files',
  {
    /** Unguessable and never reused, so the URL can be cached for good. */
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** What made it: 'ai-design', 'cutout', 'ai-background', 'product-photo', 'video', 'batch-zip'… */
    kind: text('kind').notNull(),
    /** The name a download gets, extension included. */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    /** When the sweeper removes it; null keeps it. */
    expiresAt: timestamp('expires_at', tz),
  },
  (table) => [index('files_user_id_idx').on(table.userId, table.createdAt), index('files_expires_at_idx').on(table.expiresAt)],
);
