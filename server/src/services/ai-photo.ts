import type { ReportProgress } from '../../../core/src/ai/progress';
import type { EngineCredit } from '../../../core/src/ai/engines';
import type { GenerateBackgroundRequest, ProductPhotoRequest, RemoveBackgroundRequest } from '../../../core/src/ai/photo-request';
import type { SegmentedImage } from '../ai/cutout/cutout-task';
import { backgroundEnginePrompt, photoEnginePrompt } from '../ai/photo/engine-prompts';
import { configuredProviders } from '../ai/providers/config';
import { firstEngine } from '../ai/providers/first-engine';
import { PROVIDER_NAMES, ProviderError, type ImageProvider } from '../ai/providers/types';
import type { Segmenter } from '../ai/segmentation/segmenter';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { toRasterBytes } from '../images/read-image';
import type { WorkPool } from '../work/pool';
import { dataUrlBytes } from './render';
import { keepGeneratedImage } from './results';
import type { FileStorage } from './storage';

/** The AI photo tools: background removal, backgrounds and product photography, all on this machine. */

export const REMOVAL_ENGINE = 'ISNet background removal model (offline)';
/** The sets are painted by our own code from the style and the words, not by an image model: the credit says so. */
export const BACKGROUND_ENGINE = 'ISNet cut-out on a set painted by the Mockup Studio scene engine (offline, not an image model)';
export const PHOTO_ENGINE = 'ISNet cut-out lit by the Mockup Studio relighting engine (offline, not an image model)';

const offline = (engineName: string): EngineCredit => ({ engine: 'offline', engineName });

export interface PhotoDeps {
  db: Db;
  storage: FileStorage;
  work: WorkPool;
  config: Config;
  segmenter: Segmenter;
  logger: Logger;
  /** Told each step, for the page's progress bar (core/src/ai/progress.ts). */
  progress?: ReportProgress;
}

/** An uploaded SVG is rasterised this large before it is cut out. */
const SVG_SIDE = 2048;
/** A cut-out is returned at most this large a side (a print-size photo keeps plenty of detail). */
const CUTOUT_SIDE = 2048;
/** The scene tools place the product at most ~80 % of a 1024² frame: 1024 px of source is ample. */
const SCENE_SOURCE_SIDE = 1024;
/**
 * Time limits: each pool task, and the model (its queue wait included). Generous, as a limit is for a runaway
 * task: the pool stops a thread that overruns, and a busy 2-core machine makes a 3 s task take 20 s.
 */
const TASK_TIME_LIMIT_MS = 60_000;
const MODEL_TIME_LIMIT_MS = 60_000;

const tookTooLong = () => new AppError(503, 'The image took too long to process on this busy server. Please try again in a moment.', 10);
const limits = { timeoutMs: TASK_TIME_LIMIT_MS, onTimeout: tookTooLong };

/**
 * Decodes the upload within the upload rules and runs the model on it unless it is a cut-out already. `whenImage`
 * runs once the bytes are known to be an image, for work that should start early but not for a rejected upload.
 */
async function segmented(deps: PhotoDeps, imageUrl: string, workingSide: number, keepOwnCutout: boolean, whenImage?: () => void): Promise<SegmentedImage> {
  const raster = await toRasterBytes(deps.work, dataUrlBytes(imageUrl), SVG_SIDE);
  deps.progress?.({ step: 'Cutting out your product' });
  whenImage?.();
  const { modelInput, ...prepared } = await deps.work.run(
    'prepareCutout',
    { bytes: raster.bytes, workingSide, side: deps.segmenter.options.side, keepOwnCutout },
    limits,
  );
  const mask = modelInput ? await deps.segmenter.segment(modelInput, MODEL_TIME_LIMIT_MS) : undefined;
  return { ...prepared, mask };
}

async function keep(deps: PhotoDeps, userId: string | undefined, image: { png: Uint8Array; width: number; height: number }, kind: string, title: string) {
  const { imageUrl } = await keepGeneratedImage({ db: deps.db, storage: deps.storage, anonymousTtlMs: deps.config.anonymousFileTtlMs }, userId, { ...image, kind, title });
  return imageUrl;
}

export async function removeBackground(deps: PhotoDeps, userId: string | undefined, request: RemoveBackgroundRequest) {
  const image = await segmented(deps, request.imageUrl, CUTOUT_SIDE, false);
  const png = await deps.work.run('cutoutPng', image, limits);
  return { imageUrl: await keep(deps, userId, png, 'cutout', 'Background removed'), ...offline(REMOVAL_ENGINE), width: png.width, height: png.height };
}

type Picture = { png: Uint8Array; width: number; height: number };

