import type { OwnTemplateFields, OwnTemplateInfo } from '../../../../core/src/own-photo/own-template';
import { ApiError } from '../../lib/api';

/** The own-templates API (server/src/routes/own-templates.ts); non-2xx answers throw ApiError with the server's words. */
async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, init);
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(data.error ?? `Request failed (${response.status})`, response.status);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The cut-out mask (grey PNG at workingSize of the photo), from the background-removal model. */
export async function requestCutout(photo: Blob, signal?: AbortSignal): Promise<Blob> {
  const form = new FormData();
  form.append('photo', photo, 'photo');
  const response = await fetch('/api/own-templates/cutout', { method: 'POST', body: form, signal });
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(data.error ?? `The cut-out failed (${response.status})`, response.status);
  }
  return response.blob();
}

export function saveOwnTemplate(photo: Blob, mask: Blob, fields: OwnTemplateFields): Promise<OwnTemplateInfo> {
  const form = new FormData();
  form.append('photo', photo, 'photo');
  form.append('mask', mask, 'mask.png');
  form.append('fields', JSON.stringify(fields));
  return call('/api/own-templates', { method: 'POST', body: form });
}

export async function listOwnTemplates(): Promise<OwnTemplateInfo[]> {
  const data = await call<OwnTemplateInfo[] | { templates: OwnTemplateInfo[] }>('/api/own-templates');
  return Array.isArray(data) ? data : data.templates;
}

export const getOwnTemplate = (id: string) => call<OwnTemplateInfo>(`/api/own-templates/${encodeURIComponent(id)}`);

export const patchOwnTemplate = (id: string, patch: { shared?: boolean; name?: string }) =>
  call<OwnTemplateInfo>(`/api/own-templates/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });

export const deleteOwnTemplate = (id: string) =>
  call<void>(`/api/own-templates/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => undefined);

/** Where an own template opens in the editor (and the link its owner shares). */
export const ownTemplateEditorPath = (id: string) => `/my-templates/${encodeURIComponent(id)}/edit`;
