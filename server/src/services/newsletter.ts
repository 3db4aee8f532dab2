import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsletterSubscribers } from '../db/schema';

/** Stores an address once; subscribing again is not an error. */
export async function subscribe(db: Db, email: string): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}

export async function countSubscribers(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(newsletterSubscribers);
  return row?.value ?? 0;
}
