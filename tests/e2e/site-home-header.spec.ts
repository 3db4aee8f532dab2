import { expect, test } from '@playwright/test';

test('header links, dropdowns and the logo navigate', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Video Mockups\s*NEW/ })).toHaveAttribute('href', '/video-mockup');

  await header.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  const mockupsMenu = header.getByRole('button', { name: 'Mockups menu' });
  await mockupsMenu.click();
  await expect(mockupsMenu).toHaveAttribute('aria-expanded', 'true');
  await header.getByRole('link', { name: 'Hoodies' }).click();
  await expect(page).toHaveURL(/\/hoodies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoodies Mockups' })).toBeVisible();
  await expect(mockupsMenu).toHaveAttribute('aria-expanded', 'false');

  const aiMenu = header.getByRole('button', { name: 'AI Tools menu' });
  await aiMenu.click();
  await expect(header.getByRole('link', { name: 'AI Product Photography' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('link', { name: 'AI Product Photography' })).toBeHidden();

  await header.getByRole('link', { name: 'Mockup Studio home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await header.getByRole('link', { name: 'Login / Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the footer links to the shortcut routes and the company pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [['T-Shirts', '/t-shirts'], ['Books', '/books'], ['About', '/about'], ['Terms of Service', '/terms']]) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href!);
  }
  await footer.getByRole('link', { name: 'Devices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Devices Mockups' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, closes, and closes after navigating', async ({ page }) => {
    await page.goto('/');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(mobileNav).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileNav).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileNav).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(mobileNav).toBeHidden();
  });
});
