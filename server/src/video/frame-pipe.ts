import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A pipe to feed ffmpeg its frames. Its write end blocks, so a run of frames goes in with one write on libuv's
 * thread pool (the kernel waits while ffmpeg catches up) instead of the event loop feeding ffmpeg's stdin socket a
 * few hundred KB per wake-up. Node makes no bare pipes, so it is a named one, opened at both ends and unlinked at
 * once: nothing stays in the folder, and should this process die, ffmpeg reads the end of its input and exits.
 */
export interface FramePipe {
  /** The read end, for ffmpeg's stdin; close it here once ffmpeg has it. */
  reader: number;
  closeReader(): void;
  /** Writes all of `bytes`; resolves once ffmpeg has taken them, so the memory may be reused. */
  write(bytes: Uint8Array): Promise<void>;
  /** Closes the write end: ffmpeg sees the end of its input. */
  close(): Promise<void>;
}

const run = promisify(execFile);

/** A new pipe made in `dir`, or undefined where named pipes cannot be made (the renderer then writes to stdin). */
export async function createFramePipe(dir: string): Promise<FramePipe | undefined> {
  const file = path.join(dir, `frames-${crypto.randomUUID()}.pipe`);
  try {
    await run('mkfifo', ['-m', '600', file]);
  } catch {
    return undefined;
  }
  try {
    // Opening one end of a named pipe waits for the other: a non-blocking read end lets the write end open at once,
    // and then ffmpeg's read end (blocking: ffmpeg sleeps ~1 ms per empty non-blocking read) opens at once too.
    const opener = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
    let writer: fs.promises.FileHandle | undefined;
    let reader: number | undefined;
    try {
      writer = await fs.promises.open(file, 'w');
      reader = fs.openSync(file, 'r');
    } finally {
      fs.closeSync(opener);
    }
    return {
      reader,
      closeReader: () => {
        if (reader !== undefined) fs.closeSync(reader);
        reader = undefined;
      },
      write: async (bytes) => {
        for (let done = 0; done < bytes.byteLength; ) done += (await writer!.write(bytes, done, bytes.byteLength - done)).bytesWritten;
      },
      close: async () => {
        await writer?.close();
        writer = undefined;
      },
    };
  } finally {
    fs.rmSync(file, { force: true });
  }
}
