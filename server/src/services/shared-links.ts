import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SharedLinkSummary } from '../../../core/src/schemas/shared-document';
import type { Db } from '../db/client';
import { designs, sharedDocuments } from '../db/schema';

/**
 * The owner's side of shared editor links: the live ones, newest first, each with the design it opens with (when
 * that design is still in the account) as its name and thumbnail.
 */
export async function listSharedLinks(db: Db, userId: string): Promise<SharedLinkSummary[]> {
  const rows = await db
    .select({
      id: sharedDocuments.id,
      templateId: sharedDocuments.templateId,
      createdAt: sharedDocuments.createdAt,
      openCount: sharedDocuments.openCount,
      designId: designs.id,
      designName: designs.name,
    })
    .from(sharedDocuments)
    // The owner's own design only: a link never names another account's.
    .leftJoin(designs, and(eq(designs.id, sharedDocuments.designId), eq(designs.userId, sharedDocuments.userId)))
    .where(and(eq(sharedDocuments.userId, userId), isNull(sharedDocuments.revokedAt)))
    .orderBy(desc(sharedDocuments.createdAt), desc(sharedDocuments.id));
  return rows.map((row) => ({
    id: row.id,
    templateId: row.templateId,
    createdAt: row.createdAt.toISOString(),
    openCount: row.openCount,
    design: row.designId && row.designName !== null ? { name: row.designName, thumbnailUrl: `/api/designs/${row.designId}/file` } : null,
  }));
}

/**
 * Revokes one of `userId`'s live links: the row stays (so the link can answer "removed" rather than "unknown") but
 * the document goes. False when there is no such live link of theirs: another account's link reads as missing.
 */
export async function revokeSharedLink(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(sharedDocuments)
    .set({ revokedAt: sql`now()`, document: null })
    .where(and(eq(sharedDocuments.id, id), eq(sharedDocuments.userId, userId), isNull(sharedDocuments.revokedAt)))
    .returning({ id: sharedDocuments.id });
  return rows.length === 1;
}
