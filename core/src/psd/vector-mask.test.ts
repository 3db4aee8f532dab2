import { describe, expect, it } from 'vitest';
import { multiplyMasks, rasteriseVectorMask, type VectorPath } from './vector-mask';

/** A straight-sided polygon as Bézier knots (each control point on its anchor). */
const polygon = (points: [number, number][], operation?: VectorPath['operation']): VectorPath => ({
  knots: points.map(([x, y]) => ({ points: [x, y, x, y, x, y] })),
  fillRule: 'non-zero',
  ...(operation && { operation }),
});
const square = (x0: number, y0: number, x1: number, y1: number, operation?: VectorPath['operation']) => polygon([[x0, y0], [x1, y0], [x1, y1], [x0, y1]], operation);
const rows = (data: ArrayLike<number>, width: number) => Array.from({ length: data.length / width }, (_, y) => Array.from(data).slice(y * width, (y + 1) * width));

describe('rasteriseVectorMask', () => {
  it('fills a square on pixel edges fully inside and not at all outside', () => {
    const mask = rasteriseVectorMask({ paths: [square(1, 1, 3, 3)] }, 0, 0, 4, 4);
    expect(rows(mask.data, 4)).toEqual([
      [0, 0, 0, 0],
      [0, 255, 255, 0],
      [0, 255, 255, 0],
      [0, 0, 0, 0],
    ]);
  });

  it('covers a pixel a square only half covers by half', () => {
    const mask = rasteriseVectorMask({ paths: [square(0, 0, 1.5, 1)] }, 0, 0, 2, 1);
    expect([...mask.data]).toEqual([255, 128]);
  });

  it('subtracts, intersects and inverts', () => {
    const hole = rasteriseVectorMask({ paths: [square(0, 0, 4, 1), square(1, 0, 2, 1, 'subtract')] }, 0, 0, 4, 1);
    expect([...hole.data]).toEqual([255, 0, 255, 255]);
    const both = rasteriseVectorMask({ paths: [square(0, 0, 3, 1), square(2, 0, 4, 1, 'intersect')] }, 0, 0, 4, 1);
    expect([...both.data]).toEqual([0, 0, 255, 0]);
    const inverted = rasteriseVectorMask({ paths: [square(0, 0, 2, 1)], invert: true }, 0, 0, 4, 1);
    expect([...inverted.data]).toEqual([0, 0, 255, 255]);
    expect(inverted.outside).toBe(255);
  });

  it('draws curves: a circle of radius 10 covers about π·100 pixels', () => {
    const k = 0.5523 * 10;
    const circle: VectorPath = {
      fillRule: 'non-zero',
      knots: [
        { points: [20 - k, 10, 20, 10, 20 + k, 10] },
        { points: [30, 20 - k, 30, 20, 30, 20 + k] },
        { points: [20 + k, 30, 20, 30, 20 - k, 30] },
        { points: [10, 20 + k, 10, 20, 10, 20 - k] },
      ],
    };
    const mask = rasteriseVectorMask({ paths: [circle] }, 0, 0, 40, 40);
    const area = Array.from(mask.data).reduce((sum, v) => sum + v / 255, 0);
    expect(area).toBeGreaterThan(Math.PI * 100 * 0.98);
    expect(area).toBeLessThan(Math.PI * 100 * 1.02);
  });
});

it('multiplyMasks multiplies a pixel mask by a vector mask over its rectangle', () => {
  const pixel = { left: 0, top: 0, width: 2, height: 1, data: Uint8Array.from([255, 128]), outside: 255 };
  const vector = rasteriseVectorMask({ paths: [square(1, 0, 2, 1)] }, 0, 0, 2, 1);
  expect([...multiplyMasks(pixel, vector).data]).toEqual([0, 128]);
});
