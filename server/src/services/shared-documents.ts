import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
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
  const [{ n }] = (await db.select({ n: count() }).from(sharedDocuments).where(eq(sharedDocuments.userId, userId))) as [{ n: number }];
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

export async function findSharedDocument(db: Db, id: string): Promise<SharedDocumentRow | undefined> {
  const [row] = await db.select().from(sharedDocuments).where(eq(sharedDocuments.id, id));
  return row;
}

/** A design the link names (its opening design or a layer's), read from the owner's account; anything else is missing. */
export async function sharedDesign(db: Db, row: SharedDocumentRow, designId: string): Promise<DesignRow | undefined> {
  const named = designId === row.designId || referencedDesignIds(row.document as StoredDocument).includes(designId);
  return named ? findDesign(db, row.userId, designId) : undefined;
}
