import sharp from 'sharp';
import type { PreparedImage } from './prepare';
import { alphaFromMask, applyAlpha, luminance, type Cutout } from './refine';

/** What a task receives after the model ran: the prepared image (its model input gone to the model) and the mask. */
export type SegmentedImage = Omit<PreparedImage, 'modelInput'> & { mask?: Float32Array };

/** The product cut out at the prepared image's size; a transparent PNG that brought its own alpha keeps it. */
export function cutoutOf({ width, height, rgba, side, guideLow, mask }: SegmentedImage): Cutout {
  if (!mask || !guideLow) return { width, height, rgba };
  const alpha = alphaFromMask(
    { width: side, height: side, data: mask },
    { width: side, height: side, data: guideLow },
    { width, height, data: luminance(rgba, width, height, 4) },
  );
  return applyAlpha(rgba, width, height, alpha);
}

/** A worker-thread task: the cut-out as a PNG with a clean alpha edge. */
export async function cutoutPng(image: SegmentedImage): Promise<{ png: Uint8Array; width: number; height: number }> {
  const { width, height, rgba } = cutoutOf(image);
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 4, adaptiveFiltering: false })
    .toBuffer();
  return { png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), width, height };
}
