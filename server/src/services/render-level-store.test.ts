import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareLevel } from '../../../core/src/render/prepare';
import { syntheticTemplate } from '../../../core/src/render/test-fixtures';
import { createLevelStore, KEEP_RECENT_MS } from './render-level-store';

const level = prepareLevel(syntheticTemplate(64), 64);
/** What one level of the synthetic template takes on disk. */
const FILE_BYTES = 64 + 3 * 64 * 64 * 4 + 25 * 8;

describe('the level store', () => {
  let dir: string;
  let clock: number;
  const now = () => clock;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'level-store-'));
    clock = Date.UTC(2026, 10, 26);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads back what it wrote, and nothing for a name it never wrote', async () => {
    const store = createLevelStore({ dir, maxBytes: 10 * FILE_BYTES, now });
    expect(await store.read('apps-1@64-abc')).toBeUndefined();
    await store.write('apps-1@64-abc', level);
    expect(fs.statSync(path.join(dir, 'apps-1@64-abc.level')).size).toBe(FILE_BYTES);
    const back = (await store.read('apps-1@64-abc'))!;
    expect(back.maps).toEqual(level.maps);
    expect(back.uv).toEqual(level.uv);
    expect(await createLevelStore({ dir, maxBytes: 10 * FILE_BYTES }).read('apps-1@64-other-version')).toBeUndefined();
  });

  it('reads a level larger than its read chunks whole', async () => {
    const store = createLevelStore({ dir, maxBytes: 2 ** 30, now });
    const large = prepareLevel(syntheticTemplate(1300), 1300); // 20 MB: two chunks
    await store.write('large@1300-1', large);
    const back = (await store.read('large@1300-1'))!;
    expect(Buffer.compare(Buffer.from(back.maps), Buffer.from(large.maps))).toBe(0);
    expect(Buffer.compare(Buffer.from(back.scene), Buffer.from(large.scene))).toBe(0);
  });

  it('stays within its bytes, the least recently used level going first', async () => {
    const store = createLevelStore({ dir, maxBytes: 3 * FILE_BYTES, now });
    for (const name of ['a@64-1', 'b@64-1', 'c@64-1']) {
      clock += KEEP_RECENT_MS;
      await store.write(name, level);
    }
    clock += KEEP_RECENT_MS;
    expect(await store.read('a@64-1')).toBeDefined(); // a is now the most recently used
    clock += KEEP_RECENT_MS;
    await store.write('d@64-1', level);
    expect(fs.readdirSync(dir).sort()).toEqual(['a@64-1.level', 'c@64-1.level', 'd@64-1.level']);
  });

  it('keeps the levels used lately rather than make room for a new one (a sweep over every template)', async () => {
    const store = createLevelStore({ dir, maxBytes: 2 * FILE_BYTES, now });
    await store.write('a@64-1', level);
    clock += KEEP_RECENT_MS / 2;
    await store.write('b@64-1', level);
    clock += KEEP_RECENT_MS / 2 - 1;
    await store.write('c@64-1', level);
    expect(fs.readdirSync(dir).sort()).toEqual(['a@64-1.level', 'b@64-1.level']);
    clock += 2;
    await store.write('c@64-1', level); // a has not been used for KEEP_RECENT_MS now
    expect(fs.readdirSync(dir).sort()).toEqual(['b@64-1.level', 'c@64-1.level']);
  });

  it('does not keep a level larger than its whole budget', async () => {
    const store = createLevelStore({ dir, maxBytes: FILE_BYTES - 1, now });
    await store.write('a@64-1', level);
    expect(await store.read('a@64-1')).toBeUndefined();
  });

  it('treats a damaged or torn file as missing and removes it', async () => {
    const store = createLevelStore({ dir, maxBytes: 10 * FILE_BYTES, now });
    await store.write('a@64-1', level);
    const file = path.join(dir, 'a@64-1.level');
    const bytes = fs.readFileSync(file);
    bytes[1000] = bytes[1000]! ^ 0xff;
    fs.writeFileSync(file, bytes);
    expect(await store.read('a@64-1')).toBeUndefined();
    expect(fs.existsSync(file)).toBe(false);
    await store.write('a@64-1', level);
    fs.truncateSync(file, 5000);
    expect(await store.read('a@64-1')).toBeUndefined();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('removes temporary files a stopped process left, and refuses names that are not level names', async () => {
    const store = createLevelStore({ dir, maxBytes: 10 * FILE_BYTES, now });
    const left = path.join(dir, '.a@64-1.123-1-abc.tmp');
    fs.writeFileSync(left, 'half a level');
    const hoursAgo = new Date(clock - 2 * 3_600_000);
    fs.utimesSync(left, hoursAgo, hoursAgo);
    await store.write('b@64-1', level);
    expect(fs.readdirSync(dir)).toEqual(['b@64-1.level']);
    await store.write('../outside', level);
    expect(await store.read('../b@64-1')).toBeUndefined();
    expect(fs.readdirSync(dir)).toEqual(['b@64-1.level']);
  });
});