/** A scene tool: its set painted by our own code, the product placed in it, and what an image engine is asked. */
interface SceneTool {
  paintSet: () => Promise<Float32Array>;
  picture: (image: SegmentedImage, backdrop: Float32Array) => Promise<Picture>;
  enginePrompt: string;
  offlineName: string;
}

/**
 * The picture an image engine paints around the product (placed on a plain canvas, with the mask it paints by), the
 * product laid back over it unchanged; when no engine made it, no picture, and a warning if one failed.
 */
async function paintedByEngine(deps: PhotoDeps, painters: ImageProvider[], image: SegmentedImage, prompt: string) {
  const canvas = await deps.work.run('productOnCanvas', { image }, limits);
  return firstEngine(painters, { timeoutMs: deps.config.aiProviders.timeoutMs, logger: deps.logger, offline: 'offline scene engine' }, async (provider, signal) => {
    const step = `${PROVIDER_NAMES[provider.id]} is painting the set`;
    deps.progress?.({ step });
    const onProgress = (fraction: number) => deps.progress?.({ step, fraction });
    const painted = await provider.inpaint!({ prompt, side: canvas.width, image: canvas.png, mask: canvas.mask, signal, onProgress });
    const made = await deps.work.run('keepProduct', { painted: painted.bytes, picture: canvas.png, mask: canvas.mask }, limits).catch(() => {
      throw new ProviderError(PROVIDER_NAMES[provider.id], 'answered with something that is not a usable image');
    });
    return { made, engineName: `${painted.engine}, around an ISNet cut-out of your product` };
  });
}

/**
 * Runs a scene tool: an engine that paints around a product makes the set when one is configured; otherwise, or when
 * every engine failed (the answer's warning says why), our own set, painted on the pool while the model cuts the
 * product out.
 */
async function scenePicture(deps: PhotoDeps, imageUrl: string, tool: SceneTool): Promise<{ png: Picture; credit: EngineCredit }> {
  const painters = configuredProviders(deps.config.aiProviders).filter((provider) => provider.inpaint);
  let backdrop: Promise<Float32Array> | undefined;
  const paintSet = () => {
    backdrop = tool.paintSet();
    backdrop.catch(() => undefined); // awaited below; a failed cut-out must not leave it unhandled
  };
  const image = await segmented(deps, imageUrl, SCENE_SOURCE_SIDE, true, painters.length ? undefined : paintSet);
  let warning: string | undefined;
  if (painters.length) {
    const attempt = await paintedByEngine(deps, painters, image, tool.enginePrompt);
    if (attempt.made) return { png: attempt.made, credit: attempt.credit };
    warning = attempt.warning;
    paintSet();
  }
  deps.progress?.({ step: 'Lighting your product in the set' });
  const png = await tool.picture(image, await backdrop!);
  return { png, credit: { ...offline(tool.offlineName), ...(warning ? { warning } : {}) } };
}

export async function generateBackground(deps: PhotoDeps, userId: string | undefined, request: GenerateBackgroundRequest) {
  const set = { style: request.style, prompt: request.prompt ?? '' };
  const { png, credit } = await scenePicture(deps, request.imageUrl, {
    paintSet: () => deps.work.run('backgroundBackdrop', set, limits),
    picture: (image, backdrop) => deps.work.run('backgroundScenePng', { ...set, image, backdrop }, { ...limits, transfer: [backdrop.buffer as ArrayBuffer] }),
    enginePrompt: backgroundEnginePrompt(set.style, set.prompt),
    offlineName: BACKGROUND_ENGINE,
  });
  const title = request.prompt || `${request.style} background`;
  return { imageUrl: await keep(deps, userId, png, 'ai-background', title), ...credit, width: png.width, height: png.height };
}

export async function productPhoto(deps: PhotoDeps, userId: string | undefined, request: ProductPhotoRequest) {
  const set = { style: request.photographyStyle, lighting: request.lighting, description: request.description ?? '' };
  const { png, credit } = await scenePicture(deps, request.imageUrl, {
    paintSet: () => deps.work.run('productPhotoBackdrop', set, limits),
    picture: (image, backdrop) => deps.work.run('productPhotoPng', { ...set, image, backdrop }, { ...limits, transfer: [backdrop.buffer as ArrayBuffer] }),
    enginePrompt: photoEnginePrompt(set.style, set.lighting, set.description),
    offlineName: PHOTO_ENGINE,
  });
  const title = request.description || `${request.photographyStyle} product photo, ${request.lighting} light`;
  return { imageUrl: await keep(deps, userId, png, 'product-photo', title), ...credit, width: png.width, height: png.height };
}
