import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { findCategory } from '../../core/src/catalogue/categories';
import { templatesFor } from '../../core/src/templates/library';
import { unzip } from '../support/zip';
import { expectEditorReady } from './editor-ready';

// Batches render on the server while the page polls; on a busy 2-core machine that takes a while.
test.describe.configure({ timeout: 180_000 });

const slug = ['t-shirts', 'mugs', 'posters'].find((s) => templatesFor(s).length === 8)!;
const category = findCategory(slug)!;
const ids = templatesFor(slug).map((t) => t.id);

async function uploadDesign(page: Page) {
  const design = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#f97316' } }).png().toBuffer();
  await page.goto('/upload');
  await page.getByLabel('Design file').setInputFiles({ name: 'orange-logo.png', mimeType: 'image/png', buffer: design });
  await expect(page.getByText('Upload successful!')).toBeVisible();
}

const shot = (page: Page, name: string) => page.getByRole('dialog').screenshot({ path: test.info().outputPath(`${name}.png`) });

test('a category’s templates in the batch dialog: progress, a reload, and a ZIP of 8 PNGs', async ({ page }) => {
  test.setTimeout(90_000); // 18–29 s in a fresh-clone load run on 2 cores, too near the default 30 s
  await uploadDesign(page);
  await page.goto(`/${slug}`);
  await page.getByRole('button', { name: 'Batch mockups…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Batch mockups' });
  await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${category.title}`) })).toBeChecked();
  await expect(dialog.getByText('8 mockups · 8 templates × 1 colour · 1200 × 1200 px PNG')).toBeVisible();
  await shot(page, 'batch-dialog-choose');
  await dialog.getByRole('button', { name: 'Create 8 mockups' }).click();

  // Progress shows item by item; the batch id in the URL brings it back after a reload.
  const bar = dialog.getByRole('progressbar', { name: 'Batch progress' });
  await expect(bar).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Mockups in this batch' }).getByRole('listitem')).toHaveCount(8);
  await expect(page).toHaveURL(/[?&]batch=/);
  await expect(dialog.getByText(/[1-7] of 8 mockups done/)).toBeVisible({ timeout: 120_000 });
  await shot(page, 'batch-dialog-progress');
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Batch mockups' }).getByRole('progressbar', { name: 'Batch progress' })).toBeVisible();

  await expect(page.getByRole('status').filter({ hasText: 'All done: 8 of 8 mockups' })).toBeVisible({ timeout: 150_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '8');
  await shot(page, 'batch-dialog-done');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download ZIP' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mockups-.*\.zip$/);
  const entries = await unzip(fs.readFileSync(await download.path()));
  expect([...entries.keys()].sort()).toEqual(ids.map((id) => `${id}-white.png`).sort());
  for (const [name, png] of entries) {
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height], name).toEqual(['png', 1200, 1200]);
  }
});

test('from the editor: several categories, then Cancel stops the batch', async ({ page }) => {
  await uploadDesign(page);
  await page.goto(`/${slug}/${ids[0]}/edit`);
  await expectEditorReady(page);
  await page.getByRole('button', { name: 'Batch mockups…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Batch mockups' });
  const others = ['mugs', 'posters', 'bags', 'pillows'].filter((s) => s !== slug && templatesFor(s).length === 8).slice(0, 2);
  for (const other of others) await dialog.getByRole('checkbox', { name: new RegExp(`^${findCategory(other)!.title}`) }).check();
  await dialog.getByRole('button', { name: 'Navy' }).click();
  await dialog.getByText('2048 px').click();
  await expect(dialog.getByText('48 mockups · 24 templates × 2 colours · 2048 × 2048 px PNG')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create 48 mockups' }).click();
  // Creating the batch stores the design and 48 jobs first; a loaded machine can take tens of seconds over that.
  await expect(dialog.getByRole('progressbar', { name: 'Batch progress' })).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Cancel batch' }).click();
  await expect(dialog.getByText(/Batch cancelled after \d+ of 48 mockups/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Download ZIP' })).toHaveCount(0);
  await shot(page, 'batch-dialog-cancelled');
});
