import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/** The product colours a signed-in user keeps as their brand's (#rrggbb, lower case), shown under the six swatches. */
export const brandColours = pgTable(
  'brand_colours',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    colour: text('colour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.colour] })],
);
