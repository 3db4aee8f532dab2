import sharp from 'sharp';
import { cutoutOf, type SegmentedImage } from '../cutout/cutout-task';
import { placeProduct } from './place';

/** The AI tools' output side (spec §9), as photo-tasks.ts makes it. */
const SIDE = 1024;
/** Where an engine's set puts the product: standing at 82 % of the frame's height, half the frame tall. */
const FLOOR_Y = 0.82;
const PRODUCT_SCALE = 0.5;

const asBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/**
 * A worker-thread task: the product, exactly as cut out, placed where a set would stand it, on a plain grey canvas,
 * with the mask an image engine paints by (white: paint; black: the product, kept). The engine paints the whole set
 * (its masked pixels are blanked or noised before sampling), so nothing of ours is painted for it to throw away.
 */
export async function productOnCanvas({ image }: { image: SegmentedImage }) {
  const layer = await placeProduct(cutoutOf(image), SIDE, PRODUCT_SCALE, Math.round(FLOOR_Y * SIDE));
  const rgb = new Uint8Array(SIDE * SIDE * 3).fill(128);
  const mask = new Uint8Array(SIDE * SIDE).fill(255);
  for (let y = 0; y < layer.height; y++) {
    for (let x = 0; x < layer.width; x++) {
      const fx = layer.x + x;
      const fy = layer.y + y;
      if (fx < 0 || fy < 0 || fx >= SIDE || fy >= SIDE) continue;
      const a = layer.alpha[y * layer.width + x]!;
      const i = fy * SIDE + fx;
      for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.round(128 * (1 - a) + 255 * layer.rgb[(y * layer.width + x) * 3 + c]! * a);
      mask[i] = Math.round(255 * (1 - a));
    }
  }
  const png = (pixels: Uint8Array, channels: 1 | 3) => sharp(pixels, { raw: { width: SIDE, height: SIDE, channels } }).png({ compressionLevel: 2, adaptiveFiltering: false }).toBuffer();
  const [picture, paint] = await Promise.all([png(rgb, 3), png(mask, 1)]);
  return { png: asBytes(picture), mask: asBytes(paint), width: SIDE, height: SIDE };
}
