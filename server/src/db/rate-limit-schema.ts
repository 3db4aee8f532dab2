import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The app's own rate-limit counters (form and heavy-work budgets), shared by every server on the database: one row
 * per limiter, route and client, counting hits until `reset_at`. better-auth keeps its own in `rate_limit`.
 */
export const requestCounters = pgTable(
  'request_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('request_counters_reset_at_idx').on(table.resetAt)],
);
