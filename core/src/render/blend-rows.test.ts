import { describe, expect, it } from 'vitest';
import { blendRowPair, blendsWithSimd } from './blend-rows';
import { lerp4x8, WEIGHT_ONE } from './blend-words';

describe('blending output rows between two sampled rows', () => {
  let seed = 11;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) | 0);

  it('runs on WebAssembly SIMD in Node', () => {
    expect(blendsWithSimd()).toBe(true);
  });

  it('gives exactly what lerp4x8 gives, for every weight and widths that are not a multiple of four', () => {
    for (const width of [1, 7, 4096]) {
      const top = { row: 3, base: Int32Array.from({ length: width }, random) };
      const bottom = { row: 4, base: Int32Array.from({ length: width }, random) };
      top.base[0] = 0;
      bottom.base[0] = 0xffffffff | 0; // the widest difference
      const out = new Int32Array(width + 5);
      for (let w = 0; w <= WEIGHT_ONE; w += width === 4096 ? 16 : 1) {
        blendRowPair(out, 5, top, bottom, w, width);
        const expected = Int32Array.from({ length: width }, (_, x) => lerp4x8(top.base[x]!, bottom.base[x]!, w));
        expect(out.subarray(5), `width ${width}, w ${w}`).toEqual(expected);
      }
    }
  });

  it('notices when a row it holds was sampled again from another level row', () => {
    const top = { row: 0, base: new Int32Array(8).fill(0x10101010) };
    const bottom = { row: 1, base: new Int32Array(8).fill(0x30303030) };
    const out = new Int32Array(8);
    blendRowPair(out, 0, top, bottom, 64, 8);
    expect(out[0]).toBe(0x20202020);
    top.row = 2; // the same buffer now holds another row
    top.base.fill(0x50505050);
    blendRowPair(out, 0, top, bottom, 64, 8);
    expect(out[0]).toBe(0x40404040);
  });
});
