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

/**
 * Decodes a PNG, JPEG or WebP completely — a truncated or corrupt file is refused, not half-accepted — after its
 * header has shown it is within the side and pixel limits, so no file can decode into gigabytes. A worker-thread
 * task: the event loop never decodes.
 */
export async function decodeRaster({ bytes, workingSide }: { bytes: Uint8Array; workingSide: number }): Promise<DecodedRaster> {
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
  try {
    const { data, info } = await sharp(input, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate() // as browsers show it: EXIF orientation applied
      .resize(workingSide, workingSide, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
    return { format: meta.format as RasterFormat, width: meta.width, height: meta.height, pixels };
  } catch {
    throw new AppError(400, 'The image file is damaged or incomplete (it could not be decoded to the end).');
  }
}
