import sharp from 'sharp';
import { decodeRaster } from '../../images/raster';
import { luminance, type Bytes } from './refine';

/** A decoded photo ready for the segmentation model, or already cut out. */
export interface PreparedImage {
  width: number;
  height: number;
  /** Straight RGBA at the working size. */
  rgba: Bytes;
  /** The model's input (planar RGB, (v − 128) / 256, side²) — absent when the image brought its own cut-out. */
  modelInput?: Float32Array;
  /** Luminance at side², the guide for up-sampling the mask. */
  guideLow?: Float32Array;
  side: number;
}

/** An image whose own alpha already separates a product from a clear background (a transparent PNG). */
export function hasOwnCutout(rgba: Bytes, width: number, height: number): boolean {
  let clear = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! < 128) clear++;
  if (clear < 0.02 * width * height || clear > 0.98 * width * height) return false;
  // …and at least three corners clear, as a cut-out's are.
  const corners = [0, width - 1, (height - 1) * width, height * width - 1];
  return corners.filter((p) => rgba[p * 4 + 3]! < 128).length >= 3;
}

export interface PrepareCutoutInput {
  bytes: Uint8Array;
  workingSide: number;
  side: number;
  keepOwnCutout: boolean;
  /** Decode at exactly the working size the browser computes (own-photo templates), see decodeRaster. */
  exact?: boolean;
}

/**
 * A worker-thread task: decodes an upload within the upload limits (never enlarging, at most `workingSide` a side)
 * and makes the model's input from it, flattened on white as a photo would be. With `keepOwnCutout`, a transparent
 * PNG's own alpha is trusted and the model is skipped.
 */
export async function prepareCutout({ bytes, workingSide, side, keepOwnCutout, exact }: PrepareCutoutInput): Promise<PreparedImage> {
  const { pixels } = await decodeRaster({ bytes, workingSide, exact });
  const { width, height, data: rgba } = pixels;
  if (keepOwnCutout && hasOwnCutout(rgba, width, height)) return { width, height, rgba, side };
  const { data: rgb } = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .resize(side, side, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const n = side * side;
  const modelInput = new Float32Array(3 * n);
  for (let i = 0; i < n; i++) {
    modelInput[i] = (rgb[i * 3]! - 128) / 256;
    modelInput[i + n] = (rgb[i * 3 + 1]! - 128) / 256;
    modelInput[i + 2 * n] = (rgb[i * 3 + 2]! - 128) / 256;
  }
  return { width, height, rgba, modelInput, guideLow: luminance(rgb, side, side, 3), side };
}
