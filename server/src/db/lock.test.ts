import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-lock-'));

describe('acquireDataDirLock', () => {
  it('refuses a folder whose lock belongs to a live process', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock left by a process that has ended', () => {
    const dir = tempDir();
    const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']);
    const deadPid = ended.stdout.toString().trim();
    fs.writeFileSync(path.join(dir, 'server.lock'), deadPid);
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('creates the folder when it does not exist yet', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = acquireDataDirLock(dir);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);
    release();
  });
});
