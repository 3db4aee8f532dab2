import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

const tz = { withTimezone: true } as const;

/**
 * Templates users made from their own product photos (issue #17). The layers live in storage under `fileKey` +
 * `/scene.webp`, `/maps.png`, `/mesh.json`, `/thumb.webp`, a folder inside the owner's own (`<userId>/own-templates/…`),
 * so deleting the account removes them with the rest of the user's files. `version` changes whenever the layers may
 * be read anew (and names the asset URLs), so no cache ever serves a deleted or replaced template's pixels.
 */
export const ownTemplates = pgTable(
  'own_templates',
  {
    /** `own-` and 16 url-safe random characters (core/src/own-photo/own-template.ts). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'photo' (layers derived from a photo: scene, maps, mesh) or 'psd' (a Photoshop file's plan: psd.json and its
     *  cached layers, issue #31). */
    kind: text('kind').notNull().default('photo'),
    /** Placement preset type (core/src/placement/presets.ts). */
    type: text('type').notNull(),
    printAspect: doublePrecision('print_aspect').notNull(),
    /** Side of the square layers, pixels. */
    size: integer('size').notNull(),
    /** Anyone with the link may use it, read-only. */
    shared: boolean('shared').notNull().default(false),
    /** The storage folder holding the layers. */
    fileKey: text('file_key').notNull(),
    /** A short content hash of the layers: part of the asset URLs and of render caches' keys. */
    version: text('version').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (table) => [index('own_templates_user_id_idx').on(table.userId, table.createdAt)],
);
