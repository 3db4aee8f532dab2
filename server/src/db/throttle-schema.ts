import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;

/**
 * Failed sign-ins, counted per client address and per (address, account) pair (server/src/auth/sign-in-throttle.ts).
 * In the database so the counts survive a restart and hold across several servers.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    /** A SHA-256 of what is counted (address, or address + e-mail): fixed length whatever a client sends. */
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', tz).notNull(),
    /** Sign-in for this key is refused until then; null: not throttled. */
    blockedUntil: timestamp('blocked_until', tz),
  },
  (table) => [index('sign_in_throttle_last_failure_idx').on(table.lastFailureAt)],
);
