import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One temporary folder for the whole integration run, removed at its end: the tests' data folders, servers'
 * DATA_DIRs and uploads go under it (os.tmpdir() follows TMPDIR, in the test processes and the servers they start),
 * so what a test leaves behind — ~1.3 GB a run before — does not pile up in /tmp.
 */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-integration-'));
  fs.chmodSync(dir, 0o1777); // as /tmp: a test may run a program as another user (PostgreSQL as `postgres`)
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
