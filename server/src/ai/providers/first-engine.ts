import type { EngineCredit } from '../../../../core/src/ai/engines';
import type { Logger } from '../../logger';
import { PROVIDER_NAMES, ProviderError, type ImageProvider } from './types';

export type EngineAttempt<T> = { made: T; credit: EngineCredit } | { made?: undefined; warning?: string };

/**
 * Asks each engine in turn (`make`, with a signal that ends at `timeoutMs`) until one makes the image. When none is
 * configured the answer is empty; when all fail, a warning names why, for the answer's `warning` (the offline engine
 * then makes the image).
 */
export async function firstEngine<T>(
  providers: ImageProvider[],
  options: { timeoutMs: number; logger: Pick<Logger, 'warn'>; offline: string },
  make: (provider: ImageProvider, signal: AbortSignal) => Promise<{ made: T; engineName: string }>,
): Promise<EngineAttempt<T>> {
  const failures: string[] = [];
  for (const provider of providers) {
    try {
      const { made, engineName } = await make(provider, AbortSignal.timeout(options.timeoutMs));
      return { made, credit: { engine: provider.id, engineName } };
    } catch (error) {
      options.logger.warn({ err: error, provider: provider.id }, `AI engine failed; the ${options.offline} answers instead`);
      failures.push(error instanceof ProviderError ? error.message : `${PROVIDER_NAMES[provider.id]}: could not make the image`);
    }
  }
  return { warning: failures.length ? `${failures.join('; ')}. The ${options.offline} made this image instead.` : undefined };
}
