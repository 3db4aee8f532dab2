import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../../../../core/src/upload/upload-rules';

/**
 * A provider's image, checked and made a PNG (worker-thread task): it must decode to the end within our pixel
 * limits, whatever its format. A bad image throws, and the caller falls back to the offline engine.
 */
export async function providerImageToPng({ bytes }: { bytes: Uint8Array }): Promise<{ png: Uint8Array; width: number; height: number }> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const meta = await sharp(input).metadata();
  if (!meta.width || !meta.height || meta.width > MAX_IMAGE_SIDE || meta.height > MAX_IMAGE_SIDE) throw new Error('provider image has an unusable size');
  const { data, info } = await sharp(input, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS }).png().toBuffer({ resolveWithObject: true });
  return { png: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}
