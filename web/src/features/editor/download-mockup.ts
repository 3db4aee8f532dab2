import type { EditorDoc } from '../../../../core/src/editor/editor-history';
import { EDITOR_DOWNLOAD_SIZE } from '../../../../core/src/editor/sizes';
import { renderMockup } from '../../../../core/src/render';
import type { RgbaImage, TemplateLayers } from '../../../../core/src/render/types';

/** Spec §9: the download is the preview at multiplier 2. */
export const DOWNLOAD_SIZE = EDITOR_DOWNLOAD_SIZE;

/** Renders the mockup at download size and returns it as a PNG. */
export async function renderMockupPng(layers: TemplateLayers, design: RgbaImage, doc: EditorDoc): Promise<Blob> {
  const canvas = new OffscreenCanvas(DOWNLOAD_SIZE, DOWNLOAD_SIZE);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  const image = context.createImageData(DOWNLOAD_SIZE, DOWNLOAD_SIZE);
  renderMockup(layers, design, doc.placement, doc.color, DOWNLOAD_SIZE, image.data);
  context.putImageData(image, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const mockupFileName = (type: string, now = Date.now()) => `mockup-${type}-${now}.png`;
