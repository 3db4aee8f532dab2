import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import type { Logger } from '../logger';
import type { FileStorage } from './storage';

export type FileRow = typeof files.$inferSelect;

export interface NewFile {
  /** The content: bytes, or a finished file in the app's temporary folder (moved into storage). */
  source: { bytes: Uint8Array } | { path: string };
  mime: string;
  kind: string;
  /** The name a download gets, extension included. */
  name: string;
  /** The owner; absent for anonymous visitors, whose files expire. */
  userId?: string | undefined;
  /** How long an anonymous visitor's file is kept. */
  anonymousTtlMs: number;
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'video/mp4': 'mp4', 'application/zip': 'zip' };

/** The URL a file is served at. Its id is never reused, so the URL may be cached for good. */
export const fileUrl = (row: Pick<FileRow, 'id'>) => `/api/files/${row.id}`;

/** Stores a file the app made and records it; the file is written first, so no row ever points at nothing. */
export async function saveFile(db: Db, storage: FileStorage, file: NewFile): Promise<FileRow> {
  const id = crypto.randomBytes(16).toString('base64url');
  const extension = EXTENSIONS[file.mime] ?? 'bin';
  const storageKey = `${file.userId ?? 'anonymous'}/generated/${id}.${extension}`;
  let size: number;
  if ('bytes' in file.source) {
    size = file.source.bytes.length;
    await storage.put(storageKey, file.source.bytes);
  } else {
    size = (await fs.stat(file.source.path)).size;
    await storage.putFile(storageKey, file.source.path);
  }
  const expiresAt = file.userId ? null : new Date(Date.now() + file.anonymousTtlMs);
  try {
    const [row] = await db
      .insert(files)
      .values({ id, userId: file.userId ?? null, kind: file.kind, name: file.name, mime: file.mime, size, storageKey, expiresAt })
      .returning();
    return row!;
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row || (row.expiresAt && row.expiresAt.getTime() < Date.now())) return undefined;
  return row;
}

/** A signed-in user's own file (for deleting it); another user's reads as missing. */
export async function deleteOwnFile(db: Db, storage: FileStorage, userId: string, id: string): Promise<boolean> {
  const [row] = await db.delete(files).where(and(eq(files.id, id), eq(files.userId, userId))).returning();
  if (!row) return false;
  await storage.delete(row.storageKey);
  return true;
}

/**
 * Deletes expired files, rows first: each row is deleted by exactly one sweeper, so every server may sweep at once.
 * Returns how many were removed.
 */
export async function sweepExpiredFiles(db: Db, storage: FileStorage, logger: Logger): Promise<number> {
  const expired = await db
    .delete(files)
    .where(and(isNotNull(files.expiresAt), lt(files.expiresAt, new Date())))
    .returning({ storageKey: files.storageKey });
  for (const { storageKey } of expired) {
    await storage.delete(storageKey).catch((error: unknown) => logger.warn({ err: error, storageKey }, 'expired file not deleted'));
  }
  if (expired.length) logger.info({ files: expired.length }, 'expired files swept');
  return expired.length;
}
