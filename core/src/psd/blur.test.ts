import { describe, expect, it } from 'vitest';
import { boxesForGauss, gaussianBlur } from './blur';

describe('gaussianBlur', () => {
  it('chooses three boxes whose variances add up to about σ² (odd widths make σ < 2 coarser)', () => {
    for (const sigma of [2.5, 6, 20]) {
      const variance = boxesForGauss(sigma).reduce((sum, w) => sum + (w * w - 1) / 12, 0);
      expect(Math.abs(variance - sigma * sigma) / (sigma * sigma)).toBeLessThan(0.15);
    }
  });

  it('spreads one opaque pixel symmetrically, keeping its coverage and colour', () => {
    const dot = { left: 10, top: 10, width: 1, height: 1, rgba: Uint8ClampedArray.from([200, 100, 50, 255]) };
    const out = gaussianBlur(dot, 2, 40, 40);
    expect([out.left, out.top, out.width, out.height]).toEqual([4, 4, 13, 13]);
    const alpha = (x: number, y: number) => out.rgba[4 * ((y - out.top) * out.width + (x - out.left)) + 3]!;
    let total = 0;
    for (let i = 3; i < out.rgba.length; i += 4) total += out.rgba[i]!;
    expect(Math.abs(total - 255)).toBeLessThan(20);
    expect(alpha(10, 10)).toBeLessThan(30);
    expect(alpha(8, 10)).toBe(alpha(12, 10));
    expect(alpha(10, 8)).toBe(alpha(10, 12));
    expect(alpha(10, 10)).toBeGreaterThan(alpha(13, 10));
    expect([...out.rgba.subarray(4 * (6 * 13 + 6), 4 * (6 * 13 + 6) + 3)]).toEqual([200, 100, 50]);
  });

  it('leaves a raster alone for a radius too small to show', () => {
    const dot = { left: 0, top: 0, width: 1, height: 1, rgba: Uint8ClampedArray.from([1, 2, 3, 255]) };
    expect(gaussianBlur(dot, 0.1, 4, 4)).toBe(dot);
  });
});
