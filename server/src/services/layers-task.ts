/**
 * Worker-thread tasks for layered work: a mockup whose print area is several layers (encoded as PNG, JPEG or WebP),
 * and a print file — the area's artwork alone at its real size and DPI. Both draw with core's compositor
 * (core/src/render/layers.ts), the same code as the editor's preview.
 */
import sharp from 'sharp';
import { compositeMockup } from '../../../core/src/render/composite';
import { areaDesign, drawLayers, type ResolvedLayer } from '../../../core/src/render/layers';
import type { Placement } from '../../../core/src/render/types';
import { drawWatermark } from '../../../core/src/render/watermark';
import type { TextLayer } from '../../../core/src/editor/document';
import { DEFAULT_TEXT_FONT } from '../../../core/src/text/fonts';
import { notFound } from '../http/app-error';
import { encodeOpaquePng } from '../images/png-encoder';
import { decodeRaster } from '../images/raster';
import { loadTextFonts } from '../text/text-fonts';
import type { RenderTaskInput } from './render-task';
import { templateLevel } from './template-levels';

sharp.cache(false);

/** Layers as the tasks receive them: images as raster bytes (SVG already rasterised, checked on the main thread). */
export type LayerTaskInput =
  | { type: 'image'; bytes: Uint8Array; placement: Placement; opacity?: number | undefined; hidden?: boolean | undefined }
  | TextLayer;

/** The artwork's longer side in a mockup render: designs are sampled at most this large (as render-task.ts). */
export const ARTWORK_SIDE = 2048;

/** The layers with their images decoded (at most `workingSide` a side) and their texts' fonts loaded. */
export async function resolveLayers(layers: readonly LayerTaskInput[], workingSide: number): Promise<ResolvedLayer[]> {
  loadTextFonts([...new Set(layers.flatMap((l) => (l.type === 'text' ? [l.font ?? DEFAULT_TEXT_FONT] : [])))]);
  return Promise.all(
    layers.map(async (layer): Promise<ResolvedLayer> => {
      if (layer.type === 'text') return layer;
      const { pixels } = await decodeRaster({ bytes: layer.bytes, workingSide });
      return { type: 'image', image: pixels, placement: layer.placement, opacity: layer.opacity, hidden: layer.hidden };
    }),
  );
}

export interface LayeredRenderInput extends Omit<RenderTaskInput, 'design' | 'placement'> {
  /** The layers of the area the picture shows first. */
  layers: LayerTaskInput[];
  /** The layers of the template's further areas (TemplateAsset.areas, in order; missing or empty: nothing printed). */
  otherAreas?: LayerTaskInput[][] | undefined;
  format: 'png' | 'jpeg' | 'webp';
  /** JPEG/WebP quality 1–100. */
  quality?: number | undefined;
}

/** A mockup of each shown area's layers on the template, encoded as asked. */
export async function renderLayeredMockup(input: LayeredRenderInput): Promise<Uint8Array> {
  const { templateId, color, width } = input;
  const level = templateLevel(templateId, width, input.cacheBytes, input.own, input.levelStore);
  if (!level) throw notFound(`No template with id '${templateId}'.`);
  const [prepared, layers, ...otherLayers] = await Promise.all([
    level,
    resolveLayers(input.layers, ARTWORK_SIDE),
    ...(input.otherAreas ?? []).map((area) => resolveLayers(area, ARTWORK_SIDE)),
  ]);
  const { design, placement } = areaDesign(layers, prepared.printAspect, ARTWORK_SIDE);
  const others = (prepared.areas ?? []).map((area, k) => areaDesign(otherLayers[k] ?? [], area.printAspect, ARTWORK_SIDE));
  const draw = (from: number, to: number, band: Uint8Array) => {
    compositeMockup(prepared, design, placement, color, band, width, from, to, others);
    if (input.watermark) drawWatermark(band, width, from, to);
  };
  if (input.format === 'png') return asBytes(encodeOpaquePng(width, width, draw));
  const pixels = new Uint8Array(width * width * 4);
  draw(0, width, pixels);
  const image = sharp(pixels, { raw: { width, height: width, channels: 4 } }).removeAlpha();
  const quality = input.quality ?? 90;
  return asBytes(await (input.format === 'jpeg' ? image.jpeg({ quality, mozjpeg: false }) : image.webp({ quality })).toBuffer());
}

export interface PrintFileInput {
  layers: LayerTaskInput[];
  width: number;
  height: number;
  dpi: number;
}

/** The area's artwork alone: transparent where no layer draws, with its DPI in the PNG's pHYs chunk. */
export async function renderPrintFilePng(input: PrintFileInput): Promise<Uint8Array> {
  const { width, height, dpi } = input;
  // Images are decoded as large as the file needs (never enlarged past their own size).
  const layers = await resolveLayers(input.layers, Math.max(width, height));
  const artwork = { width, height, data: new Uint8Array(width * height * 4) };
  drawLayers(artwork, layers);
  const png = await sharp(artwork.data, { raw: { width, height, channels: 4 } })
    .withMetadata({ density: dpi })
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
  return asBytes(png);
}

const asBytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
