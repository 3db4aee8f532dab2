import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey } from './storage';
import type { S3Storage } from './storage-s3';

export interface MigrationReport {
  copied: number;
  copiedBytes: number;
  /** Already in the bucket with the same size (an earlier run). */
  alreadyThere: number;
  failed: Array<{ key: string; error: string }>;
}

/** Files a copy leaves out: a write in progress (`*.tmp`) and anything that is not an app key (the readiness probe). */
const isAppFile = (key: string) => {
  if (key.endsWith('.tmp')) return false;
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
};

/** The keys of every file under `root`, as the local driver names them (`user/designs/id.png`). */
async function keysUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isAppFile)
    .sort();
}

/**
 * Copies the local driver's folder into a bucket under the same keys, so the database's rows stay valid. A file the
 * bucket already holds at the same size is left alone, so a second run copies only what is new. The folder is not
 * changed.
 */
export async function copyFolderToBucket(
  root: string,
  bucket: S3Storage,
  onProgress: (done: number, total: number) => void = () => {},
  concurrency = 4,
): Promise<MigrationReport> {
  const keys = await keysUnder(root);
  const report: MigrationReport = { copied: 0, copiedBytes: 0, alreadyThere: 0, failed: [] };
  let next = 0;
  let done = 0;
  const copyOne = async (key: string) => {
    try {
      const { size } = await fs.stat(path.join(root, key));
      if ((await bucket.sizeOf(key)) === size) {
        report.alreadyThere++;
      } else {
        await bucket.uploadCopy(key, path.join(root, key));
        report.copied++;
        report.copiedBytes += size;
      }
    } catch (error) {
      report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
    onProgress(++done, keys.length);
  };
  await Promise.all(
    Array.from({ length: Math.min(concurrency, keys.length) }, async () => {
      while (next < keys.length) await copyOne(keys[next++]!);
    }),
  );
  return report;
}
