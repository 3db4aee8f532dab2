import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fidelityOf } from './fidelity';

/**
 * Our rendering of Photoshop-made files against Photoshop's own composite (issue #31's bar: mean ≤ 2/255 and 99th
 * percentile ≤ 12/255 per channel). The files (tests/support/psd-tools-files, MIT) cover the sixteen blend modes we
 * draw, pass-through groups, clipping (clipping-mask5: to a half-transparent base), pixel and vector masks with path operations, opacity and fill, levels, curves,
 * invert, posterize, exposure, legacy brightness/contrast (RGB and grayscale) and hue/saturation (colorize; master
 * and colour ranges' hue, saturation and lightness) adjustments, fill layers, artboards with their backgrounds and a smart object drawn from its embedded PSD through
 * its transform.
 *
 * Left out, measured on 2026-11-27 (all listed as not applied on import): the other blend modes (difference,
 * exclusion, subtract, divide, darker/lighter colour, hard mix, dissolve: mean 14–74), layer effects
 * (blend-and-clipping: mean 13.7, with "blend clipped layers as group" switched off, listed too), smart objects linked to outside
 * files (placedLayer: 38), knockout groups (4.2), a group's fill opacity (157); and, drawn but not yet right:
 * passthrough_clipping_mask_adjustment and passthrough_vector_mask (adjustments inside masked pass-through groups: 39 and 13; listed on import,
 * server/src/psd/layer-notes.ts); CMYK and 32-bit files are refused.
 *
 * Brightness/contrast without "Use Legacy" is drawn by psd-tools' model of Photoshop's curve: close (mean 2.7–3.3,
 * p99 11–12), not within the bar, so it is listed on import and held to its own figures below (before the model it
 * was not drawn: mean 36–39, p99 115).
 */
const DIR = path.resolve('tests/support/psd-tools-files');
const APPROXIMATE = ['adjustments__brightnesscontrast_grayscale.psd', 'adjustments__brightnesscontrast_rgb.psd'];
const FILES = fs.readdirSync(DIR).filter((name) => name.endsWith('.psd') && !APPROXIMATE.includes(name)).sort();

describe('fidelity against Photoshop’s composites', () => {
  it('has the files', () => expect(FILES.length).toBeGreaterThanOrEqual(61));

  it.each(FILES)('%s', async (name) => {
    const result = await fidelityOf(new Uint8Array(fs.readFileSync(path.join(DIR, name))));
    expect(result, 'the file holds Photoshop’s composite').toBeDefined();
    expect(result!.unsupported).toEqual([]);
    // Red, green and blue each on their own.
    result!.mean.forEach((mean, c) => expect(mean, `mean of ${'RGB'[c]}`).toBeLessThanOrEqual(2));
    result!.p99.forEach((p99, c) => expect(p99, `99th percentile of ${'RGB'[c]}`).toBeLessThanOrEqual(12));
  });
});

describe('modern brightness/contrast against Photoshop’s composites', () => {
  it.each(APPROXIMATE)('%s: drawn within mean 3.5 and p99 12, and listed as not exact', async (name) => {
    const result = (await fidelityOf(new Uint8Array(fs.readFileSync(path.join(DIR, name)))))!;
    expect(result.unsupported).toHaveLength(4);
    for (const note of result.unsupported) expect(note).toMatch(/without "Use Legacy" \(drawn, but not exactly as Photoshop does\)$/);
    result.mean.forEach((mean) => expect(mean).toBeLessThanOrEqual(3.5));
    result.p99.forEach((p99) => expect(p99).toBeLessThanOrEqual(12));
  });
});
