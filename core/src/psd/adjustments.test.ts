import { describe, expect, it } from 'vitest';
import { channelTables, curveTable, exposureTable, invertTable, legacyBrightnessContrastTable, levelsTable, posterizeTable } from './adjustments';
import { compositeStack, newCanvas } from './composite-stack';
import type { RasterNode } from './layer-stack';

const levels = (shadowInput: number, highlightInput: number, midtoneInput = 1, shadowOutput = 0, highlightOutput = 255) => ({ shadowInput, highlightInput, shadowOutput, highlightOutput, midtoneInput });

describe('levels', () => {
  it('stretches the input range and clips outside it', () => {
    const table = levelsTable(levels(50, 200));
    expect([table[0], table[50], table[125], table[200], table[255]]).toEqual([0, 0, 128, 255, 255]);
  });
  it('bends the midtones by the gamma and maps onto the output range', () => {
    expect(levelsTable(levels(0, 255, 2))[64]).toBe(Math.round(255 * (64 / 255) ** 0.5));
    expect(levelsTable(levels(0, 255, 1, 20, 220))[255]).toBe(220);
  });
});

describe('legacy brightness/contrast', () => {
  it('adds the brightness, then raises the contrast about 127: within 1 of Photoshop’s composite (+20, +57)', () => {
    const table = legacyBrightnessContrastTable(20, 57);
    const photoshop = { 0: 0, 52: 0, 53: 2, 80: 64, 107: 127, 128: 176, 161: 252, 162: 255, 255: 255 };
    for (const [v, expected] of Object.entries(photoshop)) expect(Math.abs(table[Number(v)]! - expected), `level ${v}`).toBeLessThanOrEqual(1);
  });
  it('lowers the contrast first, then adds the brightness', () => {
    // 127 + (v − 127)·0.74 − 23 (Photoshop's composite of −23, −26, psd-tools' legacy grayscale file, is 0.04/255 off).
    const table = legacyBrightnessContrastTable(-23, -26);
    expect([0, 127, 255].map((v) => table[v])).toEqual([10, 104, 199]);
  });
  it('is the identity at zero and a threshold at full contrast', () => {
    expect(legacyBrightnessContrastTable(0, 0)).toEqual(Uint8Array.from({ length: 256 }, (_, v) => v));
    const threshold = legacyBrightnessContrastTable(0, 100);
    expect([threshold[126], threshold[127]]).toEqual([0, 255]);
  });
});

describe('curves', () => {
  it('passes through its points and is the identity for a straight line', () => {
    const table = curveTable([{ input: 0, output: 0 }, { input: 128, output: 180 }, { input: 255, output: 255 }]);
    expect(table[128]).toBe(180);
    expect(table[0]).toBe(0);
    expect(table[64]!).toBeGreaterThan(64);
    expect([...curveTable([{ input: 0, output: 0 }, { input: 255, output: 255 }])]).toEqual(Array.from({ length: 256 }, (_, v) => v));
  });
  it('is flat beyond the end points', () => {
    const table = curveTable([{ input: 40, output: 10 }, { input: 200, output: 240 }]);
    expect([table[0], table[255]]).toEqual([10, 240]);
  });
});

it('invert, posterize and exposure map each level as Photoshop does', () => {
  expect([invertTable()[0], invertTable()[200]]).toEqual([255, 55]);
  // Four levels: 0, 85, 170, 255, each a quarter of the range.
  const poster = posterizeTable(4);
  expect([poster[0], poster[63], poster[64], poster[150], poster[200]]).toEqual([0, 0, 85, 170, 255]);
  // One stop up doubles the light: mid-grey's linear 0.2122 → 0.4244, back in sRGB about 175.
  expect(exposureTable(1, 0, 1)[128]).toBe(Math.round(255 * (2 * (128 / 255) ** 2.2) ** (1 / 2.2)));
  expect(exposureTable(0, 0, 1)[77]).toBe(77);
});

it('channel tables apply the channel’s own setting, then the composite one', () => {
  const table = channelTables({ red: levels(0, 127), rgb: levels(0, 255, 1, 0, 127) }, levelsTable);
  expect([table[100], table[256 + 100], table[512 + 254]]).toEqual([Math.round((201 / 255) * 127), 50, 127]);
});

describe('adjustment nodes in the compositor', () => {
  const grey = (v: number, a = 255): RasterNode => ({ kind: 'raster', name: 'g', blendMode: 'normal', opacity: 1, fill: 1, left: 0, top: 0, width: 2, height: 1, rgba: Uint8Array.from([v, v, v, a, v, v, v, a]) });
  const invert = Uint8Array.from({ length: 768 }, (_, i) => 255 - (i % 256));

  it('maps what is below, at its opacity, and keeps its coverage', () => {
    const canvas = compositeStack(newCanvas(2, 1), [grey(200, 128), { kind: 'adjust', name: 'Invert', blendMode: 'normal', opacity: 0.5, table: invert }]);
    expect([...canvas.data.subarray(0, 4)]).toEqual([128, 128, 128, 128]);
  });

  it('applies only where a layer clipped to its base covers', () => {
    const base: RasterNode = { ...grey(200), rgba: Uint8Array.from([200, 200, 200, 255, 200, 200, 200, 0]) };
    const canvas = compositeStack(newCanvas(2, 1), [grey(100), base, { kind: 'adjust', name: 'Invert', blendMode: 'normal', opacity: 1, clipping: true, table: invert }]);
    expect([canvas.data[0], canvas.data[4]]).toEqual([55, 100]);
  });
});
