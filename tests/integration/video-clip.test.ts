import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTemplateLayers } from '../../core/src/templates/load';
import { clipFrame, type VideoClipAsset } from '../../core/src/video/clips';
import { VIDEO_CLIPS } from '../../core/src/video/clips.generated';
import { VIDEO_PLATFORMS, type VideoPlatform } from '../../core/src/video/video-request';
import { nodeAssetReader } from '../../server/src/services/templates';
import { resolveFfmpeg } from '../../server/src/video/ffmpeg';
import { spawnServer, waitForHealthy, type ServerProcess } from '../support/server-process';
import { finished, pollVideo, postJson, probeMp4 } from '../support/video';

/** A render takes seconds on an idle machine; a shared one may be ten times slower. */
const RENDER_TIMEOUT_MS = 300_000;
const NAVY = '#1E3A8A';

let server: ServerProcess;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-video-clip-'));
  server = await spawnServer({ DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'warn' });
  await waitForHealthy(server);
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A flat green design, placed as it starts in the editor (80 % of the print area's shorter way), so the product's
 *  colour shows round it on every clip, a poster's whole-paper print area too. */
const greenDesign = async () =>
  `data:image/png;base64,${(await sharp({ create: { width: 300, height: 400, channels: 4, background: '#00c853' } }).png().toBuffer()).toString('base64')}`;

/** Frame `n` of an MP4, decoded by ffmpeg, as RGB. */
function frameOf(mp4: string, n: number, width: number, height: number): Uint8Array {
  const rgb = execFileSync(resolveFfmpeg(process.env.FFMPEG_PATH), ['-v', 'error', '-i', mp4, '-vf', `select=eq(n\\,${n})`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(rgb.length).toBe(width * height * 3);
  return new Uint8Array(rgb);
}

const isGreen = (r: number, g: number, b: number) => g > r + 60 && g > b + 40;
const isNavy = (r: number, g: number, b: number) => b > r + 25 && b > g + 10;

async function renderClipVideo(platform: VideoPlatform, clip: VideoClipAsset) {
  const answer = await postJson(server.url, '/api/functions/generate-video', {
    imageUrl: await greenDesign(),
    prompt: 'Slow push-in',
    productType: clip.productType,
    duration: 5,
    platform,
    color: NAVY,
    clip: clip.id,
  });
  expect(answer.status).toBe(202);
  const { taskId } = (await answer.json()) as { taskId: string };
  const done = await pollVideo(server.url, taskId, finished);
  expect(done.answer).toMatchObject({ status: 'succeeded', error: null });
  const bytes = new Uint8Array(await (await fetch(`${server.url}${done.answer.videoUrl}`)).arrayBuffer());
  const file = path.join(dir, `${platform}.mp4`);
  fs.writeFileSync(file, bytes);
  if (process.env.KEEP_VIDEOS) fs.copyFileSync(file, path.join(process.env.KEEP_VIDEOS, `${clip.id}-${platform}.mp4`));
  return { file, mp4: await probeMp4(bytes) };
}

describe('product videos from a filmed clip (real server, real ffmpeg)', () => {
  const cases = [
    ...VIDEO_CLIPS.map((clip) => [clip.id, 'instagram'] as const),
    [VIDEO_CLIPS[0]!.id, 'tiktok'] as const,
    [VIDEO_CLIPS[0]!.id, 'youtube'] as const,
  ];
  it.each(cases)('%s (%s): the design on the product in its colour, pushed in', async (id, platform) => {
    const clip = VIDEO_CLIPS.find((c) => c.id === id)!;
    const { width, height } = VIDEO_PLATFORMS[platform];
    const { file, mp4 } = await renderClipVideo(platform, clip);
    expect(mp4).toMatchObject({ codec: 'avc', width, height });
    expect(Math.abs(mp4.frames - 150)).toBeLessThanOrEqual(1);

    // Where the clip's masks fall in the middle frame (the light moves; the masks do not).
    const keyframe = await loadTemplateLayers(clip.keyframes[0]!, nodeAssetReader);
    const size = keyframe.size;
    const middle = frameOf(file, 75, width, height);
    const view = clipFrame(clip, 75 / 30, width, height, size);
    /** The keyframe mask's least value within 6 px of where frame pixel (x, y) looks: 255 only well inside it. */
    const inside = (mask: Uint8Array | Uint8ClampedArray, x: number, y: number) => {
      const kx = Math.round(view.x0 + (x + 0.5) * view.step), ky = Math.round(view.y0 + (y + 0.5) * view.step);
      let least = 255;
      for (const [dx, dy] of [[0, 0], [6, 0], [-6, 0], [0, 6], [0, -6]] as const) least = Math.min(least, mask[(ky + dy) * size + kx + dx] ?? 0);
      return least;
    };
    const offPrint = keyframe.printMask.map((v) => 255 - v);
    const count = { print: 0, printGreen: 0, printEither: 0, product: 0, productNavy: 0 };
    for (let y = 0; y < height; y += 3) {
      for (let x = 0; x < width; x += 3) {
        const o = (y * width + x) * 3;
        const [r, g, b] = [middle[o]!, middle[o + 1]!, middle[o + 2]!];
        if (inside(keyframe.printMask, x, y) === 255) {
          count.print++;
          if (isGreen(r, g, b)) count.printGreen++;
          if (isGreen(r, g, b) || isNavy(r, g, b)) count.printEither++;
        } else if (inside(keyframe.productMask, x, y) === 255 && inside(offPrint, x, y) === 255) {
          count.product++;
          if (isNavy(r, g, b)) count.productNavy++;
        }
      }
    }
    // The print area holds the design and, round it, the product's colour; the rest of the product is that colour
    // (but for the glaze's and the case coat's reflections of the window: a tenth at most).
    expect(count.print).toBeGreaterThan(2000);
    expect(count.printGreen / count.print).toBeGreaterThan(0.35);
    expect(count.printEither / count.print).toBeGreaterThan(0.9);
    if (count.product > 0) expect(count.productNavy / count.product).toBeGreaterThan(0.9);
    expect(count.printEither - count.printGreen + count.productNavy).toBeGreaterThan(500);

    // Pushed in: the print is larger in the middle frame than in the first, and covers pixels it did not.
    const greens = (frame: Uint8Array) => {
      const green = new Uint8Array(width * height);
      for (let i = 0; i < green.length; i++) green[i] = isGreen(frame[i * 3]!, frame[i * 3 + 1]!, frame[i * 3 + 2]!) ? 1 : 0;
      return green;
    };
    const first = greens(frameOf(file, 0, width, height)), mid = greens(middle);
    const firstCount = first.reduce((sum, v) => sum + v, 0), midCount = mid.reduce((sum, v) => sum + v, 0);
    let gained = 0;
    for (let i = 0; i < mid.length; i++) if (mid[i] && !first[i]) gained++;
    expect(midCount / firstCount).toBeGreaterThan(1.08);
    expect(gained / firstCount).toBeGreaterThan(0.08);
  }, RENDER_TIMEOUT_MS);

  it('shows a finished mockup on a card when asked for the design-only style', async () => {
    const answer = await postJson(server.url, '/api/functions/generate-video', {
      imageUrl: await greenDesign(),
      prompt: 'Float',
      productType: 'tshirt',
      duration: 5,
      style: 'design',
    });
    expect(answer.status).toBe(202);
    const { taskId } = (await answer.json()) as { taskId: string };
    const done = await pollVideo(server.url, taskId, finished);
    expect(done.answer.status).toBe('succeeded');
    const file = path.join(dir, 'card.mp4');
    fs.writeFileSync(file, new Uint8Array(await (await fetch(`${server.url}${done.answer.videoUrl}`)).arrayBuffer()));
    // No shirt: the green card on its backdrop, nothing navy.
    const frame = frameOf(file, 75, 1080, 1080);
    let navy = 0;
    for (let o = 0; o < frame.length; o += 3) if (isNavy(frame[o]!, frame[o + 1]!, frame[o + 2]!)) navy++;
    expect(navy).toBe(0);
  }, RENDER_TIMEOUT_MS);

  it('refuses a colour that is not a hex colour with 400', async () => {
    const answer = await postJson(server.url, '/api/functions/generate-video', { imageUrl: await greenDesign(), prompt: 'x', productType: 'tshirt', duration: 5, color: 'navy' });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toMatch(/hex colour/);
  });
});
