import { describe, expect, it } from 'vitest';
import type { Raster } from './blur';
import { displace } from './displace';

/** A 10 × 4 picture at (20, 10): red on its left half, blue on its right. */
function picture(): Raster {
  const rgba = new Uint8ClampedArray(10 * 4 * 4);
  for (let y = 0; y < 4; y++) for (let x = 0; x < 10; x++) rgba.set(x < 5 ? [255, 0, 0, 255] : [0, 0, 255, 255], 4 * (y * 10 + x));
  return { left: 20, top: 10, width: 10, height: 4, rgba };
}

const flatMap = (value: number) => ({ image: { width: 100, height: 50, data: new Uint8ClampedArray(100 * 50 * 4).fill(value) }, left: 0, top: 0 });
/** The RGBA on the canvas at (x, y) of a raster (transparent outside it). */
const at = (r: Raster, x: number, y: number) => (x < r.left || y < r.top || x >= r.left + r.width || y >= r.top + r.height ? [0, 0, 0, 0] : [...r.rgba.subarray(4 * ((y - r.top) * r.width + x - r.left), 4 * ((y - r.top) * r.width + x - r.left) + 4)]);

describe('displace', () => {
  it('moves nothing where the map is mid-grey (128)', () => {
    const out = displace(picture(), flatMap(128), 6, 6, 100, 50);
    for (const [x, y] of [[20, 10], [24, 11], [25, 12], [29, 13], [19, 10], [30, 13]]) expect(at(out, x!, y!)).toEqual(at(picture(), x!, y!));
  });
  it('takes each pixel from the full shift to the right where the map is white: the print moves left', () => {
    // 255 is (255 − 128)/128 of the shift: 4 · 127/128 px, between pixels, so take a shift that lands on one.
    const out = displace(picture(), flatMap(255), (4 * 128) / 127, 0, 100, 50);
    expect(at(out, 16, 11)).toEqual([255, 0, 0, 255]);
    expect(at(out, 20, 11)).toEqual([255, 0, 0, 255]);
    expect(at(out, 21, 11)).toEqual([0, 0, 255, 255]);
    expect(at(out, 25, 11)[3]).toBe(255);
    expect(at(out, 26, 11)).toEqual([0, 0, 0, 0]);
  });
  it('moves down and right where the map is black, and not at all outside the map', () => {
    const map = { image: { width: 100, height: 50, data: new Uint8ClampedArray(100 * 50 * 4).fill(0) }, left: 0, top: 0 };
    const out = displace(picture(), map, 2, 2, 100, 50);
    expect(at(out, 31, 15)).toEqual([0, 0, 255, 255]);
    expect(at(out, 22, 12)).toEqual([255, 0, 0, 255]);
    expect(at(out, 20, 10)).toEqual([0, 0, 0, 0]);
    const away = displace(picture(), { ...map, left: 60 }, 2, 2, 100, 50);
    expect(at(away, 24, 11)).toEqual(at(picture(), 24, 11));
  });
  it('blends neighbours at a half-pixel shift without a dark fringe', () => {
    const out = displace(picture(), flatMap(255), (0.5 * 128) / 127, 0, 100, 50);
    expect(at(out, 24, 11)).toEqual([128, 0, 128, 255]);
    // The left edge: half the picture's first pixel, half transparent — red at half alpha, not darker red.
    expect(at(out, 19, 11)).toEqual([255, 0, 0, 128]);
  });
});
