import { ApiError, postJson } from '../../lib/api';

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  rendersThisMonth: number;
}

export interface WebhookDelivery {
  id: number;
  batchId: string;
  url: string;
  attempt: number;
  statusCode: number | null;
  ok: boolean;
  error: string | null;
  createdAt: string;
}

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { cache: 'no-store', ...init });
  const data = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new ApiError(data.error ?? `Request failed (${response.status})`, response.status);
  return data as T;
}

export const fetchApiKeys = async () => (await getJson<{ keys: ApiKeySummary[] }>('/api/developer/keys')).keys;
export const createApiKey = (name: string) => postJson<{ key: string; apiKey: ApiKeySummary }>('/api/developer/keys', { name });
export const revokeApiKey = async (id: string) =>
  (await getJson<{ keys: ApiKeySummary[] }>(`/api/developer/keys/${encodeURIComponent(id)}/revoke`, { method: 'POST' })).keys;
export const fetchWebhooks = () => getJson<{ secret: string; deliveries: WebhookDelivery[] }>('/api/developer/webhooks');
