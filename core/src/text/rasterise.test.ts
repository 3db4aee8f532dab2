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

});
