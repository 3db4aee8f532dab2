import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mockups, usage, type Placement } from '../db/schema';
import { referencedDesignIds, type StoredDocument } from '../../../core/src/editor/stored-document';
import { findDesign } from './designs';
import { mayUseTemplate } from './own-templates';
import { badRequest } from '../http/errors';
import type { CheckedImage } from '../images/read-image';
import type { FileStorage } from './storage';

export type MockupRow = typeof mockups.$inferSelect;

export interface NewMockup {
  templateId: string;
  designId?: string | undefined;
  placement: Placement;
  color: string;
  /** The layered document; every design it names must be the user's. */
  document?: StoredDocument | undefined;
}

/** Refuses a document naming a design that is not the user's (another's, or deleted): its layer could not open. */
export async function requireOwnDesigns(db: Db, userId: string, document: StoredDocument): Promise<void> {
  for (const id of referencedDesignIds(document)) {
    if (!(await findDesign(db, userId, id))) throw badRequest(`document: names the design '${id}', which is not one of yours.`);
  }
}

/** Keeps an editor download and counts it as one export. */
export async function createMockup(db: Db, storage: FileStorage, userId: string, input: NewMockup, image: CheckedImage) {
  if (input.designId && !(await findDesign(db, userId, input.designId))) throw badRequest('Unknown design.');
  if (!(await mayUseTemplate(db, input.templateId, userId))) throw badRequest('templateId: is not a template you may use');
  if (input.document) await requireOwnDesigns(db, userId, input.document);
  const id = crypto.randomUUID();
  const fileKey = `${userId}/mockups/${id}.${image.mime === 'image/jpeg' ? 'jpg' : image.mime.split('/')[1]}`;
  await storage.put(fileKey, image.bytes);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mockups)
        .values({
          id,
          userId,
          designId: input.designId ?? null,
          templateId: input.templateId,
          placement: input.placement,
          color: input.color,
          document: input.document ?? null,
          fileKey,
          mime: image.mime,
          width: image.width,
          height: image.height,
          size: image.bytes.length,
        })
        .returning();
      await tx
        .insert(usage)
        .values({ userId, exports: 1 })
        .onConflictDoUpdate({ target: usage.userId, set: { exports: sql`${usage.exports} + 1` } });
      return row!;
    });
  } catch (error) {
    await storage.delete(fileKey);
    throw error;
  }
}

export const listMockups = (db: Db, userId: string) =>
  db.select().from(mockups).where(eq(mockups.userId, userId)).orderBy(desc(mockups.createdAt));

export async function findMockup(db: Db, userId: string, id: string): Promise<MockupRow | undefined> {
  const [row] = await db.select().from(mockups).where(and(eq(mockups.id, id), eq(mockups.userId, userId)));
  return row;
}

/** Deleting a kept mockup does not undo its export in the usage count. */
export async function deleteMockup(db: Db, storage: FileStorage, userId: string, id: string): Promise<boolean> {
  const [row] = await db.delete(mockups).where(and(eq(mockups.id, id), eq(mockups.userId, userId))).returning();
  if (!row) return false;
  await storage.delete(row.fileKey);
  return true;
}
