import { EDITOR_PREVIEW_SIZE } from '../editor/sizes';

/**
 * The width the editor draws a PSD template at: as many pixels as its own 600² preview, in the file's proportions
 * (a 3:2 file at 735 × 490), never wider than the file. The bench times frames at this size.
 */
export function psdPreviewWidth(file: { width: number; height: number }): number {
  return Math.min(file.width, Math.round(EDITOR_PREVIEW_SIZE * Math.sqrt(file.width / file.height)));
}
