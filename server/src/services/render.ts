import sharp, { type Metadata } from 'sharp';
import { renderMockup } from '../../../core/src/render/index';
import { MAX_DESIGN_BYTES, MAX_DESIGN_SIDE, type RenderRequest } from '../../../core/src/render/request';
import type { RgbaImage } from '../../../core/src/render/types';
import { templateLayers } from './templates';

/** A request problem the caller can fix: answered as 400 (or 404) with this message. */
export class RenderInputError extends Error {
  constructor(message: string, readonly status: 400 | 404 = 400) {
    super(message);
  }
}

/** Designs are sampled at most this large: a print area at 4096 px output is smaller than this. */
const DESIGN_WORKING_SIDE = 2048;
const FORMATS = new Set(['png', 'jpeg', 'webp', 'svg']);

/** Decodes a data-URL design by its bytes (never its label); SVG is rasterised by sharp, never passed on as markup. */
export async function decodeDesign(dataUrl: string): Promise<RgbaImage> {
  const match = /^data:[^,]*?(;base64)?,/.exec(dataUrl);
  if (!match) throw new RenderInputError('design must be a data URL (data:image/…;base64,…)');
  const payload = dataUrl.slice(match[0].length);
  const bytes = match[1] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload));
  if (bytes.length > MAX_DESIGN_BYTES) throw new RenderInputError('The design is larger than 10 MB.');
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new RenderInputError('The design is not an image (PNG, JPG, SVG or WebP).');
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new RenderInputError('The design is not an image (PNG, JPG, SVG or WebP).');
  }
  if (meta.width > MAX_DESIGN_SIDE || meta.height > MAX_DESIGN_SIDE) {
    throw new RenderInputError(`The design is ${meta.width}×${meta.height} px; at most ${MAX_DESIGN_SIDE} px a side.`);
  }
  const longest = Math.max(meta.width, meta.height);
  // Vector designs are rasterised at a density that makes them about DESIGN_WORKING_SIDE px.
  const density = meta.format === 'svg' ? Math.min(2400, Math.max(1, (72 * DESIGN_WORKING_SIDE) / longest)) : undefined;
  try {
    const { data, info } = await sharp(bytes, { density, limitInputPixels: MAX_DESIGN_SIDE * MAX_DESIGN_SIDE })
      .resize(DESIGN_WORKING_SIDE, DESIGN_WORKING_SIDE, { fit: 'inside', withoutEnlargement: meta.format !== 'svg' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } catch {
    throw new RenderInputError('The design could not be decoded as an image.');
  }
}

/** Renders a mockup PNG (square, `width` px) for the render endpoint. */
export async function renderPng(request: RenderRequest): Promise<Buffer> {
  const layersPromise = templateLayers(request.templateId);
  if (!layersPromise) throw new RenderInputError(`No template with id '${request.templateId}'.`, 404);
  const [layers, design] = await Promise.all([layersPromise, decodeDesign(request.design)]);
  const size = request.width;
  const pixels = Buffer.allocUnsafe(size * size * 4);
  renderMockup(layers, design, request.placement, request.color, size, pixels);
  // Opaque output: drop alpha; a fast zlib level keeps 4096² encodes quick.
  return sharp(pixels, { raw: { width: size, height: size, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer();
}
