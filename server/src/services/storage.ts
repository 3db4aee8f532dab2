import fs from 'node:fs/promises';
import path from 'node:path';

/** Where user files live. Local folder now; an S3-compatible store can implement the same four calls. */
export interface FileStorage {
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** The bytes, or undefined when the key holds nothing. */
  get: (key: string) => Promise<Buffer | undefined>;
  delete: (key: string) => Promise<void>;
  /** Removes every file whose key starts with `prefix/` (one user's files). */
  deletePrefix: (prefix: string) => Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

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
    get: async (key) => {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
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
