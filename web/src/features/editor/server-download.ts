import type { DocLayer, Layer } from '../../../../core/src/editor/document';
import type { EditorDoc } from '../../../../core/src/editor/editor-history';
import type { LayeredRenderRequest, PrintFileRequest } from '../../../../core/src/editor/export-request';
import { DEFAULT_PLAN, ENTITLEMENTS, type PlansInfo } from '../../../../core/src/plans/entitlements';
import { ApiError } from '../../lib/api';
import type { Design } from '../upload/prepare-design';
import { UPLOADED_DESIGN } from './editor-doc-store';

export const dataUrlOf = (blob: Blob) =>
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
async function postForImage(url: string, body: unknown): Promise<Blob> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(answer.error ?? `The download failed (${response.status}).`, response.status);
  }
  return response.blob();
}

/** An image the browser shows from an address (a saved mockup's or a shared link's design), as a data URL. */
async function fetchedDataUrl(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new ApiError(`An image of this mockup could not be read (${response.status}).`, response.status);
  return dataUrlOf(await response.blob());
}

/** The area's visible layers as the server takes them: the uploaded design and every other image as data URLs. */
export async function layersForServer(layers: readonly DocLayer[], uploaded: Design): Promise<Layer[]> {
  const uploadedUrl = layers.some((l) => l.type === 'image' && l.design === UPLOADED_DESIGN) ? await dataUrlOf(uploaded.image) : '';
  const sent: Layer[] = [];
  for (const layer of layers) {
    if (layer.hidden) continue;
    if (layer.type !== 'image' || layer.design.startsWith('data:')) sent.push(layer);
    else sent.push({ ...layer, design: layer.design === UPLOADED_DESIGN ? uploadedUrl : await fetchedDataUrl(layer.design) });
  }
  return sent;
}

/** A mockup of several layers, or in JPEG/WebP, or larger than the browser renders: POST /api/render/layers. */
export function renderLayersOnServer(request: LayeredRenderRequest): Promise<Blob> {
  return postForImage('/api/render/layers', request);
}

/** The area's print file (its artwork alone at its real size and 300 DPI, transparent): POST /api/print-file. */
export function printFileOnServer(request: PrintFileRequest): Promise<Blob> {
  return postForImage('/api/print-file', request);
}

export async function renderOnServer(design: Design, templateId: string, doc: EditorDoc, width: number): Promise<Blob> {
  return postForImage('/api/render', { templateId, design: await dataUrlOf(design.image), placement: doc.placement, color: doc.color, width });
}
