import type { SiteBatchRequest } from '../../../../core/src/editor/batch-layers';
import type { BatchProgress } from '../../../../core/src/render/batch-request';
import { ApiError, postJson } from '../../lib/api';

export const startBatch = (request: SiteBatchRequest) => postJson<{ batchId: string }>('/api/render/batch', request);

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { cache: 'no-store', ...init });
  const data = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new ApiError(data.error ?? `Request failed (${response.status})`, response.status);
  return data as T;
}

export const fetchBatch = (id: string) => getJson<BatchProgress>(`/api/render/batch/${encodeURIComponent(id)}`);
export const cancelBatch = (id: string) => getJson<BatchProgress>(`/api/render/batch/${encodeURIComponent(id)}/cancel`, { method: 'POST' });

export interface BatchSummary {
  id: string;
  status: BatchProgress['status'];
  width: number;
  total: number;
  createdAt: string;
  finishedAt: string | null;
  zipUrl: string | null;
  zipSize: number | null;
}

export const fetchMyBatches = async () => (await getJson<{ batches: BatchSummary[] }>('/api/render/batch')).batches;

/** A design Blob as the data URL the API takes. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The design could not be read.'));
    reader.readAsDataURL(blob);
  });
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
