import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { renderMockup } from '../../core/src/render/index';
import type { Placement } from '../../core/src/render/types';
import { allTemplates } from '../../core/src/templates/assets';
import { loadTemplateLayers } from '../../core/src/templates/load';
import type { TemplateAsset } from '../../core/src/templates/manifest';
import { nodeAssetReader } from '../../server/src/services/templates';
import { harnessBundle, makeTestDesign, toBase64 } from './render-fixtures';

const BASELINE = path.resolve('tests/e2e/baselines/contact-sheet.png');
const design = makeTestDesign(400);
const designArg = { width: design.width, height: design.height, data: toBase64(design.data) };

/** Opens a blank page on the app's origin (so /templates/* comes from the real server) with the renderer loaded. */
async function openHarness(page: Page): Promise<void> {
  const script = await harnessBundle();
  await page.route('**/__render-harness', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><meta charset="utf-8"><script>${script}</script>` }),
  );
  await page.goto('/__render-harness');
  await page.waitForFunction(() => 'renderHarness' in globalThis);
}

/** The same design, turned a quarter, on each further area a template shows (a book's spine). */
const otherPlacement: Placement = { x: 50, y: 50, size: 1.2, rotation: 90 };
const otherAreasOf = (asset: TemplateAsset) => (asset.areas ?? []).map(() => ({ design: designArg, placement: otherPlacement }));

function renderInBrowser(page: Page, asset: TemplateAsset, placement: Placement, colour: string, size: number, allAreas = false): Promise<Buffer> {
  return page
    .evaluate(
      ([a, d, p, c, s, o]) => (globalThis as unknown as { renderHarness: { render: (...args: unknown[]) => Promise<string> } }).renderHarness.render(a, d, p, c, s, o),
      [asset, designArg, placement, colour, size, allAreas ? otherAreasOf(asset) : []] as const,
    )
    .then((b64) => Buffer.from(b64, 'base64'));
}

async function renderInNode(asset: TemplateAsset, placement: Placement, colour: string, size: number): Promise<Uint8ClampedArray | Uint8Array> {
  const others = (asset.areas ?? []).map(() => ({ design, placement: otherPlacement }));
  return renderMockup(await loadTemplateLayers(asset, nodeAssetReader), design, placement, colour, size, undefined, others);
}

const meanAbsDiff = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};

/** One template per category, in manifest order. */
const perCategory = () => {
  const first = new Map<string, TemplateAsset>();
  for (const t of allTemplates()) if (!first.has(t.category)) first.set(t.category, t);
  return [...first.values()];
};

test('the browser and Node render the same pixels', async ({ page }) => {
  test.setTimeout(120_000);
  // The first categories' 2D templates, a photographic one (2048², layers from Blender's passes) and one that shows
  // two print areas (a book's front cover and spine, each with a design).
  const photographic = allTemplates().find((t) => t.printAreas);
  const twoAreas = allTemplates().find((t) => t.areas?.length);
  const cases = [...perCategory().slice(0, 4), ...(photographic ? [photographic] : []), ...(twoAreas ? [twoAreas] : [])];
  expect(cases.length).toBe(6);
  await openHarness(page);
  const placements: Placement[] = [{ x: 50, y: 50, size: 1, rotation: 0 }, { x: 35, y: 60, size: 1.4, rotation: -20 }];
  for (const [i, asset] of cases.entries()) {
    const placement = placements[i % placements.length]!;
    const colour = ['#FFFFFF', '#1e3a8a', '#dc2626', '#000000'][i % 4]!;
    const browser = await renderInBrowser(page, asset, placement, colour, 300, true);
    const node = await renderInNode(asset, placement, colour, 300);
    expect(browser.length).toBe(node.length);
    const diff = meanAbsDiff(browser, node);
    console.log(`parity ${asset.id}: mean abs difference ${diff.toFixed(3)} / 255`);
    expect(diff, asset.id).toBeLessThanOrEqual(2);
    if (asset === twoAreas) {
      // The further area's design is there (both sides could otherwise agree by leaving it out).
      const firstOnly = renderMockup(await loadTemplateLayers(asset, nodeAssetReader), design, placement, colour, 300);
      expect(meanAbsDiff(firstOnly, node), 'the spine is printed').toBeGreaterThan(0.05);
    }
  }
});

test('contact sheet: one template per category matches the baseline', async ({ page }) => {
  test.setTimeout(180_000);
  const tile = 192, cols = 8;
  const assets = perCategory();
  const rows = Math.ceil(assets.length / cols);
  await openHarness(page);
  const sheet = Buffer.alloc(cols * tile * rows * tile * 4, 255);
  const colours = ['#FFFFFF', '#000000', '#1e3a8a', '#dc2626', '#16a34a', '#9333ea'];
  for (const [i, asset] of assets.entries()) {
    const px = await renderInBrowser(page, asset, { x: 50, y: 50, size: 1, rotation: 0 }, colours[i % colours.length]!, tile);
    const x0 = (i % cols) * tile, y0 = Math.floor(i / cols) * tile;
    for (let y = 0; y < tile; y++) px.copy(sheet, ((y0 + y) * cols * tile + x0) * 4, y * tile * 4, (y + 1) * tile * 4);
  }
  const raw = { width: cols * tile, height: rows * tile, channels: 4 as const };
  if (process.env.UPDATE_BASELINES === '1' || !fs.existsSync(BASELINE)) {
    expect(process.env.CI, 'the baseline must be committed').toBeFalsy();
    fs.mkdirSync(path.dirname(BASELINE), { recursive: true });
    await sharp(sheet, { raw }).png().toFile(BASELINE);
  }
  await sharp(sheet, { raw }).png().toFile(test.info().outputPath('contact-sheet.png'));
  const baseline = await sharp(BASELINE).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([baseline.info.width, baseline.info.height], 'categories changed: UPDATE_BASELINES=1 to refresh').toEqual([raw.width, raw.height]);
  // Whole sheet within 3/255 on average, and no single tile far off (a broken template shows).
  expect(meanAbsDiff(sheet, baseline.data)).toBeLessThanOrEqual(3);
  for (const [i, asset] of assets.entries()) {
    const x0 = (i % cols) * tile, y0 = Math.floor(i / cols) * tile;
    let sum = 0;
    for (let y = y0; y < y0 + tile; y++) {
      for (let x = x0 * 4; x < (x0 + tile) * 4; x++) sum += Math.abs(sheet[y * raw.width * 4 + x]! - baseline.data[y * raw.width * 4 + x]!);
    }
    expect(sum / (tile * tile * 4), asset.id).toBeLessThanOrEqual(8);
  }
});
