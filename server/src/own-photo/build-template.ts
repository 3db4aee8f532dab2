import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { deriveTemplateLayers } from '../../../core/src/own-photo/derive-layers';
import { OWN_PHOTO_MAX_SIDE, workingSize, type PrintArea } from '../../../core/src/own-photo/own-template';
import { compositeMockup } from '../../../core/src/render/composite';
import { prepareLevel } from '../../../core/src/render/prepare';
import { DEFAULT_PLACEMENT, type TemplateLayers } from '../../../core/src/render/types';
import { sniffDesignFormat } from '../../../core/src/upload/upload-rules';
import { AppError, badRequest } from '../http/app-error';
import { decodeRaster } from '../images/raster';
import type { OwnTemplateFileName } from './template-files';

export interface BuildOwnTemplateInput {
  /** The original photo's bytes (PNG, JPEG or WebP, already checked by their first bytes). */
  photo: Uint8Array;
  /** The product's coverage as a PNG at the photo's working size: grey, or RGBA whose alpha multiplies it. */
  mask: Uint8Array;
  area: PrintArea;
  printAspect: number;
}

export interface BuiltOwnTemplate {
  size: number;
  /** The aspect the layers were built with (a cylinder's comes from its marks). */
  printAspect: number;
  /** A short hash of the layers: names the asset URLs and the render caches' entries. */
  version: string;
  files: Record<OwnTemplateFileName, Uint8Array>;
}

/** Thumbnails for the dashboard's cards. */
const THUMB_SIDE = 400;

const notAMask = () => badRequest('The mask could not be read: send it as a PNG image (white where the product is).');

/** The photo's working size from its header, as the browser computes it (EXIF orientation applied). */
async function photoWorkingSize(photo: Uint8Array) {
  const meta = await sharp(photo).metadata().catch(() => {
    throw new AppError(400, 'The photo could not be read as an image. Please upload a PNG, JPG or WebP photo.');
  });
  const oriented = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
  return workingSize(oriented.width, oriented.height);
}

/**
 * The mask as one byte a pixel, refused unless it is a PNG of exactly `size`: its header is read first, so a wrong
 * mask costs no decode of it. Grey, grey + alpha, RGB and RGBA are accepted: value = luminance × alpha.
 */
async function readMask(bytes: Uint8Array, size: { width: number; height: number }): Promise<Uint8Array> {
  if (sniffDesignFormat(bytes.subarray(0, 16)) !== 'png') throw notAMask();
  const meta = await sharp(bytes).metadata().catch(() => {
    throw notAMask();
  });
  if (meta.width !== size.width || meta.height !== size.height) {
    throw badRequest(
      `The mask is ${meta.width}×${meta.height} px; it must be the photo's working size, ${size.width}×${size.height} px (the size the cut-out answered).`,
    );
  }
  const { data, info } = await sharp(bytes, { failOn: 'truncated' })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAMask();
    });
  const channels = info.channels;
  const out = new Uint8Array(size.width * size.height);
  for (let i = 0, p = 0; i < out.length; i++, p += channels) {
    const value = channels >= 3 ? 0.299 * data[p]! + 0.587 * data[p + 1]! + 0.114 * data[p + 2]! : data[p]!;
    const alpha = channels === 2 || channels === 4 ? data[p + channels - 1]! : 255;
    out[i] = Math.round((value * alpha) / 255);
  }
  return out;
}

const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/** A layer scaled to the thumbnail's side by libvips (off this thread). */
async function shrunk(layer: Uint8Array | Uint8ClampedArray, size: number, channels: 1 | 4): Promise<Uint8Array> {
  const resized = sharp(layer, { raw: { width: size, height: size, channels } }).resize(THUMB_SIDE, THUMB_SIDE, { kernel: 'linear' });
  // A grey layer stays one channel (libvips would hand back sRGB).
  const data = await (channels === 1 ? resized.toColourspace('b-w') : resized).raw().toBuffer();
  if (data.length !== THUMB_SIDE * THUMB_SIDE * channels) throw new Error('own template thumbnail: unexpected layer size');
  return bytesOf(data);
}

/**
 * The thumbnail: the template rendered in white by the renderer itself, as the library's cards are, from its layers
 * scaled to the thumbnail's side first (preparing the full-size level for it cost ~0.3 s).
 */
