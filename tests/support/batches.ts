import sharp from 'sharp';
import type { BatchProgress } from '../../core/src/render/batch-request';

export const PLACEMENT = { x: 50, y: 45, size: 1, rotation: 0 };

/** A small opaque-and-transparent PNG as a data URL, like a logo with a transparent background. */
export async function designDataUrl(colour = '#16a34a'): Promise<string> {
  const png = await sharp({ create: { width: 120, height: 80, channels: 4, background: colour } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export const postBatch = (base: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/render/batch`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

export async function progressOf(base: string, id: string): Promise<BatchProgress> {
  const response = await fetch(`${base}/api/render/batch/${id}`);
  if (response.status !== 200) throw new Error(`GET batch ${id}: ${response.status} ${await response.text()}`);
  return (await response.json()) as BatchProgress;
}

/** Polls a batch until `until` holds; fails after `timeoutMs`. */
export async function waitForBatch(base: string, id: string, until: (p: BatchProgress) => boolean, timeoutMs = 120_000): Promise<BatchProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = await progressOf(base, id);
    if (until(progress)) return progress;
    if (Date.now() > deadline) throw new Error(`batch ${id} still ${progress.status} (${progress.done}/${progress.total})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const finished = (p: BatchProgress) => ['done', 'failed', 'cancelled'].includes(p.status);
