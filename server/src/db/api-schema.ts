import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';
import { renderBatches } from './batches-schema';

// The public render API (/api/v1): keys, their monthly counts, webhook secrets and deliveries.

const tz = { withTimezone: true } as const;
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** A key is shown once; only its SHA-256 is kept. `prefix` (its first characters) tells keys apart on the dashboard. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', tz),
    revokedAt: timestamp('revoked_at', tz),
  },
  (table) => [uniqueIndex('api_keys_hash_idx').on(table.hash), index('api_keys_user_id_idx').on(table.userId, table.createdAt)],
);

/** Renders made with a key, per calendar month (UTC, 'YYYY-MM'). */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    renders: integer('renders').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.month] })],
);

/** The secret that signs a user's webhook deliveries (HMAC-SHA256), made on first use. */
export const webhookSecrets = pgTable('webhook_secrets', {
  userId: owner().primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
});

/** A batch started through the API: the key that started it, its webhook, and whether its renders were counted. */
export const apiBatches = pgTable('api_batches', {
  batchId: text('batch_id')
    .primaryKey()
    .references(() => renderBatches.id, { onDelete: 'cascade' }),
  keyId: text('key_id')
    .notNull()
    .references(() => apiKeys.id, { onDelete: 'cascade' }),
  userId: owner(),
  webhookUrl: text('webhook_url'),
  /** Set once, when the finished batch's renders were counted and its webhook queued. */
  settledAt: timestamp('settled_at', tz),
});

/** Each attempt to deliver a webhook, shown on the dashboard. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    batchId: text('batch_id').notNull(),
    url: text('url').notNull(),
    attempt: integer('attempt').notNull(),
    /** The receiver's HTTP status, or null when none came (refused address, timeout, network error). */
    statusCode: integer('status_code'),
    ok: integer('ok').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (table) => [index('webhook_deliveries_user_id_idx').on(table.userId, table.createdAt)],
);
