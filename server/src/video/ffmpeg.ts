import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const SYSTEM_FFMPEG = '/usr/bin/ffmpeg';

/**
 * The ffmpeg to run: FFMPEG_PATH when set, else the system's (Debian's /usr/bin/ffmpeg), else the binary shipped in
 * the @ffmpeg-installer/ffmpeg package, so a plain `npm install` can render.
 */
export function resolveFfmpeg(configured: string | undefined): string {
  if (configured) return configured;
  if (fs.existsSync(SYSTEM_FFMPEG)) return SYSTEM_FFMPEG;
  return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

export interface EncoderOptions {
  width: number;
  height: number;
  fps: number;
  /** A seekable file: +faststart rewrites it to put the index first. */
  output: string;
  /** A descriptor ffmpeg reads the frames from as its stdin (frame-pipe.ts); without it, write() feeds stdin. */
  stdin?: number;
  /** Frames ffmpeg has encoded so far (from its -progress report, about twice a second, and at the end). */
  onFrames?: (frames: number) => void;
}

export interface Encoder {
  /** Writes raw RGBA frames; resolves once ffmpeg has taken the bytes, so the buffer may be reused. */
  write(frames: Uint8Array): Promise<void>;
  /** Closes the input and waits for the finished file. */
  finish(): Promise<void>;
  /** Stops ffmpeg at once (the output is left unfinished). */
  kill(): void;
}

export class EncoderError extends Error {
  override name = 'EncoderError';
}

/** H.264 in MP4 the way every browser and phone plays it: yuv420p, BT.709, a keyframe every 2 s, index first. */
export const encodeArguments = ({ width, height, fps, output }: EncoderOptions) => [
  '-hide_banner', '-loglevel', 'error', '-nostats',
  '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-r', String(fps), '-i', '-',
  '-an', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-profile:v', 'high', '-g', String(fps * 2),
  // yuv420p needs even sides: an odd last row or column is cropped (a no-op for the renderer's sizes).
  '-vf', 'crop=trunc(iw/2)*2:trunc(ih/2)*2,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
  '-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709',
  '-movflags', '+faststart', '-progress', 'pipe:1', '-y', output,
];

/** Starts ffmpeg reading raw RGBA frames on stdin (no frame ever touches the disk) and writing `output`. */
export function startEncoder(binary: string, options: EncoderOptions): Encoder {
  const child = spawn(binary, encodeArguments(options), { stdio: [options.stdin ?? 'pipe', 'pipe', 'pipe'] });
  let stderr = '';
  let spawnError: Error | undefined;
  // stdout and stderr are pipes here (stdin may be a descriptor given).
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let progressText = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    progressText += chunk.toString();
    const lines = progressText.split('\n');
    progressText = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^frame=(\d+)/.exec(line.trim());
      if (match) options.onFrames?.(Number(match[1]));
    }
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      spawnError = error;
      resolve(null);
    });
    child.once('close', (code) => resolve(code));
  });
  // Writing after ffmpeg died raises EPIPE here; the exit code tells the story.
  child.stdin?.on('error', () => {});
  const failure = async () => {
    const code = await exited;
    if (spawnError) return new EncoderError(`The video encoder could not be started (${binary}: ${spawnError.message}).`);
    const detail = stderr.trim().split('\n').slice(-3).join(' ').slice(0, 400);
    return new EncoderError(`The video encoder stopped with code ${code}${detail ? `: ${detail}` : ''}.`);
  };
  return {
    write: (frames) =>
      new Promise((resolve, reject) => {
        if (!child.stdin || child.stdin.destroyed || !child.stdin.writable) {
          void failure().then(reject);
          return;
        }
        child.stdin.write(frames, (error) => (error ? void failure().then(reject) : resolve()));
      }),
    finish: async () => {
      child.stdin?.end();
      const code = await exited;
      if (code !== 0) throw await failure();
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
