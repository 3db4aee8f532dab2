import type { Context } from 'hono';
import { clientAddressOf } from './client-address';
import { sharedRateLimiter } from './pg-rate-limit-store';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again in a few minutes.';

/**
 * The client's address from the socket. X-Forwarded-For is read only from a proxy named in TRUST_PROXY: any client
 * can set it, which would let one client spread its requests over invented addresses.
 */
export function clientAddress(c: Context): string {
  return clientAddressOf(c) ?? 'unknown'; // no Node socket, e.g. app.request() in a unit test
}

/**
 * A per-IP budget for a public form endpoint, counted in the database (shared by every server): enough for a person who mistypes,
 * too few to fill the database. Each call makes its own counter, so each endpoint has its own budget.
 */
export function formRateLimit({ limit = 10, windowMs = 10 * 60 * 1000 } = {}) {
  return sharedRateLimiter('form', {
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
  return sharedRateLimiter('heavy', {
    windowMs,
    limit,
    standardHeaders: 'draft-6',
    keyGenerator: clientAddress,
    statusCode: 429,
    message: { error: 'Too many requests for heavy work from your address. Please wait a minute and try again.' },
  });
}
