import crypto from 'node:crypto';
import type { DesignJob, GenerateDesignResponse } from '../../../core/src/ai/design-request';
import type { ReportProgress } from '../../../core/src/ai/progress';
import type { EngineCredit } from '../../../core/src/ai/engines';
import type { DesignCategory, DesignStyle } from '../../../core/src/ai/options';
import { configuredProviders } from '../ai/providers/config';
import { firstEngine } from '../ai/providers/first-engine';
import { PROVIDER_NAMES, ProviderError, type ImageProvider } from '../ai/providers/types';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import { createGate } from '../work/gate';
import { BUSY_RETRY_SECONDS, type WorkPool } from '../work/pool';
import { keepGeneratedImage } from './results';
import type { FileStorage } from './storage';

/** The AI Design Generator: a hosted model when one is configured, else (and on any failure) the vector engine. */

/** Says what it is: drawn from the prompt's words by our own code, not by an image model. */
export const VECTOR_ENGINE = 'Mockup Studio vector engine (offline, not an image model)';
/** The vector engine's downloads are rendered again at this size ('4K Quality'). */
export const DOWNLOAD_SIDE = 4096;

export interface DesignDeps {
  db: Db;
  storage: FileStorage;
  work: WorkPool;
  config: Config;
  logger: Logger;
  /** Told each step, for the page's progress bar (core/src/ai/progress.ts). */
  progress?: ReportProgress;
}

const tookTooLong = () => new AppError(503, 'Generating the design took too long. Please try again.', 5);

/** A time limit per render that grows with the pixels: a 4096² design is 16× the work of a 1024² one. */
export const renderTimeLimitMs = (side: number) => 15_000 + Math.round((side / 1024) ** 2 * 1500);

/** Designs larger than this a side render one at a time in the process. */
const LARGE_SIDE = 2048;
/**
 * A 4096² design holds ~200 MB while it renders (resvg's picture, its copy for the PNG encoder) and native memory
 * that V8 frees only at its next collections; two at once on two threads took the server past 1.7 GB.
 */
const largeRenders = createGate({
  limit: 1,
  queueLimit: 8,
  onFull: () => new AppError(503, 'The server is busy with other 4K downloads. Please try again in a few seconds.', BUSY_RETRY_SECONDS),
});

/** Renders the vector design on the work pool. */
export function renderVectorDesign(work: WorkPool, job: { prompt: string; style: DesignStyle; category: DesignCategory; seed: number; side: number }) {
  const render = () => work.run('renderDesignPng', job, { timeoutMs: renderTimeLimitMs(job.side), onTimeout: tookTooLong });
  return job.side > LARGE_SIDE ? largeRenders.run(render) : render();
}

const STYLE_WORDS: Record<DesignStyle, string> = {
  modern: 'bold modern flat vector',
  vintage: 'vintage screen-printed, distressed, muted retro colours',
  minimalist: 'minimalist fine line art, lots of negative space',
  grunge: 'grunge, distressed ink, gritty texture',
  retro: '1970s retro sunset colours, halftone',
  artistic: 'hand-drawn artistic, watercolour washes',
  typography: 'typographic, bold lettering as the main element',
  illustration: 'friendly cartoon illustration, thick outlines',
};

const CATEGORY_WORDS: Record<DesignCategory, string> = {
  't-shirt': 'a print-ready t-shirt graphic, centred, isolated on a plain background',
  poster: 'a poster design filling the frame',
  logo: 'a clean logo mark with a wordmark, isolated on a plain background',
  sticker: 'a die-cut sticker with a white border, isolated on a plain background',
  pattern: 'a seamless repeating pattern tile',
  badge: 'a circular badge emblem, isolated on a plain background',
};

/** The prompt a hosted model gets: the user's words, plus what the style and category mean. */
export const providerPrompt = (job: DesignJob) => `${job.prompt}. Style: ${STYLE_WORDS[job.style]}. Format: ${CATEGORY_WORDS[job.category]}. No mockup, no photo of a product.`;

/** The image from the first configured engine that makes one (first-engine.ts). */
const fromProviders = (providers: ImageProvider[], deps: DesignDeps, job: DesignJob) =>
  firstEngine(providers, { timeoutMs: deps.config.aiProviders.timeoutMs, logger: deps.logger, offline: 'offline design engine' }, async (provider, signal) => {
    const step = `${PROVIDER_NAMES[provider.id]} is drawing your design`;
    deps.progress?.({ step });
    const onProgress = (fraction: number) => deps.progress?.({ step, fraction });
    const image = await provider.generate({ prompt: providerPrompt(job), side: job.side, transparent: job.category !== 'poster' && job.category !== 'pattern', signal, onProgress });
    const png = await deps.work.run('providerImageToPng', { bytes: image.bytes }, { timeoutMs: 20_000 }).catch(() => {
      throw new ProviderError(PROVIDER_NAMES[provider.id], 'answered with something that is not a usable image');
    });
    return { made: png, engineName: image.engine };
  });

/** The query that renders the same vector design again at 4096 px (GET …/generate-design/download). */
export function downloadQuery(job: { prompt: string; style: string; category: string; seed: number }): string {
  return new URLSearchParams({ prompt: job.prompt, style: job.style, category: job.category, seed: String(job.seed), size: `${DOWNLOAD_SIDE}x${DOWNLOAD_SIDE}` }).toString();
}

export async function generateDesign(deps: DesignDeps, userId: string | undefined, job: DesignJob): Promise<Omit<GenerateDesignResponse, 'success'>> {
  const seed = job.seed ?? crypto.randomInt(0, 2 ** 31 - 1);
  const hosted = await fromProviders(configuredProviders(deps.config.aiProviders), deps, job);
  if (!hosted.made) deps.progress?.({ step: 'Drawing your design' });
  const image = hosted.made ?? (await renderVectorDesign(deps.work, { ...job, seed }));
  const credit: EngineCredit = hosted.made ? hosted.credit : { engine: 'offline', engineName: VECTOR_ENGINE, ...(hosted.warning ? { warning: hosted.warning } : {}) };
  const { imageUrl } = await keepGeneratedImage(
    { db: deps.db, storage: deps.storage, anonymousTtlMs: deps.config.anonymousFileTtlMs },
    userId,
    { png: image.png, width: image.width, height: image.height, kind: 'ai-design', title: job.prompt },
  );
  const vector = !hosted.made;
  return {
    imageUrl,
    ...credit,
    width: image.width,
    height: image.height,
    seed,
    downloadUrl: vector ? `/api/functions/generate-design/download?${downloadQuery({ ...job, seed })}` : imageUrl,
    downloadSide: vector ? DOWNLOAD_SIDE : image.width,
  };
}
