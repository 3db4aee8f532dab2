import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config';

/** A byte range of a stored file, both ends inclusive (as in HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where user files live: the local folder by default; an S3-compatible store implements the same calls. */
export interface FileStorage {
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** Moves a finished file from the app's temporary folder into storage (videos, ZIPs: written there first). */
  putFile: (key: string, sourcePath: string) => Promise<void>;
  /** The bytes, or undefined when the key holds nothing. */
  get: (key: string) => Promise<Buffer | undefined>;
  /** Streams the file (or one range of it) with its total size, or undefined when the key holds nothing. */
  read: (key: string, range?: ByteRange) => Promise<{ stream: Readable; size: number } | undefined>;
  delete: (key: string) => Promise<void>;
  /** Removes every file whose key starts with `prefix/` (one user's files). */
  deletePrefix: (prefix: string) => Promise<void>;
  /** Throws unless files can be stored right now (the folder is writable, the bucket answers): for /api/ready. */
  check: () => Promise<void>;
}

/**
 * The folder for unfinished files: heavy work's output and every storage write before its rename. On the same disk
 * as the stored files, so the rename is atomic; swept at start (server/src/services/temp-sweep.ts), so a crash
 * leaves nothing half-written behind.
 */
export const tempDirFor = (config: { dataDir: string }) => path.join(config.dataDir, 'tmp');

/** The storage the configuration asks for: an S3-compatible bucket (S3_BUCKET), else the `files` folder in DATA_DIR. */
export const storageFor = (config: { dataDir: string; s3?: S3Settings | undefined }): FileStorage => {
  const { s3 } = config;
  // The AWS SDK takes most of a second to load: only a server that uses it pays for it.
  if (s3) return lazyStorage(() => import('./storage-s3').then((module) => module.createS3Storage(s3)));
  return createLocalStorage(path.join(config.dataDir, 'files'), tempDirFor(config));
};

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Keys are paths made by the app (`<user>/<kind>/<id>.<ext>`); anything else is a bug, never a file name to trust. */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** A storage that is opened on first use. */
function lazyStorage(open: () => Promise<FileStorage>): FileStorage {
  let opened: Promise<FileStorage> | undefined;
  const storage = () => (opened ??= open());
  return {
    put: async (key, bytes) => (await storage()).put(key, bytes),
    putFile: async (key, sourcePath) => (await storage()).putFile(key, sourcePath),
    get: async (key) => (await storage()).get(key),
    read: async (key, range) => (await storage()).read(key, range),
    delete: async (key) => (await storage()).delete(key),
    deletePrefix: async (prefix) => (await storage()).deletePrefix(prefix),
    check: async () => (await storage()).check(),
  };
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root`, written in `tempDir` (same disk) and renamed into place: a reader never sees half a file, and
 * a crash mid-write leaves its remains only in `tempDir`, never among the stored files.
 */
export function createLocalStorage(root: string, tempDir: string): FileStorage {
  const resolve = (key: string) => path.join(root, assertSafeKey(key));
  /** Fills a new temporary file with `write` and renames it to `file`; the temporary file never outlives a failure. */
  const writeThenRename = async (file: string, write: (temp: string) => Promise<void>) => {
    await fs.mkdir(tempDir, { recursive: true });
    const temp = path.join(tempDir, `put-${crypto.randomUUID()}.tmp`);
    try {
      await write(temp);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  };
  return {
    put: async (key, bytes) => writeThenRename(resolve(key), (temp) => fs.writeFile(temp, bytes)),
    putFile: async (key, sourcePath) => {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        await fs.rename(sourcePath, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another disk: copy, then rename, so a reader never sees half a file.
        await writeThenRename(file, (temp) => fs.copyFile(sourcePath, temp));
        await fs.rm(sourcePath, { force: true });
      }
    },
    get: async (key) => {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    read: async (key, range) => {
      const file = resolve(key);
      try {
        const { size } = await fs.stat(file);
        return { stream: createReadStream(file, range), size };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    delete: async (key) => {
      await fs.rm(resolve(key), { force: true });
    },
    deletePrefix: async (prefix) => {
      await fs.rm(resolve(prefix), { recursive: true, force: true });
    },
    check: async () => {
      // A real write: a read-only mount or a full disk fails here, where a permission check would pass as root.
      await fs.mkdir(root, { recursive: true });
      const probe = path.join(root, `.ready-${process.pid}`);
      await fs.writeFile(probe, 'ok');
      await fs.rm(probe, { force: true });
    },
  };
}
