import { expect, test } from '@playwright/test';
import { DRAG_TILT } from '../../core/src/three-d/drag-rotation';
import { downloadPng, preview, slider, threeDTestRules, waitForFirstFrame } from './three-d-page';

threeDTestRules();

test('the 3D PNG comes at 2× and with a transparent background; dragging turns the product, the sliders follow, and Reset puts everything back', async ({ page }) => {
  await page.goto('/3d-mockup/box');
  await waitForFirstFrame(page);

  await page.getByRole('combobox', { name: 'PNG size' }).selectOption('1600');
  await page.getByRole('checkbox', { name: 'Transparent background' }).check();
  const { image } = await downloadPng(page);
  expect([image.width, image.height]).toEqual([1600, 1600]);
  const alphaAt = (x: number, y: number) => image.data[(y * image.width + x) * image.channels + 3];
  expect(alphaAt(5, 5)).toBe(0);
  expect(alphaAt(1595, 40)).toBe(0);
  expect(alphaAt(800, 800)).toBe(255);

  // Turn the product by dragging the preview: the picture changes; Reset brings back the first view and the defaults.
  await slider(page, 'Rotation Y').fill('90');
  await page.getByRole('button', { name: 'Purple' }).click();
  const before = await preview(page).screenshot();
  const box = (await preview(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + box.width / 2 + step * 25, box.y + box.height / 2 + step * 4);
  await page.mouse.up();
  await expect.poll(async () => Buffer.compare(before, await preview(page).screenshot())).not.toBe(0);
  // The drag turned the product through the editor's rotation: the sliders followed it (issue #28).
  await expect.poll(async () => Number(await slider(page, 'Rotation Y').inputValue())).toBeGreaterThan(90);
  // A drag from the middle of the view to its bottom edge (~90°) stops the tilt where a photographer would.
  const view = (await preview(page).boundingBox())!; // measured again: taking screenshots may have scrolled the page
  await page.mouse.move(view.x + view.width / 2, view.y + view.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(view.x + view.width / 2, view.y + view.height / 2 + (step * (view.height / 2 - 10)) / 8);
  await page.mouse.up();
  await expect(slider(page, 'Rotation X')).toHaveValue(String(DRAG_TILT.max));

  await page.getByRole('button', { name: 'Reset' }).click();
  for (const [name, value] of [['Rotation X', '15'], ['Rotation Y', '0'], ['Rotation Z', '0'], ['Scale', '100']] as const) {
    await expect(slider(page, name)).toHaveValue(value);
  }
  await expect(page.getByRole('button', { name: 'White' })).toHaveAttribute('aria-pressed', 'true');
});

test('the 3D landing shows the spec’s sections, a live turning preview, and links each call to action to its editor', async ({ page }) => {
  await page.goto('/3d-mockup');
  await expect(page.getByText('New Feature')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Free AI 3D Mockup Generator' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started For Free' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByText(/^Step [123]$/)).toHaveCount(3);
  for (const [name, category, popular] of [
    ['3D T-Shirt', 'Apparel', true],
    ['3D Book Cover', 'Print', false],
    ['3D Box Packaging', 'Packaging', true],
  ] as const) {
    const card = page.getByRole('article', { name });
    await expect(card.getByText(category, { exact: true })).toBeVisible();
    await expect(card.getByText('Popular', { exact: true })).toHaveCount(popular ? 1 : 0);
    await expect(card.getByRole('link', { name: 'Create 3D Mockup' })).toBeVisible();
  }
  for (const benefit of ['High Quality', 'No Watermarks', 'Motion Graphics', 'Full Control']) {
    await expect(page.getByRole('heading', { name: benefit, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Start Creating Now' })).toHaveAttribute('href', '/3d-mockup/t-shirt');
  await expect(page.getByRole('link', { name: 'Try 3D Book Mockup' })).toHaveAttribute('href', '/3d-mockup/book');
  // The live preview arrives after the page has painted, and draws.
  const live = page.getByRole('img', { name: /mockup turning in 3D/ });
  await expect(live).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => live.locator('canvas').getAttribute('data-frames'), { timeout: 60_000 }).not.toBeNull();
  await page.getByRole('button', { name: 'Book Cover' }).click();
  await expect(page.getByRole('img', { name: 'A book mockup turning in 3D' })).toBeVisible();
});

test('an unknown 3D product is the not-found page', async ({ page }) => {
  await page.goto('/3d-mockup/mug');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});
