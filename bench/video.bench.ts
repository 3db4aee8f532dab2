// Video mockups: a 5 s 1080² product video (a design on the filmed T-shirt, the default) from request to 'succeeded'
// (median), ffmpeg alone encoding the same frames in the same run, alternating with it (the frames drawn beforehand and
// held in memory), a 30 s video, /api/health while one renders, and a design-only (card) video for comparison.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { clipFor } from '../core/src/video/clip-library';
import { planMotion } from '../core/src/video/motion';
import { VIDEO_FPS, VIDEO_PLATFORMS, type GenerateVideoInput } from '../core/src/video/video-request';
import { encodeArguments, resolveFfmpeg } from '../server/src/video/ffmpeg';
import { preparedClipScene } from '../server/src/video/clip-scene';
import { drawFrames, type AnyVideoScene } from '../server/src/video/frames-task';
import { prepareVideoScene } from '../server/src/video/scene';
import { spawnServer, waitForHealthy, type ServerProcess } from '../tests/support/server-process';
import { median, round, type BenchResult } from './lib/results';
import { peakRssMb } from './lib/server-load';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-video-'));

/** A mockup-like picture: one of the shipped template scenes (what a design-only video shows). */
async function picture(): Promise<Buffer> {
  const dir = path.resolve('web/public/templates/t-shirts-1');
  const scene = fs.readdirSync(dir).find((name) => name.startsWith('scene'))!;
  return sharp(path.join(dir, scene)).png().toBuffer();
}

/** A 1000² logo with soft edges and text-like detail (what a product video prints). */
const logo = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><circle cx="500" cy="500" r="420" fill="#f59e0b"/>' +
        '<circle cx="500" cy="500" r="300" fill="none" stroke="#1f2937" stroke-width="40"/><rect x="300" y="450" width="400" height="100" fill="#1f2937"/></svg>',
    ),
  )
    .png()
    .toBuffer();

type Style = 'product' | 'design';
const COLOUR = '#1E3A8A';

const request = (png: Buffer, duration: 5 | 30, style: Style = 'product'): GenerateVideoInput & { platform: 'instagram' } => ({
  imageUrl: `data:image/png;base64,${png.toString('base64')}`,
  prompt: 'Slow zoom with a light sweep and the title "Summer Drop"',
  productType: 'tshirt',
  duration,
  platform: 'instagram',
  style,
  color: COLOUR,
});

