import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer, waitForHealthy, type ServerProcess } from '../support/server-process';

const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
});

async function startHealthy(dataDir: string) {
  const server = await spawnServer({ DATA_DIR: dataDir });
  running.push(server);
  await waitForHealthy(server);
  return server;
}

describe('after a crash', () => {
  it('removes what the killed process left half-written in DATA_DIR/tmp at the next start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-crash-'));
    const first = await startHealthy(dataDir);
    // What a process killed mid-work leaves: a storage write that never reached its rename, a job's frames.
    const tmp = path.join(dataDir, 'tmp');
    fs.mkdirSync(path.join(tmp, 'video-job-1'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'put-3f1c.tmp'), Buffer.alloc(4096, 1));
    fs.writeFileSync(path.join(tmp, 'video-job-1', 'frame-0001.png'), Buffer.alloc(1024, 2));
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startHealthy(dataDir);
    expect(fs.readdirSync(tmp)).toEqual([]);
    expect(second.output()).toContain('"entries":2');
    expect(second.output()).toContain('unfinished temporary files from an earlier run removed');
    // Nothing under the stored files is a temporary file either: writes only ever go through tmp.
    const stored = path.join(dataDir, 'files');
    const leftovers = fs.existsSync(stored) ? fs.readdirSync(stored, { recursive: true }).map(String).filter((name) => name.endsWith('.tmp')) : [];
    expect(leftovers).toEqual([]);
    // Two cold starts of a server process, the second recovering a killed PGlite: each may take waitForHealthy's
    // 180 s on a loaded machine (one took over a minute while the machine ran at load 12).
  }, 360_000);
});
