import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { templatesFor } from '../../core/src/templates/library';
import { probeMp4 } from '../support/video';
import { expectEditorReady } from './editor-ready';

// A real render (worker threads + ffmpeg) runs in the server the tests share: seconds on an idle machine, much
// longer while other suites run.
test.describe.configure({ timeout: 240_000 });

const productPicture = () =>
  sharp({ create: { width: 500, height: 500, channels: 3, background: '#f4efe6' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><circle cx="250" cy="250" r="150" fill="#7c3aed"/></svg>') }])
    .png()
    .toBuffer();

async function fillForm(page: Page) {
  await page.getByLabel('Product image').setInputFiles({ name: 'tee.png', mimeType: 'image/png', buffer: await productPicture() });
  await page.getByLabel(/Animation description/).fill('Slow zoom with a light sweep and the title "Summer Drop"');
  await page.getByLabel(/Product type/).selectOption({ label: 'T-Shirt' });
}

/** Uploads a 400 px green square as the session's design and opens the editor on `category`'s first template. */
async function editWithGreenDesign(page: Page, category: 't-shirts' | 'hoodies') {
  const template = templatesFor(category)[0]!;
  const design = await sharp({ create: { width: 400, height: 400, channels: 4, background: '#00c853' } }).png().toBuffer();
  await page.goto('/upload');
  await page.getByLabel('Design file').setInputFiles({ name: 'green-square.png', mimeType: 'image/png', buffer: design });
  await expect(page.getByText('Upload successful!')).toBeVisible();
  await page.goto(`/${template.category}/${template.id}/edit`);
  await expectEditorReady(page);
}

/** How many of every fourth pixel of the frame the video shows now are navy, purple (the test disc), green and black. */
const videoColours = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(v, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const count = { navy: 0, purple: 0, green: 0, black: 0 };
    for (let i = 0; i < data.length; i += 16) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (b > r + 25 && b > g + 10 && r < 80) count.navy++;
      if (r > 70 && b > 130 && g < 90 && r > g + 30) count.purple++;
      if (g > r + 60 && g > b + 40) count.green++;
      if (r < 45 && g < 45 && b < 45) count.black++;
    }
    return count;
  });

test('the video page: from an image to a playing MP4 and its download', async ({ page }) => {
  await page.goto('/video-mockup');
  await expect(page.getByRole('heading', { level: 1, name: 'Free AI Video Mockup Generator' })).toBeVisible();
  for (const card of ['Motion Graphics', 'Image to Video', 'Custom Controls']) await expect(page.getByRole('heading', { name: card })).toBeVisible();
  for (const platform of ['Instagram', 'TikTok', 'YouTube', 'Marketing']) await expect(page.getByRole('button', { name: new RegExp(`^${platform}`) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Mockups' }).first()).toHaveAttribute('href', '/mockups');

  const generate = page.getByRole('button', { name: 'Generate Video' });
  await expect(generate).toBeDisabled();
  await expect(page.getByLabel(/Duration/)).toHaveValue('5'); // the default duration
  await fillForm(page);
  // A T-shirt is filmed: the picture is printed on the shirt, in the colour chosen.
  await expect(page.getByRole('radio', { name: /Filmed t-shirt: flat lay/ })).toBeChecked();
  await page.getByRole('button', { name: 'Navy' }).click();
  await expect(page.getByText(/Expected wait: about \d+ seconds for a 5-second 1080p video/)).toBeVisible();
  await generate.click();

  await expect(page.getByRole('progressbar', { name: 'Video progress' })).toBeVisible();
  // The upload is checked (fully decoded) on the server first: quick when idle, slow on a loaded machine.
  await expect(page.getByText('Video generation started!')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Video Generated!')).toBeVisible({ timeout: 200_000 });

  const video = page.getByLabel('Video preview');
  await expect(video).toBeVisible();
  // It plays: time advances in the element.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.2 && v.videoWidth), { timeout: 20_000 }).toBe(1080);
  // What plays is a navy shirt with the picture on it: navy fabric and the purple disc both in the frame.
  const colours = await videoColours(video);
  expect(colours.navy).toBeGreaterThan(5000);
  expect(colours.purple).toBeGreaterThan(2000);
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  await expect(page.getByText('MP4', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Full Size' })).toHaveAttribute('href', /^\/api\/files\//);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^video-mockup-tshirt-\d+\.mp4$/);
  const mp4 = await probeMp4(new Uint8Array(fs.readFileSync(await download.path())));
  expect(mp4).toMatchObject({ codec: 'avc', width: 1080, height: 1080 });
  expect(Math.abs(mp4.frames - 150)).toBeLessThanOrEqual(1);
});

test('the generator explains what is missing and stops at a server error with its toast', async ({ page }) => {
  await page.goto('/video-mockups');
  await expect(page.locator('#video-generator')).toBeVisible();
  await expect(page.getByText(/Add an image, a description, a product type and a duration to generate/)).toBeVisible();
  await page.getByLabel('Product image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Invalid file type')).toBeVisible();

  // Looks like a PNG by its first bytes, but is cut short: the server refuses it and nothing is polled.
  const cut = (await productPicture()).subarray(0, 300);
  await page.getByLabel('Product image').setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: cut });
  await page.getByLabel(/Animation description/).fill('Float');
  await page.getByLabel(/Product type/).selectOption({ label: 'Hoodie' });
  await page.getByLabel(/Duration/).selectOption('10');
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page.getByText('Error generating video')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('The video could not be made')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Video progress' })).toHaveCount(0);
});

test("the editor's 'Make a video' carries the design, its placement and the colour into a filmed T-shirt", async ({ page }) => {
  await editWithGreenDesign(page, 't-shirts');

  await page.getByRole('button', { name: 'Red', exact: true }).click();
  await page.getByRole('button', { name: 'Make a video' }).click();
  await expect(page).toHaveURL(/\/video-mockup/);
  await expect(page.getByText('Your design from the mockup editor, placed as you placed it')).toBeVisible();
  const picture = page.getByRole('img', { name: 'Chosen product image' });
  // The design itself (400 px), not the mockup: the filmed shirt prints it, in the editor's red.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await expect(page.getByLabel(/Product type/)).toHaveValue('tshirt');
  await expect(page.getByRole('radio', { name: /Filmed t-shirt: flat lay/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Red', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel(/Animation description/).fill('Float');
  await page.getByLabel(/Duration/).selectOption('5');
  await expect(page.getByRole('button', { name: 'Generate Video' })).toBeEnabled();
});

test("'Make a video' on a hoodie template films a hoodie with the design where the user placed it, in their colour", async ({ page }) => {
  await editWithGreenDesign(page, 'hoodies');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Size -0.1' }).click();
  await expect(page.getByRole('slider', { name: 'Size' })).toHaveValue('0.7');
  await page.getByRole('button', { name: 'Black', exact: true }).click();

  await page.getByRole('button', { name: 'Make a video' }).click();
  await expect(page).toHaveURL(/\/video-mockup/);
  await expect(page.getByText('Your design from the mockup editor, placed as you placed it')).toBeVisible();
  await expect(page.getByLabel(/Product type/)).toHaveValue('hoodie');
  await expect(page.getByRole('radio', { name: /Filmed hoodie/ }).first()).toBeChecked();
  // The ghost-mannequin template has no clip of its own: the page says which it films instead.
  await expect(page.getByText(/Your template has no clip of its own yet; the closest filmed one is chosen/)).toBeVisible();
  await page.getByLabel(/Animation description/).fill('Push in');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/functions/generate-video')),
    page.getByRole('button', { name: 'Generate Video' }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ productType: 'hoodie', style: 'product', color: '#000000', placement: { size: 0.7, x: 50, y: 50 } });
  await expect(page.getByText('Video Generated!')).toBeVisible({ timeout: 200_000 });

  // A black hoodie with the green design on it is what plays.
  const video = page.getByLabel('Video preview');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0.2 && v.videoWidth), { timeout: 20_000 }).toBe(1080);
  const colours = await videoColours(video);
  expect(colours.green).toBeGreaterThan(1500);
  expect(colours.black).toBeGreaterThan(10_000);
});

test('the design uploaded a minute earlier is offered for the video, 5 seconds chosen', async ({ page }) => {
  const design = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0ea5e9' } }).png().toBuffer();
  await page.goto('/upload');
  await page.getByLabel('Design file').setInputFiles({ name: 'sky-logo.png', mimeType: 'image/png', buffer: design });
  await expect(page.getByText('Upload successful!')).toBeVisible();

  await page.goto('/video-mockup');
  await expect(page.getByText('Your uploaded design: sky-logo.png')).toBeVisible();
  await page.getByRole('button', { name: 'Use this design' }).click();
  await expect(page.getByText('Your uploaded design', { exact: true })).toBeVisible();
  await expect.poll(() => page.getByRole('img', { name: 'Chosen product image' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  await expect(page.getByLabel(/Duration/)).toHaveValue('5');
  await page.getByLabel(/Animation description/).fill('Float');
  await page.getByLabel(/Product type/).selectOption({ label: 'T-Shirt' });
  await expect(page.getByRole('button', { name: 'Generate Video' })).toBeEnabled();
  await expect(page.getByText(/Expected wait: about \d+ seconds for a 5-second 1080p video/)).toBeVisible();
});
