import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiKeys, apiKeyUsage, usage } from '../db/schema';
import { AppError } from '../http/app-error';

/** Keys look like `ms_live_<43 base64url characters>` (256 random bits); the dashboard shows the first 12 characters. */
const KEY_PREFIX = 'ms_live_';
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 4;

const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** The calendar month (UTC) usage is counted in. */
export const usageMonth = (date = new Date()) => date.toISOString().slice(0, 7);

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  rendersThisMonth: number;
}

/** Makes a key for the user. The key itself is returned once and never stored. */
export async function createApiKey(db: Db, userId: string, name: string): Promise<{ key: string; summary: ApiKeySummary }> {
  const key = KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(apiKeys)
    .values({ id: crypto.randomUUID(), userId, name, prefix: key.slice(0, SHOWN_PREFIX_LENGTH), hash: hashKey(key) })
    .returning();
  return { key, summary: { id: row!.id, name, prefix: row!.prefix, createdAt: row!.createdAt.toISOString(), lastUsedAt: null, revokedAt: null, rendersThisMonth: 0 } };
}

/** The user's keys, newest first, with this month's renders. */
export async function listApiKeys(db: Db, userId: string): Promise<ApiKeySummary[]> {
  const rows = await db
    .select({ key: apiKeys, renders: apiKeyUsage.renders })
    .from(apiKeys)
    .leftJoin(apiKeyUsage, and(eq(apiKeyUsage.keyId, apiKeys.id), eq(apiKeyUsage.month, usageMonth())))
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(({ key, renders }) => ({
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    rendersThisMonth: renders ?? 0,
  }));
}

/** Revokes one of the user's keys at once; false when the user has no such key. */
export async function revokeApiKey(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return Boolean(row);
}

export interface ApiCaller {
  keyId: string;
  userId: string;
}

export const unauthorized = (detail: string) => new AppError(401, detail);

/** The caller of an API request from its `Authorization: Bearer <key>` header; a 401 AppError otherwise. */
export async function authenticate(db: Db, authorization: string | undefined): Promise<ApiCaller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw unauthorized('Send your API key as `Authorization: Bearer <key>` (create one on the dashboard’s API tab).');
  const key = match[1]!;
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) throw unauthorized('This is not a Mockup Studio API key.');
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.hash, hashKey(key)));
  if (!row) throw unauthorized('Unknown API key. Check it was copied whole, or create a new one on the dashboard.');
  if (row.revokedAt) throw unauthorized('This API key has been revoked. Create a new one on the dashboard.');
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(and(eq(apiKeys.id, row.id), isNull(apiKeys.revokedAt)));
  return { keyId: row.id, userId: row.userId };
}

/**
 * Counts renders made with a key: the key's monthly figure and the user's total exports (the dashboard's
 * 'Total Exports', which the editor's downloads count too).
 */
export async function countRenders(db: Db, caller: ApiCaller, renders: number): Promise<void> {
  if (renders <= 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(apiKeyUsage)
      .values({ keyId: caller.keyId, month: usageMonth(), renders })
      .onConflictDoUpdate({ target: [apiKeyUsage.keyId, apiKeyUsage.month], set: { renders: sql`${apiKeyUsage.renders} + ${renders}` } });
    await tx
      .insert(usage)
      .values({ userId: caller.userId, exports: renders })
      .onConflictDoUpdate({ target: usage.userId, set: { exports: sql`${usage.exports} + ${renders}` } });
  });
}
