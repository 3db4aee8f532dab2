import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { CATEGORIES_WITH_TEMPLATES, countLabel, TEMPLATE_TOTAL, templateCountIn, templateCountInGroup } from '../../core/src/templates/counts';
import { shortTemplateName, templatesFor } from '../../core/src/templates/library';
import { EDITOR_LOAD_MS, expectEditorReady } from './editor-ready';

test('the home page shows its hero, stats and every section', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Product Mockup Generator/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Stunning Product Mockups in Seconds' })).toBeVisible();
  // The stats are the library's own counts (site-polish.spec.ts holds every number to them).
  await expect(page.getByText(countLabel(TEMPLATE_TOTAL), { exact: true })).toBeVisible();
  await expect(page.getByText(countLabel(CATEGORIES_WITH_TEMPLATES), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload Design' }).first()).toHaveAttribute('href', '/upload');
  await expect(page.getByRole('link', { name: 'Generate Video Mockup' })).toHaveAttribute('href', '/video-mockup');

  for (const name of [
    'T-Shirt Mockup Styles',
    'See your design on real products',
    'Featured Templates',
    'Popular Mockup Categories',
    'Everything you need to sell your designs',
    'Smarter tools for faster mockups',
    'Turn mockups into scroll-stopping videos',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  const featured = page.locator('section', { has: page.getByRole('heading', { name: 'Featured Templates' }) });
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText(['Premium Tee Front', 'Zip Hoodie Front', 'iPhone Mockup', 'Tote Bag Design']);
  await expect(featured.getByRole('link', { name: 'View All Templates' })).toHaveAttribute('href', '/mockups');

  const popular = page.locator('section', { has: page.getByRole('heading', { name: 'Popular Mockup Categories' }) });
  await expect(popular.getByRole('listitem')).toHaveCount(8);
  await expect(popular.getByRole('link', { name: 'View All 46 Categories' })).toHaveAttribute('href', '/mockups');

  const counts = page.locator('section', { has: page.getByRole('heading', { name: 'Smarter tools for faster mockups' }) });
  await expect(counts.getByRole('listitem').filter({ hasText: 'Apparel' })).toContainText(`${countLabel(templateCountInGroup('Apparel'))} templates`);
  await expect(counts.getByText('Popular', { exact: true })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Try Video Generator' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'See Examples' })).toBeVisible();
  await expect(page.getByText('© 2024 Mockup Studio')).toBeVisible();
});

const TEE_CARD = new RegExp(`T-shirt.*\\b${countLabel(templateCountIn('t-shirts'))} templates`);
const TEES = templatesFor('t-shirts').map(shortTemplateName);

test('the hero tabs switch between templates, the AI generator and video', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Mockup Templates' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: TEE_CARD })).toBeVisible();

  await page.getByRole('tab', { name: 'AI Generator' }).click();
  await expect(page.getByText('AI Generator is coming soon')).toBeVisible();
  await expect(page.getByRole('link', { name: TEE_CARD })).toBeHidden();

  await page.getByRole('tab', { name: 'Video Mockups' }).click();
  await page.getByRole('link', { name: 'Generate Video', exact: true }).click();
  await expect(page).toHaveURL(/\/video-mockup$/);
});

test('a hero card opens its category through the short alias and carries the design along', async ({ page }) => {
  test.setTimeout(60_000); // it ends in the editor, which decodes a 2048² template
  await page.goto('/');
  // A design handed to the home page in navigation state (as the upload flow does) travels to the category page.
  const design = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>');
  await page.evaluate(`window.history.replaceState({ usr: { designPreview: ${JSON.stringify(design)} }, key: 'e2e', idx: 0 }, '', '/')`);
  await page.reload();

  await page.getByRole('link', { name: TEE_CARD }).click();
  await expect(page).toHaveURL(/\/mockups\/t-shirt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'T-Shirts Mockups' })).toBeVisible();
  await page.getByRole('link', { name: `Use Template ${templatesFor('t-shirts')[0]!.title}` }).click();
  await expect(page).toHaveURL(/\/mockups\/t-shirt\/t-shirts-1$/);
  await expect(page.getByRole('img', { name: 'Your design' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload Design' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Mockup' }).click();
  await expect(page).toHaveURL(/\/mockups\/t-shirt\/t-shirts-1\/edit$/);
  await expectEditorReady(page);
  await expect(page.getByRole('img', { name: /Mockup preview/ })).toBeVisible();
});

test('the announcement bar and the t-shirt carousel advance on their timers; the toggle stops the carousel', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const announcement = (text: string) => page.getByText(text, { exact: false }).first();
  const style = (name: string) => page.getByRole('button', { name, exact: true });
  const autoPlay = page.getByRole('switch', { name: 'Auto-play' });
  await expect(announcement('New: Video mockups are here')).toHaveAttribute('aria-hidden', 'false');
  await expect(autoPlay).toHaveAttribute('aria-checked', 'true');
  await expect(style(TEES[0]!)).toHaveAttribute('aria-current', 'true');

  // 3 s: the carousel moves on, the announcement (every 4 s) not yet.
  await page.clock.runFor(3000);
  await expect(style(TEES[1]!)).toHaveAttribute('aria-current', 'true');
  await expect(announcement('New: Video mockups are here')).toHaveAttribute('aria-hidden', 'false');
  await page.clock.runFor(1000);
  await expect(announcement('Free to start')).toHaveAttribute('aria-hidden', 'false');
  await expect(announcement('New: Video mockups are here')).toHaveAttribute('aria-hidden', 'true');

  await autoPlay.click();
  await expect(autoPlay).toHaveAttribute('aria-checked', 'false');
  // The carousel announces its current style to screen readers; stopped, it stays put.
  const status = page.getByText(/^Style \d of 8: /);
  const current = await status.textContent();
  await page.clock.runFor(9000);
  await expect(status).toHaveText(current!);

  await style(TEES[7]!).click();
  await expect(style(TEES[7]!)).toHaveAttribute('aria-current', 'true');
});

test('with reduced motion nothing advances by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('switch', { name: 'Auto-play' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await page.clock.runFor(12_000);
  await expect(page.getByRole('button', { name: TEES[0]!, exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('New: Video mockups are here').first()).toHaveAttribute('aria-hidden', 'false');
});

test('the showcase slider pauses, plays and jumps to a slide from its thumbnails', async ({ page }) => {
  await page.goto('/');
  const showcase = page.locator('section', { has: page.getByRole('heading', { name: 'See your design on real products' }) });
  await showcase.getByRole('button', { name: 'Pause' }).click();
  await expect(showcase.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await showcase.getByRole('button', { name: /Show slide 3/ }).click();
  await expect(showcase.getByRole('heading', { level: 3, name: 'Printed phone cases' })).toBeVisible();
  await expect(showcase.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/mockups');
  await expect(showcase.getByRole('link', { name: 'Upload Design' })).toHaveAttribute('href', '/upload');
});

test('a featured template picked before uploading stays picked: the upload opens its editor', async ({ page }) => {
  test.setTimeout(EDITOR_LOAD_MS + 30_000); // the editor's first load on a busy machine
  await page.goto('/');
  const featured = page.locator('section', { has: page.getByRole('heading', { name: 'Featured Templates' }) });
  await featured.getByRole('button', { name: 'Use Template' }).nth(1).click();
  await expect(page).toHaveURL(/\/upload\?next=%2Fhoodies%2Fhoodies-2%2Fedit$/);
  const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0ea5e9' } }).png().toBuffer();
  await page.getByLabel('Design file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  // Not back to choosing a category: straight into the picked hoodie's editor.
  await expect(page).toHaveURL(/\/hoodies\/hoodies-2\/edit$/, { timeout: 15_000 });
  await expectEditorReady(page);
});
