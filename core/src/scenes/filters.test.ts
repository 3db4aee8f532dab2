import { describe, expect, it } from 'vitest';
import { boxMean, boxSum4 } from './filters';

/** The window sum by definition: every neighbour within r, coordinates clamped to the image. */
function bruteSum(data: Float32Array, w: number, h: number, r: number, x: number, y: number, channel: number, channels: number): number {
  let sum = 0;
  for (let dy = -r; dy <= r; dy++) {
    for (let dx = -r; dx <= r; dx++) {
      const sx = Math.min(w - 1, Math.max(0, x + dx));
      const sy = Math.min(h - 1, Math.max(0, y + dy));
      sum += data[(sy * w + sx) * channels + channel]!;
    }
  }
  return sum;
}

const random = (n: number, seed: number) => {
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = ((Math.sin(i * 12.9898 + seed) * 43758.5453) % 1 + 1) % 1;
  return out;
};

describe('window filters', () => {
  it('boxSum4 sums each of four interleaved channels over the clamped window', () => {
    const w = 11, h = 7, r = 3;
    const data = random(w * h * 4, 1);
    const sums = boxSum4(data, w, h, r);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        for (let c = 0; c < 4; c++) expect(sums[(y * w + x) * 4 + c]).toBeCloseTo(bruteSum(data, w, h, r, x, y, c, 4), 3);
  });

  it('boxMean is the clamped window sum over the window area', () => {
    const w = 9, h = 5, r = 2;
    const data = random(w * h, 2);
    const means = boxMean({ width: w, height: h, data }, r);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) expect(means[y * w + x]).toBeCloseTo(bruteSum(data, w, h, r, x, y, 0, 1) / (2 * r + 1) ** 2, 4);
  });
});
