import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import sharp from 'sharp';

/** What an MP4 holds, read by a real parser (mediabunny), not guessed from its size. */
export interface Mp4Summary {
  tracks: number;
  videoTracks: number;
  codec: string | null;
  width: number;
  height: number;
  frames: number;
  seconds: number;
}

export async function probeMp4(bytes: Uint8Array): Promise<Mp4Summary> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const format = await input.getFormat();
  if (format.name !== 'MP4') throw new Error(`not an MP4 but ${format.name}`);
  const tracks = await input.getTracks();
  const video = await input.getPrimaryVideoTrack();
  if (!video) throw new Error('no video track');
  const stats = await video.computePacketStats();
  return {
    tracks: tracks.length,
    videoTracks: (await input.getVideoTracks()).length,
    codec: video.codec,
    width: video.displayWidth,
    height: video.displayHeight,
    frames: stats.packetCount,
    seconds: await input.computeDuration(),
  };
}

/** A product picture with shapes and a gradient, as a PNG data URL. */
export async function pictureDataUrl(width = 640, height = 640): Promise<string> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      const inside = Math.hypot(x - width / 2, y - height / 2) < width / 4;
      pixels[o] = inside ? 220 : (x * 255) / width;
      pixels[o + 1] = inside ? 40 : 120;
      pixels[o + 2] = inside ? 90 : (y * 255) / height;
    }
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export interface VideoAnswer {
  success: boolean;
  taskId: string;
  status: 'queued' | 'processing' | 'succeeded' | 'failed';
  progress: number;
  videoUrl: string | null;
  error: string | null;
}

export const postJson = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

export const checkStatus = async (base: string, taskId: string): Promise<VideoAnswer> =>
  (await postJson(base, '/api/functions/check-video-status', { taskId })).json() as Promise<VideoAnswer>;

/** Polls check-video-status until `until` holds; returns the last answer and every progress figure seen. */
export async function pollVideo(base: string, taskId: string, until: (a: VideoAnswer) => boolean, timeoutMs = 240_000) {
  const seen: number[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await checkStatus(base, taskId);
    seen.push(answer.progress);
    if (until(answer)) return { answer, seen };
    if (Date.now() > deadline) throw new Error(`video ${taskId} still ${answer.status} at ${answer.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const finished = (a: VideoAnswer) => a.status === 'succeeded' || a.status === 'failed';
