import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { BACK_AREA, GREY, MOCKUP, mockupBytes, pngOf, PROBES, twoAreaMockupBytes } from '../support/psd-files';
import { signedInAccount } from './outbox-account';

// Issue 31, as a user does it: a Photoshop mockup with a smart object and a colour fill layer is imported, opens in
// the editor, takes a design and a colour, and downloads as a PNG with both where the file had them. Private.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const stamp = Date.now();
let templateId = '';

test('import a PSD → its areas → the editor → a design and a colour → the PNG has both in place', async ({ page }) => {
  await signedInAccount(page, `psd-owner-${stamp}@example.com`, 'Pat Photoshop');

  // From the catalogue, beside "Use your own photo".
  await page.goto('/mockups');
  await page.getByRole('link', { name: 'Import a PSD mockup' }).click();
  await expect(page).toHaveURL(/\/psd-mockup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import a PSD mockup' })).toBeVisible();

  // A file that is not a PSD is refused with the server's words.
  await page.getByLabel('Photoshop file').setInputFiles({ name: 'notes.psd', mimeType: 'application/octet-stream', buffer: Buffer.from('not a psd at all, just text') });
  await expect(page.getByRole('alert')).toContainText('not a Photoshop file');

  await page.getByLabel('Photoshop file').setInputFiles({ name: 'Poster mockup.psd', mimeType: 'image/vnd.adobe.photoshop', buffer: Buffer.from(await mockupBytes()) });
  await expect(page.getByRole('list', { name: 'Print areas' })).toHaveText('Your design — 100 × 80 px', { timeout: 60_000 });
  await expect(page.getByText('Everything in the file is drawn.')).toBeVisible();
  const preview = page.getByRole('img', { name: 'Preview of the imported mockup' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 60_000 }).toBe(1200);

  await page.getByRole('link', { name: 'Open in the editor' }).click();
  await expect(page).toHaveURL(/\/my-templates\/own-[\w-]{16}\/edit$/);
  templateId = /\/my-templates\/(own-[\w-]{16})\/edit$/.exec(page.url())![1]!;

  // No design in this browser yet: the editor asks for one.
  await expect(page.getByRole('heading', { name: 'Add your design to edit Poster mockup' })).toBeVisible();
  await page.getByLabel('Design file').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: await pngOf(400, 320, [255, 0, 0]) });
  await expect(page.getByTestId('psd-preview')).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Size').fill('1.25');
  await page.getByLabel('Product colour').fill('#00ff00');

  // The editor draws the stack in the browser with core's compositor, the one the server renders with.
  const canvas = page.getByRole('img', { name: 'Poster mockup with your design' });
  const pixel = ([x, y]: readonly [number, number]) =>
    canvas.evaluate((c: HTMLCanvasElement, [px, py]) => [...c.getContext('2d')!.getImageData(px!, py!, 1, 1).data].slice(0, 3), [x, y]);
  await expect.poll(() => pixel(PROBES.colour)).toEqual([0, GREY, 0]);
  expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBe(MOCKUP.width);
  const inBrowser = { design: await pixel(PROBES.design), shaded: await pixel(PROBES.shaded), background: await pixel(PROBES.background) };

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download PNG' }).click()]);
  expect(download.suggestedFilename()).toBe('Poster-mockup-00ff00.png');
  const { data, info } = await sharp(fs.readFileSync(await download.path())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(2048);
  const k = info.width / MOCKUP.width;
  const at = ([x, y]: readonly [number, number]) => {
    const o = 3 * (Math.round(y * k) * info.width + Math.round(x * k));
    return [data[o]!, data[o + 1]!, data[o + 2]!];
  };
  const near = (got: number[], want: number[]) => got.forEach((v, i) => expect(Math.abs(v - want[i]!), `${got} vs ${want}`).toBeLessThanOrEqual(6));
  near(at(PROBES.design), [255, 0, 0]);
  near(at(PROBES.shaded), [128, 0, 0]);
  near(at(PROBES.background), [GREY, GREY, GREY]);
  near(at(PROBES.colour), [0, GREY, 0]);
  // The browser's picture and the server's download agree where it matters.
  near(inBrowser.design, at(PROBES.design));
  near(inBrowser.shaded, at(PROBES.shaded));
  near(inBrowser.background, at(PROBES.background));

  // The finished mockup goes on to the video generator, which names where it came from.
  await page.getByRole('button', { name: 'Make a video' }).click();
  await expect(page).toHaveURL(/\/video-mockup/);
  await expect(page.getByText('From the mockup editor')).toBeVisible({ timeout: 30_000 });
});

