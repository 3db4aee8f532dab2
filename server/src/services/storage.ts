import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

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
}

/**
 * The folder for unfinished files: heavy work's output and every storage write before its rename. On the same disk
 * as the stored files, so the rename is atomic; swept at start (server/src/services/temp-sweep.ts), so a crash
 * leaves nothing half-written behind.
 */
export const tempDirFor = (config: { dataDir: string }) => path.join(config.dataDir, 'tmp');

/** The storage the configuration asks for: today the `files` folder in DATA_DIR. */
export const storageFor = (config: { dataDir: string }): FileStorage =>
  createLocalStorage(path.join(config.dataDir, 'files'), tempDirFor(config));

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root`, written in `tempDir` (same disk) and renamed into place: a reader never sees half a file, and
 * a crash mid-write leaves its remains only in `tempDir`, never among the stored files.
 */
export function createLocalStorage(root: string, tempDir: string): FileStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
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
    put: (key, bytes) => writeThenRename(resolve(key), (temp) => fs.writeFile(temp, bytes)),
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
  };
}
