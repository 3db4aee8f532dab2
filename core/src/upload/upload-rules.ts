/** What an upload may be (spec §5): PNG, JPG, SVG or WebP, at most 10 MB. */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A decoded image may be at most this many pixels a side… */
export const MAX_IMAGE_SIDE = 8000;
/** …and this many pixels in all (40 MP: a 4500 × 5400 print file is 24 MP), so no file decodes into gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type DesignFormat = 'png' | 'jpeg' | 'webp' | 'svg';

export interface UploadProblem {
  title: string;
  description: string;
}

export const INVALID_TYPE: UploadProblem = {
  title: 'Invalid file type',
  description: 'Please upload an image file (PNG, JPG, SVG, etc.)',
};

export const TOO_LARGE: UploadProblem = {
  title: 'File too large',
  description: 'Please upload an image smaller than 10MB',
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * Recognises a design by its first bytes, never by the name or the browser's label.
 * SVG is text: an optional BOM/XML prolog/comments, then an `<svg` element.
 */
export function sniffDesignFormat(head: Uint8Array): DesignFormat | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, 1024)).replace(/^\uFEFF/, '');
  const withoutProlog = text.replace(/^\s*(<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '');
  if (/^<svg[\s>]/i.test(withoutProlog)) return 'svg';
  return undefined;
}

/** The first problem with a file, or undefined when it may be uploaded. Type first, as the user sees it. */
export function checkUpload(head: Uint8Array, size: number): UploadProblem | undefined {
  if (!sniffDesignFormat(head)) return INVALID_TYPE;
  if (size > MAX_UPLOAD_BYTES) return TOO_LARGE;
  return undefined;
}

/** '2.35 MB' — the 'Your Design' card shows sizes in MB with two decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
