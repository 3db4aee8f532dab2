// Preview sheets: a template rendered by core's renderer (the one compositor) with a test design in a few colours.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderMockup } from '../../../../core/src/render/index';
import { DEFAULT_PLACEMENT, type Placement, type RgbaImage } from '../../../../core/src/render/types';
import type { RenderedTemplate } from './template';

/** A round logo: a disc with a ring and a bar, so stretching and lost detail both show. */
export function roundLogo(size = 400): RgbaImage {
  const data = new Uint8Array(size * size * 4);
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x + 0.5 - c, y + 0.5 - c) / c;
      const o = (y * size + x) * 4;
      // Anti-aliased edge: coverage over the last pixel.
      const a = Math.min(1, Math.max(0, (1 - r) * c));
      if (a <= 0) continue;
      const ring = r > 0.72 && r < 0.82;
      const bar = Math.abs(y + 0.5 - c) < size * 0.06 && r < 0.6;
      const rgb = ring || bar ? [255, 255, 255] : [234, 88, 12];
      data.set([rgb[0]!, rgb[1]!, rgb[2]!, Math.round(a * 255)], o);
    }
  }
  return { width: size, height: size, data };
}

export interface SheetOptions {
  /** Tile side in pixels. */
  size: number;
  colours: readonly string[];
  design: RgbaImage;
  placement?: Placement;
}

/** One row per template, one tile per colour, written as a PNG. */
export async function writeSheet(file: string, templates: readonly RenderedTemplate[], o: SheetOptions): Promise<void> {
  const w = o.size * o.colours.length, h = o.size * templates.length;
  const sheet = Buffer.alloc(w * h * 4);
  templates.forEach((t, row) => {
    o.colours.forEach((colour, col) => {
      const px = renderMockup(t.layers, o.design, o.placement ?? DEFAULT_PLACEMENT, colour, o.size);
      for (let y = 0; y < o.size; y++) {
        sheet.set(px.subarray(y * o.size * 4, (y + 1) * o.size * 4), ((row * o.size + y) * w + col * o.size) * 4);
      }
    });
  });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(sheet, { raw: { width: w, height: h, channels: 4 } }).png().toFile(file);
}
