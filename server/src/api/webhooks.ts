import crypto from 'node:crypto';
import net from 'node:net';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { isFinished } from '../../../core/src/render/batch-request';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { apiBatches, renderBatchItems, renderBatches, webhookDeliveries, webhookSecrets } from '../db/schema';
import { defineJob, type JobQueue } from '../jobs/queue';
import type { Logger } from '../logger';
import { batchProgress } from '../services/render-batches';
import { countRenders } from './keys';
import { isPrivateAddress, RefusedAddress, safeRequest } from './safe-fetch';

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'Mockup-Signature';
/** A receiver should refuse a delivery whose timestamp is further than this from its clock (replays). */
export const REPLAY_WINDOW_SECONDS = 300;

export const signPayload = (secret: string, timestamp: number, body: string) =>
  crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** What a receiver does: recompute the HMAC, compare in constant time, and check the timestamp's age. */
export function verifySignature(secret: string, header: string, body: string, now = Date.now()): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || Math.abs(now / 1000 - timestamp) > REPLAY_WINDOW_SECONDS) return false;
  const expected = Buffer.from(signPayload(secret, timestamp, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The user's signing secret, made on first use. */
export async function webhookSecret(db: Db, userId: string): Promise<string> {
  const [found] = await db.select().from(webhookSecrets).where(eq(webhookSecrets.userId, userId));
  if (found) return found.secret;
  await db
    .insert(webhookSecrets)
    .values({ userId, secret: `whsec_${crypto.randomBytes(24).toString('base64url')}` })
    .onConflictDoNothing();
  const [row] = await db.select().from(webhookSecrets).where(eq(webhookSecrets.userId, userId));
  return row!.secret;
}

/**
 * Refuses, when a batch is started, a webhook URL that could never be delivered: a loopback, private or link-local
 * (cloud metadata) address written as an IP, or a localhost name. Other names are checked where it counts, when the
 * delivery connects (safe-fetch.ts), since what a name resolves to may change.
 */
export function refuseUnreachableWebhook(url: string, allowPrivate: boolean): void {
  if (allowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local = host === 'localhost' || host.endsWith('.localhost');
  if (local || (net.isIP(host) && isPrivateAddress(host))) throw new RefusedAddress(`webhookUrl: ${host}`);
}

/** One delivery of a finished batch; pg-boss retries it with growing delays (5 s, 10 s, 20 s, …). */
export const WEBHOOK_JOB = defineJob({
  name: 'api-webhook',
  payload: z.object({ batchId: z.string().min(1).max(64) }),
  queue: { retryLimit: 6, retryDelay: 5, retryBackoff: true, heartbeatSeconds: 30, expireInSeconds: 120 },
});

interface WebhookDeps {
  db: Db;
  jobs: JobQueue;
  config: Config;
  logger: Logger;
}

/**
 * After a batch job ends: if the batch was started through the API and has finished, counts its renders once and
 * queues its webhook. Safe to call more than once (a retried job): `settledAt` is set only by the first.
 */
export async function settleApiBatch(deps: WebhookDeps, batchId: string): Promise<void> {
  const [batch] = await deps.db.select({ status: renderBatches.status }).from(renderBatches).where(eq(renderBatches.id, batchId));
  if (!batch || !isFinished(batch.status)) return;
  const [settled] = await deps.db
    .update(apiBatches)
    .set({ settledAt: new Date() })
    .where(and(eq(apiBatches.batchId, batchId), isNull(apiBatches.settledAt)))
    .returning();
  if (!settled) return;
  if (batch.status === 'done') {
    const done = await deps.db
      .select({ position: renderBatchItems.position })
      .from(renderBatchItems)
      .where(and(eq(renderBatchItems.batchId, batchId), eq(renderBatchItems.status, 'done')));
    await countRenders(deps.db, { keyId: settled.keyId, userId: settled.userId }, done.length);
  }
  if (settled.webhookUrl) await deps.jobs.send(WEBHOOK_JOB, { batchId });
}

/** The JSON a webhook carries: the batch's status as `GET /api/v1/renders/batch/{id}` answers it. */
export async function webhookBody(db: Db, config: Config, batchId: string, userId: string) {
  const progress = await batchProgress(db, batchId, userId);
  return JSON.stringify({
    type: 'batch.finished',
    batch: { ...progress, zipUrl: progress.zipUrl ? config.appUrl + progress.zipUrl : null, statusUrl: `${config.appUrl}/api/v1/renders/batch/${batchId}` },
  });
}

/** Delivers a batch's webhook once; throws (so the queue retries) unless the receiver answered 2xx or is refused. */
export async function deliverWebhook(deps: WebhookDeps, batchId: string, attempt: number): Promise<void> {
  const [row] = await deps.db.select().from(apiBatches).where(eq(apiBatches.batchId, batchId));
  if (!row?.webhookUrl) return;
  const body = await webhookBody(deps.db, deps.config, batchId, row.userId);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = `t=${timestamp},v1=${signPayload(await webhookSecret(deps.db, row.userId), timestamp, body)}`;
  const record = (statusCode: number | null, ok: boolean, error: string | null) =>
    deps.db.insert(webhookDeliveries).values({ userId: row.userId, batchId, url: row.webhookUrl!, attempt, statusCode, ok: ok ? 1 : 0, error });
  try {
    const response = await safeRequest({
      url: row.webhookUrl,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'MockupStudio-Webhooks/1', [SIGNATURE_HEADER]: signature },
      body,
      timeoutMs: 10_000,
      maxBytes: 64 * 1024,
      allowPrivate: deps.config.allowPrivateAddresses,
    });
    const ok = response.status >= 200 && response.status < 300;
    const redirected = response.status >= 300 && response.status < 400;
    await record(response.status, ok, ok ? null : redirected ? 'Redirects are not followed.' : `The receiver answered ${response.status}.`);
    if (!ok) throw new Error(`webhook for batch ${batchId}: receiver answered ${response.status}`);
  } catch (error) {
    if (error instanceof RefusedAddress) {
      await record(null, false, error.message); // never retried: the address will not become public
      return;
    }
    if (!(error instanceof Error && error.message.startsWith('webhook for batch'))) {
      await record(null, false, error instanceof Error ? error.message : String(error));
    }
    throw error;
  }
}

/** The user's latest delivery attempts (the dashboard's API tab). */
export const listDeliveries = (db: Db, userId: string, limit = 20) =>
  db
    .select({
      id: webhookDeliveries.id,
      batchId: webhookDeliveries.batchId,
      url: webhookDeliveries.url,
      attempt: webhookDeliveries.attempt,
      statusCode: webhookDeliveries.statusCode,
      ok: webhookDeliveries.ok,
      error: webhookDeliveries.error,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