async function thumbnail(layers: TemplateLayers): Promise<Buffer> {
  const { size } = layers;
  const [scene, productMask, shade, highlight, printMask] = await Promise.all([
    shrunk(layers.scene, size, 4),
    ...[layers.productMask, layers.shade, layers.highlight, layers.printMask].map((map) => shrunk(map, size, 1)),
  ]);
  const k = THUMB_SIDE / size;
  const surface = { ...layers.surface, points: Float32Array.from(layers.surface.points, (v) => v * k) };
  const small: TemplateLayers = { size: THUMB_SIDE, scene: scene!, productMask: productMask!, shade: shade!, highlight: highlight!, printMask: printMask!, surface, printAspect: layers.printAspect };
  const white = new Uint8Array(THUMB_SIDE * THUMB_SIDE * 4);
  compositeMockup(prepareLevel(small, THUMB_SIDE), null, DEFAULT_PLACEMENT, '#ffffff', white, THUMB_SIDE);
  return sharp(white, { raw: { width: THUMB_SIDE, height: THUMB_SIDE, channels: 4 } }).removeAlpha().webp({ quality: 76, effort: 4 }).toBuffer();
}

/**
 * The layers as the library's templates ship them (tools/templates/lib/build/encode.ts) but for the maps, which are a
 * grey PNG (lossless too, read the same way), and a thumbnail in white.
 */
async function encodeLayers(layers: TemplateLayers): Promise<Record<OwnTemplateFileName, Uint8Array>> {
  const { size } = layers;
  const n = size * size;
  const stacked = new Uint8Array(n * 4);
  stacked.set(layers.productMask, 0);
  stacked.set(layers.shade, n);
  stacked.set(layers.highlight, 2 * n);
  stacked.set(layers.printMask, 3 * n);
  const round = (v: number) => Math.round(v * 100) / 100;
  const { cols, rows, depth } = layers.surface;
  const mesh = JSON.stringify({ cols, rows, points: Array.from(layers.surface.points, round), ...(depth && { depth: Array.from(depth, round) }) });
  // Quick settings: at 2048² a lossless WebP of the maps takes ~5 s (PNG: 50 ms, twice the bytes) and the scene's
  // WebP at effort 4 over a second (effort 1: ~0.2 s, 10 % more bytes). Saving is waited for; a download is not.
  // libvips encodes on its own threads while this one renders the thumbnail.
  const encoded = Promise.all([
    sharp(layers.scene, { raw: { width: size, height: size, channels: 4 } }).removeAlpha().webp({ quality: 82, effort: 1 }).toBuffer(),
    sharp(stacked, { raw: { width: size, height: size * 4, channels: 1 } })
      .toColourspace('b-w')
      .png({ compressionLevel: 6, adaptiveFiltering: false })
      .toBuffer(),
  ]);
  encoded.catch(() => undefined); // awaited below; a failing thumbnail must not leave it unhandled
  const thumb = await thumbnail(layers);
  const [scene, maps] = await encoded;
  return { scene: bytesOf(scene), maps: bytesOf(maps), mesh: new TextEncoder().encode(mesh), thumb: bytesOf(thumb) };
}

/**
 * A worker-thread task: the photo decoded at its working size, the mask checked against it, the template's layers
 * derived (core/src/own-photo/derive-layers.ts) and encoded as the library's are.
 */
export async function buildOwnTemplate({ photo, mask, area, printAspect }: BuildOwnTemplateInput): Promise<BuiltOwnTemplate> {
  const size = await photoWorkingSize(photo);
  const [coverage, { pixels }] = await Promise.all([readMask(mask, size), decodeRaster({ bytes: photo, workingSide: OWN_PHOTO_MAX_SIDE, exact: true })]);
  if (pixels.width !== size.width || pixels.height !== size.height) throw new Error('own photo: decoded size differs from the working size');
  const layers = deriveTemplateLayers(pixels, coverage, area, printAspect);
  const files = await encodeLayers(layers);
  const hash = createHash('sha256');
  for (const bytes of [files.scene, files.maps, files.mesh]) hash.update(bytes);
  return { size: layers.size, printAspect: layers.printAspect, version: hash.digest('hex').slice(0, 10), files };
}
