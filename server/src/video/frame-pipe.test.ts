import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFramePipe } from './frame-pipe';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frame-pipe-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A reader process like ffmpeg: `cat` with the pipe as its stdin, copying everything to a file. */
function catInto(reader: number, file: string) {
  const out = fs.openSync(file, 'w');
  const child = spawn('cat', [], { stdio: [reader, out, 'inherit'] });
  fs.closeSync(out);
  return { child, exited: new Promise<number | null>((resolve) => child.once('exit', resolve)) };
}

describe('frame pipe', () => {
  it('hands a reader process every byte, in order, and its file to the next pipe', async () => {
    const dir = tempDir();
    for (const round of [1, 2]) {
      const pipe = (await createFramePipe(dir))!;
      expect(pipe).toBeDefined();
      const output = path.join(tempDir(), 'out.bin');
      const { exited } = catInto(pipe.reader, output);
      pipe.closeReader();
      // More than the kernel's pipe buffer at once, so the writes wait for the reader.
      const runs = [crypto.randomBytes(5 * 1024 * 1024), crypto.randomBytes(3 * 1024 * 1024 + 17)];
      for (const run of runs) await pipe.write(new Uint8Array(run));
      await pipe.close();
      expect(await exited).toBe(0);
      expect(fs.readFileSync(output).equals(Buffer.concat(runs)), `round ${round}`).toBe(true);
      pipe.release(true);
      expect(fs.readdirSync(dir)).toHaveLength(1); // the same file both times
    }
  });

  it('removes its file when released after a failure, and makes a new one for the next pipe', async () => {
    const dir = tempDir();
    const failed = (await createFramePipe(dir))!;
    const [file] = fs.readdirSync(dir);
    failed.closeReader();
    failed.release(false);
    expect(fs.readdirSync(dir)).toEqual([]);
    const next = (await createFramePipe(dir))!;
    expect(fs.readdirSync(dir)).toHaveLength(1);
    expect(fs.readdirSync(dir)).not.toEqual([file]);
    next.closeReader();
    next.release(false);
  });

  it('fails a write once its reader has died, instead of waiting for ever', async () => {
    const pipe = (await createFramePipe(tempDir()))!;
    const { child, exited } = catInto(pipe.reader, '/dev/null');
    pipe.closeReader();
    child.kill('SIGKILL');
    await exited;
    await expect(pipe.write(new Uint8Array(4 * 1024 * 1024))).rejects.toThrow(/EPIPE/);
    pipe.release(false);
  });

  it('lets its reader see the end of the input when the writer closes without writing', async () => {
    const pipe = (await createFramePipe(tempDir()))!;
    const output = path.join(tempDir(), 'empty.bin');
    const { exited } = catInto(pipe.reader, output);
    pipe.closeReader();
    await pipe.close();
    expect(await exited).toBe(0);
    expect(fs.statSync(output).size).toBe(0);
    pipe.release(true);
  });
});
