import { expect, test } from '@playwright/test';
import { DRAG_TILT } from '../../core/src/three-d/drag-rotation';
import sharp from 'sharp';
import { THREE_D_PRODUCTS, type ThreeDType } from '../../core/src/three-d/products';
import { greenBounds } from './three-d-checks';
import { downloadPng, preview, slider, threeDTestRules, waitForFirstFrame } from './three-d-page';

threeDTestRules();

test('the 3D PNG comes at 2× with a transparent background and at 4K; dragging turns the product, the sliders follow, and Reset puts everything back', async ({ page }) => {
  // A 4096² PNG on SwiftShader: 26 s on a quiet 2-core machine, so the default 30 s is no margin under CI's load.
  test.setTimeout(180_000);
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

  // 4K for print: the whole view at 4096², over the backdrop.
  await page.getByRole('checkbox', { name: 'Transparent background' }).uncheck();
  await page.getByRole('combobox', { name: 'PNG size' }).selectOption('4096');
  const large = (await downloadPng(page)).image;
  expect([large.width, large.height]).toEqual([4096, 4096]);
  expect(large.data[(2048 * 4096 + 2048) * large.channels + 3]).toBe(255);
  expect(large.data[(10 * 4096 + 10) * large.channels + 3]).toBe(255);

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

/**
 * The design's size for a disc to be a logo's on each product. At full size a disc on a curved face is narrower than
 * tall in any photograph (the tee's 30 cm chest print curves away at its sides: 4–5 %; a mug's 75 mm print spans
 * 105° of it: 13 %), so the curved products get a chest or mug logo's size: 18 cm on the tee, 24 cm on the hoodie,
 * 37 mm on the mug and 32 mm on the bottle (3–3.5 % narrower, the chords of their arcs).
 */
const LOGO_SCALE: Record<ThreeDType, string> = { 't-shirt': '60', hoodie: '100', mug: '50', bottle: '40', phone: '60', 'phone-case': '100', book: '70', box: '70' };

test('on every product a round logo stays round facing the camera after an orbit, and on a garment’s back too', async ({ page }) => {
  test.setTimeout(360_000);
  const disc = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><circle cx="250" cy="250" r="240" fill="#00c853"/></svg>')).png().toBuffer();
  const round = async (label: string) => {
    const shape = greenBounds((await downloadPng(page)).image);
    expect(shape.count, label).toBeGreaterThan(1500);
    expect(Math.abs(shape.width / shape.height - 1), `${label}: ${shape.width}×${shape.height}`).toBeLessThan(0.05);
    expect(Math.abs(shape.centreX - 400), label).toBeLessThan(40);
  };
  for (const { type, printSides } of THREE_D_PRODUCTS) {
    await page.goto(`/3d-mockup/${type}`);
    await waitForFirstFrame(page);
    if (type === THREE_D_PRODUCTS[0]!.type) {
      // The design is the site's current one: uploaded once, it is on the next product too.
      await page.getByLabel('Design file').setInputFiles({ name: 'disc.png', mimeType: 'image/png', buffer: disc });
    }
    await expect(page.getByAltText('Your design: disc.png')).toBeVisible();

    // Orbit: a drag across the view turns the product, and the sliders follow it.
    const view = (await preview(page).boundingBox())!;
    await page.mouse.move(view.x + view.width / 2, view.y + view.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 6; step++) await page.mouse.move(view.x + view.width / 2 + step * 20, view.y + view.height / 2);
    await page.mouse.up();
    await expect.poll(async () => Number(await slider(page, 'Rotation Y').inputValue()), { message: type }).toBeGreaterThan(0);

    // Facing the camera again: the disc is round.
    await slider(page, 'Rotation Y').fill('0');
    await slider(page, 'Rotation X').fill('0');
    await slider(page, 'Scale').fill(LOGO_SCALE[type]);
    await round(`${type} front`);
    if (!printSides) continue;
    // Printing on the back turns the product round to show it.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(slider(page, 'Rotation Y')).toHaveValue('180');
    await round(`${type} back`);
  }
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
  await page.goto('/3d-mockup/pillow');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});
