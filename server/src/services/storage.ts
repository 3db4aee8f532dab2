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

/** The folder heavy work writes unfinished files to; on the same disk as the stored files, and emptied at start. */
export const tempDirFor = (config: { dataDir: string }) => path.join(config.dataDir, 'tmp');

/** The storage the configuration asks for: today the `files` folder in DATA_DIR. */
export const storageFor = (config: { dataDir: string }): FileStorage => createLocalStorage(path.join(config.dataDir, 'files'));

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    put: async (key, bytes) => {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, file);
    },
    putFile: async (key, sourcePath) => {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        await fs.rename(sourcePath, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another disk: copy under a temporary name, then rename, so a reader never sees half a file.
        const temp = `${file}.${process.pid}.tmp`;
        await fs.copyFile(sourcePath, temp);
        await fs.rename(temp, file);
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
