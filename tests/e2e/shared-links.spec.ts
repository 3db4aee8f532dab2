import { expect, test } from '@playwright/test';
import { EDITOR_LOAD_MS, expectEditorReady } from './editor-ready';
import { pickThenUpload } from './editor-layers-steps';
import { signedInAccount } from './outbox-account';

// Sign-up, upload, template decode, a saved mockup and a fresh browser on a busy 2-core machine.
test.describe.configure({ timeout: 2 * EDITOR_LOAD_MS + 60_000 });

test('an owner sees the link they shared in the dashboard, revokes it, and the link then says so', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAccount(page, `revoke-${Date.now()}@example.com`, 'Rae Revoke');
  await pickThenUpload(page);
  await page.getByRole('button', { name: 'Share link' }).click();
  const linkField = page.getByRole('textbox', { name: 'Shared link' });
  await expect(linkField).toHaveValue(/\?shared=[A-Za-z0-9_-]{22}$/, { timeout: 30_000 });
  const link = await linkField.inputValue();

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Shared Links' }).click();
  const cards = page.getByRole('list', { name: 'Shared links' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('textbox')).toHaveValue(link);
  await page.screenshot({ path: test.info().outputPath('dashboard-shared-links.png'), fullPage: true });

  await cards.first().getByRole('button', { name: /^Revoke the link to / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Link revoked')).toBeVisible();
  await expect(cards).toHaveCount(0);

  // Someone who follows it now is told plainly, and the page still works.
  const fresh = await browser.newContext();
  try {
    const visitor = await fresh.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('alert')).toContainText('This shared link was removed by its owner.', { timeout: EDITOR_LOAD_MS });
    await visitor.screenshot({ path: test.info().outputPath('revoked-link.png') });
  } finally {
    await fresh.close();
  }
  // The owner's own editor is untouched by revoking the link.
  await page.goto(link.replace(/\?shared=.*$/, ''));
  await expectEditorReady(page);
});
