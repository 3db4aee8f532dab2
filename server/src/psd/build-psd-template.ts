/**
 * The import of a Photoshop file, run in the work pool's sandbox process (a time limit kills it): read and checked
 * (read-psd-file.ts), planned (plan-psd.ts), displaced smart objects given their maps (displacement-map.ts), its static
 * layers flattened (flatten-static.ts), each smart object's
 * embedded contents decoded for the preview, and every cached layer encoded as PNG. Returns bytes only: the caller
 * stores them, so a refused or failed import leaves nothing behind.
 */
import { createHash } from 'node:crypto';
import type { LinkedFile } from 'ag-psd';
import sharp from 'sharp';
import { looksLikePsd } from '../../../core/src/psd/psd-header';
import { PSD_WORK_MAX_SIDE, type PsdPlan, type UnsupportedFeature } from '../../../core/src/psd/psd-template';
import { renderPsd } from '../../../core/src/psd/render-psd';
import { sniffDesignFormat, MAX_IMAGE_PIXELS } from '../../../core/src/upload/upload-rules';
import type { RgbaImage } from '../../../core/src/render/types';
import { withDisplacementMaps } from './displacement-map';
import { flattenStatic } from './flatten-static';
import { planPsd } from './plan-psd';
import { readPsdFile } from './read-psd-file';
import { AppError } from '../http/app-error';

export interface BuiltPsdTemplate {
  plan: PsdPlan;
  /** The plan's files by name, PNG; and `thumb.webp`. */
  files: Record<string, Uint8Array>;
  /** A short hash of the plan and files: names cache entries. */
  version: string;
}

/** Thumbnails for the dashboard's cards. */
const THUMB_WIDTH = 400;

/** PNG at zlib level 3: half the time of level 6 for files about 1 % larger (measured on the bench's layers). */
export const encodePng = async (image: RgbaImage) =>
  new Uint8Array(await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } }).png({ compressionLevel: 3 }).toBuffer());

/** A smart object's embedded file as pixels at most the working size: PNG, JPEG or WebP by sharp, a PSD by its layers. */
async function decodeContents(file: LinkedFile): Promise<RgbaImage | undefined> {
  const bytes = file.data!;
  if (looksLikePsd(bytes)) {
    // Drawn from its own layers by the same checks and compositor (its composite image may have lost its
    // transparency); smart objects inside it stay empty, so nesting costs one level only.
    const { psd } = readPsdFile(bytes);
    const { plan, images } = await planPsd(psd);
    const { width, height, data } = renderPsd(plan, images, { pictures: [] }, plan.width);
    return { width, height, data };
  }
  const format = sniffDesignFormat(bytes.subarray(0, 1024));
  if (!format || format === 'svg') return undefined;
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width: PSD_WORK_MAX_SIDE, height: PSD_WORK_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength) };
}

export async function buildPsdTemplate({ bytes }: { bytes: Uint8Array }): Promise<BuiltPsdTemplate> {
  const { psd, unread } = readPsdFile(bytes);
  let planned: Awaited<ReturnType<typeof planPsd>>, plan: PsdPlan;
  try {
    planned = await planPsd(psd, unread);
    plan = flattenStatic(withDisplacementMaps(planned.plan, planned.images), planned.images);
  } catch (error) {
    // A file ag-psd read but whose layers make no sense (hostile or damaged): the sender's problem, said so.
    throw new AppError(422, `The Photoshop file's layers could not be drawn (${(error as Error).message.slice(0, 100)}). Save it again from Photoshop and upload it.`);
  }
  const unsupported: UnsupportedFeature[] = [...plan.unsupported];
  const pictures: ({ image: RgbaImage } | undefined)[] = [];
  for (const [index, file] of planned.contents) {
    const area = plan.areas[index]!;
    const image = await decodeContents(file).catch(() => undefined);
    if (!image) {
      unsupported.push({ layer: area.name, feature: `embedded contents "${file.name}" in a format we cannot read (the preview shows the area empty)` });
      continue;
    }
    area.contents = `contents-${index}.png`;
    planned.images.set(area.contents, image);
    pictures[index] = { image };
  }
  const final: PsdPlan = { ...plan, unsupported };
  // sharp encodes on libuv's threads: every file at once keeps both cores busy while this thread draws the thumbnail.
  const encoded = Promise.all([...planned.images].map(async ([name, image]) => [name, await encodePng(image)] as const));
  const thumb = renderPsd(final, planned.images, { pictures }, Math.min(THUMB_WIDTH, final.width));
  const thumbWebp = sharp(thumb.data, { raw: { width: thumb.width, height: thumb.height, channels: 4 } }).webp({ quality: 82 }).toBuffer();
  const files: Record<string, Uint8Array> = Object.fromEntries(await encoded);
  files['thumb.webp'] = new Uint8Array(await thumbWebp);
  const hash = createHash('sha256').update(JSON.stringify(final));
  for (const name of Object.keys(files).sort()) hash.update(name).update(files[name]!);
  return { plan: final, files, version: hash.digest('hex').slice(0, 10) };
}
