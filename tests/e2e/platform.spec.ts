import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page, which leads home', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(messages.some((text) => text.includes('/this/page/does-not-exist'))).toBe(true);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown one-segment path is not mistaken for a category', async ({ page }) => {
  await page.goto('/spaceships');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

test('a deep link such as /mockups/hoodie loads the app directly', async ({ page }) => {
  const response = await page.goto('/mockups/hoodie');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoodies Mockups' })).toBeVisible();
  await expect(page).toHaveTitle(/Hoodies Mockups/);
});

test("the app's pages may compile WebAssembly, which the renderer blends rows with", async ({ page }) => {
  await page.goto('/mockups');
  const compiles = await page.evaluate(() => {
    try {
      return new WebAssembly.Module(new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00])) instanceof WebAssembly.Module;
    } catch {
      return false;
    }
  });
  expect(compiles).toBe(true);
});
