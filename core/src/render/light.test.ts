import { describe, expect, it } from 'vitest';
import { BYTE_TO_LINEAR, LINEAR_STEPS, LINEAR_TO_BYTE, linearToByte, linearToSrgb, recolour, srgbToLinear, whiteProduct } from './light';

describe('the sRGB transfer functions and their tables', () => {
  it('know their values: sRGB 128 is 0.2158… linear, black stays 0, white stays 1', () => {
    expect(srgbToLinear(128 / 255)).toBeCloseTo(0.21586, 5);
    expect(linearToSrgb(0.21586) * 255).toBeCloseTo(128, 2);
    expect(srgbToLinear(0)).toBe(0);
    expect(srgbToLinear(1)).toBe(1);
    expect(linearToSrgb(0)).toBe(0);
    expect(linearToSrgb(1)).toBeCloseTo(1, 12);
    // The linear toe: below 0.04045 (encoded) the curve is a straight line of slope 1/12.92.
    expect(srgbToLinear(0.04)).toBeCloseTo(0.04 / 12.92, 12);
    expect(BYTE_TO_LINEAR[128]).toBeCloseTo(0.21586, 5);
    expect([BYTE_TO_LINEAR[0], BYTE_TO_LINEAR[255]]).toEqual([0, 1]);
    expect([LINEAR_TO_BYTE[0], LINEAR_TO_BYTE[LINEAR_STEPS]]).toEqual([0, 255]);
  });

  it('round-trips every byte through linear light exactly (the tables) and closely (the exact functions)', () => {
    for (let b = 0; b < 256; b++) {
      expect(Math.round(linearToByte(BYTE_TO_LINEAR[b]!)), `byte ${b}`).toBe(b);
      expect(linearToSrgb(srgbToLinear(b / 255)) * 255).toBeCloseTo(b, 7);
    }
  });

  it('encodes through the table within half a level of the exact curve, dark values too', () => {
    let worst = 0;
    for (let k = 0; k <= 20000; k++) {
      const l = (k / 20000) ** 3; // dense near black
      worst = Math.max(worst, Math.abs(linearToByte(l) - 255 * linearToSrgb(l)));
    }
    expect(worst).toBeLessThan(0.5);
    expect(linearToByte(1.7)).toBe(255); // clamped at white
  });
});

describe('recolouring in linear light: colour × S + G', () => {
  it('a white product fully lit without gloss (S = 1, G = 0) gives the colour itself, exactly', () => {
    for (let c = 0; c < 256; c++) expect(Math.round(recolour(BYTE_TO_LINEAR[c]!, 1, 0)), `colour ${c}`).toBe(c);
  });

  it('a white product shows the shade itself (so an unconverted shade map keeps its look in white)', () => {
    for (let s = 0; s < 256; s++) expect(Math.round(recolour(1, BYTE_TO_LINEAR[s]!, 0)), `shade ${s}`).toBe(s);
  });

  it('a black product shows only the gloss, as its byte', () => {
    for (const h of [0, 10, 31, 128, 255]) {
      for (const s of [0, 90, 255]) expect(Math.round(recolour(0, BYTE_TO_LINEAR[s]!, BYTE_TO_LINEAR[h]!))).toBe(h);
    }
  });

  it('multiplies light, not encoded values: a mid grey in half the light is 0.5 × its linear light', () => {
    const grey = BYTE_TO_LINEAR[128]!, half = BYTE_TO_LINEAR[186]!; // sRGB 186 ≈ 0.49 linear
    expect(recolour(grey, half, 0) / 255).toBeCloseTo(linearToSrgb(grey * half), 2);
    // Gloss adds light: on a mid colour it brightens less than Screen did in sRGB (128 ⊕screen 64 = 160).
    const glossy = recolour(grey, 1, BYTE_TO_LINEAR[64]!);
    expect(glossy).toBeGreaterThan(128);
    expect(glossy).toBeLessThan(160);
    expect(Math.round(glossy)).toBe(Math.round(255 * linearToSrgb(srgbToLinear(128 / 255) + srgbToLinear(64 / 255))));
  });

  it('whiteProduct (what toolkits put in the scene under a partly covering product) is the renderer\'s white', () => {
    for (const [s, h] of [[0.5, 0], [0, 0.3], [0.6, 0.2], [0.9, 0.5]] as const) {
      expect(whiteProduct(s, h) * 255).toBeCloseTo(recolour(1, srgbToLinear(s), srgbToLinear(h)), 0);
    }
    expect(whiteProduct(0.6, 0.2)).toBeLessThan(0.6 + 0.4 * 0.2); // gloss adds less than Screen did on mid shades
  });
});
