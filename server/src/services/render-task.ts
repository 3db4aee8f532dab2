import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { compositeMockup } from '../../../core/src/render/composite';
import { drawWatermark } from '../../../core/src/render/watermark';
import type { Placement, RgbaImage } from '../../../core/src/render/types';
import { notFound } from '../http/app-error';
import { encodeOpaquePng } from '../images/png-encoder';
import { decodeRaster } from '../images/raster';
import type { OwnTemplateFiles } from '../own-photo/template-files';
import { templateLevel, type LevelStoreSettings } from './template-levels';

// libvips' operation cache would keep recent images (a 4096² render's 64 MB of pixels) alive; renders never repeat.
sharp.cache(false);

/** Designs are sampled at most this large: a print area at 4096 px output is smaller than this. */
const DESIGN_WORKING_SIDE = 2048;

export interface RenderTaskInput {
  templateId: string;
  /** PNG, JPEG or WebP bytes (SVG arrives already rasterised). */
  design: Uint8Array;
  placement: Placement;
  color: string;
  width: number;
  /** This thread's share of RENDER_CACHE_MB, in bytes. */
  cacheBytes: number;
  /** An own template's files (services/own-templates.ts); absent for the library's. */
  own?: OwnTemplateFiles | undefined;
  /** Where the library's prepared levels are kept on disk (render.ts); absent: not on disk. */
  levelStore?: LevelStoreSettings | undefined;
  /** The Free plan's watermark (PLANS=on), drawn by core's renderer like the browser's download. */
  watermark?: boolean | undefined;
}

/** The last design decoded on this thread: the next item of a batch, or the same design rendered again. */
let lastDesign: { key: string; pixels: RgbaImage } | undefined;

async function designPixels(bytes: Uint8Array): Promise<RgbaImage> {
  const key = createHash('sha256').update(bytes).digest('base64');
  if (lastDesign?.key === key) return lastDesign.pixels;
  const { pixels } = await decodeRaster({ bytes, workingSide: DESIGN_WORKING_SIDE });
  lastDesign = { key, pixels };
  return pixels;
}

/** A worker-thread task: decodes the design, composites the mockup and encodes an opaque PNG. */
export async function renderMockupPng(input: RenderTaskInput): Promise<Uint8Array> {
  const { templateId, placement, color, width } = input;
  const level = templateLevel(templateId, width, input.cacheBytes, input.own, input.levelStore);
  if (!level) throw notFound(`No template with id '${templateId}'.`);
  const [prepared, design] = await Promise.all([level, designPixels(input.design)]);
  // Drawn and compressed band by band: a 4096² render never holds its 64 MB of raw pixels.
  const png = encodeOpaquePng(width, width, (from, to, band) => {
    compositeMockup(prepared, design, placement, color, band, width, from, to);
    if (input.watermark) drawWatermark(band, width, from, to);
  });
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
