import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectEditorReady } from './editor-ready';

/** Steps the layered-editor specs share. */
export const TEMPLATE = { category: 'hoodies', id: 'hoodies-1' };
export const LOGO = '#e11d48';

export const canvasOf = (page: Page) => page.getByRole('img', { name: /^Mockup preview: / });

/** Pick the hoodie, then upload: the editor opens on that hoodie (not a category chooser). */
export async function pickThenUpload(page: Page) {
  await page.goto(`/${TEMPLATE.category}/${TEMPLATE.id}`);
  await page.locator('section[aria-labelledby="template-title"]').getByRole('link', { name: 'Upload Design' }).click();
  const logo = await sharp({ create: { width: 400, height: 400, channels: 4, background: LOGO } }).png().toBuffer();
  await page.getByLabel('Design file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page).toHaveURL(new RegExp(`/${TEMPLATE.category}/${TEMPLATE.id}/edit$`), { timeout: 15_000 });
  await expectEditorReady(page);
}

/** Adds a text layer and types `text` into it; waits until the preview has drawn it. */
export async function addText(page: Page, text: string) {
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByLabel('Text', { exact: true }).fill(text);
  await expect(page.getByRole('button', { name: `Select layer ${text}` })).toHaveAttribute('aria-pressed', 'true');
  // The face is fetched on first use: the frame with two layers comes once it is in.
  await expect(canvasOf(page)).toHaveAttribute('data-layers', '2', { timeout: 20_000 });
}

/** Clicks `button` and reads the file the page downloads. */
export async function downloadVia(page: Page, button: ReturnType<Page['getByRole']>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}
