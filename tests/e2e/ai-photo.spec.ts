import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { productShot } from '../support/product-shots';

// The background-removal model and the scene engines run on the server's threads; a busy 2-core machine is slow.
test.describe.configure({ timeout: 120_000 });

/** The current design's preview pixels, read back from the page as a user's browser shows them. */
async function previewAlpha(page: Page, alt: string, points: [number, number][]) {
  return page.getByAltText(alt).evaluate(async (img: HTMLImageElement, points) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    return points.map(([x, y]) => context.getImageData(x, y, 1, 1).data[3]);
  }, points);
}

test("the upload widget's Remove Background makes the cut-out the current design", async ({ page }) => {
  await page.goto('/upload');
  await page.getByLabel('Design file').setInputFiles({ name: 'red-mug.png', mimeType: 'image/png', buffer: await productShot() });
  await expect(page.getByText('Upload successful!')).toBeVisible();
  expect(await previewAlpha(page, 'Your design: red-mug.png', [[4, 4], [480, 520]])).toEqual([255, 255]);

  await page.getByRole('button', { name: 'Remove Background' }).click();
  await expect(page.getByRole('button', { name: 'Removing Background…' })).toBeDisabled();
  await expect(page.getByText('Background removed!')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByAltText('Your design: red-mug-no-background.png')).toBeVisible();
  await expect(page.getByText(/MB · 1024 × 1024 px · PNG/)).toBeVisible();
  // The white studio is gone (transparent corners), the mug is still there and solid.
  const [corner, mug] = await previewAlpha(page, 'Your design: red-mug-no-background.png', [[4, 4], [480, 520]]);
  expect(corner).toBe(0);
  expect(mug).toBe(255);
  await page.screenshot({ path: test.info().outputPath('upload-remove-background.png') });

  // It stays the design across a reload, ready for mockups.
  await page.reload();
  await expect(page.getByAltText('Your design: red-mug-no-background.png')).toBeVisible();
});

test('the background tool sets a studio shot in a scene with the product standing on the floor', async ({ page }) => {
  await page.goto('/ai-tools?tool=background');
  await page.getByLabel('Product image file').setInputFiles({ name: 'red-mug.png', mimeType: 'image/png', buffer: await productShot() });
  await page.getByLabel('Background style').selectOption('lifestyle');
  await page.getByLabel('Custom prompt (optional)').fill('on an oak table by a sunny window');
  await page.getByRole('button', { name: 'Generate Background' }).click();
  await expect(page.getByText('Background Generated!')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('High Quality')).toBeVisible();
  await expect(page.getByText(/^Made by .*scene engine/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('ai-background.png'), fullPage: true });

  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  expect(file.suggestedFilename()).toMatch(/^ai-background-\d{13}\.png$/);
  const bytes = fs.readFileSync(await file.path());
  fs.copyFileSync(await file.path(), test.info().outputPath('ai-background-result.png'));
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1024, 1024]);
  // Find the mug (strongly red) and its lowest row; just below it the floor is in the mug's shadow: darker than
  // the same floor row well to the side.
  const lum = (x: number, y: number) => {
    const i = (y * 1024 + x) * 3;
    return 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
  };
  const red = (x: number, y: number) => {
    const i = (y * 1024 + x) * 3;
    return data[i]! > 110 && data[i]! > 1.7 * Math.max(data[i + 1]!, data[i + 2]!);
  };
  let base = 0;
  let left = 1024;
  let right = 0;
  for (let y = 0; y < 1024; y++) for (let x = 0; x < 1024; x += 2) if (red(x, y)) {
    base = Math.max(base, y);
    left = Math.min(left, x);
    right = Math.max(right, x);
  }
  expect(right - left).toBeGreaterThan(200); // the mug is there, a sensible size
  const centre = Math.round((left + right) / 2);
  const under = lum(centre, base + 4);
  const aside = Math.min(lum(Math.max(4, left - 200), base + 4), lum(Math.min(1019, right + 200), base + 4));
  expect(under).toBeLessThan(aside * 0.85);
});

test('the photography tool explains an image over 8000 px and keeps the form', async ({ page }) => {
  await page.goto('/ai-tools?tool=photography');
  const tooWide = await sharp({ create: { width: 8200, height: 64, channels: 3, background: '#c0392b' } }).png().toBuffer();
  await page.getByLabel('Product image file').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: tooWide });
  await page.getByLabel('Product description').fill('A red banner');
  await page.getByRole('button', { name: 'Generate Photo' }).click();
  await expect(page.getByText('Generation Failed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Product description')).toHaveValue('A red banner');
  await expect(page.getByRole('button', { name: 'Generate Photo' })).toBeEnabled();
});
