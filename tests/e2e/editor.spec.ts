import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { templateAsset } from '../../core/src/templates/assets';
import { templatesFor } from '../../core/src/templates/library';
import { EDITOR_LOAD_MS, expectEditorReady } from './editor-ready';
import { watchForToast } from './toasts';

const WEB_PUBLIC = path.resolve('web/public');

// Each test drives the whole flow in Chromium (upload, decode the template, render); on a busy 2-core machine that
// can take longer than the default 30 s.
test.describe.configure({ timeout: 60_000 });
const GREEN = '#00c853';

/** The first category with built templates, and its first template. */
const template = ['t-shirts', 'mugs', 'posters'].map((slug) => templatesFor(slug)[0]).find(Boolean)!;

async function uploadDesign(page: Page) {
  const design = await sharp({ create: { width: 400, height: 400, channels: 4, background: GREEN } }).png().toBuffer();
  await page.goto('/upload');
  await page.getByLabel('Design file').setInputFiles({ name: 'green-square.png', mimeType: 'image/png', buffer: design });
  await expect(page.getByText('Upload successful!')).toBeVisible();
}

const listPath = `/${template.category}`;
const detailPath = `${listPath}/${template.id}`;
const editorPath = `${detailPath}/edit`;
const urlEnding = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** As a visitor does it: the category page, a template's detail view, then the editor, each at its own URL. */
async function openEditor(page: Page) {
  await page.goto(listPath);
  await page.getByRole('link', { name: `Use Template ${template.title}` }).click();
  await expect(page).toHaveURL(urlEnding(detailPath));
  const ready = await watchForToast(page, 'Editor Ready!', EDITOR_LOAD_MS);
  await page.getByRole('button', { name: 'Edit Mockup' }).click();
  await expect(page).toHaveURL(urlEnding(editorPath));
  await expectEditorReady(page);
  await ready();
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

const canvasOf = (page: Page) => page.getByRole('img', { name: /Mockup preview/ });

/** The placement and colour the canvas last rendered ("x,y,size,rotation,#colour"). */
const rendered = (page: Page) => canvasOf(page).getAttribute('data-rendered');

test('a reload in the editor keeps the design, its placement and the product colour', async ({ page }) => {
  await uploadDesign(page);
  await openEditor(page);
  await slider(page, 'Position X').fill('30');
  await page.getByRole('button', { name: 'Rotate +90°' }).click();
  await page.getByRole('button', { name: 'Size +0.1' }).click();
  await page.getByRole('button', { name: 'Navy' }).click();
  await expect(canvasOf(page)).toHaveAttribute('data-rendered', '30,50,1.1,90,#1e3a8a');

  await page.reload();
  await expect(page).toHaveURL(urlEnding(editorPath));
  await expectEditorReady(page);
  await expect(canvasOf(page)).toHaveAttribute('data-rendered', '30,50,1.1,90,#1e3a8a');
  await expect(canvasOf(page)).toHaveAccessibleName(`Mockup preview: green-square.png on ${template.title}`);
  await expect(slider(page, 'Position X')).toHaveValue('30');
  await expect(page.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
});

test("Back goes editor → detail → list, with the browser's Back and with the page's buttons", async ({ page }) => {
  await uploadDesign(page);
  await openEditor(page);
  const listHeading = page.getByRole('heading', { level: 1, name: /Mockups$/ });
  const detailHeading = page.getByRole('heading', { level: 1, name: template.title });

  await page.goBack();
  await expect(page).toHaveURL(urlEnding(detailPath));
  await expect(page.getByRole('button', { name: 'Edit Mockup' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(urlEnding(listPath));
  await expect(listHeading).toBeVisible();
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(urlEnding(editorPath));
  await expectEditorReady(page);

  // The page's own buttons step back the same way, so the browser's Back afterwards leaves the category.
  await page.getByRole('button', { name: 'Back to Templates' }).click();
  await expect(page).toHaveURL(urlEnding(detailPath));
  await expect(detailHeading).toBeVisible();
  await page.getByRole('button', { name: 'Back to Templates' }).click();
  await expect(page).toHaveURL(urlEnding(listPath));
  await expect(listHeading).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/upload$/);
});

test('a shared editor link opens the editor with the design and placement in another tab of this browser', async ({ page }) => {
  await uploadDesign(page);
  await openEditor(page);
  await page.getByRole('button', { name: 'Rotate -90°' }).click();

  const tab = await page.context().newPage();
  const response = await tab.goto(page.url());
  expect(response?.status()).toBe(200);
  await expectEditorReady(tab);
  await expect(slider(tab, 'Rotation')).toHaveValue('-90');
  // Its Back to Templates opens the detail view, although the tab has no history.
  await tab.getByRole('button', { name: 'Back to Templates' }).click();
  await expect(tab).toHaveURL(urlEnding(detailPath));
  await expect(tab.getByRole('heading', { level: 1, name: template.title })).toBeVisible();
});

test('a shared editor link in a browser without a design asks for the design, then opens the editor', async ({ page }) => {
  const response = await page.goto(editorPath);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: `Add your design to edit ${template.title}` })).toBeVisible();
  const design = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#2563eb' } }).png().toBuffer();
  await page.getByLabel('Design file').setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: design });
  await expectEditorReady(page);
  await expect(canvasOf(page)).toHaveAccessibleName(`Mockup preview: blue.png on ${template.title}`);
  await expect(canvasOf(page)).toHaveAttribute('data-rendered', '50,50,1,0,#FFFFFF');
});

test('an unknown template id shows a clear not-found state, with a 404 status', async ({ page }) => {
  for (const path of [`${listPath}/${template.category}-99`, `${listPath}/${template.category}-99/edit`, `/mockups/hoodie/${template.id}/edit`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Template not found' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'See Hoodies templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hoodies Mockups' })).toBeVisible();
});

test('Escape during a drag puts the design back where it was and leaves no undo step', async ({ page }) => {
  await uploadDesign(page);
  await openEditor(page);
  await expect(canvasOf(page)).toHaveAttribute('data-rendered', /^50,50,1,0,/);
  const before = await rendered(page);

  const canvas = canvasOf(page);
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(box.x + box.width / 2 + step * 10, box.y + box.height / 2 + step * 6);
  // Mid-drag the design has moved.
  expect(Number(await slider(page, 'Position X').inputValue())).toBeGreaterThan(53);
  expect(Number(await slider(page, 'Position Y').inputValue())).toBeGreaterThan(51);

  await page.keyboard.press('Escape');
  await expect(canvas).toHaveAttribute('data-rendered', before!);
  // The rest of that press does nothing: moving on and letting go leave the design where it was.
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.9);
  await page.mouse.up();
  await expect(canvas).toHaveAttribute('data-rendered', before!);
  await expect(slider(page, 'Position X')).toHaveValue('50');

  // No undo step: there is nothing to undo.
  await page.keyboard.press('Control+z');
  await expect(canvas).toHaveAttribute('data-rendered', before!);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

  // A drag that is not cancelled still moves the design, as one undo step.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(box.x + box.width / 2 - step * 10, box.y + box.height / 2);
  await page.mouse.up();
  expect(Number(await slider(page, 'Position X').inputValue())).toBeLessThan(47);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(canvas).toHaveAttribute('data-rendered', before!);
});
