import { workingSize } from '../../../../core/src/own-photo/own-template';
import type { RgbaImage } from '../../../../core/src/render/types';
import { checkUpload, sniffDesignFormat, type UploadProblem } from '../../../../core/src/upload/upload-rules';
import { decodeImage } from '../editor/browser-assets';

/** The product photo as the page works on it: the file the user chose and its pixels at workingSize. */
export interface OwnPhoto {
  file: File;
  name: string;
  image: RgbaImage;
  /** The photo's pixels as the browser shows them (an object URL; revoke it when the photo is replaced). */
  url: string;
}

export type LoadPhotoResult = { ok: true; photo: OwnPhoto } | { ok: false; problem: UploadProblem };

const NOT_A_PHOTO: UploadProblem = {
  title: 'Invalid file type',
  description: 'Please upload a photo of your product as a PNG, JPG or WebP file.',
};
const UNREADABLE: UploadProblem = {
  title: 'Invalid file type',
  description: 'This image could not be read. Please upload a PNG, JPG or WebP photo.',
};

/** Checks a chosen file with the upload rules (size, type by its bytes) and decodes it at its working size. */
export async function loadPhoto(file: File): Promise<LoadPhotoResult> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const problem = checkUpload(head, file.size);
  if (problem) return { ok: false, problem };
  // A photo is pixels: an SVG passes the upload rules but is no product photo.
  if (sniffDesignFormat(head) === 'svg') return { ok: false, problem: NOT_A_PHOTO };
  try {
    const probe = await createImageBitmap(file);
    const size = workingSize(probe.width, probe.height);
    probe.close();
    const bitmap = await createImageBitmap(file, {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'high',
      premultiplyAlpha: 'none',
      colorSpaceConversion: 'none',
    });
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('Canvas 2D is not available');
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const { data } = context.getImageData(0, 0, size.width, size.height);
    return { ok: true, photo: { file, name: file.name, image: { ...size, data }, url: URL.createObjectURL(file) } };
  } catch {
    return { ok: false, problem: UNREADABLE };
  }
}

/** The server's grey mask PNG as one byte a pixel, checked against the photo's working size. */
export async function decodeMask(png: Blob, width: number, height: number): Promise<Uint8Array> {
  const image = await decodeImage(png);
  if (image.width !== width || image.height !== height) throw new Error(`The cut-out is ${image.width}×${image.height}, the photo ${width}×${height}`);
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = image.data[i * 4]!;
  return mask;
}

/** A mask as the grey PNG the save request carries. */
export async function encodeMask(mask: Uint8Array, width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  const pixels = context.createImageData(width, height);
  for (let i = 0; i < mask.length; i++) {
    const m = mask[i]!;
    pixels.data[i * 4] = m;
    pixels.data[i * 4 + 1] = m;
    pixels.data[i * 4 + 2] = m;
    pixels.data[i * 4 + 3] = 255;
  }
  context.putImageData(pixels, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}
