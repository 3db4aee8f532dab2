import type { Placement } from '../../../../core/src/render/types';
import type { SharedLinkSummary } from '../../../../core/src/schemas/shared-document';
import { ApiError } from '../../lib/api';

export interface AccountStats {
  email: string;
  displayName: string | null;
  memberSince: string;
  totalDesigns: number;
  totalMockups: number;
  totalExports: number;
}

interface StoredFile {
  id: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  createdAt: string;
  fileUrl: string;
}

export interface Design extends StoredFile {
  name: string;
}

export interface Mockup extends StoredFile {
  designId: string | null;
  templateId: string;
  placement: Placement;
  color: string;
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, init);
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new ApiError(data.error ?? `Request failed (${response.status})`, response.status);
  return data as T;
}

const sendJson = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const fetchStats = () => request<AccountStats>('/api/me/stats');
export const fetchDesigns = async () => (await request<{ designs: Design[] }>('/api/designs')).designs;
export const fetchMockups = async () => (await request<{ mockups: Mockup[] }>('/api/mockups')).mockups;
export const deleteDesign = (id: string) => request<void>(`/api/designs/${id}`, { method: 'DELETE' });
export const deleteMockup = (id: string) => request<void>(`/api/mockups/${id}`, { method: 'DELETE' });
export const updateDisplayName = (displayName: string) => request<{ displayName: string }>('/api/me', sendJson('PATCH', { displayName }));
export const deleteAccount = (password: string) => request<unknown>('/api/me', sendJson('DELETE', { password }));
export const fetchSharedLinks = async () => (await request<{ links: SharedLinkSummary[] }>('/api/shared-links')).links;
export const revokeSharedLink = (id: string) => request<void>(`/api/shared-links/${encodeURIComponent(id)}`, { method: 'DELETE' });
