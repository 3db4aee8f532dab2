import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../server/src/services/storage';
import { createS3Storage } from '../../server/src/services/storage-s3';
import { startTestS3, type TestS3 } from '../support/s3-server';

const run = promisify(execFile);
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.stop());

/** `npm run storage:migrate` as a child process; resolves with its exit code and output. */
async function migrate(env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/src/storage-migrate-main.ts'], {
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run storage:migrate', () => {
  it('copies a data folder into the bucket under the same keys, and a second run copies only what changed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-migrate-'));
    const local = createLocalStorage(path.join(dataDir, 'files'), path.join(dataDir, 'tmp'));
    const files: Record<string, Buffer> = {
      'user-1/designs/a.png': crypto.randomBytes(2000),
      'user-1/mockups/b.png': crypto.randomBytes(3000),
      'user-2/generated/c.mp4': crypto.randomBytes(9 * 1024 * 1024),
      'anonymous/generated/d.zip': crypto.randomBytes(10),
    };
    for (const [key, bytes] of Object.entries(files)) await local.put(key, bytes);
    // Left behind by a write that never finished: not a file of the app's.
    fs.writeFileSync(path.join(dataDir, 'files/user-1/designs/e.png.123.tmp'), 'half');

    const first = await migrate({ DATA_DIR: dataDir, ...s3.env });
    expect(first.code).toBe(0);
    expect(first.output).toContain('Copied 4 files (9.0 MB); 0 files already there; 0 failed.');
    const bucket = createS3Storage(s3.settings);
    for (const [key, bytes] of Object.entries(files)) expect((await bucket.get(key))?.equals(bytes)).toBe(true);
    expect(await bucket.sizeOf('user-1/designs/e.png.123.tmp')).toBeUndefined();

    files['user-1/designs/a.png'] = crypto.randomBytes(2500);
    await local.put('user-1/designs/a.png', files['user-1/designs/a.png']);
    const second = await migrate({ DATA_DIR: dataDir, ...s3.env });
    expect(second.output).toContain('Copied 1 file (0.0 MB); 3 files already there; 0 failed.');
    expect((await bucket.get('user-1/designs/a.png'))?.equals(files['user-1/designs/a.png'])).toBe(true);
    // The folder is left as it was.
    expect(fs.readFileSync(path.join(dataDir, 'files/user-2/generated/c.mp4')).equals(files['user-2/generated/c.mp4']!)).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('says what is missing instead of copying nowhere', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-migrate-'));
    const noBucket = await migrate({ DATA_DIR: dataDir });
    expect(noBucket).toMatchObject({ code: 1, output: expect.stringContaining('needs S3_BUCKET') });
    const noFolder = await migrate({ DATA_DIR: dataDir, ...s3.env });
    expect(noFolder).toMatchObject({ code: 1, output: expect.stringContaining(`Nothing to copy: ${dataDir}/files does not exist`) });
    fs.mkdirSync(path.join(dataDir, 'files'));
    const wrongBucket = await migrate({ DATA_DIR: dataDir, ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(wrongBucket).toMatchObject({ code: 1, output: expect.stringContaining('Cannot reach s3://no-such-bucket') });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
