import fs from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import sharp from 'sharp';
import { templatesFor } from '../../core/src/templates/library';
import { expectEditorReady } from './editor-ready';

// Generation runs on the server's worker threads; on a busy 2-core machine a 4K download takes a few seconds.
test.describe.configure({ timeout: 90_000 });

async function saved(download: Download) {
  const bytes = fs.readFileSync(await download.path());
  return { name: download.suggestedFilename(), meta: await sharp(bytes).metadata() };
}

async function downloadResult(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  return saved(file);
}

/** A product photo for the background and photography tools: a red mug-ish block on white. */
async function productPhoto(): Promise<Buffer> {
  const mug = await sharp({ create: { width: 420, height: 520, channels: 4, background: '#c0392b' } }).png().toBuffer();
  return sharp({ create: { width: 1024, height: 1024, channels: 4, background: '#ffffff' } })
    .composite([{ input: mug, left: 302, top: 252 }])
    .png()
    .toBuffer();
}

test('the hub shows the three tools with their badges, opens each in place, and Back returns', async ({ page }) => {
  await page.goto('/ai-tools');
  await expect(page.getByRole('heading', { level: 1, name: 'AI-Powered Design Tools' })).toBeVisible();
  for (const [title, badge] of [
    ['AI Product Photography', 'Popular'],
    ['AI Background Generator', 'New'],
    ['AI Design Generator', 'New'],
  ] as const) {
    const card = page.locator('div').filter({ has: page.getByRole('heading', { level: 2, name: title }) }).last();
    await expect(card.getByText(badge, { exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Try Now: AI Design Generator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Design Generator' })).toBeVisible();
  await expect(page.getByLabel('Describe your design')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI-Powered Design Tools' })).toBeVisible();

  await page.getByRole('link', { name: 'Try AI Product Photography' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Product Photography' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Generate a Design' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Design Generator' })).toBeVisible();
});

test('AI Design Generator: blank prompt disabled, then a vintage badge with a 4K download', async ({ page }) => {
  await page.goto('/ai-tools?tool=design');
  // No engine is configured in the test server: the page says so before anything is generated.
  await expect(page.getByLabel('AI engine')).toContainText('Engine: Offline design engine');
  const generate = page.getByRole('button', { name: 'Generate Design' });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Describe your design').fill('    ');
  await expect(generate).toBeDisabled();

  await page.getByLabel('Describe your design').fill('Wild fox exploring the mountains');
  await page.getByLabel('Style').selectOption('vintage');
  await page.getByLabel('Category').selectOption('badge');
  // The request is held until the generating state has been seen: a fast (or cached) answer would end it first.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/functions/generate-design', async (route) => {
    await held;
    await route.continue();
  });
  await generate.click();
  await expect(page.getByRole('button', { name: 'Generating…' })).toBeDisabled();
  release();
  await expect(page.getByText('Design Generated!')).toBeVisible({ timeout: 30_000 });
  const result = page.getByRole('img', { name: 'Generated design: Wild fox exploring the mountains' });
  await expect(result).toBeVisible();
  expect(await result.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1024, 1024]);
  await expect(page.getByText('4K Quality')).toBeVisible();
  await expect(page.getByText('Made by Mockup Studio vector engine (offline, not an image model)')).toBeVisible();

  const file = await downloadResult(page);
  expect(file.name).toMatch(/^ai-design-\d{13}\.png$/);
  expect([file.meta.format, file.meta.width, file.meta.height]).toEqual(['png', 4096, 4096]);
});

test('AI Design Generator: a server error shows Generation Failed and keeps the form', async ({ page }) => {
  await page.route('**/api/functions/generate-design', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'busy' }) }));
  await page.goto('/ai-tools?tool=design');
  await page.getByLabel('Describe your design').fill('Coffee rocket');
  await page.getByRole('button', { name: 'Generate Design' }).click();
  await expect(page.getByText('Generation Failed')).toBeVisible();
  await expect(page.getByText('There was an error generating your design. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Describe your design')).toHaveValue('Coffee rocket');
  await expect(page.getByRole('button', { name: 'Generate Design' })).toBeEnabled();
});

