import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeOpaquePng } from './png-encoder';

/** The concatenated IDAT data of a PNG: the zlib stream. */
function zlibStream(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return Buffer.concat(parts);
}

describe('encodeOpaquePng', () => {
  const pixel = (x: number, y: number) => [(x * 7) & 255, (y * 11) & 255, (x * y) & 255];
  const encode = (width: number, height: number, bandRows: number, draws: Array<[number, number]> = []) =>
    encodeOpaquePng(
      width,
      height,
      (from, to, rgba) => {
        draws.push([from, to]);
        for (let y = from; y < to; y++) for (let x = 0; x < width; x++) rgba.set([...pixel(x, y), 255], ((y - from) * width + x) * 4);
      },
      { bandRows },
    );

  it('writes a PNG any decoder reads back pixel for pixel, whatever the band height', async () => {
    const width = 37, height = 23;
    const draws: Array<[number, number]> = [];
    const png = encode(width, height, 5, draws);
    expect(draws).toEqual([[0, 5], [5, 10], [10, 15], [15, 20], [20, 23]]);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([width, height, 3]);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) expect([...data.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)]).toEqual(pixel(x, y));
  });

  it('joins the bands into one zlib stream whose checksum zlib accepts', () => {
    // Bands far longer than the checksum's 5552-byte runs, and a last band of another height.
    const width = 1001, height = 150;
    const stream = zlibStream(encode(width, height, 64));
    expect(stream.subarray(0, 2)).toEqual(Buffer.from([0x78, 0x01]));
    const scanlines = zlib.inflateSync(stream); // throws on a wrong Adler-32
    expect(scanlines.length).toBe(height * (1 + 3 * width));
    const reference = zlib.deflateSync(scanlines);
    expect(stream.readUInt32BE(stream.length - 4)).toBe(reference.readUInt32BE(reference.length - 4));
  });
});
