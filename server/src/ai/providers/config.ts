import { z } from 'zod';
import { comfyUiProvider } from './comfyui';
import { openAiProvider } from './openai';
import { replicateProvider } from './replicate';
import { sdWebUiProvider } from './sd-webui';
import type { ImageProvider } from './types';

/** The environment variables that switch AI generation to a self-hosted engine or a hosted provider (all optional). */
const httpUrl = z.string().refine((value) => /^https?:\/\//.test(value), 'must be an http:// or https:// URL');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const PROVIDER_ENV = {
  COMFYUI_URL: optional(httpUrl),
  COMFYUI_CHECKPOINT: optional(z.string().min(1)),
  SD_WEBUI_URL: optional(httpUrl),
  SD_WEBUI_MODEL: optional(z.string().min(1)),
  OPENAI_API_KEY: optional(z.string().min(1)),
  OPENAI_BASE_URL: optional(httpUrl),
  OPENAI_IMAGE_MODEL: optional(z.string().min(1)),
  REPLICATE_API_TOKEN: optional(z.string().min(1)),
  REPLICATE_BASE_URL: optional(httpUrl),
  REPLICATE_MODEL: optional(z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name, e.g. black-forest-labs/flux-schnell')),
  AI_PROVIDER_TIMEOUT_SECONDS: optional(z.string().regex(/^\d+$/, 'must be a whole number of seconds').transform(Number).refine((s) => s >= 1 && s <= 600, 'must be from 1 to 600')),
};

export interface ProviderConfig {
  comfyui?: { baseUrl: string; checkpoint?: string | undefined };
  sdWebUi?: { baseUrl: string; model?: string | undefined };
  openai?: { apiKey: string; baseUrl: string; model: string };
  replicate?: { apiToken: string; baseUrl: string; model: string };
  /** How long one hosted generation may take before the offline engine answers instead. */
  timeoutMs: number;
}

type ProviderEnv = { [K in keyof typeof PROVIDER_ENV]?: z.output<(typeof PROVIDER_ENV)[K]> };

export function providerConfig(env: ProviderEnv): ProviderConfig {
  return {
    comfyui: env.COMFYUI_URL ? { baseUrl: env.COMFYUI_URL, checkpoint: env.COMFYUI_CHECKPOINT } : undefined,
    sdWebUi: env.SD_WEBUI_URL ? { baseUrl: env.SD_WEBUI_URL, model: env.SD_WEBUI_MODEL } : undefined,
    openai: env.OPENAI_API_KEY
      ? { apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1', model: env.OPENAI_IMAGE_MODEL ?? 'gpt-image-1' }
      : undefined,
    replicate: env.REPLICATE_API_TOKEN
      ? { apiToken: env.REPLICATE_API_TOKEN, baseUrl: env.REPLICATE_BASE_URL ?? 'https://api.replicate.com/v1', model: env.REPLICATE_MODEL ?? 'black-forest-labs/flux-schnell' }
      : undefined,
    timeoutMs: (env.AI_PROVIDER_TIMEOUT_SECONDS ?? 90) * 1000,
  };
}

/**
 * The configured providers, in the order they are tried: the operator's own engines (ComfyUI, then the SD web UI)
 * before hosted ones (OpenAI, then Replicate).
 */
export function configuredProviders(config: ProviderConfig): ImageProvider[] {
  const providers: ImageProvider[] = [];
  if (config.comfyui) providers.push(comfyUiProvider(config.comfyui));
  if (config.sdWebUi) providers.push(sdWebUiProvider(config.sdWebUi));
  if (config.openai) providers.push(openAiProvider(config.openai));
  if (config.replicate) providers.push(replicateProvider(config.replicate));
  return providers;
}
