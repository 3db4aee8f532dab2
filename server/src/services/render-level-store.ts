import fs from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { PreparedTemplate } from '../../../core/src/render/prepare';
import { levelChecksum, levelFileBytes, levelFileParts, parseLevelFile } from './render-level-file';

/**
 * Prepared template levels on disk (DATA_DIR/cache/levels), so a template's first render after a start reads its
 * level (one read, ~50 MB for a 2048² template) instead of decoding its WebP layers and preparing them again (about a
 * second). Files are named by what decides their bytes (the template's asset hashes and PREPARED_LEVEL_VERSION: see
 * template-levels.ts), so a changed template or renderer never reads an old one; the folder is bounded in bytes, the
 * least recently used files going first. Any file that is missing, torn or damaged is a miss: the caller prepares
 * the level again and it is written anew. Every render thread (and process) may share the folder: files are written
 * under a temporary name and renamed, and readers take a file whole or not at all.
 */
export interface LevelStore {
  /** The level stored under `name`, or undefined (not stored, unreadable or damaged: a damaged file is removed). */
  read(name: string): Promise<PreparedTemplate | undefined>;
  /**
   * Stores a level under `name`, making room within the budget first (or skipping it, see KEEP_RECENT_MS). Its work
   * waits for the thread's next turn of the event loop, so a render that follows is not held up. Never fails: the
   * cache is only a cache.
   */
  write(name: string, level: PreparedTemplate): Promise<void>;
}

export interface LevelStoreOptions {
  dir: string;
  maxBytes: number;
  now?: () => number;
}

const EXTENSION = '.level';
/** A temporary file older than this was left by a process that stopped while writing it. */
const STALE_TEMP_MS = 3_600_000;
/**
 * A new level does not push out one used more recently than this: a sweep over more templates than the folder holds
 * (a batch of all of them) then keeps the levels in use and skips the rest, instead of writing gigabytes that the
 * sweep itself pushes out again.
 */
export const KEEP_RECENT_MS = 10 * 60_000;
/** Larger than any level (a 4096² template's own level and mesh): a bigger file is not read into memory. */
const MAX_FILE_BYTES = 4096 * 4096 * 12 + 2 ** 24;
/** File names are made by template-levels.ts; anything else is refused rather than joined into a path. */
const NAME = /^[a-z0-9][a-z0-9@._-]{0,120}$/;

export function createLevelStore({ dir, maxBytes, now = Date.now }: LevelStoreOptions): LevelStore {
  const fileOf = (name: string) => (NAME.test(name) ? path.join(dir, name + EXTENSION) : undefined);
  const writing = new Set<string>();
  /** Until when the folder is full of levels used lately (makeRoom): writes before then are skipped unlooked. */
  let fullUntil = 0;
  // Room is made and checked one write at a time on a thread (threads and processes may still overlap: the folder
  // then holds at most one level more per writer until the next write trims it).
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work);
    turn = result.catch(() => undefined);
    return result;
  };

  return {
    async read(name) {
      const file = fileOf(name);
      if (!file) return undefined;
      let read: { bytes: Uint8Array; checksum: number };
      try {
        read = await readWhole(file);
      } catch {
        return undefined;
      }
      const level = parseLevelFile(read.bytes, read.checksum);
      if (!level) {
        await fs.rm(file, { force: true }).catch(() => undefined);
        return undefined;
      }
      // Least recently *used*: a read counts (modification time, as many file systems do not keep access times).
      const time = new Date(now());
      await fs.utimes(file, time, time).catch(() => undefined);
      return level;
    },

    async write(name, level) {
      const file = fileOf(name);
      if (!file || writing.has(name)) return;
      const bytes = levelFileBytes(level);
      if (bytes > maxBytes) return;
      writing.add(name);
      const temp = path.join(dir, `.${name}.${process.pid}-${threadId}-${Math.random().toString(36).slice(2)}.tmp`);
      try {
        await inTurn(async () => {
          await fs.mkdir(dir, { recursive: true });
          if (now() < fullUntil) return;
          const room = await makeRoom(dir, bytes, maxBytes, now());
          if (room !== true) {
            fullUntil = room;
            return;
          }
          const handle = await fs.open(temp, 'wx');
          try {
            const { bytesWritten } = await handle.writev(levelFileParts(level));
            if (bytesWritten !== bytes) throw new Error(`${temp}: ${bytesWritten} of ${bytes} bytes written`);
            const time = new Date(now());
            await handle.utimes(time, time);
          } finally {
            await handle.close();
          }
          await fs.rename(temp, file);
        });
      } catch {
        await fs.rm(temp, { force: true }).catch(() => undefined);
      } finally {
        writing.delete(name);
      }
    },
  };
}

