import { ApiError } from '../../lib/api';

/** 'ai-design-1732300000000.png': the spec's download names, stamped with the time of the download. */
export const downloadName = (prefix: 'ai-design' | 'ai-background' | 'product-photo') => `${prefix}-${Date.now()}.png`;

/** Fetches an image the app made, refusing an error answer (so a JSON error never lands in a .png). */
export async function fetchImage(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(body.error ?? `Download failed (${response.status})`, response.status);
  }
  const blob = await response.blob();
  if (!blob.type.startsWith('image/')) throw new ApiError('The download is not an image.', 500);
  return blob;
}

/** Saves an image under `name` through a temporary link. */
export async function saveImage(url: string, name: string): Promise<void> {
  const blob = await fetchImage(url);
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
