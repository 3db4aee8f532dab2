import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { designs } from '../db/schema';
import type { CheckedImage } from '../images/read-image';
import type { FileStorage } from './storage';

export type DesignRow = typeof designs.$inferSelect;

const extension = (mime: string) => (mime === 'image/jpeg' ? 'jpg' : mime.split('/')[1]);

export async function createDesign(db: Db, storage: FileStorage, userId: string, name: string, image: CheckedImage) {
  const id = crypto.randomUUID();
  const fileKey = `${userId}/designs/${id}.${extension(image.mime)}`;
  await storage.put(fileKey, image.bytes);
  try {
    const [row] = await db
      .insert(designs)
      .values({
        id,
        userId,
        name,
        fileKey,
        mime: image.mime,
        width: image.width,
        height: image.height,
        size: image.bytes.length,
        contentHash: crypto.createHash('sha256').update(image.bytes).digest('hex'),
      })
      .returning();
    return row!;
  } catch (error) {
    await storage.delete(fileKey);
    throw error;
  }
}

export const listDesigns = (db: Db, userId: string) =>
  db.select().from(designs).where(eq(designs.userId, userId)).orderBy(desc(designs.createdAt));

/** The user's own design; another user's id reads as missing. */
export async function findDesign(db: Db, userId: string, id: string): Promise<DesignRow | undefined> {
  const [row] = await db.select().from(designs).where(and(eq(designs.id, id), eq(designs.userId, userId)));
  return row;
}

export async function deleteDesign(db: Db, storage: FileStorage, userId: string, id: string): Promise<boolean> {
  const [row] = await db.delete(designs).where(and(eq(designs.id, id), eq(designs.userId, userId))).returning();
  if (!row) return false;
  await storage.delete(row.fileKey);
  return true;
}
