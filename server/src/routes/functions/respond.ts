import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/**
 * The AI server functions answer in the spec's shape (§7): `{ success: true, … }`, and on failure
 * `{ success: false, error }` with the 4xx/5xx status. The app's one error handler, the validators and the rate
 * limiters answer `{ error }`; this middleware adds `success: false` to every error answer of the routes it wraps,
 * keeping status and headers (Retry-After), so each route just throws.
 */
export const functionResponses = () =>
  createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return;
    const body = (await res.clone().json().catch(() => ({}))) as Record<string, unknown>;
    if (body.success === false) return;
    const error = typeof body.error === 'string' ? body.error : 'Something went wrong. Please try again.';
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify({ ...body, success: false, error }), { status: res.status, headers });
  });

/** A successful function answer. */
export const succeed = (c: Context, body: Record<string, unknown>): Response => c.json({ success: true, ...body });
