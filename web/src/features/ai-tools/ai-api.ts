import type { GenerateDesignRequest, GenerateDesignResponse } from '../../../../core/src/ai/design-request';
import type { EngineCredit } from '../../../../core/src/ai/engines';
import type { BackgroundStyle, LightingStyle, PhotographyStyle } from '../../../../core/src/ai/options';
import { postJson } from '../../lib/api';

/** The AI server functions (spec §7); every answer is `{ success, imageUrl, engine, … }`, errors throw ApiError. */

export interface ImageAnswer extends EngineCredit {
  success: true;
  imageUrl: string;
}

export const generateDesign = (request: GenerateDesignRequest) => postJson<GenerateDesignResponse>('/api/functions/generate-design', request);

export const removeBackground = (imageUrl: string) => postJson<ImageAnswer>('/api/functions/remove-background', { imageUrl });

export const generateBackground = (request: { imageUrl: string; style: BackgroundStyle; prompt?: string }) =>
  postJson<ImageAnswer>('/api/functions/generate-background', request);

export const productPhoto = (request: { imageUrl: string; description?: string; photographyStyle: PhotographyStyle; lighting: LightingStyle }) =>
  postJson<ImageAnswer>('/api/functions/product-photo', request);
