import type { ExportFormat } from '../../../../core/src/editor/export-request';
import { EDITOR_DOWNLOAD_SIZE } from '../../../../core/src/editor/sizes';
import { renderMockup } from '../../../../core/src/render';
import type { TemplateLayers } from '../../../../core/src/render/types';
import { artworkDesigns, type TemplateArtwork } from './template-artwork';

/** Spec §9: the download is the preview at multiplier 2. */
export const DOWNLOAD_SIZE = EDITOR_DOWNLOAD_SIZE;

/** The artwork's longer side when several layers are drawn for an export (as the server's layered renders). */
export const EXPORT_ARTWORK_SIDE = 2048;

export type { ExportFormat };

/** Renders the mockup of every area's layers at `side` px and encodes it (JPEG/WebP at `quality` 0–1). */
export async function renderMockupImage(
  template: TemplateLayers,
  artwork: TemplateArtwork,
  color: string,
  { side = DOWNLOAD_SIZE, format = 'png', quality = 0.92 }: { side?: number; format?: ExportFormat; quality?: number } = {},
): Promise<Blob> {
  const canvas = new OffscreenCanvas(side, side);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  const image = context.createImageData(side, side);
  const { main, others } = artworkDesigns(template, artwork, EXPORT_ARTWORK_SIDE);
  renderMockup(template, main.design, main.placement, color, side, image.data, others);
  context.putImageData(image, 0, 0);
  return canvas.convertToBlob(format === 'png' ? { type: 'image/png' } : { type: `image/${format}`, quality });
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

const EXTENSIONS: Record<ExportFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/** Spec §9's pattern, with the format's extension. */
export const mockupFileName = (type: string, format: ExportFormat = 'png', now = Date.now()) => `mockup-${type}-${now}.${EXTENSIONS[format]}`;

/** A print file: the product type, the print area and when, as the mockups are named. */
export const printFileName = (type: string, area: string, now = Date.now()) => `print-${type}-${area}-${now}.png`;
