import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { markUsed, prunePassCache } from './pass-cache';

const HOUR = 60 * 60 * 1000;
let cache: string;
afterEach(() => fs.rmSync(cache, { recursive: true, force: true }));

/** A cache entry of `bytes` bytes last used `hoursAgo` hours before `now`. */
function entry(name: string, bytes: number, hoursAgo: number, now: number) {
  const dir = path.join(cache, name);
  fs.mkdirSync(path.join(dir, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'beauty.f32'), Buffer.alloc(bytes / 2));
  fs.writeFileSync(path.join(dir, 'sub', 'normal.f32'), Buffer.alloc(bytes / 2));
  const when = new Date(now - hoursAgo * HOUR);
  fs.utimesSync(dir, when, when);
}

describe('prunePassCache', () => {
  it('removes the entries used longest ago until the cache fits its budget, counting files in subfolders', () => {
    cache = fs.mkdtempSync(path.join(os.tmpdir(), 'pass-cache-'));
    const now = Date.now();
    entry('old', 4000, 50, now);
    entry('older', 4000, 60, now);
    entry('recent', 4000, 2, now);
    expect(prunePassCache(cache, 9000, now)).toEqual(['older']);
    expect(fs.readdirSync(cache).sort()).toEqual(['old', 'recent']);
    expect(prunePassCache(cache, 9000, now)).toEqual([]);
  });

  it('keeps entries used in the last hour and renders being written, whatever the budget; drops abandoned renders', () => {
    cache = fs.mkdtempSync(path.join(os.tmpdir(), 'pass-cache-'));
    const now = Date.now();
    entry('a', 4000, 3, now);
    markUsed(path.join(cache, 'a'));
    entry('b.partial', 4000, 1, now);
    entry('c.partial', 4000, 30, now);
    expect(prunePassCache(cache, 0, Date.now())).toEqual(['c.partial']);
    expect(fs.readdirSync(cache).sort()).toEqual(['a', 'b.partial']);
  });

  it('does nothing where there is no cache yet', () => {
    cache = path.join(os.tmpdir(), 'pass-cache-none');
    expect(prunePassCache(cache, 0)).toEqual([]);
  });
});
