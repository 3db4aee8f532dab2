import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_BRAND_COLOURS } from '../../../core/src/schemas/brand-colours';
import type { Db } from '../db/client';
import { brandColours } from '../db/schema';
import { badRequest } from '../http/app-error';

/** The user's brand colours, oldest first (the order they were saved in). */
export async function listBrandColours(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ colour: brandColours.colour }).from(brandColours).where(eq(brandColours.userId, userId)).orderBy(asc(brandColours.createdAt), asc(brandColours.colour));
  return rows.map((row) => row.colour);
}

/** Saves a colour (`#rrggbb`, lower case); saving one already kept changes nothing. Past the cap: 400. */
export async function addBrandColour(db: Db, userId: string, colour: string): Promise<string[]> {
  await db.transaction(async (tx) => {
    const [{ n }] = (await tx.select({ n: count() }).from(brandColours).where(eq(brandColours.userId, userId))) as [{ n: number }];
    const [kept] = await tx.select().from(brandColours).where(and(eq(brandColours.userId, userId), eq(brandColours.colour, colour)));
    if (kept) return;
    if (n >= MAX_BRAND_COLOURS) throw badRequest(`You can keep at most ${MAX_BRAND_COLOURS} brand colours; remove one first.`);
    await tx.insert(brandColours).values({ userId, colour }).onConflictDoNothing();
  });
  return listBrandColours(db, userId);
}

export async function removeBrandColour(db: Db, userId: string, colour: string): Promise<boolean> {
  const removed = await db.delete(brandColours).where(and(eq(brandColours.userId, userId), eq(brandColours.colour, colour))).returning();
  return removed.length > 0;
}
