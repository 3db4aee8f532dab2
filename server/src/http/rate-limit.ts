import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again in a few minutes.';
export const HEAVY_RATE_LIMIT_MESSAGE = 'Too many requests for heavy work from your address. Please wait a minute and try again.';

/**
 * The client's address from the socket. Headers such as X-Forwarded-For are not read: any client
 * can set them, which would let one client spread its requests over invented addresses.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // no Node socket, e.g. app.request() in a unit test
  }
}

/** Seconds until the counter of a refused request resets: what Retry-After says. */
const secondsUntil = (c: Context, windowMs: number) => {
  // hono-rate-limiter puts its count on the context (as 'rateLimit') before it calls the handler; its type is not exported.
  const reset = (c.get('rateLimit' as never) as { resetTime?: Date } | undefined)?.resetTime;
  return reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);
};

/** A refusal through the app's one error path: 429 with `{ error }` and a Retry-After of at least a second. */
const refuse = (message: string, windowMs: number) => (c: Context) => {
  throw new AppError(429, message, secondsUntil(c, windowMs));
};

/**
 * A per-IP budget for a public form endpoint, kept in memory: enough for a person who mistypes,
 * too few to fill the database. Each call makes its own counter, so each endpoint has its own budget.
 */
export function formRateLimit({ limit = 10, windowMs = 10 * 60 * 1000 } = {}) {
  return rateLimiter({
    windowMs,
    limit,
    standardHeaders: 'draft-6',
    keyGenerator: clientAddress,
    handler: refuse(RATE_LIMIT_MESSAGE, windowMs),
  });
}

const HEAVY_WINDOW_MS = 60 * 1000;

/**
 * A per-IP budget for heavy work (renders, uploads, AI, video): HEAVY_RATE_LIMIT requests a minute (config;
 * `off` skips it), generous for a person at work, a wall for a script. A route with costlier work may set its own
 * `limit` per `windowMs` (still skipped when the setting is off). Answers 429 with Retry-After and RateLimit
 * headers. Each call makes its own counter, so each route has its own budget. Kept in memory: one server's view,
 * which is what protects that server's CPU.
 */
export function heavyRateLimit<E extends AppEnv = AppEnv>(own: { limit?: number; windowMs?: number } = {}) {
  const windowMs = own.windowMs ?? HEAVY_WINDOW_MS;
  return rateLimiter<E>({
    windowMs,
    limit: (c) => own.limit ?? c.var.config.heavyRateLimit ?? Number.MAX_SAFE_INTEGER,
    skip: (c) => c.var.config.heavyRateLimit === undefined,
    standardHeaders: 'draft-6',
    keyGenerator: clientAddress,
    handler: refuse(HEAVY_RATE_LIMIT_MESSAGE, windowMs),
  });
}
