import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { EDITOR_LOAD_MS, expectEditorReady } from './editor-ready';
import { canvasOf, downloadVia } from './editor-layers-steps';

// Upload, template decode, a text face and three downloads (one rendered by the server) on a busy 2-core machine.
test.describe.configure({ timeout: EDITOR_LOAD_MS + 120_000 });

const SPINE_TEXT = '#00c000';

/** Pixels of the spine text's green in an image (every channel's distance from it small). */
async function greenPixels(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! < 90 && data[i + 1]! > 120 && data[i + 2]! < 90) count++;
  return count;
}

test('a book: switch to its spine, add a title there, and every export prints it; the front cover keeps its design', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/books/books-1');
  await page.locator('section[aria-labelledby="template-title"]').getByRole('link', { name: 'Upload Design' }).click();
  const logo = await sharp({ create: { width: 400, height: 400, channels: 4, background: '#e11d48' } }).png().toBuffer();
  await page.getByLabel('Design file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page).toHaveURL(/\/books\/books-1\/edit$/, { timeout: 15_000 });
  await expectEditorReady(page);

  const tabs = page.getByRole('tablist', { name: 'Print areas' });
  const front = tabs.getByRole('tab', { name: /^Front cover/ });
  const spine = tabs.getByRole('tab', { name: /^Spine/ });
  await expect(front).toHaveAttribute('aria-selected', 'true');
  await expect(spine).toHaveAttribute('aria-selected', 'false');
  const download = page.getByRole('button', { name: 'Download' });
  expect(await greenPixels((await downloadVia(page, download)).bytes)).toBe(0);

  // The spine: no layers yet, its own size, its own outline.
  const outline = page.locator('[data-print-outline] polygon');
  const frontOutline = await outline.getAttribute('points');
  await spine.click();
  await expect(spine).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No layers on this area yet.')).toBeVisible();
  await expect(page.getByText('Print area: Spine · 32 × 240 mm')).toBeVisible();
  expect(await outline.getAttribute('points')).not.toBe(frontOutline);

  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByLabel('Text', { exact: true }).fill('NOVEL');
  await page.locator('#text-colour').fill(SPINE_TEXT);
  // A title on an empty spine runs along it, in its middle, inside its edges.
  await expect(page.getByRole('slider', { name: 'Rotation' })).toHaveValue('90');
  await expect(page.getByRole('slider', { name: 'Position Y' })).toHaveValue('50');
  await expect(canvasOf(page)).toHaveAttribute('data-layers', '1', { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Clipped at the edge' })).toHaveCount(0);
  await expect(spine).toContainText('1');
  await canvasOf(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('book-spine.png') });

  // The browser's 1200 px PNG and the server's 2048 px JPG both print the spine's title (and still the cover).
  const png = (await downloadVia(page, download)).bytes;
  expect(await greenPixels(png)).toBeGreaterThan(150);
  await page.getByLabel('Format').selectOption('jpeg');
  await page.getByLabel('Image width').selectOption('2048');
  const jpg = (await downloadVia(page, download)).bytes;
  expect((await sharp(jpg).metadata()).width).toBe(2048);
  expect(await greenPixels(jpg)).toBeGreaterThan(400);

  // The spine's print file is the spine's real size.
  const print = await downloadVia(page, page.getByRole('button', { name: 'Print file (spine, 300 DPI)' }));
  const { width, height } = await sharp(print.bytes).metadata();
  expect([width, height]).toEqual([Math.round((32 / 25.4) * 300), Math.round((240 / 25.4) * 300)]);

  // Back on the front cover: its design is there, untouched.
  await front.click();
  await expect(page.getByRole('list', { name: 'Layers' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Select layer logo.png' })).toBeVisible();
  expect(await outline.getAttribute('points')).toBe(frontOutline);
});
