import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { PgRateLimitStore, sweepRequestCounters } from '../../server/src/http/pg-rate-limit-store';
import { startTestApp } from '../support/app-server';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const storeOn = (db: Db, prefix: string, windowMs: number) => {
  const store = new PgRateLimitStore(db, prefix);
  store.init({ windowMs });
  return store;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)('rate-limit counters on %s', (kind) => {
  // One database for these tests (a PGlite start is slow on a busy machine); each uses its own prefixes.
  let shared: Promise<Awaited<ReturnType<typeof freshDatabase>>> | undefined;
  const database = () => (shared ??= freshDatabase(kind));
  afterAll(async () => {
    await (await shared)?.close();
  });

  it('counts every one of many simultaneous hits exactly once', async () => {
    const { db } = await database();
    const store = storeOn(db, 'burst ', 60_000);
    const results = await Promise.all(Array.from({ length: 40 }, () => store.increment('203.0.113.9')));
    expect(results.map((r) => r.totalHits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.resetTime?.getTime())).size).toBe(1);
  });

  it('shares a count between two stores on one database (two servers), and keeps limiters apart by prefix', async () => {
    const { db } = await database();
    const serverA = storeOn(db, 'shared ', 60_000);
    const serverB = storeOn(db, 'shared ', 60_000);
    const other = storeOn(db, 'other ', 60_000);
    await serverA.increment('ip');
    await serverB.increment('ip');
    expect((await serverA.increment('ip')).totalHits).toBe(3);
    expect((await other.increment('ip')).totalHits).toBe(1);
    expect((await serverB.get('ip'))?.totalHits).toBe(3);
  });

  it('starts a new window once the old one has passed, and sweeps only passed windows', async () => {
    const { db } = await database();
    const short = storeOn(db, 'short ', 300);
    const long = storeOn(db, 'long ', 60_000);
    await short.increment('ip');
    const second = await short.increment('ip');
    await long.increment('ip');
    expect(second.totalHits).toBe(2);
    await sleep(400);
    expect(await short.get('ip')).toBeUndefined();
    expect(await sweepRequestCounters(db)).toBe(1);
    const fresh = await short.increment('ip');
    expect(fresh.totalHits).toBe(1);
    expect(fresh.resetTime!.getTime()).toBeGreaterThan(second.resetTime!.getTime());
    expect((await long.get('ip'))?.totalHits).toBe(1);
  });

  it('takes back a hit and forgets a key', async () => {
    const { db } = await database();
    const store = storeOn(db, 'undo ', 60_000);
    await store.increment('ip');
    await store.increment('ip');
    await store.decrement('ip');
    expect((await store.get('ip'))?.totalHits).toBe(1);
    await store.resetKey('ip');
    expect(await store.get('ip')).toBeUndefined();
  });
});

describe('a form rate limit behind two app servers', () => {
  it('holds across both: the budget is per client, not per server', async () => {
    const shared = await freshDatabase('postgres');
    cleanups.push(() => shared.close());
    const a = await startTestApp(shared);
    const b = await startTestApp(shared);
    cleanups.push(a.close, b.close);
    const subscribe = (url: string, i: number) =>
      fetch(`${url}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `reader${i}@example.com` }),
      });
    const statuses: number[] = [];
    // The form budget is 10 per 10 minutes per address: alternate servers, then the 11th is refused on either.
    for (let i = 0; i < 10; i++) statuses.push((await subscribe(i % 2 ? b.url : a.url, i)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await subscribe(a.url, 10);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await subscribe(b.url, 11)).status).toBe(429);
    // The contact form is another endpoint with its own budget.
    const contact = await fetch(`${b.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(contact.status).toBe(400);
  });
});
