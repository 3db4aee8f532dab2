import { describe, expect, it } from 'vitest';
import { drawArea } from './draw-area';
import { smartObjectMesh } from './smart-object-mesh';

const red = { width: 4, height: 4, data: new Uint8ClampedArray(64).fill(255).map((v, i) => (i % 4 === 1 || i % 4 === 2 ? 0 : v)) };

describe('drawArea', () => {
  it('fills the area with the picture and gives edges crossing a pixel part of its alpha', () => {
    // A quad from x 2.5 to 7.5 and y 2 to 6 on a 10 × 8 canvas: its left and right columns are half covered.
    const mesh = smartObjectMesh({ width: 4, height: 4, corners: [[2.5, 2], [7.5, 2], [7.5, 6], [2.5, 6]] }, 8)!;
    const drawn = drawArea(mesh, 1, 10, 8, { image: red })!;
    expect([drawn.left, drawn.top, drawn.width, drawn.height]).toEqual([2, 2, 6, 4]);
    const alpha = (x: number, y: number) => drawn.rgba[4 * ((y - drawn.top) * drawn.width + (x - drawn.left)) + 3];
    expect([alpha(2, 3), alpha(3, 3), alpha(6, 3), alpha(7, 3)]).toEqual([128, 255, 255, 128]);
    expect(drawn.rgba[4 * (1 * drawn.width + 0)]).toBe(255);
  });

  it('is nothing when the area lies off the canvas', () => {
    const mesh = smartObjectMesh({ width: 4, height: 4, corners: [[20, 20], [30, 20], [30, 30], [20, 30]] }, 4)!;
    expect(drawArea(mesh, 1, 10, 8, { image: red })).toBeUndefined();
  });
});
