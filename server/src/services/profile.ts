import { count, countDistinct, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { designs, mockups, profiles, usage, user } from '../db/schema';

export interface AccountStats {
  email: string;
  displayName: string | null;
  memberSince: string;
  totalDesigns: number;
  totalMockups: number;
  totalExports: number;
}

/** The dashboard's numbers, for one user only. */
export async function accountStats(db: Db, userId: string): Promise<AccountStats | undefined> {
  const [owner] = await db.select({ email: user.email, createdAt: user.createdAt }).from(user).where(eq(user.id, userId));
  if (!owner) return undefined;
  const [[profile], [designCount], [mockupCount], usageRows] = await Promise.all([
    db.select({ displayName: profiles.displayName }).from(profiles).where(eq(profiles.userId, userId)),
    // By content: the same picture uploaded three times is one design (rows from before hashes count one each).
    db.select({ value: countDistinct(sql`coalesce(${designs.contentHash}, ${designs.id})`) }).from(designs).where(eq(designs.userId, userId)),
    db.select({ value: count() }).from(mockups).where(eq(mockups.userId, userId)),
    db.select({ exports: usage.exports }).from(usage).where(eq(usage.userId, userId)),
  ]);
  return {
    email: owner.email,
    displayName: profile?.displayName ?? null,
    memberSince: owner.createdAt.toISOString(),
    totalDesigns: designCount?.value ?? 0,
    totalMockups: mockupCount?.value ?? 0,
    totalExports: usageRows.reduce((sum, row) => sum + row.exports, 0),
  };
}

/** The profile's display name, mirrored into the auth user's name so the session shows it too. */
export async function updateDisplayName(db: Db, userId: string, displayName: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId, displayName })
      .onConflictDoUpdate({ target: profiles.userId, set: { displayName, updatedAt: new Date() } });
    await tx.update(user).set({ name: displayName, updatedAt: new Date() }).where(eq(user.id, userId));
  });
}
