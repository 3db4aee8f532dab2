import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../../../core/src/upload/upload-rules';
import type { RgbaImage } from '../../../core/src/render/types';
import { AppError } from '../http/app-error';

export type RasterFormat = 'png' | 'jpeg' | 'webp';
const FORMATS = new Set<string>(['png', 'jpeg', 'webp']);

export interface DecodedRaster {
  format: RasterFormat;
  /** The file's own size. */
  width: number;
  height: number;
  /** Straight RGBA, fitted inside `workingSide` (never enlarged). */
  pixels: RgbaImage;
}

const notAnImage = () => new AppError(400, 'The file could not be read as an image. Please upload a PNG, JPG, SVG or WebP file.');

export interface DecodeRasterInput {
  bytes: Uint8Array;
  workingSide: number;
  /**
   * Scale to exactly round(side × min(1, workingSide / longest side)) each way, as the browser computes it
   * (core/src/own-photo/own-template.ts workingSize), instead of letting the resize round as it likes.
   */
  exact?: boolean;
}

/** The exact size of `exact` decodes: the oriented image scaled so its longest side is at most `workingSide`. */
export function exactWorkingSize(width: number, height: number, workingSide: number) {
  const k = Math.min(1, workingSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

/**
 * Decodes a PNG, JPEG or WebP completely — a truncated or corrupt file is refused, not half-accepted — after its
 * header has shown it is within the side and pixel limits, so no file can decode into gigabytes. A worker-thread
 * task: the event loop never decodes.
 */
export async function decodeRaster({ bytes, workingSide, exact = false }: DecodeRasterInput): Promise<DecodedRaster> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const meta = await sharp(input).metadata().catch(() => {
    throw notAnImage();
  });
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
  if (meta.width > MAX_IMAGE_SIDE || meta.height > MAX_IMAGE_SIDE) {
    throw new AppError(413, `The image is ${meta.width}×${meta.height} px; at most ${MAX_IMAGE_SIDE} px a side.`);
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new AppError(413, `The image is ${((meta.width * meta.height) / 1e6).toFixed(1)} megapixels; at most ${MAX_IMAGE_PIXELS / 1e6} megapixels.`);
  }
  const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const size = exact ? exactWorkingSize(oriented.width, oriented.height, workingSide) : undefined;
  try {
    const { data, info } = await sharp(input, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate() // as browsers show it: EXIF orientation applied
      .resize(size ? { width: size.width, height: size.height, fit: 'fill' } : { width: workingSide, height: workingSide, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
    return { format: meta.format as RasterFormat, width: meta.width, height: meta.height, pixels };
  } catch {
    throw new AppError(400, 'The image file is damaged or incomplete (it could not be decoded to the end).');
  }
}
