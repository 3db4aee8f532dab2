import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { sniffDesignFormat } from '../../../core/src/upload/upload-rules';
import { AppError, badRequest } from '../http/app-error';
import { decodeRaster } from '../images/raster';
import type { WorkPool } from '../work/pool';
import { startEncoder } from './ffmpeg';

/** POST /api/functions/encode-video: what a client may send (a turntable the browser could not encode itself). */
export const ENCODE_LIMITS = {
  maxSeconds: 30,
  maxFps: 30,
  /** Longest side of a frame. */
  maxSide: 1080,
  /** The whole request body. */
  maxBytes: 64 * 1024 * 1024,
} as const;

const FRAMES_PER_TASK = 8;

export interface FrameFile {
  bytes: Uint8Array;
}

/** A worker-thread task: decodes JPEG/PNG frames of one size into shared memory, refusing any other size. */
export async function decodeVideoFrames({ frames, width, height, out }: { frames: Uint8Array[]; width: number; height: number; out: Uint8Array }) {
  for (let k = 0; k < frames.length; k++) {
    const decoded = await decodeRaster({ bytes: frames[k]!, workingSide: ENCODE_LIMITS.maxSide * 8 });
    if (decoded.width !== width || decoded.height !== height) {
      throw badRequest(`Every frame must be ${width}×${height} px like the first; one is ${decoded.width}×${decoded.height}.`);
    }
    out.set(decoded.pixels.data, k * width * height * 4);
  }
  return frames.length;
}

/** The size of a frame from its header (PNG IHDR or JPEG SOF), so limits are checked before anything decodes. */
export function frameSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const format = sniffDesignFormat(bytes.subarray(0, 16));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === 'png' && bytes.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (format !== 'jpeg') return undefined;
  for (let i = 2; i + 9 < bytes.length; ) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1]!;
    const length = view.getUint16(i + 2);
    // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
    }
    i += 2 + length;
  }
  return undefined;
}

let encoding = 0;
/** Encodes at once per process: each holds its request (up to 64 MB) and an ffmpeg. */
const MAX_ENCODING = 1;

/** Checks the frames, decodes them on the pool and encodes them with the video renderer's ffmpeg pipeline. */
export async function encodeFrames(work: WorkPool, ffmpeg: string, tempDir: string, frames: Uint8Array[], fps: number): Promise<Buffer> {
  if (frames.length === 0) throw badRequest('Send the frames as multipart/form-data "frame" fields (JPEG or PNG), in order.');
  if (frames.length > fps * ENCODE_LIMITS.maxSeconds) {
    throw badRequest(`At most ${fps * ENCODE_LIMITS.maxSeconds} frames at ${fps} fps (${ENCODE_LIMITS.maxSeconds} seconds); got ${frames.length}.`);
  }
  const size = frameSize(frames[0]!);
  if (!size) throw badRequest('Frames must be JPEG or PNG images.');
  const { width, height } = size;
  if (width > ENCODE_LIMITS.maxSide || height > ENCODE_LIMITS.maxSide || width < 16 || height < 16) {
    throw badRequest(`Frames must be 16 to ${ENCODE_LIMITS.maxSide} px a side; these are ${width}×${height}.`);
  }
  frames.forEach((frame, k) => {
    const other = frameSize(frame);
    if (!other) throw badRequest(`Frame ${k + 1} is not a JPEG or PNG image.`);
    if (other.width !== width || other.height !== height) throw badRequest(`Every frame must be ${width}×${height} px; frame ${k + 1} is ${other.width}×${other.height}.`);
  });
  if (encoding >= MAX_ENCODING) throw new AppError(503, 'The server is encoding another video. Please try again in a few seconds.', 5);
  await fs.mkdir(tempDir, { recursive: true });
  encoding++;
  const output = path.join(tempDir, `encode-${crypto.randomUUID()}.mp4`);
  const encoder = startEncoder(ffmpeg, { width, height, fps, output });
  try {
    const frameBytes = width * height * 4;
    const decode = (from: number) => {
      const batch = frames.slice(from, from + FRAMES_PER_TASK);
      const out = new Uint8Array(new SharedArrayBuffer(batch.length * frameBytes));
      const done = work.run('decodeVideoFrames', { frames: batch, width, height, out }, { timeoutMs: 60_000 }).then(() => out);
      done.catch(() => undefined); // awaited in order below
      return done;
    };
    const pending = [decode(0)];
    for (let from = 0; from < frames.length; from += FRAMES_PER_TASK) {
      if (from + FRAMES_PER_TASK < frames.length) pending.push(decode(from + FRAMES_PER_TASK));
      await encoder.write(await pending.shift()!);
    }
    await encoder.finish();
    return await fs.readFile(output);
  } catch (error) {
    encoder.kill();
    throw error;
  } finally {
    encoding--;
    await fs.rm(output, { force: true });
  }
}
