import { expect, test } from '@playwright/test';
import { CATEGORIES_WITH_TEMPLATES } from '../../core/src/templates/counts';
import { templatesFor } from '../../core/src/templates/library';

const TEES = templatesFor('t-shirts').map((t) => t.title);

test('the catalogue searches and filters, with the counts in the Showing line and the URL', async ({ page }) => {
  await page.goto('/mockups');
  await expect(page.getByRole('heading', { level: 1, name: '46+ Mockup Categories' })).toBeVisible();
  const showing = page.getByText(/^Showing \d+ of 46 categories/);
  const cards = page.getByRole('link', { name: /Free templates available|Templates coming soon/ });
  await expect(showing).toHaveText('Showing 46 of 46 categories');
  await expect(cards).toHaveCount(46);
  // Only the categories with templates in the library promise them.
  await expect(page.getByRole('link', { name: /Free templates available/ })).toHaveCount(CATEGORIES_WITH_TEMPLATES);

  await page.getByPlaceholder('Search categories...').fill('SCREEN');
  await expect(showing).toHaveText('Showing 4 of 46 categories for "SCREEN"');
  await expect(cards).toHaveCount(4);

  await page.getByPlaceholder('Search categories...').fill('shirt');
  await page.getByRole('button', { name: 'Apparel' }).click();
  await expect(showing).toHaveText('Showing 2 of 46 categories for "shirt" in Apparel');
  await expect(page).toHaveURL(/\?q=shirt&group=Apparel$/);

  await page.reload();
  await expect(page.getByPlaceholder('Search categories...')).toHaveValue('shirt');
  await expect(page.getByRole('button', { name: 'Apparel' })).toHaveAttribute('aria-pressed', 'true');
  await expect(showing).toHaveText('Showing 2 of 46 categories for "shirt" in Apparel');

  await page.getByPlaceholder('Search categories...').fill('');
  await page.getByRole('button', { name: 'Packaging', exact: true }).click();
  await expect(showing).toHaveText('Showing 5 of 46 categories in Packaging');
  await page.getByRole('button', { name: 'All Categories' }).click();
  await expect(showing).toHaveText('Showing 46 of 46 categories');
  await expect(page).toHaveURL(/\/mockups$/);

  await page.getByPlaceholder('Search categories...').fill('spaceship');
  await expect(showing).toHaveText('Showing 0 of 46 categories for "spaceship"');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(cards).toHaveCount(46);
});

test('a shared catalogue link opens filtered, and a card leads to its category page', async ({ page }) => {
  await page.goto('/mockups?group=Tech%20%26%20Devices');
  await expect(page.getByText('Showing 8 of 46 categories in Tech & Devices')).toBeVisible();
  await page.getByRole('link', { name: /Phone Cases/ }).click();
  await expect(page).toHaveURL(/\/phone-cases$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Phone Cases Mockups' })).toBeVisible();
});

test('the catalogue ends with its two calls to action', async ({ page }) => {
  await page.goto('/mockups');
  await expect(page.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/upload');
  await page.getByRole('link', { name: 'Request Custom Mockup' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a category page lists eight templates and opens the detail view of one', async ({ page }) => {
  await page.goto('/t-shirts');
  await expect(page.getByRole('heading', { level: 1, name: 'T-Shirts Mockups' })).toBeVisible();
  // Each title says what the picture shows, numbered #1…#8 as the spec's card titles are.
  const titles = page.getByRole('heading', { level: 3, name: / #\d$/ });
  await expect(titles).toHaveText(TEES);
  expect(TEES.map((t) => / #(\d)$/.exec(t)?.[1])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  await expect(page.getByRole('heading', { name: 'Why Choose Our T-Shirts Mockups?' })).toBeVisible();
  await expect(page.getByText('Full commercial license with paid plans', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: `Use Template ${TEES[1]}` }).click();
  await expect(page).toHaveURL(/\/t-shirts\/t-shirts-2$/);
  await expect(page.getByRole('heading', { level: 1, name: TEES[1] })).toBeVisible();
  await expect(page.getByRole('img', { name: TEES[1] })).toBeVisible();
  // The upload comes back to this template's editor (the 'keep the user's place' part of #28).
  await expect(page.getByRole('link', { name: 'Upload Design' })).toHaveAttribute('href', '/upload?next=%2Ft-shirts%2Ft-shirts-2%2Fedit');
  await expect(page.getByRole('button', { name: 'Edit Mockup' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Choose Different Template' }).click();
  await expect(page).toHaveURL(/\/t-shirts$/);
  await expect(titles).toHaveCount(8);
  await page.getByRole('link', { name: `Use Template ${TEES[6]}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEES[6] })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Templates' }).click();
  await expect(titles).toHaveCount(8);
  // The detail view is a page of its own: a link to it opens it directly.
  await page.goto('/mockups/t-shirt/t-shirts-3');
  await expect(page.getByRole('heading', { level: 1, name: TEES[2] })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Templates' }).click();
  await expect(page).toHaveURL(/\/mockups\/t-shirt$/);
  await expect(titles).toHaveCount(8);

  await page.getByRole('link', { name: 'Browse All Categories' }).click();
  await expect(page).toHaveURL(/\/mockups$/);
});

test('aliases, shortcuts and the video page resolve to the right screens', async ({ page }) => {
  await page.goto('/mockups/iphone');
  await expect(page.getByRole('heading', { level: 1, name: 'Phone Cases Mockups' })).toBeVisible();
  await page.goto('/mockups/tote-bag');
  await expect(page.getByRole('heading', { level: 1, name: 'Tote Bags Mockups' })).toBeVisible();
  await page.goto('/business-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Cards Mockups' })).toBeVisible();
  await page.goto('/video-mockups');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Video Mockups Mockups');
});
