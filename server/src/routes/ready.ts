import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { FileStorage } from '../services/storage';

/** A check that has not answered by then counts as failed: a load balancer must not wait on a hung dependency. */
const CHECK_TIMEOUT_MS = 3000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/ready — for a load balancer: 200 when this server can serve (the database answers a query, files can be
 * stored), else 503 naming the part that failed. The reason goes to the log, not to the public.
 */
export const readyRoutes = (storage: FileStorage) =>
  new Hono<AppEnv>().get('/', async (c) => {
    const checks = {
      database: () => c.var.db.execute(sql`select 1`),
      storage: () => storage.check(),
    };
    const results = await Promise.all(
      Object.entries(checks).map(async ([part, check]) => {
        try {
          await within(check(), CHECK_TIMEOUT_MS);
          return [part, 'ok'] as const;
        } catch (error) {
          c.var.logger.warn({ err: error, part }, 'readiness check failed');
          return [part, 'failing'] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    c.header('cache-control', 'no-store');
    return c.json({ ready, ...Object.fromEntries(results) }, ready ? 200 : 503);
  });
