/** Reading what the 3D editor hands a user: PNG pixels and MP4 files, decoded the way another program would. */
import fs from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import sharp from 'sharp';

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

export async function downloadFrom(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: (download as Download).suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

export async function decodePng(bytes: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

const luminance = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** How many pixels look like the test design's green. */
export function greenPixels(image: Pixels): number {
  let count = 0;
  for (let i = 0; i < image.data.length; i += image.channels) {
    const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
    if (g > 110 && g > r * 1.7 && g > b * 1.5) count++;
  }
  return count;
}

/** The box round the pixels that look like the test design's green, and how many there are. */
export function greenBounds(image: Pixels) {
  let [left, top, right, bottom, count] = [Infinity, Infinity, -Infinity, -Infinity, 0];
  for (let i = 0; i < image.data.length; i += image.channels) {
    const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
    if (!(g > 110 && g > r * 1.7 && g > b * 1.5)) continue;
    const x = (i / image.channels) % image.width;
    const y = Math.floor(i / image.channels / image.width);
    [left, top, right, bottom, count] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y), count + 1];
  }
  return { width: right - left + 1, height: bottom - top + 1, centreX: (left + right) / 2, count };
}

/** Spread of brightness: a blank or single-colour image has almost none. */
export function luminanceSpread(image: Pixels): number {
  let sum = 0;
  let squares = 0;
  const n = image.width * image.height;
  for (let i = 0; i < image.data.length; i += image.channels) {
    const l = luminance(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!);
    sum += l;
    squares += l * l;
  }
  return Math.sqrt(squares / n - (sum / n) ** 2);
}

/** Mean brightness of each image over the pixels where the two differ: the product, not the shared backdrop. */
export function productBrightness(a: Pixels, b: Pixels): { a: number; b: number; pixels: number } {
  let sumA = 0;
  let sumB = 0;
  let pixels = 0;
  for (let i = 0; i < a.data.length; i += a.channels) {
    const la = luminance(a.data[i]!, a.data[i + 1]!, a.data[i + 2]!);
    const lb = luminance(b.data[i]!, b.data[i + 1]!, b.data[i + 2]!);
    if (Math.abs(la - lb) < 12) continue;
    sumA += la;
    sumB += lb;
    pixels++;
  }
  return { a: sumA / Math.max(1, pixels), b: sumB / Math.max(1, pixels), pixels };
}

/** Opens an MP4 with a JS demuxer and reports what is in it. */
export async function inspectMp4(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  expect(track, 'the MP4 has a video track').not.toBeNull();
  const stats = await track!.computePacketStats();
  return {
    mimeType: await input.getMimeType(),
    duration: await input.computeDuration(),
    codec: track!.codec,
    width: track!.displayWidth,
    height: track!.displayHeight,
    frames: stats.packetCount,
  };
}
