import { describe, expect, it } from 'vitest';
import { compositeMockup, prepareLevel, renderMockup, smallerLevel } from './index';
import { solidDesign, twoAreaTemplate } from './test-fixtures';
import { DEFAULT_PLACEMENT } from './types';

const RED = solidDesign(40, 40, [220, 20, 20, 255]);
const GREEN = solidDesign(20, 40, [20, 200, 40, 255]);
const FILL = { x: 50, y: 50, size: 1.25, rotation: 0 };

/** Pixels (x, y) of an RGBA square where `test` holds. */
function where(px: ArrayLike<number>, size: number, test: (r: number, g: number, b: number) => boolean): Array<[number, number]> {
  const at: Array<[number, number]> = [];
  for (let i = 0; i < size * size; i++) if (test(px[4 * i]!, px[4 * i + 1]!, px[4 * i + 2]!)) at.push([i % size, Math.floor(i / size)]);
  return at;
}
const isRed = (r: number, g: number) => r > g + 80;
const isGreen = (r: number, g: number) => g > r + 80;

describe('a template that shows two print areas', () => {
  const t = twoAreaTemplate(64);

  it('draws each area’s design on its own face only, the hidden part of the second face left out', () => {
    for (const size of [64, 100, 48]) {
      const px = renderMockup(t, RED, FILL, '#ffffff', size, undefined, [{ design: GREEN, placement: FILL }]);
      const k = size / 64;
      const red = where(px, size, isRed), green = where(px, size, isGreen);
      expect(red.length, `${size}`).toBeGreaterThan(200 * k * k);
      expect(green.length, `${size}`).toBeGreaterThan(80 * k * k);
      // The first area's print square is x 16…48, the side face x 48…56 (template pixels), one pixel of blending.
      for (const [x] of red) expect(x / k, `${size}: red at ${x}`).toBeLessThan(48 + 1.5);
      for (const [x] of green) expect(x / k, `${size}: green at ${x}`).toBeGreaterThan(48 - 1.5);
      // The side's mesh reaches x 32 under the first face: none of it shows there.
      expect(green.every(([x]) => x / k >= 46), `${size}`).toBe(true);
    }
  });

  it('prints nothing on an area without a design: the pixels of the one-area render', () => {
    for (const size of [64, 100]) {
      const one = renderMockup(t, RED, FILL, '#1e3a8a', size);
      const withEmpty = renderMockup(t, RED, FILL, '#1e3a8a', size, undefined, [{ design: null, placement: DEFAULT_PLACEMENT }]);
      expect(withEmpty).toEqual(one);
      const sideOnly = renderMockup(t, null, DEFAULT_PLACEMENT, '#1e3a8a', size, undefined, [{ design: GREEN, placement: FILL }]);
      expect(where(sideOnly, size, isRed)).toEqual([]);
      expect(where(sideOnly, size, isGreen).length).toBeGreaterThan(0);
    }
  });

  it('fits the second area’s design to its own aspect: a square design on a 1 × 2 face keeps its shape', () => {
    const square = solidDesign(40, 40, [20, 200, 40, 255]);
    const px = renderMockup(t, null, DEFAULT_PLACEMENT, '#ffffff', 64, undefined, [{ design: square, placement: { x: 50, y: 50, size: 1, rotation: 0 } }]);
    const green = where(px, 64, isGreen);
    const ys = green.map(([, y]) => y);
    // Seen face: 8 px wide; the face's mesh is 24 × 48 px for 1 × 2: a square 0.8 of its width is ~19 px on the mesh,
    // of which the visible strip shows the rows it spans.
    expect(Math.max(...ys) - Math.min(...ys) + 1).toBeGreaterThanOrEqual(17);
    expect(Math.max(...ys) - Math.min(...ys) + 1).toBeLessThanOrEqual(21);
  });

  it('keeps the areas through every level and band: a band-by-band render equals the whole', () => {
    const own = prepareLevel(t, 64);
    const half = smallerLevel(own, 32);
    expect(half.areas).toHaveLength(1);
    expect(half.areas![0]!.uv.length).toBe(32 * 32 * 2);
    const others = [{ design: GREEN, placement: FILL }];
    const whole = new Uint8Array(90 * 90 * 4);
    compositeMockup(own, RED, FILL, '#dc2626', whole, 90, 0, 90, others);
    const banded = new Uint8Array(90 * 90 * 4);
    for (let from = 0; from < 90; from += 30) compositeMockup(own, RED, FILL, '#dc2626', banded.subarray(from * 360, (from + 30) * 360), 90, from, from + 30, others);
    expect(banded).toEqual(whole);
  });
});
