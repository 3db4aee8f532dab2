import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A named pipe ffmpeg reads its frames from. Its write end blocks, so a run of frames goes in with one write on
 * libuv's thread pool (the kernel waits while ffmpeg catches up) instead of the event loop feeding ffmpeg's stdin
 * socket a few hundred KB per wake-up.
 */
export interface FramePipe {
  /** Where ffmpeg opens it (removed from the folder once both ends are open). */
  path: string;
  /** Opens the write end once ffmpeg has opened the pipe; false if ffmpeg ended first. */
  open(encoderExited: Promise<unknown>): Promise<boolean>;
  /** Writes all of `bytes`; resolves once ffmpeg has taken them, so the memory may be reused. */
  write(bytes: Uint8Array): Promise<void>;
  /** Closes the write end (ffmpeg sees the end of its input) and removes the pipe. */
  close(): Promise<void>;
}

const run = promisify(execFile);

/** A new named pipe in `dir`, or undefined where pipes cannot be made (the renderer then writes through stdin). */
export async function createFramePipe(dir: string): Promise<FramePipe | undefined> {
  const file = path.join(dir, `frames-${crypto.randomUUID()}.pipe`);
  try {
    await run('mkfifo', ['-m', '600', file]);
  } catch {
    return undefined;
  }
  let writer: fs.promises.FileHandle | undefined;
  const remove = () => fs.rmSync(file, { force: true });
  return {
    path: file,
    open: async (encoderExited) => {
      // Opening the write end waits (on libuv's thread pool) for ffmpeg to open the read end.
      const opening = fs.promises.open(file, 'w');
      const ended = await Promise.race([opening.then(() => false), encoderExited.then(() => true)]);
      if (ended) {
        // Nobody will read: open the read end ourselves so the pending open returns, then close both.
        const reader = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
        await (await opening).close();
        fs.closeSync(reader);
        remove();
        return false;
      }
      remove();
      writer = await opening;
      return true;
    },
    write: async (bytes) => {
      for (let done = 0; done < bytes.byteLength; ) done += (await writer!.write(bytes, done, bytes.byteLength - done)).bytesWritten;
    },
    close: async () => {
      await writer?.close();
      writer = undefined;
      remove();
    },
  };
}
