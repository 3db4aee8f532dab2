import { describe, expect, it } from 'vitest';
import { BLEND_MODES, blendColour, blendPixel, type BlendMode } from './blend-modes';

/** B(b, s) on a grey backdrop 0.6, with a dark (0.2) and a light (0.8) source: each mode's two branches. */
const SEPARABLE_CASES: [BlendMode, number, number][] = [
  ['normal', 0.2, 0.8],
  ['multiply', 0.12, 0.48],
  ['screen', 0.68, 0.92],
  ['overlay', 0.36, 0.84],
  ['soft light', 0.456, 2 * 0.6 * 0.2 + Math.sqrt(0.6) * 0.6],
  ['hard light', 0.24, 0.84],
  ['linear burn', 0, 0.4],
  ['linear dodge', 0.8, 1],
  ['color burn', 0, 0.5],
  ['color dodge', 0.75, 1],
  ['darken', 0.2, 0.6],
  ['lighten', 0.6, 0.8],
];

describe('separable blend modes', () => {
  it.each(SEPARABLE_CASES)('%s', (mode, dark, light) => {
    expect(blendColour(mode, [0.6, 0.6, 0.6], [0.2, 0.2, 0.2])[0]).toBeCloseTo(dark, 6);
    expect(blendColour(mode, [0.6, 0.6, 0.6], [0.8, 0.8, 0.8])[0]).toBeCloseTo(light, 6);
  });

  it('burns and dodges keep the extremes as Photoshop does', () => {
    expect(blendColour('color dodge', [0, 0, 0], [1, 1, 1])[0]).toBe(0);
    expect(blendColour('color burn', [1, 1, 1], [0, 0, 0])[0]).toBe(1);
  });
});

describe('non-separable blend modes', () => {
  const red: [number, number, number] = [1, 0, 0];
  const blue: [number, number, number] = [0, 0, 1];
  const close = (got: number[], want: number[]) => got.forEach((v, i) => expect(v).toBeCloseTo(want[i]!, 4));

  it('color takes hue and saturation of the source, luminosity of the backdrop', () => {
    close(blendColour('color', red, blue), [0.213483, 0.213483, 1]);
  });
  it('luminosity takes the source luminosity and keeps the backdrop colour', () => {
    close(blendColour('luminosity', red, blue), [0.366667, 0, 0]);
  });
  it('hue takes the source hue with the backdrop saturation and luminosity', () => {
    close(blendColour('hue', red, blue), [0.213483, 0.213483, 1]);
  });
  it('saturation of a grey source makes the backdrop grey at its luminosity', () => {
    close(blendColour('saturation', [0.8, 0.4, 0.4], [0.5, 0.5, 0.5]), [0.52, 0.52, 0.52]);
    close(blendColour('saturation', [0.5, 0.5, 0.5], red), [0.5, 0.5, 0.5]);
  });
});

describe('blendPixel', () => {
  const px = (...v: number[]) => Uint8Array.from(v);

  it('mixes by the source coverage over an opaque backdrop', () => {
    const dst = px(153, 153, 153, 255);
    blendPixel('multiply', dst, 0, px(51, 51, 51, 255), 0, 0.5);
    expect([...dst]).toEqual([92, 92, 92, 255]);
  });

  it('shows the source unmixed over a transparent backdrop', () => {
    const dst = px(0, 0, 0, 0);
    blendPixel('multiply', dst, 0, px(51, 51, 51, 255), 0, 0.5);
    expect([...dst]).toEqual([51, 51, 51, 128]);
  });

  it('mixes partly over a half-transparent backdrop', () => {
    const dst = px(153, 153, 153, 128);
    blendPixel('multiply', dst, 0, px(51, 51, 51, 255), 0, 1);
    // Cs' = ½·0.2 + ½·0.12 (backdrop alpha 128/255 ≈ ½).
    expect(dst[0]).toBe(41);
    expect(dst[3]).toBe(255);
  });

  it('every mode leaves an opaque backdrop alone at zero coverage', () => {
    for (const mode of BLEND_MODES) {
      const dst = px(10, 200, 90, 255);
      blendPixel(mode, dst, 0, px(250, 3, 77, 255), 0, 0);
      expect([...dst]).toEqual([10, 200, 90, 255]);
    }
  });
});
