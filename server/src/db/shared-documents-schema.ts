import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/**
 * Shared editor links: a signed-in user's layered document for one template, opened by anyone holding the link's
 * unguessable id. Its images are the owner's designs, served only through the link (and only those it names).
 * A revoked link keeps its row (without the document) so opening it can say it was removed rather than mistyped.
 */
export const sharedDocuments = pgTable(
  'shared_documents',
  {
    /** 128 random bits: the link is the permission. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    /** The design the editor opens with (the uploaded design's layer names it). */
    designId: text('design_id').notNull(),
    /** core/editor/stored-document: version 2, images as design references. Null once revoked: the owner took it back. */
    document: jsonb('document'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Times the link was opened (its document read), for the owner's list. */
    openCount: integer('open_count').notNull().default(0),
    /** Set when the owner revokes the link; from then on it answers 410. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('shared_documents_user_id_idx').on(table.userId, table.createdAt)],
);
