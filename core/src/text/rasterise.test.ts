import { describe, expect, it } from 'vitest';
import { fillPolygons } from './rasterise';

describe('fillPolygons', () => {
  it('covers whole pixels inside a shape and partial ones on its edges', () => {
    const image = { width: 8, height: 8, data: new Uint8Array(8 * 8 * 4) };
    fillPolygons(image, [[2, 2, 6.5, 2, 6.5, 6, 2, 6]], [255, 0, 0]);
    const alpha = (x: number, y: number) => image.data[(y * 8 + x) * 4 + 3];
    expect([alpha(3, 3), alpha(6, 3), alpha(7, 3), alpha(1, 3), alpha(3, 6)]).toEqual([255, 128, 0, 0, 0]);
    expect(Array.from(image.data.slice((3 * 8 + 3) * 4, (3 * 8 + 3) * 4 + 3))).toEqual([255, 0, 0]);
  });


  it('fills a shape larger than the target whole, and draws nothing for one wholly outside it', () => {
    const image = { width: 6, height: 4, data: new Uint8Array(6 * 4 * 4) };
    fillPolygons(image, [[-50, 1, -40, 1, -40, 3, -50, 3], [1e4, -5, 2e4, -5, 2e4, 9, 1e4, 9]], [0, 0, 0]);
    expect(image.data.every((v) => v === 0)).toBe(true);
    fillPolygons(image, [[-1e5, -1e5, 1e5, -1e5, 1e5, 1e5, -1e5, 1e5]], [10, 20, 30], 0.5);
    for (let i = 0; i < image.data.length; i += 4) expect(Array.from(image.data.subarray(i, i + 4))).toEqual([10, 20, 30, 128]);
  });
});
