import crypto from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { signInThrottle } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { clientAddress } from '../http/rate-limit';

/**
 * Password guessing meets growing delays, counted per client address and per (address, account) pair, never per
 * account alone: an attacker who knows someone's e-mail slows only their own address down, while the owner, who
 * knows the password, signs in from their own network as usual.
 */
export const THROTTLE_POLICY = {
  /** Wrong passwords for one account from one address before the delays start. */
  freePerAccount: 5,
  /** Wrong passwords from one address, whatever the accounts, before the delays start (a spray over many e-mails). */
  freePerAddress: 20,
  /** The longest wait: once reached, a guesser gets four tries an hour. */
  maxDelaySeconds: 15 * 60,
  /** A count whose last failure is this old starts again from one. */
  forgetAfterMs: 60 * 60_000,
} as const;

/** Seconds to wait after the `failures`-th failure: none before `free`, then 1, 2, 4, … up to the maximum. */
export function delaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), THROTTLE_POLICY.maxDelaySeconds);
}

const hash = (...parts: string[]) => crypto.createHash('sha256').update(parts.join('\0')).digest('hex');

/** The two counters one attempt touches, each with its allowance. */
function countersFor(address: string, email: string) {
  return [
    { key: hash('account', address, email.trim().toLowerCase()), free: THROTTLE_POLICY.freePerAccount },
    { key: hash('address', address), free: THROTTLE_POLICY.freePerAddress },
  ];
}

/** Seconds until the longest block on these counters ends; 0 when none holds. */
export async function secondsBlocked(db: Db, address: string, email: string, now = Date.now()): Promise<number> {
  const keys = countersFor(address, email).map((counter) => counter.key);
  const rows = await db.select({ until: signInThrottle.blockedUntil }).from(signInThrottle).where(inArray(signInThrottle.key, keys));
  const until = Math.max(0, ...rows.map((row) => row.until?.getTime() ?? 0));
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Counts a wrong password on both counters and sets each one's block from its new count. */
export async function recordFailure(db: Db, address: string, email: string, now = Date.now()): Promise<void> {
  const at = new Date(now);
  const forgetBefore = new Date(now - THROTTLE_POLICY.forgetAfterMs).toISOString();
  for (const { key, free } of countersFor(address, email)) {
    const [row] = await db
      .insert(signInThrottle)
      .values({ key, failures: 1, lastFailureAt: at })
      .onConflictDoUpdate({
        target: signInThrottle.key,
        set: {
          failures: sql`case when ${signInThrottle.lastFailureAt} < ${forgetBefore}::timestamptz then 1 else ${signInThrottle.failures} + 1 end`,
          lastFailureAt: at,
        },
      })
      .returning({ failures: signInThrottle.failures });
    const wait = delaySeconds(row!.failures, free);
    if (wait > 0) await db.update(signInThrottle).set({ blockedUntil: new Date(now + wait * 1000) }).where(eq(signInThrottle.key, key));
  }
}

/** A right password clears its (address, account) count; the address's own count only fades, so one's own account cannot reset it. */
export async function recordSuccess(db: Db, address: string, email: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, countersFor(address, email)[0]!.key));
}

/** Deletes counts that have been forgotten and hold no block. Returns how many. */
export async function sweepSignInThrottle(db: Db, now = Date.now()): Promise<number> {
  const rows = await db
    .delete(signInThrottle)
    .where(
      and(
        lt(signInThrottle.lastFailureAt, new Date(now - THROTTLE_POLICY.forgetAfterMs)),
        or(isNull(signInThrottle.blockedUntil), lt(signInThrottle.blockedUntil, new Date(now))),
      ),
    )
    .returning({ key: signInThrottle.key });
  return rows.length;
}

const waitSentence = (seconds: number) =>
  seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;

/**
 * In front of POST /api/auth/sign-in/email: refuses with 429 + Retry-After while a block holds, then counts the
 * answer — 401 (wrong password) as a failure, success as clearing. Off with AUTH_RATE_LIMIT=off.
 */
export const signInThrottleGuard = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const body = c.var.config.authRateLimit ? ((await c.req.raw.clone().json().catch(() => undefined)) as { email?: unknown } | undefined) : undefined;
    const email = typeof body?.email === 'string' ? body.email : undefined;
    if (email === undefined) return next(); // not a sign-in better-auth would try; it answers 400
    const address = clientAddress(c);
    const blocked = await secondsBlocked(c.var.db, address, email);
    if (blocked > 0) {
      throw new AppError(
        429,
        `Too many failed sign-in attempts. Try again in ${waitSentence(blocked)}, or reset your password.`,
        blocked,
      );
    }
    await next();
    if (c.res.status === 401) await recordFailure(c.var.db, address, email);
    else if (c.res.ok) await recordSuccess(c.var.db, address, email);
  });
