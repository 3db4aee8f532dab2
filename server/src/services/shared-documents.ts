import crypto from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { referencedDesignIds, type StoredDocument } from '../../../core/src/editor/stored-document';
import { MAX_SHARED_DOCUMENTS, type SharedDocumentRequest } from '../../../core/src/schemas/shared-document';
import type { Db } from '../db/client';
import { sharedDocuments } from '../db/schema';
import { AppError, badRequest } from '../http/app-error';
import { findDesign, type DesignRow } from './designs';
import { requireOwnDesigns } from './mockups';

export type SharedDocumentRow = typeof sharedDocuments.$inferSelect;

/** Keeps a document for a shared link; every design it names (and the one it opens with) must be the user's. */
export async function createSharedDocument(db: Db, userId: string, input: SharedDocumentRequest): Promise<SharedDocumentRow> {
  const live = and(eq(sharedDocuments.userId, userId), isNull(sharedDocuments.revokedAt));
  const [{ n }] = (await db.select({ n: count() }).from(sharedDocuments).where(live)) as [{ n: number }];
  if (n >= MAX_SHARED_DOCUMENTS) throw new AppError(409, `You have ${MAX_SHARED_DOCUMENTS} shared links, the most an account keeps.`);
  if (!(await findDesign(db, userId, input.designId))) throw badRequest(`designId: '${input.designId}' is not one of your designs.`);
  await requireOwnDesigns(db, userId, input.document);
  const id = crypto.randomBytes(16).toString('base64url');
  const [row] = await db
    .insert(sharedDocuments)
    .values({ id, userId, templateId: input.templateId, designId: input.designId, document: input.document })
    .returning();
  return row!;
}

/** A link as anyone holding its id finds it: live (its row), revoked by its owner, or unknown (undefined). */
export type SharedLinkState = { live: SharedDocumentRow } | 'revoked' | undefined;

export async function findSharedDocument(db: Db, id: string): Promise<SharedLinkState> {
  const [row] = await db.select().from(sharedDocuments).where(eq(sharedDocuments.id, id));
  if (!row) return undefined;
  return row.revokedAt ? 'revoked' : { live: row };
}

/** Reads a link's document as the editor opens it, counting the open in the same statement. */
export async function openSharedDocument(db: Db, id: string): Promise<SharedLinkState> {
  const [row] = await db
    .update(sharedDocuments)
    .set({ openCount: sql`${sharedDocuments.openCount} + 1` })
    .where(and(eq(sharedDocuments.id, id), isNull(sharedDocuments.revokedAt)))
    .returning();
  return row ? { live: row } : findSharedDocument(db, id);
}

/** A design the link names (its opening design or a layer's), read from the owner's account; anything else is missing. */
export async function sharedDesign(db: Db, row: SharedDocumentRow, designId: string): Promise<DesignRow | undefined> {
  const named = designId === row.designId || referencedDesignIds(row.document as StoredDocument).includes(designId);
  return named ? findDesign(db, row.userId, designId) : undefined;
}
