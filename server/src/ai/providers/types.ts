import type { EngineId } from '../../../../core/src/ai/engines';

/**
 * Hosted image models, behind one small interface so any AI tool can use them: the design generator today, the
 * background and photo tools if they add hosted options. The offline engines stay the default; a provider is used
 * only when its key is configured, and any failure falls back to the offline engine.
 */

export interface ImageRequest {
  /** The full prompt for the model. */
  prompt: string;
  /** Side of the square image wanted, in pixels (providers round to the sizes they offer). */
  side: number;
  /** Ask for a transparent background where the model can give one. */
  transparent?: boolean;
  /** Stops waiting (and polling) when aborted. */
  signal?: AbortSignal;
  /** Told how far the engine is, 0…1, where it says (the self-hosted engines do). */
  onProgress?: (fraction: number) => void;
}

/** Painting in around a product: the picture as it is and which of its pixels the engine may paint. */
export interface InpaintRequest extends ImageRequest {
  /** A PNG of `side`² with the product where it stays. */
  image: Uint8Array;
  /** A PNG of `side`²: white where the engine paints, black where the picture is kept (the product). */
  mask: Uint8Array;
}

export interface ProviderImage {
  /** The image file as the provider sent it (PNG, JPEG or WebP); checked and re-encoded by the caller. */
  bytes: Uint8Array;
  /** Shown in the UI's small print: 'OpenAI gpt-image-1', 'Replicate black-forest-labs/flux-schnell'. */
  engine: string;
}

/** Every engine but the offline ones. */
export type ProviderId = Exclude<EngineId, 'offline'>;

/** How messages name each provider. */
export const PROVIDER_NAMES: Record<ProviderId, string> = { openai: 'OpenAI', replicate: 'Replicate', comfyui: 'ComfyUI', 'sd-webui': 'SD WebUI' };

export interface ImageProvider {
  id: ProviderId;
  generate(request: ImageRequest): Promise<ProviderImage>;
  /** Self-hosted engines paint around a kept product (the background and photo tools). */
  inpaint?(request: InpaintRequest): Promise<ProviderImage>;
}

/** A provider said no, answered nonsense or took too long; the message is for the log, not the user. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}