test('AI Background Generator: a product image is required, then a 1024² High Quality result', async ({ page }) => {
  // Cut-out, scene and relighting: seconds on a quiet machine, minutes while other suites share its 2 cores.
  test.setTimeout(240_000);
  await page.goto('/ai-tools?tool=background');
  await page.getByRole('button', { name: 'Generate Background' }).click();
  await expect(page.getByText('Please upload a product image')).toBeVisible();
  await expect(page.getByText('Upload a product image to generate a background for it.')).toBeVisible();

  await page.getByLabel('Product image file').setInputFiles({ name: 'red-mug.png', mimeType: 'image/png', buffer: await productPhoto() });
  await expect(page.getByAltText('Product image: red-mug.png')).toBeVisible();
  await page.getByLabel('Background style').selectOption('luxury');
  await page.getByRole('button', { name: 'Generate Background' }).click();
  await expect(page.getByText('Background Generated!')).toBeVisible({ timeout: 180_000 });
  await expect(page.getByText('High Quality')).toBeVisible();
  // No engine is configured here: the small print says the set was painted by our own code, not an image model.
  await expect(page.getByText('Made by ISNet cut-out on a set painted by the Mockup Studio scene engine (offline, not an image model)')).toBeVisible();
  const file = await downloadResult(page);
  expect(file.name).toMatch(/^ai-background-\d{13}\.png$/);
  expect([file.meta.format, file.meta.width, file.meta.height]).toEqual(['png', 1024, 1024]);
});

test('AI Product Photography: a product image is required, then a Commercial Quality photo', async ({ page }) => {
  // Cut-out, scene and relighting: seconds on a quiet machine, minutes while other suites share its 2 cores.
  test.setTimeout(240_000);
  await page.goto('/ai-tools?tool=photography');
  await page.getByRole('button', { name: 'Generate Photo' }).click();
  await expect(page.getByText('Please upload a product image')).toBeVisible();
  await expect(page.getByText('Upload a transparent product image to create professional photos.')).toBeVisible();

  await page.getByLabel('Product image file').setInputFiles({ name: 'red-mug.png', mimeType: 'image/png', buffer: await productPhoto() });
  await page.getByLabel('Product description').fill('A red ceramic mug');
  await page.getByLabel('Photography style').selectOption('luxury');
  await page.getByLabel('Lighting').selectOption('golden');
  await page.getByRole('button', { name: 'Generate Photo' }).click();
  await expect(page.getByText('Photo Generated!')).toBeVisible({ timeout: 180_000 });
  await expect(page.getByText('Commercial Quality')).toBeVisible();
  await expect(page.getByText('Made by ISNet cut-out lit by the Mockup Studio relighting engine (offline, not an image model)')).toBeVisible();
  const file = await downloadResult(page);
  expect(file.name).toMatch(/^product-photo-\d{13}\.png$/);
  expect([file.meta.format, file.meta.width, file.meta.height]).toEqual(['png', 1024, 1024]);
});

test("the upload page's AI Design Generator makes the current design", async ({ page }) => {
  await page.goto('/upload');
  const box = page.locator('form').filter({ has: page.getByRole('heading', { name: 'AI Design Generator' }) });
  const generate = box.getByRole('button', { name: 'Generate Design' });
  await expect(generate).toBeDisabled();
  await box.getByRole('textbox').fill('   ');
  await expect(generate).toBeDisabled();
  await box.getByRole('textbox').fill('Retro coffee club with a rocket');
  await generate.click();
  await expect(page.getByText('Design generated!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Your Design', exact: true })).toBeVisible();
  await expect(page.getByText(/MB · 1024 × 1024 px · PNG/)).toBeVisible();
  await expect(page.getByAltText(/^Your design: ai-design-\d+\.png$/)).toBeVisible();
});

test('a generated design goes onto a mockup and downloads', async ({ page }) => {
  const template = templatesFor('t-shirts')[0]!;
  await page.goto('/ai-tools?tool=design');
  await page.getByLabel('Describe your design').fill('Coffee rocket');
  await page.getByLabel('Style').selectOption('retro');
  await page.getByRole('button', { name: 'Generate Design' }).click();
  await expect(page.getByText('Design Generated!')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Use on mockups' }).click();
  await expect(page).toHaveURL(/\/mockups$/);

  // The category card in the page (the footer links to T-Shirts too).
  await page.getByRole('main').getByRole('link', { name: /^T-Shirts/ }).click();
  await page.getByRole('link', { name: `Use Template ${template.title}` }).click();
  await page.getByRole('button', { name: 'Edit Mockup' }).click();
  await expectEditorReady(page);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  const { name, meta } = await saved(file);
  expect(name).toMatch(/^mockup-.+-\d+\.png$/);
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 1200]);
  // The white tee is greys; the retro design brings saturated colour onto its chest.
  const { data } = await sharp(fs.readFileSync(await file.path())).extract({ left: 400, top: 300, width: 400, height: 500 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let colourful = 0;
  for (let i = 0; i < data.length; i += 3) if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 60) colourful++;
  expect(colourful / (data.length / 3)).toBeGreaterThan(0.03);
});
