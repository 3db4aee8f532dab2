import { ProviderError } from './types';

/** Largest image a provider may send us (a 2048² PNG is ~8 MB). */
export const MAX_PROVIDER_IMAGE_BYTES = 25 * 1024 * 1024;

/** JSON over fetch with the provider's error body turned into a ProviderError. */
export async function providerJson<T>(provider: string, url: string, init: RequestInit, readError: (body: unknown) => string | undefined): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new ProviderError(provider, init.signal?.aborted ? 'timed out' : `request failed (${(error as Error).message})`);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw new ProviderError(provider, readError(body) ?? `HTTP ${response.status}`, response.status);
  }
  if (body === undefined) throw new ProviderError(provider, 'answered with something other than JSON');
  return body as T;
}

/** Downloads an image the provider links to, refusing anything too large. */
export async function downloadImage(provider: string, url: string, signal: AbortSignal | undefined): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    throw new ProviderError(provider, signal?.aborted ? 'timed out downloading the image' : `download failed (${(error as Error).message})`);
  }
  if (!response.ok) throw new ProviderError(provider, `image download answered HTTP ${response.status}`, response.status);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_PROVIDER_IMAGE_BYTES) throw new ProviderError(provider, 'image is too large');
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > MAX_PROVIDER_IMAGE_BYTES) throw new ProviderError(provider, 'image is too large');
  return bytes;
}

/** Waits `ms`, or less if the signal aborts. */
export const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
