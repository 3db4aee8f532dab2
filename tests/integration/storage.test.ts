import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFor, type FileStorage } from '../../server/src/services/storage';
import { createS3Storage } from '../../server/src/services/storage-s3';
import { freePort } from '../support/ports';
import { startTestS3, type TestS3 } from '../support/s3-server';

let s3: TestS3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-storage-'));
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const drivers: Array<[string, () => FileStorage]> = [
  ['the local folder', () => storageFor({ dataDir })],
  ['an S3-compatible bucket', () => storageFor({ dataDir, s3: s3.settings })],
];

const tempFile = (bytes: Uint8Array) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-upload-')), 'out.bin');
  fs.writeFileSync(file, bytes);
  return file;
};

describe.each(drivers)('file storage in %s', (_name, open) => {
  it('stores, reads, streams a range of and deletes a file', async () => {
    const storage = open();
    await storage.put('user-a/designs/one.png', new TextEncoder().encode('0123456789'));
    expect((await storage.get('user-a/designs/one.png'))?.toString()).toBe('0123456789');

    const slice = await storage.read('user-a/designs/one.png', { start: 2, end: 5 });
    expect(slice?.size).toBe(10);
    expect((await buffer(slice!.stream)).toString()).toBe('2345');
    const whole = await storage.read('user-a/designs/one.png');
    expect([whole?.size, (await buffer(whole!.stream)).toString()]).toEqual([10, '0123456789']);

    await storage.delete('user-a/designs/one.png');
    expect(await storage.get('user-a/designs/one.png')).toBeUndefined();
    expect(await storage.read('user-a/designs/one.png')).toBeUndefined();
    await storage.delete('user-a/designs/one.png'); // deleting nothing is not an error
  });

  it('moves a large finished file in (multipart on S3) and serves its last bytes', async () => {
    const storage = open();
    const bytes = crypto.randomBytes(19 * 1024 * 1024 + 123);
    const source = tempFile(bytes);
    await storage.putFile('user-b/generated/video.mp4', source);
    expect(fs.existsSync(source)).toBe(false);

    const stored = await storage.get('user-b/generated/video.mp4');
    expect(stored?.length).toBe(bytes.length);
    expect(crypto.createHash('sha256').update(stored!).digest('hex')).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));
    const tail = await storage.read('user-b/generated/video.mp4', { start: bytes.length - 3, end: bytes.length - 1 });
    expect([...(await buffer(tail!.stream))]).toEqual([...bytes.subarray(bytes.length - 3)]);
  });

  it("deletes one user's files and nobody else's", async () => {
    const storage = open();
    const one = new Uint8Array([1]);
    await storage.put('user1/designs/a.png', one);
    await storage.put('user1/generated/b.zip', one);
    await storage.put('user10/designs/c.png', one);
    await storage.deletePrefix('user1');
    expect(await storage.get('user1/designs/a.png')).toBeUndefined();
    expect(await storage.get('user1/generated/b.zip')).toBeUndefined();
    expect(await storage.get('user10/designs/c.png')).toBeDefined();
  });

  it('refuses keys that could leave the storage', async () => {
    const storage = open();
    await expect(storage.put('../etc/passwd', new Uint8Array([1]))).rejects.toThrow('Unsafe storage key');
    await expect(storage.get('user/../../x')).rejects.toThrow('Unsafe storage key');
  });

  it('says it is ready', async () => {
    await expect(open().check()).resolves.toBeUndefined();
  });
});

describe('the S3 driver', () => {
  it('deletes a prefix holding more than one listing page (1,000 keys)', async () => {
    const storage = createS3Storage(s3.settings);
    const keys = Array.from({ length: 1001 }, (_, i) => `many/designs/${i}.png`);
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, new Uint8Array([7]))));
    await storage.deletePrefix('many');
    expect(await storage.sizeOf(keys[0]!)).toBeUndefined();
    expect(await storage.sizeOf(keys[1000]!)).toBeUndefined();
  });

  it('is not ready when the bucket does not exist, the access key is unknown or nothing answers', async () => {
    await expect(createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' }).check()).rejects.toThrow();
    const unknownKey = { accessKeyId: 'NOBODY', secretAccessKey: 'S3RVER' };
    await expect(createS3Storage({ ...s3.settings, credentials: unknownKey }).check()).rejects.toThrow();
    await expect(createS3Storage({ ...s3.settings, endpoint: `http://127.0.0.1:${await freePort()}` }).check()).rejects.toThrow();
  });
});

describe('the local driver', () => {
  it('is not ready when its folder cannot be written', async () => {
    const blocked = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-blocked-'));
    fs.writeFileSync(path.join(blocked, 'files'), 'a file where the folder should be');
    await expect(storageFor({ dataDir: blocked }).check()).rejects.toThrow();
    fs.rmSync(blocked, { recursive: true, force: true });
  });
});
