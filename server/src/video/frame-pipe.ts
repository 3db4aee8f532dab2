import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A pipe to feed ffmpeg its frames. Its write end blocks, so a run of frames goes in with one write on libuv's
 * thread pool (the kernel waits while ffmpeg catches up) instead of the event loop feeding ffmpeg's stdin socket a
 * few hundred KB per wake-up. Node makes no bare pipes, so it is a named one, opened at both ends; should this process
 * die, ffmpeg reads the end of its input and exits. Making one takes a process (mkfifo), and spawning costs the
 * server tens of milliseconds once its memory is large, so a pipe's file is kept for the next video and removed when
 * the process exits (or by the temporary folder's sweep, after which a new one is made).
 */
export interface FramePipe {
  /** The read end, for ffmpeg's stdin; close it here once ffmpeg has it. */
  reader: number;
  closeReader(): void;
  /** Writes all of `bytes`; resolves once ffmpeg has taken them, so the memory may be reused. */
  write(bytes: Uint8Array): Promise<void>;
  /** Closes the write end: ffmpeg sees the end of its input. */
  close(): Promise<void>;
  /**
   * Done with the pipe: `reusable` when its reader has exited (every byte read), so the next pipe may use its file;
   * else the file is removed (a reader still holding it must not read the next video's frames).
   */
  release(reusable: boolean): void;
}

const run = promisify(execFile);

/** Pipe files this process made and is not using now, by folder. */
const idle = new Map<string, string[]>();
let removeAtExit = false;

/** A pipe in `dir`, or undefined where named pipes cannot be made (the renderer then writes to stdin). */
export async function createFramePipe(dir: string): Promise<FramePipe | undefined> {
  for (let file = idle.get(dir)?.pop(); file; file = idle.get(dir)?.pop()) {
    const pipe = openPipe(file, dir);
    if (pipe) return pipe;
    fs.rmSync(file, { force: true });
  }
  const file = path.join(dir, `frames-${crypto.randomUUID()}.pipe`);
  try {
    await run('mkfifo', ['-m', '600', file]);
  } catch {
    return undefined;
  }
  if (!removeAtExit) {
    removeAtExit = true;
    process.once('exit', () => [...idle.values()].flat().forEach((made) => fs.rmSync(made, { force: true })));
  }
  return openPipe(file, dir);
}

/** Both ends of the pipe file `file`, or undefined when it is gone or is not a pipe. */
function openPipe(file: string, dir: string): FramePipe | undefined {
  let opener: number;
  try {
    // Opening one end of a named pipe waits for the other: a non-blocking read end lets the write end open at once,
    // and then ffmpeg's read end (blocking: ffmpeg sleeps ~1 ms per empty non-blocking read) opens at once too.
    opener = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  let writer: number | undefined;
  let reader: number | undefined;
  try {
    if (!fs.fstatSync(opener).isFIFO()) return undefined;
    writer = fs.openSync(file, 'w');
    reader = fs.openSync(file, 'r');
  } catch {
    if (writer !== undefined) fs.closeSync(writer);
    return undefined;
  } finally {
    fs.closeSync(opener);
  }
  const write = promisify(fs.write);
  let released = false;
  return {
    reader,
    closeReader: () => {
      if (reader !== undefined) fs.closeSync(reader);
      reader = undefined;
    },
    write: async (bytes) => {
      for (let done = 0; done < bytes.byteLength; ) done += (await write(writer!, bytes, done, bytes.byteLength - done)).bytesWritten;
    },
    close: async () => {
      if (writer !== undefined) fs.closeSync(writer);
      writer = undefined;
    },
    release(reusable) {
      if (released) return;
      released = true;
      if (writer !== undefined) fs.closeSync(writer);
      writer = undefined;
      if (reusable) idle.set(dir, [...(idle.get(dir) ?? []), file]);
      else fs.rmSync(file, { force: true });
    },
  };
}
