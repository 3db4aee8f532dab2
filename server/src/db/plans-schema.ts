import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { PlanId } from '../../../core/src/plans/entitlements';
import { user } from './auth-schema';

// Plans (PLANS=on): which plan an account is on, set by the operator, and what it used each month.

const tz = { withTimezone: true } as const;

/** An account without a row is on the default plan (Free). */
export const accountPlans = pgTable('account_plans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  plan: text('plan').$type<PlanId>().notNull(),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});

/** Downloads and videos counted per account and calendar month (UTC, 'YYYY-MM'); a new month starts a new row. */
export const planUsage = pgTable(
  'plan_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    downloads: integer('downloads').notNull().default(0),
    videos: integer('videos').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);
