import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { MemoryStore, rateLimiter, type ClientRateLimitInfo, type HonoConfigProps, type Store } from 'hono-rate-limiter';
import type { Db } from '../db/client';
import { requestCounters } from '../db/schema';
import type { AppEnv } from './app-env';

type LimiterOptions = Omit<HonoConfigProps<AppEnv>, 'store' | 'binding'> & { windowMs: number };

/**
 * hono-rate-limiter's Store on PostgreSQL (or PGlite): one row per key, counted with one atomic upsert that starts a
 * new window once the old one has passed. Every server on the database shares the counts.
 */
export class PgRateLimitStore implements Store<AppEnv> {
  readonly localKeys = false;
  #windowMs = 60_000;

  constructor(
    private readonly db: Db,
    /** Keeps limiters apart in the one table. */
    readonly prefix: string,
  ) {}

  init(options: { windowMs: number }) {
    this.#windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const expired = sql`${requestCounters.resetAt} <= now()`;
    const [row] = await this.db
      .insert(requestCounters)
      .values({ key: this.prefix + key, hits: 1, resetAt: sql`now() + make_interval(secs => ${this.#windowMs / 1000}::float8)` })
      .onConflictDoUpdate({
        target: requestCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${requestCounters.hits} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${requestCounters.resetAt} end`,
        },
      })
      .returning({ hits: requestCounters.hits, resetAt: requestCounters.resetAt });
    return { totalHits: row!.hits, resetTime: row!.resetAt };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db
      .select()
      .from(requestCounters)
      .where(and(eq(requestCounters.key, this.prefix + key), gt(requestCounters.resetAt, sql`now()`)));
    return row && { totalHits: row.hits, resetTime: row.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(requestCounters)
      .set({ hits: sql`greatest(${requestCounters.hits} - 1, 0)` })
      .where(and(eq(requestCounters.key, this.prefix + key), gt(requestCounters.resetAt, sql`now()`)));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(requestCounters).where(eq(requestCounters.key, this.prefix + key));
  }
}

/** Deletes counters whose window has passed; safe on every server at once. Returns how many went. */
export async function sweepRequestCounters(db: Db): Promise<number> {
  const gone = await db.delete(requestCounters).where(lt(requestCounters.resetAt, sql`now()`)).returning({ key: requestCounters.key });
  return gone.length;
}

/**
 * hono-rate-limiter's `rateLimiter` (same options) with its counts in the request's database (`c.var.db`), so a
 * budget holds across servers. A budget is per limiter kind, window, route and client key: the route (Hono's
 * routePath) stands in for "each call makes its own counter", since a counter's name must be the same on every
 * server. Without a database on the context (a bare Hono app in a unit test) it counts in memory.
 */
export function sharedRateLimiter(kind: string, options: LimiterOptions): MiddlewareHandler<AppEnv> {
  let memory: MiddlewareHandler<AppEnv> | undefined;
  const byDatabase = new WeakMap<Db, MiddlewareHandler<AppEnv>>();
  const scoped = { ...options, keyGenerator: async (c: Parameters<LimiterOptions['keyGenerator']>[0]) => `${c.req.routePath} ${await options.keyGenerator(c)}` };
  return async (c, next) => {
    const db = c.get('db') as Db | undefined;
    if (!db) return (memory ??= rateLimiter<AppEnv>({ ...options, store: new MemoryStore() }))(c, next);
    let limiter = byDatabase.get(db);
    if (!limiter) {
      limiter = rateLimiter<AppEnv>({ ...scoped, store: new PgRateLimitStore(db, `${kind} ${options.windowMs} `) });
      byDatabase.set(db, limiter);
    }
    return limiter(c, next);
  };
}
