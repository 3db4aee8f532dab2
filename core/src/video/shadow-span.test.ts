import { describe, expect, it } from 'vitest';
import { shadowSpan } from './shadow-span';

describe('shadowSpan', () => {
  it('darkens each channel by ⌊256.5 − shade·column⌋ / 256, keeps pixels outside the run and alpha at 255', () => {
    const width = 203; // not a multiple of four: the last step reads past the run, which must not show
    const pixels = new Int32Array(width);
    for (let x = 0; x < width; x++) pixels[x] = (255 << 24) | (((x * 7) & 255) << 16) | (((x * 13) & 255) << 8) | ((x * 29) & 255);
    const columns = new Float32Array(width).map((_, x) => Math.sin((x / width) * Math.PI));
    const shade = 100;
    const out = pixels.slice();
    expect(shadowSpan(out, 10, 180, columns, 10, shade)).toBe(true);
    for (let x = 0; x < width; x++) {
      if (x < 10 || x >= 190) {
        expect(out[x]).toBe(pixels[x]);
        continue;
      }
      const keep = Math.floor(256.5 - shade * columns[x]!);
      for (const shift of [0, 8, 16]) {
        const expected = Math.floor((((pixels[x]! >>> shift) & 255) * keep) / 256);
        expect(Math.abs(((out[x]! >>> shift) & 255) - expected)).toBeLessThanOrEqual(1);
      }
      expect(out[x]! >>> 24).toBe(255);
    }
  });
});
