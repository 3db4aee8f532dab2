import { describe, expect, it } from 'vitest';
import { drawWatermark } from './watermark';

const grey = (width: number, value: number) => {
  const rgba = new Uint8Array(width * width * 4).fill(value);
  for (let i = 3; i < rgba.length; i += 4) rgba[i] = 255;
  return rgba;
};

describe('drawWatermark', () => {
  it('draws the same pixels band by band as over the whole picture, and leaves alpha alone', () => {
    const width = 300;
    const whole = grey(width, 128);
    drawWatermark(whole, width);
    const banded = grey(width, 128);
    for (let from = 0; from < width; from += 64) {
      const to = Math.min(width, from + 64);
      const band = banded.subarray(from * width * 4, to * width * 4);
      drawWatermark(band, width, from, to);
    }
    // Counted rather than compared with toEqual, which is slow on large arrays on a busy machine.
    let differing = 0;
    let alphaChanged = 0;
    for (let i = 0; i < whole.length; i++) {
      if (banded[i] !== whole[i]) differing++;
      if (i % 4 === 3 && whole[i] !== 255) alphaChanged++;
    }
    expect([differing, alphaChanged]).toEqual([0, 0]);
  });

  it('lightens some pixels and shades others, on white and on black products alike', () => {
    for (const value of [0, 255]) {
      const rgba = grey(220, value);
      drawWatermark(rgba, 220);
      let changed = 0;
      for (let i = 0; i < rgba.length; i++) if (i % 4 !== 3 && rgba[i] !== value) changed++;
      expect(changed).toBeGreaterThan(220 * 220 * 3 * 0.03);
    }
  });
});
