import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscribers_email_idx').on(table.email)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name'),
  email: text('email').notNull(),
  subject: text('subject'),
  category: text('category'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export * from './auth-schema';
export * from './accounts-schema';
export * from './files-schema';
export * from './batches-schema';
export * from './api-schema';
export * from './throttle-schema';
export * from './video-schema';
export * from './rate-limit-schema';
export * from './own-templates-schema';
export * from './plans-schema';
export * from './shared-documents-schema';
export * from './brand-colours-schema';
