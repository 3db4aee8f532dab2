import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { templateAsset } from '../../core/src/templates/assets';
import { templatesFor } from '../../core/src/templates/library';

const WEB_PUBLIC = path.resolve('web/public');
const GREEN = '#00c853';

/** The first category with built templates, and its first template. */
const template = ['t-shirts', 'mugs', 'posters'].map((slug) => templatesFor(slug)[0]).find(Boolean)!;

async function uploadDesign(page: Page) {
  const design = await sharp({ create: { width: 400, height: 400, channels: 4, background: GREEN } }).png().toBuffer();
  await page.goto('/upload');
  await page.getByLabel('Design file').setInputFiles({ name: 'green-square.png', mimeType: 'image/png', buffer: design });
  await expect(page.getByText('Upload successful!')).toBeVisible();
}

async function openEditor(page: Page) {
  await page.goto(`/${template.category}`);
  await page.getByRole('button', { name: `Use Template ${template.title}` }).click();
  await page.getByRole('button', { name: 'Edit Mockup' }).click();
  await expect(page.getByText('Editor Ready!')).toBeVisible();
}

const slider = (page: Page, name: string) => page.getByRole('slider', { name });

async function download(page: Page): Promise<{ name: string; png: ReturnType<typeof sharp> }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  const target = await file.path();
  return { name: file.suggestedFilename(), png: sharp(fs.readFileSync(target)) };
}

/** The template's print mask at 1200 px, from the same assets the app ships. */
async function printMaskAt1200(): Promise<Uint8Array> {
  const asset = templateAsset(template.id)!;
  const maps = sharp(path.join(WEB_PUBLIC, asset.maps));
  const size = asset.size;
  const raw = await maps.extract({ left: 0, top: 3 * size, width: size, height: size }).greyscale().resize(1200, 1200).raw().toBuffer();
  return new Uint8Array(raw);
}

const isGreen = (r: number, g: number, b: number) => g > 90 && g > r * 1.6 && g > b * 1.4;

test('upload → template → editor → a 1200×1200 PNG with the design only on the print area', async ({ page }) => {
  await uploadDesign(page);
  await openEditor(page);

  const first = await download(page);
  await expect(page.getByText('Downloaded!')).toBeVisible();
  expect(first.name).toMatch(new RegExp(`^mockup-${template.type}-\\d{13}\\.png$`));
  const { data, info } = await first.png.raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1200, 1200]);

  const mask = await printMaskAt1200();
  let greenInside = 0;
  let greenOutside = 0;
  for (let i = 0; i < 1200 * 1200; i++) {
    if (!isGreen(data[i * info.channels]!, data[i * info.channels + 1]!, data[i * info.channels + 2]!)) continue;
    if (mask[i]! > 8) greenInside++;
    else greenOutside++;
  }
  expect(greenInside).toBeGreaterThan(5000);
  expect(greenOutside).toBeLessThan(greenInside * 0.01);

  // A black product changes the product pixels of the download.
  await page.getByRole('button', { name: 'Black' }).click();
  const second = await (await download(page)).png.raw().toBuffer();
  let changed = 0;
  for (let i = 0; i < data.length; i += 4 * 97) if (Math.abs(data[i]! - second[i]!) > 40) changed++;
  expect(changed).toBeGreaterThan(100);
});

test('quick actions, Reset, drag, arrow nudges and undo/redo move the controls', async ({ page }) => {
  await uploadDesign(page);
  await openEditor(page);

  await page.getByRole('button', { name: 'Rotate +90°' }).click();
  await expect(slider(page, 'Rotation')).toHaveValue('90');
  await page.getByRole('button', { name: 'Rotate -90°' }).click();
  await page.getByRole('button', { name: 'Rotate -90°' }).click();
  await expect(slider(page, 'Rotation')).toHaveValue('-90');
  await page.getByRole('button', { name: 'Size +0.1' }).click();
  await expect(slider(page, 'Size')).toHaveValue('1.1');
  for (let i = 0; i < 15; i++) await page.getByRole('button', { name: 'Size -0.1' }).click();
  await expect(slider(page, 'Size')).toHaveValue('0.1');

  await page.getByRole('button', { name: 'Reset' }).click();
  for (const [name, value] of [['Size', '1'], ['Rotation', '0'], ['Position X', '50'], ['Position Y', '50']]) {
    await expect(slider(page, name!)).toHaveValue(value!);
  }

  // Drag the design to the right on the canvas: Position X grows, as one undo step.
  const canvas = page.getByRole('img', { name: /Mockup preview/ });
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(box.x + box.width / 2 + step * 8, box.y + box.height / 2);
  await page.mouse.up();
  const draggedX = Number(await slider(page, 'Position X').inputValue());
  expect(draggedX).toBeGreaterThan(52);

  // Arrow keys nudge by 1, Shift by 10.
  await page.getByRole('heading', { name: template.title }).click();
  await page.keyboard.press('ArrowDown');
  await expect(slider(page, 'Position Y')).toHaveValue('51');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(slider(page, 'Position Y')).toHaveValue('61');

  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(slider(page, 'Position Y')).toHaveValue('50');
  await page.keyboard.press('Control+z');
  await expect(slider(page, 'Position X')).toHaveValue('50');
  await page.keyboard.press('Control+Shift+z');
  await expect(slider(page, 'Position X')).toHaveValue(String(draggedX));
});
