import { MAX_UPLOAD_BYTES, sniffDesignFormat } from '../../../core/src/upload/upload-rules';
import { AppError } from '../http/errors';
import type { WorkPool } from '../work/pool';
import type { RasterFormat } from './raster';
import { SVG_TIME_LIMIT_MS, svgProblem, svgTooComplex } from './svg';

export const tooLarge = () => new AppError(413, 'File too large: Please upload an image smaller than 10MB');
export const notAnImageType = () => new AppError(400, 'Invalid file type: Please upload an image file (PNG, JPG, SVG, WebP)');

/** A design as raster bytes: PNG, JPEG and WebP as they came; SVG rasterised to PNG, never kept as markup. */
export interface RasterBytes {
  bytes: Uint8Array;
  format: RasterFormat;
  /** True when this PNG was made from an SVG. */
  fromSvg: boolean;
}

/**
 * Checks an image's size and type by its bytes, and turns SVG into PNG (longer side `svgSide`) in the sandbox,
 * which is killed after SVG_TIME_LIMIT_MS. Raster files are returned unchanged: the worker that needs their pixels
 * decodes them (server/src/images/raster.ts).
 */
export async function toRasterBytes(work: WorkPool, bytes: Uint8Array, svgSide: number): Promise<RasterBytes> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
  const format = sniffDesignFormat(bytes.subarray(0, 1024));
  if (!format) throw notAnImageType();
  if (format !== 'svg') return { bytes, format, fromSvg: false };
  // The cheap checks run here too, so a refused SVG never reaches a process.
  const problem = svgProblem(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  if (problem) throw new AppError(400, problem);
  const { png } = await work.runSandboxed(
    'rasteriseSvg',
    { svg: bytes, maxSide: svgSide },
    { timeoutMs: SVG_TIME_LIMIT_MS, onTimeout: svgTooComplex },
  );
  return { bytes: png, format: 'png', fromSvg: true };
}

const MIME = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

export interface CheckedImage {
  bytes: Buffer;
  mime: (typeof MIME)[RasterFormat];
  width: number;
  height: number;
}

/** Side of the PNG an uploaded SVG becomes. */
const SVG_UPLOAD_SIDE = 2048;
/** Raster uploads are decoded to the end to prove they are whole; a small output keeps that cheap. */
const VERIFY_SIDE = 64;

/** An upload, accepted only when it decodes completely within the limits: the bytes to store and what they are. */
export async function checkUploadedImage(work: WorkPool, bytes: Uint8Array): Promise<CheckedImage> {
  const raster = await toRasterBytes(work, bytes, SVG_UPLOAD_SIDE);
  const decoded = await work.run('decodeRaster', { bytes: raster.bytes, workingSide: VERIFY_SIDE });
  return {
    bytes: Buffer.from(raster.bytes.buffer, raster.bytes.byteOffset, raster.bytes.byteLength),
    mime: MIME[decoded.format],
    width: decoded.width,
    height: decoded.height,
  };
}
