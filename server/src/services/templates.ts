import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { AssetReader } from '../../../core/src/templates/load';
import { allTemplates } from '../../../core/src/templates/assets';
import { templatesFor, type TemplateSummary } from '../../../core/src/templates/library';

/** The committed template assets (web/public/templates/…, the same files the web app ships). */
const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');

export function listTemplates(category?: string): TemplateSummary[] {
  if (category) return templatesFor(category);
  const categories = [...new Set(allTemplates().map((t) => t.category))];
  return categories.flatMap((slug) => templatesFor(slug));
}

const fileOf = (url: string) => {
  const file = path.resolve(PUBLIC_DIR, `.${url}`);
  if (!file.startsWith(PUBLIC_DIR + path.sep)) throw new Error(`asset outside the public folder: ${url}`);
  return file;
};

/** Node's side of the asset reader: sharp decodes to exact RGBA (lossless layers are bit-identical to the browser). */
export const nodeAssetReader: AssetReader = {
  async image(url) {
    const { data, info } = await sharp(fileOf(url)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  },
  // The stacked grey maps (four 2048² maps in a 2048×8192 picture at most): the first band, 16 MB instead of 64.
  async grey(url) {
    const { data, info } = await sharp(fileOf(url)).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  },
  text: (url) => fs.readFile(fileOf(url), 'utf8'),
};
