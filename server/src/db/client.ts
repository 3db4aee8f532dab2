import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { QueueDatabase } from '../jobs/queue';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The same database, as the job queue connects to it. */
  queueDatabase: QueueDatabase;
  close: () => Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Any fixed number: the advisory lock that lets one server at a time apply migrations. */
const MIGRATION_LOCK = 7_302_816;

/**
 * Applies migrations on PostgreSQL under an advisory lock: servers that start together on a new database would
 * otherwise each try to create the same tables, and all but one would fail. The others wait, then find nothing to do.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * The embedded database's buffer cache, inside the server's own memory. PostgreSQL's 128 MB default is a server's;
 * the embedded one serves a single shop from files the OS caches anyway, and 32 MB leaves ~100 MB for renders.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite in `pgliteDir`, and applies migrations. */
export async function openDatabase(options: { databaseUrl?: string; pgliteDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    await migrateLocked(pool).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    const queueDatabase = { connectionString: options.databaseUrl };
    return { db: db as unknown as Db, kind: 'postgres', queueDatabase, close: () => pool.end() };
  }
  const client = await PGlite.create(options.pgliteDir, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', queueDatabase: { pglite: client }, close: () => client.close() };
}