const post = (server: ServerProcess, route: string, body: unknown) =>
  fetch(`${server.url}/api/functions/${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Milliseconds from POST generate-video to check-video-status saying 'succeeded' (polled every 50 ms). */
async function endToEnd(server: ServerProcess, body: GenerateVideoInput): Promise<number> {
  const started = performance.now();
  const answer = await post(server, 'generate-video', body);
  if (answer.status !== 202) throw new Error(`generate-video: ${answer.status} ${await answer.text()}`);
  const { taskId } = (await answer.json()) as { taskId: string };
  for (;;) {
    const status = (await (await post(server, 'check-video-status', { taskId })).json()) as { status: string; error: string | null };
    if (status.status === 'succeeded') return performance.now() - started;
    if (status.status === 'failed') throw new Error(`render failed: ${status.error}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The 150 frames of the 5 s video, drawn beforehand by the same code, for ffmpeg alone. */
async function drawnFrames(png: Buffer, style: Style) {
  const body = request(png, 5, style);
  const plan = planMotion(body.productType, body.prompt);
  const { width, height } = VIDEO_PLATFORMS[body.platform];
  const image = new Uint8Array(png);
  const clip = clipFor('tshirt')!;
  const scene: AnyVideoScene =
    style === 'product'
      ? await preparedClipScene({ image, width, height, look: { clip: clip.id, color: COLOUR, placement: null } })
      : await prepareVideoScene({ image, width, height, plan });
  const frames = new Uint8Array(body.duration * VIDEO_FPS * width * height * 4);
  drawFrames(scene, plan, body.duration, 0, body.duration * VIDEO_FPS, frames);
  return { frames, width, height };
}

/** ffmpeg alone: the frames piped from memory with the same arguments; ms. */
async function ffmpegAloneMs({ frames, width, height }: Awaited<ReturnType<typeof drawnFrames>>): Promise<number> {
  const output = path.join(tempDir(), 'alone.mp4');
  const started = performance.now();
  const child = spawn(resolveFfmpeg(process.env.FFMPEG_PATH), encodeArguments({ width, height, fps: VIDEO_FPS, output }), { stdio: ['pipe', 'ignore', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  child.stdin.end(frames);
  if ((await exited) !== 0) throw new Error('ffmpeg alone failed');
  return performance.now() - started;
}

/** /api/health under 10 connections for `seconds` while a 30 s video renders. */
async function healthWhileRendering(server: ServerProcess, png: Buffer): Promise<number> {
  const render = endToEnd(server, request(png, 30));
  await new Promise((resolve) => setTimeout(resolve, 1500)); // into the frames, past the upload check
  const result = await autocannon({ url: `${server.url}/api/health`, connections: 10, duration: 8 });
  await render;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`/api/health: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.latency.p99;
}

/** Five 5 s videos of `style` alternating with ffmpeg alone encoding the same frames: their medians. */
async function fiveSecond(server: ServerProcess, png: Buffer, style: Style) {
  await endToEnd(server, request(png, 5, style)); // warm-up: worker threads load the renderer and the clip's levels
  // Side by side, alternating, so a machine that speeds up or slows down during the run weighs on both alike.
  const frames = await drawnFrames(png, style);
  const fives: number[] = [];
  const alones: number[] = [];
  for (let i = 0; i < 5; i++) {
    fives.push(await endToEnd(server, request(png, 5, style)));
    alones.push(await ffmpegAloneMs(frames));
  }
  console.log(`video 5 s (${style}): ${fives.map(Math.round).join(', ')} ms; ffmpeg alone: ${alones.map(Math.round).join(', ')} ms`);
  return { five: median(fives), alone: median(alones) };
}

export async function videoBenchmarks(): Promise<BenchResult[]> {
  const design = await logo();
  const mockup = await picture();
  const server = await spawnServer({ DATA_DIR: tempDir(), LOG_LEVEL: 'warn' });
  try {
    await waitForHealthy(server);
    const product = await fiveSecond(server, design, 'product');
    const thirty = await endToEnd(server, request(design, 30));
    const healthP99 = await healthWhileRendering(server, design);
    // After the product videos, the 30 s one and the health check: every keyframe window and run buffer kept.
    const peakMb = peakRssMb(server.child.pid!);
    const card = await fiveSecond(server, mockup, 'design');
    return [
      { name: 'video 5 s 1080², design on the filmed T-shirt, request → succeeded, median (target ≤ 5000)', value: round(product.five, 0), unit: 'ms', lowerIsBetter: true },
      { name: 'ffmpeg alone encoding the same 150 frames, median of 5 alternating with the videos', value: round(product.alone, 0), unit: 'ms', lowerIsBetter: true },
      { name: 'video 5 s ÷ ffmpeg alone (target ≤ 1.5)', value: round(product.five / product.alone, 2), unit: '×', lowerIsBetter: true },
      { name: 'video 30 s 1080², filmed T-shirt, request → succeeded (target ≤ 30000)', value: round(thirty, 0), unit: 'ms', lowerIsBetter: true },
      { name: 'GET /api/health p99 while a video renders (target ≤ 50)', value: round(healthP99, 0), unit: 'ms', lowerIsBetter: true },
      { name: 'server peak RSS (VmHWM) after the product videos', value: round(peakMb, 0), unit: 'MB', lowerIsBetter: true },
      { name: 'video 5 s 1080², design only (card), request → succeeded, median', value: round(card.five, 0), unit: 'ms', lowerIsBetter: true },
      { name: 'design-only video 5 s ÷ ffmpeg alone on its frames', value: round(card.five / card.alone, 2), unit: '×', lowerIsBetter: true },
    ];
  } finally {
    await server.stop();
  }
}
