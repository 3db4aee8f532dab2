import fs from 'node:fs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client';
import { createDatabase } from '../support/postgres';

async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

describe('several servers starting at once on a new PostgreSQL database', () => {
  it('migrate it once between them, and all of them start', async () => {
    const url = await createDatabase(inject('postgresUrl'), `start_${process.pid}_${Date.now()}`);
    const opened = await Promise.allSettled(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url, pgliteDir: '' })));
    try {
      expect(opened.filter((result) => result.status === 'rejected')).toEqual([]);
      const migrations = fs.readdirSync('server/drizzle').filter((name) => name.endsWith('.sql'));
      expect(await appliedMigrations(url)).toBe(migrations.length);
    } finally {
      await Promise.all(opened.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
    }
  });
});
