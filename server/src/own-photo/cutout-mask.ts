import sharp from 'sharp';
import type { SegmentedImage } from '../ai/cutout/cutout-task';
import { alphaFromMask, luminance } from '../ai/cutout/refine';

/**
 * A worker-thread task: the product's coverage as an 8-bit grey PNG (255 = product) at the prepared photo's size —
 * the model's mask put on the photo's own edges by the guided filter, as remove-background does. A transparent PNG
 * that brought its own cut-out gives its alpha.
 */
export async function ownPhotoMaskPng({ width, height, rgba, side, guideLow, mask }: SegmentedImage): Promise<{ png: Uint8Array; width: number; height: number }> {
  const grey = new Uint8Array(width * height);
  if (mask && guideLow) {
    const alpha = alphaFromMask(
      { width: side, height: side, data: mask },
      { width: side, height: side, data: guideLow },
      { width, height, data: luminance(rgba, width, height, 4) },
    );
    for (let i = 0; i < grey.length; i++) grey[i] = Math.round(alpha[i]! * 255);
  } else {
    for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4 + 3]!;
  }
  const png = await sharp(grey, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w') // one grey channel, not RGB
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return { png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), width, height };
}
