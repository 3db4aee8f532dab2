import { psdImportResultSchema, type PsdImportResult } from '../../../../core/src/psd/psd-template';
import { ApiError } from '../../lib/api';

/** POST /api/own-templates/psd: the file checked, parsed and kept on the server; non-2xx answers throw ApiError. */
export async function importPsd(file: File, signal?: AbortSignal): Promise<PsdImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/own-templates/psd', { method: 'POST', body: form, signal });
  const data = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new ApiError(data.error ?? `The import failed (${response.status})`, response.status);
  return psdImportResultSchema.parse(data);
}

/** The whole stack rendered by the server with each smart object's own contents, `width` px wide. */
export const psdPreviewUrl = (id: string, width: number) => `/api/own-templates/${encodeURIComponent(id)}/preview?width=${width}`;

/** The design (raster bytes) as the data URL POST /api/render takes. */
export const blobToDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The design could not be read.'));
    reader.readAsDataURL(blob);
  });
