import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeOpaquePng } from './png-encoder';

describe('encodeOpaquePng', () => {
  it('writes a PNG any decoder reads back pixel for pixel, whatever the band height', async () => {
    const width = 37, height = 23;
    const pixel = (x: number, y: number) => [(x * 7) & 255, (y * 11) & 255, (x * y) & 255];
    const draws: Array<[number, number]> = [];
    const png = await encodeOpaquePng(
      width,
      height,
      (from, to, rgba) => {
        draws.push([from, to]);
        for (let y = from; y < to; y++) for (let x = 0; x < width; x++) rgba.set([...pixel(x, y), 255], ((y - from) * width + x) * 4);
      },
      { bandRows: 5 },
    );
    expect(draws).toEqual([[0, 5], [5, 10], [10, 15], [15, 20], [20, 23]]);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([width, height, 3]);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) expect([...data.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)]).toEqual(pixel(x, y));
  });
});
