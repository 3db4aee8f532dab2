import path from 'node:path';
import type { Placement } from '../../../core/src/render/types';
import type { Config } from '../config';
import { badRequest } from '../http/errors';
import { toRasterBytes } from '../images/read-image';
import type { OwnTemplateFiles } from '../own-photo/template-files';
import type { WorkPool } from '../work/pool';

/** An SVG design is rasterised this large before it is sampled (the render samples at most 2048 px). */
const SVG_DESIGN_SIDE = 2048;
/** A render that takes longer than this is stopped (a 4096² render takes well under a second). */
const RENDER_TIME_LIMIT_MS = 20_000;

/** Where the render threads keep the library's prepared levels across restarts (template-levels.ts). */
export const levelStoreDir = (dataDir: string) => path.join(dataDir, 'cache', 'levels');

const levelStoreFor = (config: Pick<Config, 'dataDir' | 'renderDiskCacheBytes'>) =>
  config.renderDiskCacheBytes > 0 ? { dir: levelStoreDir(config.dataDir), maxBytes: config.renderDiskCacheBytes } : undefined;

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
  const cacheBytes = Math.floor(config.renderCacheBytes / config.renderWorkers);
  return work.run('renderMockupPng', { ...job, cacheBytes, levelStore: levelStoreFor(config) }, { timeoutMs: RENDER_TIME_LIMIT_MS });
}
