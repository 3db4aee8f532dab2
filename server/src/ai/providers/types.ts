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
}

export interface ProviderImage {
  /** The image file as the provider sent it (PNG, JPEG or WebP); checked and re-encoded by the caller. */
  bytes: Uint8Array;
  /** Shown in the UI's small print: 'OpenAI gpt-image-1', 'Replicate black-forest-labs/flux-schnell'. */
  engine: string;
}

export interface ImageProvider {
  id: 'openai' | 'replicate';
  generate(request: ImageRequest): Promise<ProviderImage>;
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
