import type { EditorDoc } from '../../../../core/src/editor/editor-history';
import { DEFAULT_PLAN, ENTITLEMENTS, type PlansInfo } from '../../../../core/src/plans/entitlements';
import { ApiError } from '../../lib/api';
import type { Design } from '../upload/prepare-design';

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The design could not be read.'));
    reader.readAsDataURL(blob);
  });

/** The download's side under the caller's plan (a new account's, Free, until the server names it): the editor's size or the cap. */
export function downloadSide(info: PlansInfo, editorSide: number): number {
  return Math.min(editorSide, ENTITLEMENTS[info.account?.plan ?? DEFAULT_PLAN].maxImageSide);
}

/**
 * With PLANS=on a download is the server's render (POST /api/render): it counts against the account's month and
 * carries the Free watermark, drawn by the same core renderer as the preview. Refusals throw the server's sentence.
 */
export async function renderOnServer(design: Design, templateId: string, doc: EditorDoc, width: number): Promise<Blob> {
  const response = await fetch('/api/render', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ templateId, design: await dataUrlOf(design.image), placement: doc.placement, color: doc.color, width }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(body.error ?? `The download failed (${response.status}).`, response.status);
  }
  return response.blob();
}
