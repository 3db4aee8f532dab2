import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/client';
import { createDatabase } from './postgres';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

let counter = 0;

/** A fresh, migrated database of the given kind: a PGlite folder, or a new database on the test server. */
export async function freshDatabase(kind: DatabaseKind): Promise<Database & { url?: string; dir?: string }> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-pglite-'));
    const database = await openDatabase({ pgliteDir: dir });
    return { ...database, dir, close: async () => (await database.close(), fs.rmSync(dir, { recursive: true, force: true })) };
  }
  const url = await createDatabase(inject('postgresUrl'), `test_${process.pid}_${Date.now()}_${counter++}`);
  return { ...(await openDatabase({ databaseUrl: url, pgliteDir: '' })), url };
}
