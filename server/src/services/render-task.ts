import sharp from 'sharp';
import { renderMockup } from '../../../core/src/render/index';
import type { Placement } from '../../../core/src/render/types';
import { notFound } from '../http/app-error';
import { decodeRaster } from '../images/raster';
import { templateLayers } from './templates';

/** Designs are sampled at most this large: a print area at 4096 px output is smaller than this. */
const DESIGN_WORKING_SIDE = 2048;

export interface RenderTaskInput {
  templateId: string;
  /** PNG, JPEG or WebP bytes (SVG arrives already rasterised). */
  design: Uint8Array;
  placement: Placement;
  color: string;
  width: number;
}

/** A worker-thread task: decodes the design, composites the mockup and encodes an opaque PNG. */
export async function renderMockupPng({ templateId, design, placement, color, width }: RenderTaskInput): Promise<Uint8Array> {
  const layersPromise = templateLayers(templateId);
  if (!layersPromise) throw notFound(`No template with id '${templateId}'.`);
  const [layers, decoded] = await Promise.all([layersPromise, decodeRaster({ bytes: design, workingSide: DESIGN_WORKING_SIDE })]);
  const pixels = Buffer.allocUnsafe(width * width * 4);
  renderMockup(layers, decoded.pixels, placement, color, width, pixels);
  // Opaque output: drop alpha; a fast zlib level keeps 4096² encodes quick.
  const png = await sharp(pixels, { raw: { width, height: width, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
