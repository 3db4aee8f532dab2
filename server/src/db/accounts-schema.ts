import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Placement } from '../../../core/src/render/types';
import { user } from './auth-schema';

// The user's own data. Rows cascade away with the user; files are removed by the account service.

const tz = { withTimezone: true } as const;
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const profiles = pgTable('profiles', {
  userId: owner().primaryKey(),
  displayName: text('display_name'),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});

export const designs = pgTable(
  'designs',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** SHA-256 (hex) of the stored bytes: the same picture uploaded again is the same design in the dashboard's count.
     *  Null for designs stored before it was kept. */
    contentHash: text('content_hash'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (table) => [index('designs_user_id_idx').on(table.userId, table.createdAt), index('designs_user_content_idx').on(table.userId, table.contentHash)],
);

/** Where the design sits on the template, as the editor's sliders set it (core's placementSchema). */
export type { Placement };

export const mockups = pgTable(
  'mockups',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    designId: text('design_id').references(() => designs.id, { onDelete: 'set null' }),
    templateId: text('template_id').notNull(),
    placement: jsonb('placement').$type<Placement>().notNull(),
    color: text('color').notNull(),
    /** The layered document (core/editor/stored-document: version 2, images as design references); null for a
     *  mockup saved before layers, which `placement` and `designId` describe. */
    document: jsonb('document'),
    fileKey: text('file_key').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (table) => [index('mockups_user_id_idx').on(table.userId, table.createdAt)],
);

export const usage = pgTable('usage', {
  userId: owner().primaryKey(),
  exports: integer('exports').notNull().default(0),
});
