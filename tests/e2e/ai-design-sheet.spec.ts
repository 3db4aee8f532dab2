import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { expect, test } from '@playwright/test';
import sharp, { type OverlayOptions } from 'sharp';
import { DESIGN_CATEGORIES, DESIGN_STYLES } from '../../core/src/ai/options';
import { textLine } from '../../server/src/ai/design/fonts';
import { renderDesignPng } from '../../server/src/ai/design/render-design';

/**
 * Contact sheets of the AI Design Generator: all 8 styles × 6 categories for two prompts, one PNG per prompt in
 * tests/e2e/baselines/, for a person to judge at a glance — and a check that nothing drifts unseen. Refresh with
 * UPDATE_BASELINES=1 after changing the engine on purpose.
 */

const PROMPTS = [
  { file: 'ai-design-sheet-fox.png', prompt: 'Wild fox exploring the mountains' },
  { file: 'ai-design-sheet-rocket.png', prompt: 'Rocket fueled by coffee' },
];
const TILE = 240;
const LEFT = 130;
const TOP = 56;
const SEED = 2024;

/** Column and row labels as outlines (the sheet needs no system fonts either). */
function labels(width: number, height: number): Buffer {
  let d = '';
  DESIGN_STYLES.forEach((style, i) => (d += textLine('montserratSemiBold', style.toUpperCase(), { x: LEFT + i * TILE + TILE / 2, y: TOP / 2, size: 18, tracking: 120 }).d));
  DESIGN_CATEGORIES.forEach((category, j) => (d += textLine('montserratSemiBold', category.toUpperCase(), { x: 16, y: TOP + j * TILE + TILE / 2, size: 18, tracking: 80, anchor: 'start' }).d));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${d}" fill="#334155"/></svg>`;
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
}

for (const { file, prompt } of PROMPTS) {
  test(`contact sheet of every style × category: "${prompt}"`, async () => {
    test.setTimeout(240_000);
    const width = LEFT + DESIGN_STYLES.length * TILE;
    const height = TOP + DESIGN_CATEGORIES.length * TILE;
    const tiles: OverlayOptions[] = [];
    for (const [j, category] of DESIGN_CATEGORIES.entries()) {
      for (const [i, style] of DESIGN_STYLES.entries()) {
        const { png } = await renderDesignPng({ prompt, style, category, seed: SEED, side: TILE - 12 });
        tiles.push({ input: Buffer.from(png), left: LEFT + i * TILE + 6, top: TOP + j * TILE + 6 });
      }
    }
    // Prints are transparent: a soft grey ground shows their edges as a garment would.
    const sheet = await sharp({ create: { width, height, channels: 4, background: '#e2e8f0' } })
      .composite([{ input: labels(width, height), left: 0, top: 0 }, ...tiles])
      .raw()
      .toBuffer();
    const raw = { width, height, channels: 4 as const };
    const baselinePath = path.resolve('tests/e2e/baselines', file);
    await sharp(sheet, { raw }).png().toFile(test.info().outputPath(file));
    if (process.env.UPDATE_BASELINES === '1' || !fs.existsSync(baselinePath)) {
      expect(process.env.CI, 'the baseline must be committed').toBeFalsy();
      await sharp(sheet, { raw }).png({ compressionLevel: 9 }).toFile(baselinePath);
    }
    const baseline = await sharp(baselinePath).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([baseline.info.width, baseline.info.height]).toEqual([width, height]);
    // The engine is seeded: the same sheet, bar rasteriser rounding. A tile that changed shows by name.
    for (const [j, category] of DESIGN_CATEGORIES.entries()) {
      for (const [i, style] of DESIGN_STYLES.entries()) {
        let sum = 0;
        for (let y = TOP + j * TILE; y < TOP + (j + 1) * TILE; y++) {
          for (let x = (LEFT + i * TILE) * 4; x < (LEFT + (i + 1) * TILE) * 4; x++) sum += Math.abs(sheet[y * width * 4 + x]! - baseline.data[y * width * 4 + x]!);
        }
        expect(sum / (TILE * TILE * 4), `${style} ${category}`).toBeLessThanOrEqual(2);
      }
    }
  });
}
