import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage';
import { sweepTempDir } from './temp-sweep';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-storage-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const listAll = (root: string) => (fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String).sort() : []);

describe('local storage', () => {
  it('writes through the temporary folder and leaves only the finished file', async () => {
    const storage = createLocalStorage(path.join(dir, 'files'), path.join(dir, 'tmp'));
    await storage.put('user-1/designs/a.png', new Uint8Array([1, 2, 3]));
    expect(await storage.get('user-1/designs/a.png')).toEqual(Buffer.from([1, 2, 3]));
    expect(listAll(path.join(dir, 'files'))).toEqual(['user-1', 'user-1/designs', 'user-1/designs/a.png']);
    expect(listAll(path.join(dir, 'tmp'))).toEqual([]);
  });

  it('leaves no temporary file behind when a write fails', async () => {
    const storage = createLocalStorage(path.join(dir, 'files'), path.join(dir, 'tmp'));
    await storage.put('user-1/blocker', new Uint8Array([1]));
    // 'user-1/blocker' is a file, so no folder can be made under it.
    await expect(storage.put('user-1/blocker/x.png', new Uint8Array([2]))).rejects.toThrow();
    expect(listAll(path.join(dir, 'tmp'))).toEqual([]);
    expect(listAll(path.join(dir, 'files'))).toEqual(['user-1', 'user-1/blocker']);
  });
});

describe('sweepTempDir', () => {
  it('removes everything for a sole owner, and only stale entries in a shared folder', async () => {
    const tmp = path.join(dir, 'tmp');
    fs.mkdirSync(path.join(tmp, 'video-job'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'video-job', 'frame-1.png'), 'x');
    fs.writeFileSync(path.join(tmp, 'put-old.tmp'), 'half');
    fs.writeFileSync(path.join(tmp, 'put-new.tmp'), 'half');
    const hoursAgo = new Date(Date.now() - 7 * 3_600_000);
    fs.utimesSync(path.join(tmp, 'put-old.tmp'), hoursAgo, hoursAgo);

    expect(await sweepTempDir(tmp, 6 * 3_600_000)).toBe(1);
    expect(fs.readdirSync(tmp).sort()).toEqual(['put-new.tmp', 'video-job']);
    expect(await sweepTempDir(tmp, 0)).toBe(2);
    expect(fs.readdirSync(tmp)).toEqual([]);
    expect(await sweepTempDir(path.join(dir, 'never-made'), 0)).toBe(0);
  });
});
