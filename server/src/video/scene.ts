import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { RgbaImage } from '../../../core/src/render/types';
import type { VideoScene } from '../../../core/src/video/draw-frame';
import { imageWorkingSide, videoLayout, type VideoLayout } from '../../../core/src/video/layout';
import type { MotionPlan } from '../../../core/src/video/motion';
import { buildMugStage } from '../../../core/src/video/mug-stage';
import sharp from 'sharp';
import { decodeRaster } from '../images/raster';

/** The title's typeface: a file inside an npm package, never a system or web font. */
const TITLE_FONT = createRequire(import.meta.url).resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf');

export interface SceneInput {
  /** PNG, JPEG or WebP bytes, already checked (SVG arrives rasterised). */
  image: Uint8Array;
  width: number;
  height: number;
  plan: MotionPlan;
}

/** 0xff000000 as a signed 32-bit value: alpha 255 in a little-endian RGBA word. */
const OPAQUE = -16777216;

/** Memory every frame-drawing thread reads without a copy. */
const shared = (bytes: number) => new Uint8Array(new SharedArrayBuffer(bytes));

/**
 * A worker-thread task: decodes the image to the size the video needs and prepares what every frame shares — the
 * backdrop, the picture, the title and (for a spin) the mug's layers — in shared memory.
 */
export async function prepareVideoScene({ image, width, height, plan }: SceneInput): Promise<VideoScene> {
  const meta = await sharp(image).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const aspect = turned ? (meta.height ?? 1) / (meta.width ?? 1) : (meta.width ?? 1) / (meta.height ?? 1);
  const layout = videoLayout(width, height, aspect || 1, Boolean(plan.title));
  const decoded = await decodeRaster({ bytes: image, workingSide: imageWorkingSide(layout) });
  const spin = plan.motion === 'spin';
  const picture = copyShared(decoded.pixels, !spin);
  const background = drawBackdrop(layout, averageColour(decoded.pixels));
  const title = plan.title ? titleSprite(plan.title, layout) : null;
  let mug = null;
  if (spin) {
    const { size, x, y } = layout.stage;
    const m = layout.backgroundMargin;
    const under = new Uint8Array(size * size * 4);
    const bw = width + 2 * m;
    for (let row = 0; row < size; row++) {
      const from = ((row + y + m) * bw + x + m) * 4;
      under.set(background.subarray(from, from + size * 4), row * size * 4);
    }
    mug = sharedMug(buildMugStage(under, size, x, y));
  }
  return { id: randomUUID(), layout, background, image: picture, title, mug };
}

/** The picture in shared memory; for a card, transparent parts flattened on white (the card's paper). */
function copyShared(pixels: RgbaImage, flatten: boolean): RgbaImage {
  const data = shared(pixels.data.length);
  data.set(pixels.data);
  if (flatten) {
    for (let i = 0; i < data.length; i += 4) {
      const a = data[i + 3]!;
      if (a === 255) continue;
      const k = a / 255;
      data[i] = data[i]! * k + 255 * (1 - k) + 0.5;
      data[i + 1] = data[i + 1]! * k + 255 * (1 - k) + 0.5;
      data[i + 2] = data[i + 2]! * k + 255 * (1 - k) + 0.5;
      data[i + 3] = 255;
    }
  }
  return { width: pixels.width, height: pixels.height, data };
}

function sharedMug(stage: ReturnType<typeof buildMugStage>): ReturnType<typeof buildMugStage> {
  const move = (array: Uint8Array) => {
    const out = shared(array.length);
    out.set(array);
    return out;
  };
  const { layers } = stage;
  return {
    ...stage,
    silhouette: move(stage.silhouette),
    layers: {
      ...layers,
      scene: move(layers.scene),
      maps: move(layers.maps),
    },
  };
}

