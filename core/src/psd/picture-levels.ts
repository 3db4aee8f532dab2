/**
 * A picture halved until it is about as fine as the canvas it is drawn on (a mip level): a design shrunk 4:1 into
 * a preview is sampled from a quarter-size copy, which keeps its detail from aliasing and fits the processor's cache
 * (sampling the full 1200 px design cost the editor ~100 ns a pixel). The halvings are kept while the picture is.
 */
import type { RgbaImage } from '../render/types';

const halvings = new WeakMap<RgbaImage, RgbaImage[]>();

/** Each 2 × 2 block averaged, colours weighted by alpha (a transparent pixel leaves no dark fringe). */
function halve(src: RgbaImage): RgbaImage {
  const width = Math.max(1, src.width >> 1), height = Math.max(1, src.height >> 1);
  const data = new Uint8ClampedArray(width * height * 4);
  const { data: s, width: sw, height: sh } = src;
  for (let y = 0; y < height; y++) {
    const y0 = Math.min(2 * y, sh - 1), y1 = Math.min(2 * y + 1, sh - 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.min(2 * x, sw - 1), x1 = Math.min(2 * x + 1, sw - 1);
      const p0 = 4 * (y0 * sw + x0), p1 = 4 * (y0 * sw + x1), p2 = 4 * (y1 * sw + x0), p3 = 4 * (y1 * sw + x1);
      const a0 = s[p0 + 3]!, a1 = s[p1 + 3]!, a2 = s[p2 + 3]!, a3 = s[p3 + 3]!;
      const a = a0 + a1 + a2 + a3;
      const o = 4 * (y * width + x);
      if (a > 0) {
        data[o] = (s[p0]! * a0 + s[p1]! * a1 + s[p2]! * a2 + s[p3]! * a3) / a;
        data[o + 1] = (s[p0 + 1]! * a0 + s[p1 + 1]! * a1 + s[p2 + 1]! * a2 + s[p3 + 1]! * a3) / a;
        data[o + 2] = (s[p0 + 2]! * a0 + s[p1 + 2]! * a1 + s[p2 + 2]! * a2 + s[p3 + 2]! * a3) / a;
      }
      data[o + 3] = a / 4;
    }
  }
  return { width, height, data };
}

/**
 * The level to sample when each canvas pixel spans `pictureToCanvas` picture pixels (per side), and the factor
 * from the picture's pixel coordinates to the level's (1, 1/2, 1/4…): the finest level no more than 2:1 smaller.
 */
export function pictureLevel(image: RgbaImage, pictureToCanvas: number): { level: RgbaImage; factor: number } {
  let level = image, factor = 1;
  const kept = halvings.get(image) ?? [];
  for (let i = 0; pictureToCanvas * factor >= 2 && level.width > 1 && level.height > 1; i++) {
    if (!kept[i]) {
      kept[i] = halve(level);
      halvings.set(image, kept);
    }
    level = kept[i]!;
    factor /= 2;
  }
  return { level, factor };
}
