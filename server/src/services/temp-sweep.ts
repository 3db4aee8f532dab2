import fs from 'node:fs/promises';
import path from 'node:path';

/** In a folder that other processes may share, what a crash left is whatever has not been touched for this long. */
export const STALE_TEMP_MS = 6 * 3_600_000;

/**
 * Removes what a crashed process left in the temporary folder: every entry last modified more than `olderThanMs`
 * ago (0: everything, for a process that owns the folder alone). Returns how many entries were removed.
 */
export async function sweepTempDir(dir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const entry = path.join(dir, name);
    const stat = await fs.lstat(entry).catch(() => undefined);
    if (!stat || now - stat.mtimeMs < olderThanMs) continue;
    await fs.rm(entry, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
