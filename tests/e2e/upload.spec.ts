import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { EDITOR_LOAD_MS, expectEditorReady } from './editor-ready';

async function pngOf(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: color } }).png().toBuffer();
}

async function choose(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Design file').setInputFiles(file);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Your Design' })).toBeVisible();
});

test('a valid PNG shows progress, the success toast and the Your Design card, and survives a reload', async ({ page }) => {
  await choose(page, { name: 'sunset-logo.png', mimeType: 'image/png', buffer: await pngOf(800, 600, '#ff6600') });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText('Upload successful!')).toBeVisible();
  await expect(page.getByText('sunset-logo.png has been uploaded successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Design', exact: true })).toBeVisible();
  await expect(page.getByText(/\d+\.\d\d MB · 800 × 600 px · PNG/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose Your Mockup Template' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Design', exact: true })).toBeVisible();
  await expect(page.getByAltText('Your design: sunset-logo.png')).toBeVisible();

  await page.getByRole('button', { name: 'Upload Different Design' }).click();
  await expect(page.getByRole('button', { name: 'Choose File' })).toBeVisible();
});

test('a file that is not an image is refused, whatever its name says', async ({ page }) => {
  await choose(page, { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
  await expect(page.getByText('Invalid file type')).toBeVisible();
  await expect(page.getByText('Please upload an image file (PNG, JPG, SVG, etc.)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Design', exact: true })).toHaveCount(0);
});

test('an image over 10MB is refused', async ({ page }) => {
  const header = await pngOf(4, 4, '#000000');
  const big = Buffer.concat([header, Buffer.alloc(10 * 1024 * 1024 + 1 - header.length)]);
  await choose(page, { name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('File too large')).toBeVisible();
  await expect(page.getByText('Please upload an image smaller than 10MB')).toBeVisible();
});

test('an SVG carrying scripts is shown as an image and its scripts never run', async ({ page }) => {
  const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" onload="window.__svgRan = 'onload'">
  <script>window.__svgRan = 'script'</script>
  <rect id="evil-rect" width="300" height="300" fill="#1e3a8a"/>
  <image href="x" onerror="window.__svgRan = 'onerror'"/>
</svg>`;
  await choose(page, { name: 'badge.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(page.getByText('Upload successful!')).toBeVisible();
  const preview = page.getByAltText('Your design: badge.svg');
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute('src')).toMatch(/^blob:/);
  await expect(page.getByText(/· SVG$/)).toBeVisible();
  // The markup never reached the page, and nothing in it ran.
  expect(await page.locator('#evil-rect').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __svgRan?: string }).__svgRan)).toBeUndefined();
  // What the preview shows is the SVG's pixels: navy.
  const pixel = await preview.evaluate(async (img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    return Array.from(context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data);
  });
  expect(pixel).toEqual([0x1e, 0x3a, 0x8a, 255]);
});

test('a template chosen before uploading stays chosen: the upload goes on to its editor', async ({ page }) => {
  test.setTimeout(EDITOR_LOAD_MS + 30_000); // the editor's first load on a busy machine
  await page.goto('/t-shirts/t-shirts-1');
  await page.locator('section[aria-labelledby="template-title"]').getByRole('link', { name: 'Upload Design' }).click();
  await expect(page).toHaveURL(/\/upload\?next=/);
  await choose(page, { name: 'chosen-first.png', mimeType: 'image/png', buffer: await pngOf(400, 400, '#0ea5e9') });
  await expect(page.getByText('Upload successful!')).toBeVisible();
  // Not back to choosing a category: straight into the chosen template's editor, with the design.
  await expect(page).toHaveURL(/\/t-shirts\/t-shirts-1\/edit$/);
  await expectEditorReady(page);
  // The upload page is not in the way back.
  await page.goBack();
  await expect(page).toHaveURL(/\/t-shirts\/t-shirts-1$/);
});
