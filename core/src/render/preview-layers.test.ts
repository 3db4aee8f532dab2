import { describe, expect, it } from 'vitest';
import { areaDesign, type ResolvedLayer } from './layers';
import { previewAreaDesign, type LayerStackCache } from './preview-layers';
import { premultipliedWords } from './premultiplied';
import type { RgbaImage } from './types';

/** A half-transparent diagonal gradient: every blend of the stack shows in it. */
function gradient(w: number, h: number, blue: number): RgbaImage {
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data.set([(x * 255) / w, (y * 255) / h, blue, 90 + ((x + y) % 160)], (y * w + x) * 4);
  return { width: w, height: h, data };
}

/** The largest difference of any byte of the two images' premultiplied pixels: what the renderer samples (straight
 *  bytes of an all-but-transparent pixel say little: at alpha 1 a channel is 0 or 255). */
function maxDifference(a: RgbaImage, b: RgbaImage): number {
  const [wa, wb] = [premultipliedWords(a), premultipliedWords(b)];
  let most = 0;
  for (let i = 0; i < wa.length; i++) for (let shift = 0; shift < 32; shift += 8) most = Math.max(most, Math.abs(((wa[i]! >>> shift) & 255) - ((wb[i]! >>> shift) & 255)));
  return most;
}

describe('previewAreaDesign', () => {
  it('draws each frame of a slider on the middle of three layers as the whole stack draws it (within rounding)', () => {
    const [a, b, c] = [gradient(40, 30, 0), gradient(30, 40, 128), gradient(36, 36, 255)];
    const bottom: ResolvedLayer = { type: 'image', image: a, placement: { x: 45, y: 50, size: 1.3, rotation: 0 } };
    const top: ResolvedLayer = { type: 'image', image: c, placement: { x: 55, y: 45, size: 0.9, rotation: 20 }, opacity: 0.7 };
    const cache: LayerStackCache = {};
    for (const rotation of [0, 10, 20, 30, 40]) {
      const layers: ResolvedLayer[] = [bottom, { type: 'image', image: b, placement: { x: 50, y: 50, size: 1, rotation } }, top];
      const preview = previewAreaDesign(layers, 1.25, 200, cache).design!;
      // Rounding: the layer above is laid over as bytes, and faint texels are 8-bit premultiplied words.
      expect(maxDifference(preview, areaDesign(layers, 1.25, 200).design!), `rotation ${rotation}`).toBeLessThanOrEqual(3);
    }
    // From the second frame on, the layers below and above the moving one were kept, not drawn again.
    expect(cache.changing?.index).toBe(1);
  });

  it('draws the top layer moving over the kept stack below it', () => {
    const [a, b] = [gradient(40, 30, 0), gradient(30, 40, 200)];
    const bottom: ResolvedLayer = { type: 'image', image: a, placement: { x: 50, y: 50, size: 1.2, rotation: 0 } };
    const cache: LayerStackCache = {};
    for (const x of [30, 40, 50, 60]) {
      const layers: ResolvedLayer[] = [bottom, { type: 'image', image: b, placement: { x, y: 50, size: 0.8, rotation: 15 }, opacity: 0.8 }];
      expect(maxDifference(previewAreaDesign(layers, 0.8, 160, cache).design!, areaDesign(layers, 0.8, 160).design!), `x ${x}`).toBeLessThanOrEqual(2);
    }
    expect(cache.changing?.index).toBe(1);
    expect(cache.changing?.over).toBeNull();
  });

  it('draws the whole stack again when more than one layer changes, or the stack does', () => {
    const image = gradient(20, 20, 60);
    const one = (x: number): ResolvedLayer => ({ type: 'image', image, placement: { x, y: 50, size: 1, rotation: 0 } });
    const cache: LayerStackCache = {};
    previewAreaDesign([one(30), one(60)], 1, 100, cache);
    const both = [one(35), one(65)];
    expect(previewAreaDesign(both, 1, 100, cache).design).toEqual(areaDesign(both, 1, 100).design);
    expect(cache.changing).toBeUndefined();
    const three = [one(35), one(65), one(50)];
    expect(previewAreaDesign(three, 1, 100, cache).design).toEqual(areaDesign(three, 1, 100).design);
  });
});
