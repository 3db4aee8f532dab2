/**
 * Renders an imported PSD template to PNG on a work-pool thread: its cached files decoded once per `key` (kept for
 * the next render of the same template), the design decoded, then core's renderPsd (whose prepared scenes, kept
 * per plan object, make the next render of the same template, size and colour composite only the print areas).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PsdPlan } from '../../../core/src/psd/psd-template';
import { renderPsd, type PsdFiles } from '../../../core/src/psd/render-psd';
import type { Placement, RgbaImage } from '../../../core/src/render/types';
import { drawWatermark } from '../../../core/src/render/watermark';
import { encodeOpaquePng } from '../images/png-encoder';
import { encodePng } from './build-psd-template';

export interface PsdRenderTask {
  /** `<id>@<version>`: names the decoded files kept on this thread. */
  key: string;
  plan: PsdPlan;
  files: Record<string, Uint8Array>;
  width: number;
  /** The user's design (PNG, JPEG or WebP bytes, already checked) for every area, with its placement (or one per
   *  area, in the plan's order; an area past them takes `placement`); without one each area shows the smart
   *  object's own contents. */
  design?: { bytes: Uint8Array; placement: Placement; areaPlacements?: readonly Placement[] | undefined };
  colour?: string;
  /** The Free plan's watermark (PLANS=on), as on library templates' renders. */
  watermark?: boolean;
}

/** The plan and decoded files of the last few templates rendered on this thread (one plan object per template, so
 *  core's caches keyed on it — scaled layers, area rasters — last across renders). */
const decoded = new Map<string, { plan: PsdPlan; files: PsdFiles }>();
const DECODED_TEMPLATES = 4;

async function decode(bytes: Uint8Array): Promise<RgbaImage> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength) };
}

async function templateOf(task: PsdRenderTask): Promise<{ plan: PsdPlan; files: PsdFiles }> {
  const hit = decoded.get(task.key);
  if (hit) return hit;
  const files = new Map<string, RgbaImage>();
  for (const [name, bytes] of Object.entries(task.files)) if (name.endsWith('.png')) files.set(name, await decode(bytes));
  const template = { plan: task.plan, files };
  decoded.set(task.key, template);
  if (decoded.size > DECODED_TEMPLATES) decoded.delete(decoded.keys().next().value!);
  return template;
}

/** The last design decoded on this thread: the same design rendered again (a download after a preview, a batch). */
let lastDesign: { key: string; image: RgbaImage } | undefined;

async function designImage(bytes: Uint8Array): Promise<RgbaImage> {
  const key = createHash('sha256').update(bytes).digest('base64');
  if (lastDesign?.key === key) return lastDesign.image;
  const image = await decode(bytes);
  lastDesign = { key, image };
  return image;
}

export async function renderPsdPng(task: PsdRenderTask): Promise<Uint8Array> {
  const { plan, files } = await templateOf(task);
  const image = task.design && (await designImage(task.design.bytes));
  const pictures = plan.areas.map((area, i) =>
    image ? { image, placement: task.design!.areaPlacements?.[i] ?? task.design!.placement } : area.contents ? { image: files.get(area.contents)! } : undefined,
  );
  const canvas = renderPsd(plan, files, { pictures, colour: task.colour }, task.width);
  if (task.watermark) drawWatermark(canvas.data, canvas.width);
  return isOpaque(canvas.data) ? opaquePng(canvas) : encodePng(canvas);
}

const isOpaque = (data: Uint8ClampedArray) => {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false;
  return true;
};

/** An opaque render as RGB by the library renders' encoder: as small as sharp's level 6, in about a third of the time. */
function opaquePng(canvas: RgbaImage): Uint8Array {
  const rowBytes = 4 * canvas.width;
  const png = encodeOpaquePng(canvas.width, canvas.height, (from, to, band) => band.set(canvas.data.subarray(from * rowBytes, to * rowBytes)));
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
