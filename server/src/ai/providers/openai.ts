import { downloadImage, providerJson } from './http';
import { ProviderError, type ImageProvider, type ImageRequest } from './types';

/** OpenAI's Images API: POST {base}/images/generations → { data: [{ b64_json } | { url }] }. */

export interface OpenAiOptions {
  apiKey: string;
  /** e.g. https://api.openai.com/v1 (OPENAI_BASE_URL). */
  baseUrl: string;
  /** gpt-image-1 (default), dall-e-3… */
  model: string;
}

interface ImagesResponse {
  data?: { b64_json?: string; url?: string }[];
}

const readError = (body: unknown) => (body as { error?: { message?: string } } | undefined)?.error?.message;

/** The sizes the image models take; ours are square. */
const sizeFor = (model: string, side: number) => (model.startsWith('dall-e-2') ? (side <= 256 ? '256x256' : side <= 512 ? '512x512' : '1024x1024') : '1024x1024');

export function openAiProvider(options: OpenAiOptions): ImageProvider {
  const gptImage = options.model.startsWith('gpt-image');
  return {
    id: 'openai',
    async generate(request: ImageRequest) {
      const body = {
        model: options.model,
        prompt: request.prompt,
        n: 1,
        size: sizeFor(options.model, request.side),
        // GPT image models always answer base64 and can draw on a transparent background; DALL·E needs asking.
        ...(gptImage ? { output_format: 'png', background: request.transparent ? 'transparent' : 'auto' } : { response_format: 'b64_json' }),
      };
      const answer = await providerJson<ImagesResponse>(
        'OpenAI',
        `${options.baseUrl.replace(/\/+$/, '')}/images/generations`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: request.signal,
        },
        readError,
      );
      const image = answer.data?.[0];
      const engine = `OpenAI ${options.model}`;
      if (image?.b64_json) return { bytes: new Uint8Array(Buffer.from(image.b64_json, 'base64')), engine };
      if (image?.url) return { bytes: await downloadImage('OpenAI', image.url, request.signal), engine };
      throw new ProviderError('OpenAI', 'the answer held no image');
    },
  };
}
