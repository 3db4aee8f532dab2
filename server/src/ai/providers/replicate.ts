import { downloadImage, pause, providerJson } from './http';
import { ProviderError, type ImageProvider, type ImageRequest } from './types';

/**
 * Replicate's predictions API for an official model (a FLUX model by default):
 * POST {base}/models/{owner}/{name}/predictions with `Prefer: wait` answers the prediction, finished if it took
 * under a minute; otherwise its `urls.get` is polled until it succeeds, fails or is cancelled. The output is the
 * image's URL (or a list of them).
 */

export interface ReplicateOptions {
  apiToken: string;
  /** e.g. https://api.replicate.com/v1 (REPLICATE_BASE_URL). */
  baseUrl: string;
  /** owner/name, e.g. black-forest-labs/flux-schnell. */
  model: string;
  /** How often to poll an unfinished prediction. */
  pollMs?: number;
}

interface Prediction {
  id?: string;
  status?: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  output?: string | string[] | null;
  error?: string | null;
  urls?: { get?: string };
}

const readError = (body: unknown) => {
  const problem = body as { detail?: string; title?: string } | undefined;
  return problem?.detail ?? problem?.title;
};

export function replicateProvider(options: ReplicateOptions): ImageProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${options.apiToken}`, 'content-type': 'application/json' };
  return {
    id: 'replicate',
    async generate(request: ImageRequest) {
      let prediction = await providerJson<Prediction>(
        'Replicate',
        `${base}/models/${options.model}/predictions`,
        {
          method: 'POST',
          headers: { ...headers, prefer: 'wait' },
          body: JSON.stringify({ input: { prompt: request.prompt, aspect_ratio: '1:1', output_format: 'png', num_outputs: 1 } }),
          signal: request.signal,
        },
        readError,
      );
      while (prediction.status === 'starting' || prediction.status === 'processing') {
        await pause(options.pollMs ?? 1000, request.signal);
        if (request.signal?.aborted) throw new ProviderError('Replicate', 'timed out waiting for the prediction');
        const url = prediction.urls?.get ?? (prediction.id ? `${base}/predictions/${prediction.id}` : undefined);
        if (!url) throw new ProviderError('Replicate', 'the prediction has no URL to poll');
        prediction = await providerJson<Prediction>('Replicate', url, { headers, signal: request.signal }, readError);
      }
      if (prediction.status !== 'succeeded') {
        throw new ProviderError('Replicate', `prediction ${prediction.status ?? 'in an unknown state'}${prediction.error ? `: ${prediction.error}` : ''}`);
      }
      const output = Array.isArray(prediction.output) ? prediction.output[0] : prediction.output;
      if (!output) throw new ProviderError('Replicate', 'the prediction succeeded without an output');
      return { bytes: await downloadImage('Replicate', output, request.signal), engine: `Replicate ${options.model}` };
    },
  };
}