/** Bytes read at a time, and reads in flight: two file-system threads fill the buffer while this one checksums. */
const CHUNK_BYTES = 16 * 2 ** 20;
const READS_IN_FLIGHT = 2;

/**
 * A file's bytes in one buffer of their own (offset 0, so the level's views are aligned) and their levelChecksum,
 * worked out chunk by chunk while the next chunks are read: most of a read is the kernel filling fresh pages, which
 * the file-system threads do in parallel, and the checksum then costs next to nothing.
 */
async function readWhole(file: string): Promise<{ bytes: Uint8Array; checksum: number }> {
  const handle = await fs.open(file, 'r');
  const reads: Array<Promise<void>> = [];
  try {
    const { size } = await handle.stat();
    if (size > MAX_FILE_BYTES) throw new Error(`${file}: too large for a level`);
    const bytes = new Uint8Array(size);
    const chunks = Math.ceil(size / CHUNK_BYTES);
    const readChunk = async (from: number, to: number) => {
      for (let at = from; at < to; ) {
        const { bytesRead } = await handle.read(bytes, at, to - at, at);
        if (bytesRead === 0) throw new Error(`${file}: shorter than it was`);
        at += bytesRead;
      }
    };
    const start = (k: number) => {
      if (k < chunks) reads[k] = readChunk(k * CHUNK_BYTES, Math.min(size, (k + 1) * CHUNK_BYTES));
    };
    for (let k = 0; k < READS_IN_FLIGHT; k++) start(k);
    const checksum = levelChecksum();
    for (let k = 0; k < chunks; k++) {
      await reads[k];
      start(k + READS_IN_FLIGHT);
      checksum.add(bytes.subarray(k * CHUNK_BYTES, Math.min(size, (k + 1) * CHUNK_BYTES)));
    }
    return { bytes, checksum: checksum.value() };
  } finally {
    // A failed read leaves others in flight: the file is closed only once they are done with it.
    await Promise.allSettled(reads);
    await handle.close();
  }
}

/**
 * Makes room for `incoming` bytes within `maxBytes` by removing the least recently used levels, unless that would
 * remove one used in the last KEEP_RECENT_MS: then nothing is removed and the answer is when that level stops being
 * recent. Removes temporary files that writers stopped while writing, too.
 */
async function makeRoom(dir: string, incoming: number, maxBytes: number, now: number): Promise<true | number> {
  const files: Array<{ file: string; bytes: number; used: number }> = [];
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) continue;
    if (name.endsWith('.tmp')) {
      if (now - stat.mtimeMs > STALE_TEMP_MS) await fs.rm(file, { force: true }).catch(() => undefined);
    } else if (name.endsWith(EXTENSION)) {
      files.push({ file, bytes: stat.size, used: stat.mtimeMs });
    }
  }
  let excess = files.reduce((sum, f) => sum + f.bytes, incoming) - maxBytes;
  if (excess <= 0) return true;
  files.sort((a, b) => a.used - b.used);
  const out: string[] = [];
  for (const f of files) {
    if (excess <= 0) break;
    if (now - f.used < KEEP_RECENT_MS) return f.used + KEEP_RECENT_MS;
    out.push(f.file);
    excess -= f.bytes;
  }
  for (const file of out) await fs.rm(file, { force: true }).catch(() => undefined);
  return true;
}