test('another user gets not-found', async ({ browser }) => {
  expect(templateId).not.toBe('');
  const stranger = await (await browser.newContext()).newPage();
  await signedInAccount(stranger, `psd-stranger-${stamp}@example.com`, 'Sam Stranger');
  expect((await stranger.request.get(`/api/own-templates/${templateId}/preview?width=100`)).status()).toBe(404);
  await stranger.goto(`/my-templates/${templateId}/edit`);
  await expect(stranger.getByText('This template does not exist or is not shared.')).toBeVisible();
});

// A mockup with two smart objects: each is a tab, each keeps its own placement, and the download has both.
const BACK_CENTRE = [BACK_AREA.left + BACK_AREA.width / 2, BACK_AREA.top + BACK_AREA.height / 2] as const;
const BACK_CORNER = [BACK_AREA.left + BACK_AREA.width - 4, BACK_AREA.top + BACK_AREA.height - 4] as const;

test('a PSD with two smart objects: a tab each, a placement each, both in the download', async ({ page }) => {
  await signedInAccount(page, `psd-areas-${stamp}@example.com`, 'Ari Areas');
  const imported = await page.request.post('/api/own-templates/psd', {
    multipart: { file: { name: 'Two sides.psd', mimeType: 'application/octet-stream', buffer: Buffer.from(await twoAreaMockupBytes()) } },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const { id } = (await imported.json()) as { id: string };

  await page.goto(`/my-templates/${id}/edit`);
  await page.getByLabel('Design file').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: await pngOf(400, 400, [255, 0, 0]) });
  const tabs = page.getByRole('tablist', { name: 'Print areas' });
  await expect(tabs.getByRole('tab')).toHaveText(['Your design', 'Back print'], { timeout: 60_000 });
  await expect(tabs.getByRole('tab', { name: 'Your design' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Size').fill('1.25');
  await page.getByLabel('Product colour').fill('#00ff00');

  // The back gets a small design of its own; the front keeps its large one.
  await tabs.getByRole('tab', { name: 'Back print' }).click();
  await expect(tabs.getByRole('tab', { name: 'Back print' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Size')).not.toHaveValue('1.25');
  await page.getByLabel('Size').fill('0.5');

  const canvas = page.getByRole('img', { name: 'Two sides with your design' });
  const pixel = ([x, y]: readonly [number, number]) =>
    canvas.evaluate((c: HTMLCanvasElement, [px, py]) => [...c.getContext('2d')!.getImageData(px!, py!, 1, 1).data].slice(0, 3), [x, y]);
  const near = (got: number[], want: number[]) => got.forEach((v, i) => expect(Math.abs(v - want[i]!), `${got} vs ${want}`).toBeLessThanOrEqual(6));
  await expect.poll(() => pixel(BACK_CORNER), { timeout: 30_000 }).toEqual([0, GREY, 0]);
  near(await pixel(BACK_CENTRE), [255, 0, 0]);
  near(await pixel(PROBES.design), [255, 0, 0]);

  // Back on the front tab, its slider shows the front's own size.
  await tabs.getByRole('tab', { name: 'Your design' }).click();
  await expect(page.getByLabel('Size')).toHaveValue('1.25');

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download PNG' }).click()]);
  const { data, info } = await sharp(fs.readFileSync(await download.path())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const k = info.width / MOCKUP.width;
  const at = ([x, y]: readonly [number, number]) => {
    const o = 3 * (Math.round(y * k) * info.width + Math.round(x * k));
    return [data[o]!, data[o + 1]!, data[o + 2]!];
  };
  near(at(PROBES.design), [255, 0, 0]);
  near(at(BACK_CENTRE), [255, 0, 0]);
  near(at(BACK_CORNER), [0, GREY, 0]);
});
