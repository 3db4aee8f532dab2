import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { EDITOR_LOAD_MS, expectEditorReady } from './editor-ready';
import { addText, canvasOf, pickThenUpload, TEMPLATE } from './editor-layers-steps';
import { signedInAccount } from './outbox-account';

// Sign-up, upload, template decode and text faces, twice over, on a busy 2-core machine.
test.describe.configure({ timeout: 2 * EDITOR_LOAD_MS + 120_000 });

const layerList = (page: Page) => page.getByRole('list', { name: 'Layers' }).getByRole('listitem');

/** The editor shows the design and the text as two layers, and the preview has drawn both. */
async function expectBothLayers(page: Page, text: string) {
  await expectEditorReady(page);
  await expect(layerList(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: `Select layer ${text}` })).toBeVisible();
  await expect(canvasOf(page)).toHaveAttribute('data-layers', '2', { timeout: 20_000 });
}

test('a text layer survives saving the mockup and a shared link opened in a fresh browser', async ({ page, browser }) => {
  test.setTimeout(90_000); // 18–29 s in a fresh-clone load run on 2 cores, too near the default 30 s
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAccount(page, `layers-${Date.now()}@example.com`, 'Lena Layers');
  await pickThenUpload(page);
  await addText(page, 'EST. 2024');

  // Download saves the mockup to the account, with its layers.
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/mockups') && response.request().method() === 'POST', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await saved).status()).toBe(201);

  // The share link: its address is shown (and copied where the clipboard allows).
  await page.getByRole('button', { name: 'Share link' }).click();
  const linkField = page.getByRole('textbox', { name: 'Shared link' });
  await expect(linkField).toHaveValue(new RegExp(`/${TEMPLATE.category}/${TEMPLATE.id}/edit\\?shared=[A-Za-z0-9_-]{22}$`), { timeout: 30_000 });
  const link = await linkField.inputValue();

  // Reopen the saved mockup from the dashboard with this browser's own copy of the editor forgotten.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'My Mockups' }).click();
  await page.getByRole('link', { name: /^Open .*mockup$/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${TEMPLATE.category}/${TEMPLATE.id}/edit$`));
  await expectBothLayers(page, 'EST. 2024');

  // A visitor with nothing of ours: no account, no design, no storage.
  const fresh = await browser.newContext();
  try {
    const visitor = await fresh.newPage();
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await visitor.goto(link);
    await expectBothLayers(visitor, 'EST. 2024');
    // The link's parameter leaves the address once the document is in this browser.
    await expect(visitor).toHaveURL(new RegExp(`/${TEMPLATE.category}/${TEMPLATE.id}/edit$`));
    // …so a reload keeps the layers (now from this browser's storage).
    await visitor.reload();
    await expectBothLayers(visitor, 'EST. 2024');
  } finally {
    await fresh.close();
  }
});

test('a brand colour is saved in the account and is still there after a reload; anonymous visitors are asked to sign in', async ({ page }) => {
  test.setTimeout(90_000); // 18–29 s in a fresh-clone load run on 2 cores, too near the default 30 s
  await page.setViewportSize({ width: 1280, height: 900 });
  await pickThenUpload(page);
  // Anonymous: no brand row, no save button, a hint instead.
  await expect(page.getByText('to keep your brand colours.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save colour' })).toHaveCount(0);

  await signedInAccount(page, `brand-${Date.now()}@example.com`, 'Bea Brand');
  await page.goto(`/${TEMPLATE.category}/${TEMPLATE.id}/edit`);
  await expectEditorReady(page);
  const hex = page.getByLabel('Hex colour');
  await hex.fill('#ff8800');
  await hex.press('Enter');
  await page.getByRole('button', { name: 'Save colour' }).click();
  const swatch = page.getByRole('button', { name: 'Brand colour #ff8800', exact: true });
  await expect(swatch).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  const scan = await new AxeBuilder({ page }).include('ul[aria-label="Brand colours"]').include('#product-hex').withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.reload();
  await expectEditorReady(page);
  await expect(swatch).toBeVisible();
  // Choosing it colours the product; removing it takes it off the row.
  await page.getByRole('button', { name: 'White' }).click();
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
  await expect(hex).toHaveValue('#ff8800');
  await page.getByRole('button', { name: 'Remove brand colour #ff8800' }).click();
  await expect(swatch).toHaveCount(0);
  await page.reload();
  await expectEditorReady(page);
  await expect(page.getByRole('button', { name: 'Save colour' })).toBeEnabled();
  await expect(swatch).toHaveCount(0);
});

test('a batch started from an editor with a text layer sends the layers, not the design alone', async ({ page }) => {
  test.setTimeout(90_000); // 18–29 s in a fresh-clone load run on 2 cores, too near the default 30 s
  await page.setViewportSize({ width: 1280, height: 900 });
  await pickThenUpload(page);
  await addText(page, 'EST. 2024');
  await page.getByRole('button', { name: 'Batch mockups…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Batch mockups' });
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/render/batch') && request.method() === 'POST', { timeout: 60_000 });
  await dialog.getByRole('button', { name: /^Create \d+ mockups?$/ }).click();
  const body = (await sent).postDataJSON() as { design?: string; areas?: Record<string, { layers: { type: string; text?: string; design?: string }[] }> };
  expect(body.design).toBeUndefined();
  expect(body.areas?.front?.layers.map((layer) => layer.type)).toEqual(['image', 'text']);
  expect(body.areas?.front?.layers[1]?.text).toBe('EST. 2024');
  expect(body.areas?.front?.layers[0]?.design).toMatch(/^data:image\/png;base64,/);
  // The server draws the layers on every template of the category (their pixels: tests/integration/layered-batch.test.ts).
  await expect(dialog.getByRole('link', { name: 'Download ZIP' })).toBeVisible({ timeout: 150_000 });
});
