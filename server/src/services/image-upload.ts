export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

export interface CheckedImage {
  bytes: Buffer;
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** What the bytes are, by their magic numbers, whatever name or type the browser gave them. */
export function sniffImageType(bytes: Uint8Array): 'png' | 'jpeg' | 'webp' | 'svg' | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}

const MIME = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * Accepts PNG, JPEG and WebP as they are and SVG rasterised to PNG, so stored files are
 * never markup a browser could run. Anything else, or bytes sharp cannot decode, is refused.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadError('File too large: Please upload an image smaller than 10MB', 413);
  const kind = sniffImageType(bytes);
  if (!kind) throw new UploadError('Invalid file type: Please upload an image file (PNG, JPG, SVG, WebP)');
  // sharp is loaded on the first upload, not at server start.
  const { default: sharp } = await import('sharp');
  try {
    if (kind === 'svg') {
      const { data, info } = await sharp(bytes, { limitInputPixels: 64_000_000 })
        .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, mime: 'image/png', width: info.width, height: info.height };
    }
    const meta = await sharp(bytes, { limitInputPixels: 64_000_000 }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    return { bytes, mime: MIME[kind], width: meta.width, height: meta.height };
  } catch {
    throw new UploadError('The file could not be read as an image. Please upload a PNG, JPG, SVG or WebP file.');
  }
}
