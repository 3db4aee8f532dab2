import path from 'node:path';
import { MAX_PRINT_FILE_PIXELS } from '../../../core/src/api/v1-schemas';
import type { Placement } from '../../../core/src/render/types';
import type { PrintArea } from '../../../core/src/templates/print-areas';
import type { Config } from '../config';
import { badRequest } from '../http/errors';
import { toRasterBytes } from '../images/read-image';
import type { OwnTemplateFiles } from '../own-photo/template-files';
import type { WorkPool } from '../work/pool';
import type { LayeredRenderInput, LayerTaskInput } from './layers-task';

/** An SVG design is rasterised this large before it is sampled (the render samples at most 2048 px). */
const SVG_DESIGN_SIDE = 2048;
/**
 * A render that takes longer than this on the clock is stopped (a 4096² render takes well under a second; a
 * template's first render on a machine busy with other programs has taken over 20 s).
 */
const RENDER_TIME_LIMIT_MS = 60_000;

/** Where the render threads keep the library's prepared levels across restarts (template-levels.ts). */
export const levelStoreDir = (dataDir: string) => path.join(dataDir, 'cache', 'levels');

export const levelStoreFor = (config: Pick<Config, 'dataDir' | 'renderDiskCacheBytes'>) =>
  config.renderDiskCacheBytes > 0 ? { dir: levelStoreDir(config.dataDir), maxBytes: config.renderDiskCacheBytes } : undefined;

/** What a render thread's task needs to read templates' levels: its share of RENDER_CACHE_MB and the disk store. */
export const renderLevels = (config: Pick<Config, 'dataDir' | 'renderDiskCacheBytes' | 'renderCacheBytes' | 'renderWorkers'>) => ({
  cacheBytes: Math.floor(config.renderCacheBytes / config.renderWorkers),
  levelStore: levelStoreFor(config),
});

/** The bytes of a `data:` URL, base64 or %-encoded. */
export function dataUrlBytes(dataUrl: string): Uint8Array {
  const match = /^data:[^,]*?(;base64)?,/.exec(dataUrl);
  if (!match) throw badRequest('design must be a data URL (data:image/…;base64,…)');
  const payload = dataUrl.slice(match[0].length);
  if (match[1]) return Buffer.from(payload, 'base64');
  try {
    return Buffer.from(decodeURIComponent(payload));
  } catch {
    throw badRequest('The design data URL contains a malformed %-escape.');
  }
}

/** The design of a render request as raster bytes (SVG rasterised in the sandbox), checked by its bytes. */
export function designRasterBytes(work: WorkPool, dataUrl: string): Promise<Uint8Array> {
  return rasterDesign(work, dataUrlBytes(dataUrl));
}

/** A design's bytes (however they arrived) as raster bytes for the renderer, checked by their bytes. */
export async function rasterDesign(work: WorkPool, bytes: Uint8Array): Promise<Uint8Array> {
  return (await toRasterBytes(work, bytes, SVG_DESIGN_SIDE)).bytes;
}

/** One mockup to render: the template, the design's raster bytes and how it sits. */
export interface MockupJob {
  templateId: string;
  design: Uint8Array;
  placement: Placement;
  color: string;
  width: number;
  /** An own template's files (services/own-templates.ts ownTemplateForRender); absent for the library's. */
  own?: OwnTemplateFiles | undefined;
  /** Draw the Free plan's watermark (services/plans.ts). */
  watermark?: boolean | undefined;
}

/** Renders one mockup PNG on the work pool; each thread keeps its share of the template cache. */
export function renderMockupOnPool(work: WorkPool, config: Pick<Config, 'renderCacheBytes' | 'renderWorkers' | 'dataDir' | 'renderDiskCacheBytes'>, job: MockupJob) {
  return work.run('renderMockupPng', { ...job, ...renderLevels(config) }, { timeoutMs: RENDER_TIME_LIMIT_MS });
}

/** A mockup whose print area is layers (services/layers-task.ts), on the work pool like a single design's. */
export function renderLayeredOnPool(
  work: WorkPool,
  config: Pick<Config, 'renderCacheBytes' | 'renderWorkers' | 'dataDir' | 'renderDiskCacheBytes'>,
  job: Omit<LayeredRenderInput, 'cacheBytes' | 'levelStore'>,
) {
  return work.run('renderLayeredMockup', { ...job, ...renderLevels(config) }, { timeoutMs: RENDER_TIME_LIMIT_MS });
}

/**
 * A print file: the area's artwork at its real size (millimetres) and `dpi`, refused before any work when it would
 * be larger than MAX_PRINT_FILE_PIXELS.
 */
export function renderPrintFileOnPool(work: WorkPool, area: PrintArea, dpi: number, layers: LayerTaskInput[]) {
  const { width, height } = printFileSize(area, dpi);
  return work.run('renderPrintFilePng', { layers, width, height, dpi }, { timeoutMs: RENDER_TIME_LIMIT_MS });
}

/** A print area's pixel size at `dpi`, checked against the limit (with the largest DPI that would fit). */
export function printFileSize(area: PrintArea, dpi: number): { width: number; height: number } {
  const px = (mm: number, d: number) => Math.max(1, Math.round((mm / 25.4) * d));
  const width = px(area.widthMm, dpi), height = px(area.heightMm, dpi);
  if (width * height > MAX_PRINT_FILE_PIXELS) {
    let fits = Math.floor(Math.sqrt(MAX_PRINT_FILE_PIXELS / ((area.widthMm / 25.4) * (area.heightMm / 25.4))));
    while (fits > 1 && px(area.widthMm, fits) * px(area.heightMm, fits) > MAX_PRINT_FILE_PIXELS) fits--; // rounding
    throw badRequest(
      `dpi: at ${dpi} DPI the ${area.name} area (${area.widthMm} × ${area.heightMm} mm) would be ${width} × ${height} px, ` +
        `over the limit of ${MAX_PRINT_FILE_PIXELS / 1e6} million pixels; ask for at most ${fits} DPI.`,
    );
  }
  return { width, height };
}
