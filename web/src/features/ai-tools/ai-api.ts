import type { GenerateDesignRequest, GenerateDesignResponse } from '../../../../core/src/ai/design-request';
import type { EngineCredit } from '../../../../core/src/ai/engines';
import type { BackgroundStyle, LightingStyle, PhotographyStyle } from '../../../../core/src/ai/options';
import { PROGRESS_HEADER, type WorkProgress } from '../../../../core/src/ai/progress';
import { postJson } from '../../lib/api';

/**
 * The AI server functions (spec §7); every answer is `{ success, imageUrl, engine, … }`, errors throw ApiError. Each
 * request may carry a progress id, under which the server reports its steps (followProgress).
 */

export interface ImageAnswer extends EngineCredit {
  success: true;
  imageUrl: string;
}

const following = (progressId?: string): Record<string, string> => (progressId ? { [PROGRESS_HEADER]: progressId } : {});

export const generateDesign = (request: GenerateDesignRequest, progressId?: string) =>
  postJson<GenerateDesignResponse>('/api/functions/generate-design', request, following(progressId));

export const removeBackground = (imageUrl: string) => postJson<ImageAnswer>('/api/functions/remove-background', { imageUrl });

export const generateBackground = (request: { imageUrl: string; style: BackgroundStyle; prompt?: string }, progressId?: string) =>
  postJson<ImageAnswer>('/api/functions/generate-background', request, following(progressId));

export const productPhoto = (request: { imageUrl: string; description?: string; photographyStyle: PhotographyStyle; lighting: LightingStyle }, progressId?: string) =>
  postJson<ImageAnswer>('/api/functions/product-photo', request, following(progressId));

/** How often the page asks how far its request is. */
const PROGRESS_POLL_MS = 400;

/** Asks the server how far the request named `progressId` is, every 400 ms, until the returned stop is called. */
export function followProgress(progressId: string, onReport: (progress: WorkProgress) => void): () => void {
  let stopped = false;
  void (async () => {
    while (!stopped) {
      await new Promise((resolve) => window.setTimeout(resolve, PROGRESS_POLL_MS));
      if (stopped) return;
      // Not there yet (404) or a hiccup: the bar keeps easing and the next question may do better.
      const answer = await fetch(`/api/functions/progress/${progressId}`, { cache: 'no-store' }).catch(() => undefined);
      const progress = answer?.ok ? ((await answer.json().catch(() => undefined)) as WorkProgress | undefined) : undefined;
      if (!stopped && progress?.step) onReport(progress);
    }
  })();
  return () => {
    stopped = true;
  };
}
