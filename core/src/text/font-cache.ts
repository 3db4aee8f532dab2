/**
 * Parsed text faces, by id. The browser and the server read a face's TTF bytes their own way (text/fonts.ts names
 * the file) and register them here once; the text renderer then asks for faces by id.
 */
import opentype from 'opentype.js';
import type { TextFontId } from './fonts';

const parsed = new Map<TextFontId, opentype.Font>();

export function registerTextFont(id: TextFontId, bytes: ArrayBuffer | Uint8Array): opentype.Font {
  const buffer = bytes instanceof Uint8Array ? bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) : bytes;
  const font = opentype.parse(buffer as ArrayBuffer);
  parsed.set(id, font);
  return font;
}

export const hasTextFont = (id: TextFontId) => parsed.has(id);

export function textFont(id: TextFontId): opentype.Font {
  const font = parsed.get(id);
  if (!font) throw new Error(`Text face '${id}' is not loaded`);
  return font;
}
