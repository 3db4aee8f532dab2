import { describe, expect, it } from 'vitest';
import { brightnessContrastTable } from './brightness-contrast';

const at = (table: Uint8Array, levels: number[]) => levels.map((v) => table[v]);

describe('modern brightness/contrast', () => {
  it('changes nothing at zero, and keeps black and white at any setting', () => {
    expect(brightnessContrastTable(0, 0)).toEqual(Uint8Array.from({ length: 256 }, (_, v) => v));
    for (const [b, c] of [[150, -50], [-150, 100], [40, 60]]) expect(at(brightnessContrastTable(b!, c!), [0, 255])).toEqual([0, 255]);
  });
  it('is a curve that never turns back', () => {
    for (const [b, c] of [[150, -21], [-95, -50], [23, 70], [-31, 47]]) {
      const table = brightnessContrastTable(b!, c!);
      for (let v = 1; v < 256; v++) expect(table[v]!).toBeGreaterThanOrEqual(table[v - 1]!);
    }
  });
  it('lifts the middle with brightness, more than the ends; contrast spreads the quarter tones apart', () => {
    const bright = brightnessContrastTable(60, 0);
    expect(bright[128]! - 128).toBeGreaterThan(bright[240]! - 240);
    expect(bright[128]! - 128).toBeGreaterThan(bright[16]! - 16);
    const contrast = brightnessContrastTable(0, 50);
    expect(contrast[63]!).toBeLessThan(63);
    expect(contrast[191]!).toBeGreaterThan(191);
  });
  it('follows Photoshop’s composite within 6 at the middle levels', () => {
    // Photoshop's output (median per input level) read off psd-tools' brightnesscontrast_rgb, each strip under one
    // layer's mask. The settings at the extremes (+150 and −95 brightness) are further off: up to 13 (see fidelity.test.ts).
    const photoshop: [number, number, number[]][] = [[23, 70, [57, 103, 157, 200, 229]], [-31, 47, [42, 68, 99, 134, 171]]];
    for (const [b, c, expected] of photoshop) {
      const ours = at(brightnessContrastTable(b, c), [64, 96, 128, 160, 192]);
      ours.forEach((v, i) => expect(Math.abs(v! - expected[i]!)).toBeLessThanOrEqual(6));
    }
  });
});
