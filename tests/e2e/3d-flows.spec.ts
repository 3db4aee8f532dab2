import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { THREE_D_PRODUCTS } from '../../core/src/three-d/products';
import { downloadFrom, greenPixels, inspectMp4, luminanceSpread, productBrightness } from './three-d-checks';
import { downloadPng, preview, slider, threeDTestRules, waitForFirstFrame } from './three-d-page';
import { watchForToast } from './toasts';

// The 3D editor's whole flows, with their turntable videos: the suite's longest tests, which never run two at once
// (three-d-page.ts). The file's name sorts it first, so that they start with the suite, beside the short specs,
// rather than after them, one by one.
threeDTestRules();

/** A green card with a yellow frame: a colour no product, swatch or studio light produces by itself. */
async function designPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#00c853"/><rect x="40" y="40" width="520" height="320" fill="none" stroke="#ffeb3b" stroke-width="24"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

for (const product of THREE_D_PRODUCTS) {
  test(`${product.name}: from the landing card, upload, adjust, download a PNG, make a turntable MP4 and come back`, async ({ page }) => {
    test.setTimeout(720_000);
    await page.goto('/3d-mockup');
    await page.getByRole('article', { name: product.name, exact: true }).getByRole('link', { name: 'Create 3D Mockup' }).click();
    // The 3D route's code (three.js) loads on this click: give it time on a busy machine.
    await expect(page).toHaveURL(new RegExp(`/3d-mockup/${product.type}$`), { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: `${product.name} Mockup` })).toBeVisible({ timeout: 60_000 });
    await waitForFirstFrame(page);

    // The toast stays a few seconds: watch for it from before the upload rather than after the progress bar.
    const uploaded = await watchForToast(page, 'Upload successful!');
    await page.getByLabel('Design file').setInputFiles({ name: 'green-card.png', mimeType: 'image/png', buffer: await designPng() });
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await uploaded();
    await expect(page.getByAltText('Your design: green-card.png')).toBeVisible();
    await expect(preview(page)).toHaveAccessibleName(/with your design/);

    // Every slider moves, on its 5-step grid, and says its value.
    await expect(slider(page, 'Rotation X')).toHaveValue('15');
    for (const [name, value, shown] of [
      ['Rotation X', '20', '20°'],
      ['Rotation Y', '15', '15°'],
      ['Rotation Z', '5', '5°'],
      ['Scale', '90', '90%'],
    ] as const) {
      await slider(page, name).fill(value);
      await expect(slider(page, name)).toHaveValue(value);
      await expect(page.getByRole('status').filter({ hasText: shown }).first()).toBeVisible();
    }
    await page.getByRole('combobox', { name: 'Lighting' }).selectOption('studio');
    await expect(preview(page)).toHaveAccessibleName(/White, Studio lighting/);

    // As with the upload's toast: watch for it from the click, as checking the PNG below takes a few seconds.
    const downloaded = await watchForToast(page, 'Downloaded!');
    const white = await downloadPng(page);
    expect(white.name).toMatch(new RegExp(`^3d-mockup-${product.type}-\\d{13}\\.png$`));
    expect([white.image.width, white.image.height]).toEqual([800, 800]);
    expect(luminanceSpread(white.image)).toBeGreaterThan(8);
    expect(greenPixels(white.image)).toBeGreaterThan(4000);
    await downloaded();

    await page.getByRole('button', { name: 'Black' }).click();
    await expect(page.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'true');
    const black = await downloadPng(page);
    const brightness = productBrightness(white.image, black.image);
    // The phone faces the viewer with its screen: its colour is the frame's edge round it.
    expect(brightness.pixels).toBeGreaterThan(product.type === 'phone' ? 2_000 : 20_000);
    expect(brightness.b).toBeLessThan(brightness.a - 60);
    expect(greenPixels(black.image)).toBeGreaterThan(4000);

    // The motion view: a real H.264 turntable of the scene, as long as chosen.
    await page.getByRole('button', { name: 'Create Motion Video' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Motion Video' })).toBeVisible();
    await page.getByRole('radio', { name: '3 seconds' }).check();
    await page.getByRole('radio', { name: 'Camera orbit' }).check();
    const previewMotion = page.getByRole('button', { name: 'Preview Motion' });
    await previewMotion.click();
    await expect(previewMotion).toHaveAttribute('aria-pressed', 'true');
    await previewMotion.click();
    await expect(previewMotion).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Render Video' }).click();
    await expect(page.getByRole('progressbar', { name: 'Rendering video' })).toBeVisible();
    // 90 frames at 720 px on software GL: minutes when the machine is shared.
    await expect(page.getByRole('link', { name: 'Download MP4' })).toBeVisible({ timeout: 480_000 });
    await expect(page.getByLabel('Motion video preview')).toBeVisible();
    await expect(page.getByText('Ready', { exact: true })).toBeVisible();
    await expect(page.getByText(/H\.264 encoded in your browser/)).toBeVisible();
    const video = await downloadFrom(page, () => page.getByRole('link', { name: 'Download MP4' }).click());
    expect(video.name).toMatch(new RegExp(`^3d-motion-${product.type}-\\d{13}\\.mp4$`));
    const mp4 = await inspectMp4(video.bytes);
    expect(mp4).toMatchObject({ mimeType: expect.stringMatching(/^video\/mp4/), codec: 'avc', width: 720, height: 720, frames: 90 });
    expect(mp4.duration).toBeGreaterThan(2.9);
    expect(mp4.duration).toBeLessThan(3.1);

    // Back in the editor, everything is as it was.
    await page.getByRole('button', { name: 'Back to 3D Mockup' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${product.name} Mockup` })).toBeVisible();
    for (const [name, value] of [['Rotation X', '20'], ['Rotation Y', '15'], ['Rotation Z', '5'], ['Scale', '90']] as const) {
      await expect(slider(page, name)).toHaveValue(value);
    }
    await expect(page.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'Lighting' })).toHaveValue('studio');
    await expect(page.getByAltText('Your design: green-card.png')).toBeVisible();
    await expect(preview(page)).toHaveAccessibleName('3D preview: 3D T-Shirt in Black, Studio lighting, with your design'.replace('3D T-Shirt', product.name));
  });
}

test('without an H.264 encoder in the browser, the frames are encoded on the server into the same MP4', async ({ page }) => {
  test.setTimeout(600_000);
  await page.addInitScript(() => {
    // A browser without WebCodecs' video encoder.
    delete (window as { VideoEncoder?: unknown }).VideoEncoder;
  });
  await page.goto('/3d-mockup/book');
  await waitForFirstFrame(page);
  await page.getByRole('button', { name: 'Create Motion Video' }).click();
  await page.getByRole('radio', { name: '3 seconds' }).check();
  await page.getByRole('radio', { name: 'Product spin' }).check();
  await page.getByRole('button', { name: 'Render Video' }).click();
  await expect(page.getByRole('progressbar', { name: 'Rendering video' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download MP4' })).toBeVisible({ timeout: 480_000 });
  await expect(page.getByText(/H\.264 encoded on our server/)).toBeVisible();
  const video = await downloadFrom(page, () => page.getByRole('link', { name: 'Download MP4' }).click());
  expect(video.name).toMatch(/^3d-motion-book-\d{13}\.mp4$/);
  const mp4 = await inspectMp4(video.bytes);
  expect(mp4).toMatchObject({ mimeType: expect.stringMatching(/^video\/mp4/), codec: 'avc', width: 720, height: 720, frames: 90 });
  expect(mp4.duration).toBeGreaterThan(2.9);
  expect(mp4.duration).toBeLessThan(3.1);
  await page.getByRole('button', { name: 'Back to 3D Mockup' }).click();
  await expect(page.getByRole('button', { name: 'Download 3D PNG' })).toBeEnabled();
});
