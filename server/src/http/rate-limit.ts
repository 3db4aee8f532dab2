import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again in a few minutes.';

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
    statusCode: 429,
    message: { error: RATE_LIMIT_MESSAGE },
  });
}

/**
 * A per-IP budget for anonymous heavy work (renders, uploads, AI, video): generous for a person at work, a wall
 * for a script. Answers 429 with Retry-After and RateLimit headers. Each call makes its own counter.
 */
export function heavyRateLimit({ limit = 60, windowMs = 60 * 1000 } = {}) {
  return rateLimiter({
    windowMs,
    limit,
    standardHeaders: 'draft-6',
    keyGenerator: clientAddress,
    statusCode: 429,
    message: { error: 'Too many requests for heavy work from your address. Please wait a minute and try again.' },
  });
}
