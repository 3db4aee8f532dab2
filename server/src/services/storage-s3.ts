import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config';
import { assertSafeKey, type FileStorage } from './storage';

/** Files above this go up in parts of this size, two at a time (16 MB of memory per upload at most). */
const PART_BYTES = 8 * 1024 * 1024;

export interface S3Storage extends FileStorage {
  /** The stored size, or undefined when the key holds nothing. */
  sizeOf: (key: string) => Promise<number | undefined>;
  /** Uploads a local file and leaves it where it is (putFile moves it). */
  uploadCopy: (key: string, sourcePath: string) => Promise<void>;
}

const isMissing = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Resolves to `undefined` when S3 answers 404 (no such key), rethrows anything else. */
async function unlessMissing<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Ceph…), under the same keys as the local folder. */
export function createS3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Plain Content-Length uploads: the SDK's newer default checksum trailers are not understood by every
    // S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const uploadCopy = async (key: string, sourcePath: string) => {
    // One PUT for a small file, a multipart upload (aborted on failure) for a large one.
    const upload = new Upload({
      client,
      params: { Bucket, Key: assertSafeKey(key), Body: createReadStream(sourcePath) },
      partSize: PART_BYTES,
      queueSize: 2,
    });
    await upload.done();
  };

  return {
    put: async (key, bytes) => {
      await client.send(new PutObjectCommand({ Bucket, Key: assertSafeKey(key), Body: bytes, ContentLength: bytes.length }));
    },
    putFile: async (key, sourcePath) => {
      await uploadCopy(key, sourcePath);
      await fs.rm(sourcePath, { force: true });
    },
    uploadCopy,
    get: async (key) => {
      const object = await unlessMissing(client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) })));
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    },
    read: async (key, range) => {
      const object = await unlessMissing(
        client.send(
          new GetObjectCommand({ Bucket, Key: assertSafeKey(key), Range: range && `bytes=${range.start}-${range.end}` }),
        ),
      );
      if (!object?.Body) return undefined;
      const stream = object.Body as Readable;
      if (range && !object.ContentRange) {
        stream.destroy();
        throw new Error(`The S3 store ignored the Range header for ${key}`);
      }
      // A ranged answer says the whole size after the slash: "bytes 0-99/12345".
      const size = range ? Number(object.ContentRange!.split('/')[1]) : Number(object.ContentLength);
      return { stream, size };
    },
    sizeOf: async (key) => {
      const head = await unlessMissing(client.send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) })));
      return head && Number(head.ContentLength);
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    deletePrefix: async (prefix) => {
      const Prefix = `${assertSafeKey(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        // A page holds at most 1,000 keys, which is also the most one DeleteObjects takes.
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length) {
          const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
          const failed = result.Errors ?? [];
          if (failed.length) {
            throw new Error(`S3 did not delete ${failed.length} files under ${Prefix} (first: ${failed[0]!.Key}: ${failed[0]!.Code})`);
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    check: async () => {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
