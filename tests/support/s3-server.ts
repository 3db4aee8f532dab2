import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../../server/src/config';

export interface TestS3 {
  /** The bucket's settings, as the app reads them from S3_* variables. */
  settings: S3Settings;
  /** The same as environment variables, for a server process. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

const S3RVER_BIN = path.join(path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin/s3rver.js');

/**
 * s3rver, a real HTTP server speaking the S3 protocol (multipart uploads, ranges, ListObjectsV2, DeleteObjects,
 * access-key checks; it does not verify SigV4 signatures), as its own process on a loopback port, storing into a
 * temp folder. Its one account is S3RVER / S3RVER. It signs ListObjectsV2 continuation tokens with DES, which
 * OpenSSL 3 keeps in its legacy provider: hence the flag.
 */
export async function startTestS3(bucket = 'mockups'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', S3RVER_BIN, '-d', directory, '-a', '127.0.0.1', '-p', '0', '--silent', '--configure-bucket', bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on [\d.]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening:\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { bucket, endpoint, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true },
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
