// Encodes a rendered recipe into the compact, content-hashed files the app ships.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { RecipeOutput } from '../../recipe';

export interface EncodedFile {
  /** e.g. 'scene.3f9a1c2b7d.webp' */
  name: string;
  bytes: Buffer;
}

export const hashed = (stem: string, ext: string, bytes: Buffer): EncodedFile => ({
  name: `${stem}.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.${ext}`,
  bytes,
});

/** RGB (alpha dropped) of the scene. */
function sceneRgb(out: RecipeOutput): Buffer {
  const n = out.size * out.size;
  const rgb = Buffer.alloc(n * 3);
  for (let i = 0; i < n; i++) {
    rgb[i * 3] = out.scene[i * 4]!;
    rgb[i * 3 + 1] = out.scene[i * 4 + 1]!;
    rgb[i * 3 + 2] = out.scene[i * 4 + 2]!;
  }
  return rgb;
}

export async function encodeScene(out: RecipeOutput): Promise<EncodedFile> {
  const raw = { width: out.size, height: out.size, channels: 3 as const };
  const bytes = await sharp(sceneRgb(out), { raw }).webp({ quality: 82, effort: 4, smartSubsample: true }).toBuffer();
  return hashed('scene', 'webp', bytes);
}

/** productMask, shade, highlight, printMask and the further areas' masks stacked vertically in one lossless grey
 *  WebP (exact on decode). */
export async function encodeMaps(out: RecipeOutput): Promise<EncodedFile> {
  const n = out.size * out.size;
  const grey = [out.productMask, out.shade, out.highlight, out.printMask, ...(out.furtherAreas ?? []).map((a) => a.mask)];
  const stacked = Buffer.alloc(n * grey.length);
  grey.forEach((map, k) => stacked.set(map, k * n));
  const raw = { width: out.size, height: out.size * grey.length, channels: 1 as const };
  // Effort 2: within 2% of the smallest file, in well under half the time (fabric texture makes these slow).
  const bytes = await sharp(stacked, { raw }).webp({ lossless: true, effort: 2 }).toBuffer();
  return hashed('maps', 'webp', bytes);
}

/** The card image at 480 px, light enough for carousels (≤ 60 KB), from `white`: the template rendered in
 *  white by the renderer itself (RGBA, size²), so product edges look exactly as in the editor. */
export async function encodeThumbnail(white: Uint8Array | Uint8ClampedArray, size: number): Promise<EncodedFile> {
  const raw = { width: size, height: size, channels: 4 as const };
  for (const quality of [76, 66, 56, 46]) {
    const bytes = await sharp(Buffer.from(white.buffer, white.byteOffset, white.byteLength), { raw })
      .removeAlpha()
      .resize(480, 480, { kernel: 'lanczos3' })
      .webp({ quality, effort: 5 })
      .toBuffer();
    if (bytes.length <= 60_000) return hashed('thumb', 'webp', bytes);
  }
  throw new Error('thumbnail stays over 60 KB even at quality 46');
}
