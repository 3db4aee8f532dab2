import sharp from 'sharp';
import { AppError } from '../../http/app-error';
import type { Cutout } from '../cutout/refine';

/** The product placed in the frame: straight RGB and alpha (0…1) over its own rectangle. */
export interface ProductLayer {
  /** Top-left corner in the frame. */
  x: number;
  y: number;
  width: number;
  height: number;
  rgb: Float32Array;
  alpha: Float32Array;
  /** The frame row the product stands on. */
  baseY: number;
}

/** The rectangle holding the product's visible pixels, or undefined when nothing is left of it. */
export function productBounds({ width, height, rgba }: Cutout): { left: number; top: number; width: number; height: number } | undefined {
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (rgba[(y * width + x) * 4 + 3]! < 24) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return right < 0 ? undefined : { left, top, width: right - left + 1, height: bottom - top + 1 };
}

export const noProduct = () =>
  new AppError(422, 'No product could be found in this image. Try a photo where the product stands out from its background.');

/**
 * Crops the cut-out to its product and scales it so its height is `scale` of the frame (or its width 0.8 of it,
 * for wide products), centred, standing on row `baseY`.
 */
export async function placeProduct(cutout: Cutout, frame: number, scale: number, baseY: number): Promise<ProductLayer> {
  const bounds = productBounds(cutout);
  // A few stray pixels are not a product.
  if (!bounds || bounds.width * bounds.height < 64) throw noProduct();
  const factor = Math.min((scale * frame) / bounds.height, (0.8 * frame) / bounds.width, (0.8 * baseY) / bounds.height);
  const width = Math.max(1, Math.round(bounds.width * factor));
  const height = Math.max(1, Math.round(bounds.height * factor));
  const { data } = await sharp(cutout.rgba, { raw: { width: cutout.width, height: cutout.height, channels: 4 } })
    .extract(bounds)
    .resize(width, height, { fit: 'fill', kernel: factor > 1 ? 'mitchell' : 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = new Float32Array(width * height * 3);
  const alpha = new Float32Array(width * height);
  for (let i = 0; i < width * height; i++) {
    rgb[i * 3] = data[i * 4]! / 255;
    rgb[i * 3 + 1] = data[i * 4 + 1]! / 255;
    rgb[i * 3 + 2] = data[i * 4 + 2]! / 255;
    alpha[i] = data[i * 4 + 3]! / 255;
  }
  return { x: Math.round((frame - width) / 2), y: Math.round(baseY - height), width, height, rgb, alpha, baseY };
}
