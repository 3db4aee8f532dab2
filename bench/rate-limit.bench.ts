import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MemoryStore } from 'hono-rate-limiter';
import { openDatabase } from '../server/src/db/client';
import { PgRateLimitStore } from '../server/src/http/pg-rate-limit-store';
import { startTempPostgres } from '../tests/support/postgres';
import { median, round, type BenchResult } from './lib/results';

const HITS = 2000;

/** Median and p99 of one counter increment, over HITS increments spread over 100 client keys. */
async function incrementTimes(increment: (key: string) => Promise<unknown> | unknown): Promise<{ median: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < HITS; i++) {
    const started = performance.now();
    await increment(`198.51.100.${i % 100}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: median(times), p99: times[Math.floor(times.length * 0.99)]! };
}

/**
 * What a rate-limited request pays for its counter: the shared PostgreSQL store (one upsert) on PGlite and on a
 * PostgreSQL server on loopback, beside hono-rate-limiter's in-memory store.
 */
export async function rateLimitBenchmarks(): Promise<BenchResult[]> {
  const memory = new MemoryStore();
  memory.init({ windowMs: 60_000 } as Parameters<MemoryStore['init']>[0]);
  const inMemory = await incrementTimes((key) => memory.increment(key));
  memory.shutdown();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-rl-'));
  const pglite = await openDatabase({ pgliteDir: dir });
  const pgliteStore = new PgRateLimitStore(pglite.db, 'bench ');
  const onPglite = await incrementTimes((key) => pgliteStore.increment(key));
  await pglite.close();
  fs.rmSync(dir, { recursive: true, force: true });

  const server = await startTempPostgres();
  const postgres = await openDatabase({ databaseUrl: server.url, pgliteDir: '' });
  const postgresStore = new PgRateLimitStore(postgres.db, 'bench ');
  const onPostgres = await incrementTimes((key) => postgresStore.increment(key));
  await postgres.close();
  await server.stop();

  const ms = (name: string, value: number): BenchResult => ({ name, value: round(value, 2), unit: 'ms', lowerIsBetter: true });
  return [
    ms('rate-limit increment, memory (median)', inMemory.median),
    ms('rate-limit increment, PGlite (median)', onPglite.median),
    ms('rate-limit increment, PGlite (p99)', onPglite.p99),
    ms('rate-limit increment, PostgreSQL on loopback (median)', onPostgres.median),
    ms('rate-limit increment, PostgreSQL on loopback (p99)', onPostgres.p99),
  ];
}
