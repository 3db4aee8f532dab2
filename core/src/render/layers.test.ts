import { describe, expect, it } from 'vitest';
import { renderMockup } from './index';
import { areaDesign, artworkSize, drawLayers, WHOLE_AREA, type ResolvedLayer } from './layers';
import { solidDesign, syntheticTemplate } from './test-fixtures';
import type { RgbaImage } from './types';

/** A design with something to lose in resampling: a diagonal gradient with a transparent corner. */
function gradient(w: number, h: number): RgbaImage {
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data.set([(x * 255) / w, (y * 255) / h, 128, x + y < 8 ? 0 : 255], (y * w + x) * 4);
  return { width: w, height: h, data };
}

const P = { x: 40, y: 55, size: 1.2, rotation: 30 };
const render = (design: RgbaImage | null, placement = P) => renderMockup(syntheticTemplate(64), design, placement, '#1e3a8a', 64);

describe('areaDesign', () => {
  it('hands one plain image layer to the renderer as it is: the same pixels as a single design', () => {
    const design = gradient(40, 30);
    const layers: ResolvedLayer[] = [{ type: 'image', image: design, placement: P }, { type: 'image', image: design, placement: P, hidden: true }];
    const area = areaDesign(layers, 1, 256);
    expect(area.design).toBe(design);
    expect(render(area.design, area.placement)).toEqual(render(design));
  });

  it('maps an image drawn into the artwork where the renderer would have put it alone', () => {
    const design = gradient(40, 30);
    const artwork = { width: 512, height: 512, data: new Uint8Array(512 * 512 * 4) };
    drawLayers(artwork, [{ type: 'image', image: design, placement: P }]);
    const a = render(artwork, WHOLE_AREA), b = render(design);
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
    expect(diff / a.length).toBeLessThan(1.5);
  });

  it('draws layers bottom first, with opacity, and skips hidden ones', () => {
    const artwork = { width: 10, height: 10, data: new Uint8Array(400) };
    const whole = { x: 50, y: 50, size: 1.25, rotation: 0 };
    drawLayers(artwork, [
      { type: 'image', image: solidDesign(4, 4, [255, 0, 0, 255]), placement: whole },
      { type: 'image', image: solidDesign(4, 4, [0, 0, 255, 255]), placement: whole, opacity: 0.5 },
      { type: 'image', image: solidDesign(4, 4, [0, 255, 0, 255]), placement: whole, hidden: true },
    ]);
    const [r, g, b, a] = artwork.data.slice(5 * 40 + 20, 5 * 40 + 24);
    expect([Math.abs(r! - 127.5) <= 0.5, g, Math.abs(b! - 127.5) <= 0.5, a]).toEqual([true, 0, true, 255]);
  });

  it('sizes the artwork to the area’s shape and leaves it empty without visible layers', () => {
    expect(artworkSize(0.75, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(artworkSize(2, 2048)).toEqual({ width: 2048, height: 1024 });
    expect(areaDesign([], 1, 64).design).toBeNull();
  });
});
