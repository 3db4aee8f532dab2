import type { RgbaImage } from '../../../../core/src/render/types';
import type { MaskRect } from './mask-brush';

export type CutoutView = 'dim' | 'transparent';

/** Slate-900, the colour the background is dimmed towards. */
const DIM = [15, 23, 42] as const;
const DIM_KEEP = 0.35;

/**
 * Draws the photo with its cut-out into `out` (same size as the photo) within `rect`: the background dimmed, or
 * transparent over the page's checkerboard.
 */
export function paintCutout(out: ImageData, photo: RgbaImage, mask: Uint8Array, view: CutoutView, rect: MaskRect) {
  const { width } = photo;
  const src = photo.data;
  const dst = out.data;
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let x = rect.x; x < rect.x + rect.width; x++) {
      const i = y * width + x;
      const o = i * 4;
      const m = mask[i]!;
      if (view === 'transparent') {
        dst[o] = src[o]!;
        dst[o + 1] = src[o + 1]!;
        dst[o + 2] = src[o + 2]!;
        dst[o + 3] = m;
        continue;
      }
      const k = m / 255;
      for (let c = 0; c < 3; c++) {
        const v = src[o + c]!;
        const dimmed = v * DIM_KEEP + DIM[c]! * (1 - DIM_KEEP);
        dst[o + c] = v * k + dimmed * (1 - k);
      }
      dst[o + 3] = 255;
    }
  }
}
