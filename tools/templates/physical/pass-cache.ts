/**
 * Keeps Blender's pass cache (blender.ts) within a byte budget. A template's passes are ~12 float images of its size²
 * (~0.8 GB at 2048²), so a cache that only grows filled this machine's disk in a few weeks of builds. Entries are
 * marked when used; past the budget the ones used longest ago go first, never one used in the last hour (another
 * build may be reading it) and never a render still being written.
 */
import fs from 'node:fs';
import path from 'node:path';

/** TEMPLATE_PASS_CACHE_GB, 16 by default: a full library's apparel passes and then some. */
export const passCacheBudgetBytes = () => Number(process.env.TEMPLATE_PASS_CACHE_GB ?? 16) * 2 ** 30;

/** Entries used this recently are kept whatever the budget. */
const IN_USE_MS = 60 * 60 * 1000;
/** A render's `.partial` folder this old belongs to a build that died. */
const ABANDONED_MS = 24 * 60 * 60 * 1000;

/** Marks a cache entry as used now (its folder's modification time). */
export function markUsed(dir: string): void {
  const now = new Date();
  fs.utimesSync(dir, now, now);
}

function bytesIn(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    total += entry.isDirectory() ? bytesIn(file) : fs.statSync(file).size;
  }
  return total;
}

/** Removes entries used longest ago until the cache holds at most `budget` bytes; returns the names removed. */
export function prunePassCache(cacheDir: string, budget = passCacheBudgetBytes(), now = Date.now()): string[] {
  if (!fs.existsSync(cacheDir)) return [];
  const removed: string[] = [];
  const entries = fs
    .readdirSync(cacheDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => {
      const dir = path.join(cacheDir, e.name);
      return { name: e.name, dir, used: fs.statSync(dir).mtimeMs, bytes: bytesIn(dir) };
    });
  const kept = entries.filter((e) => {
    if (!e.name.endsWith('.partial') || now - e.used < ABANDONED_MS) return true;
    fs.rmSync(e.dir, { recursive: true, force: true });
    removed.push(e.name);
    return false;
  });
  let total = kept.reduce((sum, e) => sum + e.bytes, 0);
  for (const entry of kept.filter((e) => !e.name.endsWith('.partial')).sort((a, b) => a.used - b.used)) {
    if (total <= budget) break;
    if (now - entry.used < IN_USE_MS) break;
    fs.rmSync(entry.dir, { recursive: true, force: true });
    removed.push(entry.name);
    total -= entry.bytes;
  }
  return removed;
}