/** The picture's mean colour, weighted by opacity (white where it is transparent). */
function averageColour({ data }: RgbaImage): [number, number, number] {
  let r = 0, g = 0, b = 0, n = 0;
  const step = Math.max(4, Math.floor(data.length / 4 / 20_000) * 4);
  for (let i = 0; i < data.length; i += step) {
    const a = data[i + 3]! / 255;
    r += data[i]! * a + 255 * (1 - a);
    g += data[i + 1]! * a + 255 * (1 - a);
    b += data[i + 2]! * a + 255 * (1 - a);
    n++;
  }
  return [r / n, g / n, b / n];
}

/**
 * A quiet studio backdrop in the picture's own hue: a pale tint, lighter behind the card, a soft vignette, and a
 * trace of grain so gradients do not band in H.264.
 */
function drawBackdrop(layout: VideoLayout, [r, g, b]: [number, number, number]): Uint8Array {
  const m = layout.backgroundMargin;
  const bw = layout.width + 2 * m, bh = layout.height + 2 * m;
  // Painted in plain memory and copied into shared memory at once: byte writes into shared memory run slower.
  const out = new Int32Array(bw * bh);
  // The hue of the picture, softened towards a warm light grey.
  const grey = (r + g + b) / 3;
  const tint = (c: number) => 232 + (c - grey) * 0.22;
  const base = [tint(r), tint(g), tint(b)];
  const cx = layout.card.cx + m, cy = layout.card.cy + m;
  const reach = Math.hypot(layout.width, layout.height) / 2;
  const fall = 0.2 / (reach * reach);
  let seed = 0x2545f491;
  for (let y = 0; y < bh; y++) {
    const dy2 = (y - cy) * (y - cy);
    const rowGlow = 1.06 - 0.04 * (y / bh);
    for (let x = 0; x < bw; x++) {
      // Brightest at the card, falling with the square of the distance (0.2 down ~at the corners).
      const glow = rowGlow - fall * ((x - cx) * (x - cx) + dy2);
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const grain = ((seed & 0xff) / 255 - 0.5) * 2.2;
      const red = Math.max(0, Math.min(255, base[0]! * glow + grain)) | 0;
      const green = Math.max(0, Math.min(255, base[1]! * glow + grain)) | 0;
      const blue = Math.max(0, Math.min(255, base[2]! * glow + grain)) | 0;
      out[y * bw + x] = red | (green << 8) | (blue << 16) | OPAQUE; // one little-endian RGBA word
    }
  }
  const copy = shared(out.byteLength);
  copy.set(new Uint8Array(out.buffer));
  return copy;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The title set in Inter Bold, dark on the pale backdrop, shrunk to fit the frame's width. */
export function titleSprite(title: string, layout: VideoLayout): RgbaImage {
  const render = (fontSize: number) => {
    const width = Math.round(layout.title.maxWidth);
    const height = Math.round(fontSize * 1.5);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${width / 2}" y="${Math.round(fontSize * 1.08)}" font-family="Inter" font-weight="700" font-size="${fontSize}" ` +
      `letter-spacing="${(-fontSize * 0.01).toFixed(2)}" text-anchor="middle" fill="#111827">${escapeXml(title)}</text></svg>`;
    return new Resvg(svg, { font: { fontFiles: [TITLE_FONT], loadSystemFonts: false, defaultFontFamily: 'Inter' } });
  };
  let fontSize = layout.title.fontSize;
  let resvg = render(fontSize);
  const box = resvg.getBBox();
  if (box && box.width > layout.title.maxWidth * 0.98) {
    fontSize = Math.max(12, Math.floor((fontSize * layout.title.maxWidth * 0.98) / box.width));
    resvg = render(fontSize);
  }
  const image = resvg.render();
  const data = shared(image.width * image.height * 4);
  const pixels = image.pixels;
  // resvg gives premultiplied RGBA; the frame blends straight alpha.
  for (let i = 0; i < data.length; i += 4) {
    const a = pixels[i + 3]!;
    if (a === 0) continue;
    data[i] = Math.min(255, (pixels[i]! * 255) / a);
    data[i + 1] = Math.min(255, (pixels[i + 1]! * 255) / a);
    data[i + 2] = Math.min(255, (pixels[i + 2]! * 255) / a);
    data[i + 3] = a;
  }
  return { width: image.width, height: image.height, data };
}
