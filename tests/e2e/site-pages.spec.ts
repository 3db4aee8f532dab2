import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test, type Page } from '@playwright/test';
import { spawnServer, waitForHealthy } from '../support/server-process';

const HEADINGS: [route: string, heading: string, title: RegExp][] = [
  ['/pricing', 'Simple, Transparent Pricing', /^Pricing \| Mockup Studio$/],
  ['/how-it-works', 'Create Professional Mockups in 3 Easy Steps', /^How It Works \| Mockup Studio$/],
  ['/faq', 'Frequently Asked Questions', /^FAQ \| Mockup Studio$/],
  ['/contact', 'Get in Touch', /^Contact Us \| Mockup Studio$/],
  ['/about', 'About Mockup Studio', /^About Us \| Mockup Studio$/],
  ['/terms', 'Terms of Service', /^Terms of Service \| Mockup Studio$/],
  ['/privacy', 'Privacy Policy', /^Privacy Policy \| Mockup Studio$/],
];

for (const [route, heading, title] of HEADINGS) {
  test(`${route} shows its own heading, title and description`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    // index.html carries a site-wide default; the page adds its own after it.
    const descriptions = await page.locator('meta[name="description"]').evaluateAll((metas) =>
      metas.map((meta) => meta.getAttribute('content') ?? ''),
    );
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(descriptions.at(-1)).toMatch(/^.{60,}$/);
  });
}

test('pricing shows the three plans with Pro marked Most Popular', async ({ page }) => {
  await page.goto('/pricing');
  const pro = page.getByRole('article', { name: 'Pro' });
  await expect(pro.getByText('Most Popular')).toBeVisible();
  await expect(pro.getByText('$19')).toBeVisible();
  await expect(pro.getByRole('link', { name: 'Start Pro Trial' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Free' }).getByText('$0')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Enterprise' }).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('heading', { name: 'All Plans Include' })).toBeVisible();
});

test('how it works leads on to upload and pricing', async ({ page }) => {
  await page.goto('/how-it-works');
  await expect(page.getByText('From upload to download in under 2 minutes')).toBeVisible();
  for (const step of ['Upload Your Design', 'Pick a Template', 'Export & Share']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await page.getByRole('link', { name: 'View Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Start Creating Free' }).click();
  await expect(page).toHaveURL(/\/upload$/);
});

test('legal pages show today as the last update', async ({ page }) => {
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  for (const route of ['/terms', '/privacy']) {
    await page.goto(route);
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  }
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(10);
});

test('the FAQ keeps at most one answer open, and an open one can be closed', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByText('Help Center')).toBeVisible();
  const questions = page.getByRole('main').getByRole('button');
  await expect(questions).toHaveCount(10);
  const commercial = page.getByRole('button', { name: 'Can I use the mockups for commercial purposes?' });
  const refund = page.getByRole('button', { name: 'What is your refund policy?' });
  const commercialAnswer = page.getByText('Pro and Enterprise include a full commercial license');
  const refundAnswer = page.getByText('30-day money-back guarantee');

  await expect(commercialAnswer).toBeHidden();
  await commercial.click();
  await expect(commercialAnswer).toBeVisible();
  await expect(commercial).toHaveAttribute('aria-expanded', 'true');

  await refund.click();
  await expect(refundAnswer).toBeVisible();
  await expect(commercialAnswer).toBeHidden();
  await expect(commercial).toHaveAttribute('aria-expanded', 'false');

  await refund.click();
  await expect(refundAnswer).toBeHidden();
  await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0);

  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

async function footerNewsletter(page: Page) {
  const card = page.getByRole('contentinfo').getByRole('region', { name: 'Weekly Newsletter' });
  return { card, input: card.getByRole('textbox', { name: 'Email address' }), button: card.getByRole('button') };
}

test('the newsletter explains a missing or invalid address, then subscribes for good', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/newsletter') && posts.push(request.postData() ?? ''));
  await page.goto('/faq');
  const { input, button } = await footerNewsletter(page);

  await button.click();
  await expect(page.getByText('Email required')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();

  await input.fill('not an email');
  await button.click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  expect(posts).toEqual([]);

  await input.fill(`reader-${Date.now()}@example.com`);
  await button.click();
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
  await expect(page.getByText("You'll receive our weekly mockups in your inbox.")).toBeVisible();
  await expect(button).toHaveText('Subscribed!');
  await expect(button).toBeDisabled();
  await expect(input).toBeDisabled();
  expect(posts).toHaveLength(1);
});

test('the contact form asks for e-mail and message before sending anything', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/contact') && posts.push(request.postData() ?? ''));
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill('Grace');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Required fields missing')).toBeVisible();
  await expect(page.getByText('Please fill in your email and message.')).toBeVisible();
  expect(posts).toEqual([]);
});

test('a sent message and a newsletter sign-up are stored in the database', async ({ page }) => {
  test.setTimeout(300_000); // its own server process: tsx start-up, initdb and migrations
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-e2e-contact-'));
  const server = await spawnServer({ DATA_DIR: dataDir });
  try {
    await waitForHealthy(server);
    await page.goto(`${server.url}/contact`);
    const main = page.getByRole('main');
    await main.getByLabel('Name').fill('Grace Hopper');
    await main.getByLabel('Email').fill('grace@example.com');
    await main.getByLabel('Subject').fill('Team plan');
    await main.getByLabel('Category').selectOption('Partnership');
    await main.getByLabel('Message').fill('We would like to partner with you.');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expect(main.getByLabel('Message')).toHaveValue('');
    await expect(main.getByLabel('Email')).toHaveValue('');

    const { input, button } = await footerNewsletter(page);
    await input.fill('Stored.Reader@Example.com');
    await button.click();
    await expect(button).toHaveText('Subscribed!');
  } finally {
    await server.stop();
  }

  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const messages = await db.query('select name, email, subject, category, message from contact_messages');
    expect(messages.rows).toEqual([
      { name: 'Grace Hopper', email: 'grace@example.com', subject: 'Team plan', category: 'Partnership', message: 'We would like to partner with you.' },
    ]);
    const subscribers = await db.query<{ email: string }>('select email from newsletter_subscribers');
    expect(subscribers.rows.map((row) => row.email)).toEqual(['stored.reader@example.com']);
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the contact form shows the failure toast when the server refuses', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('someone@example.com');
  await main.getByLabel('Message').fill('Hello');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Failed to send message')).toBeVisible();
  await expect(page.getByText('Please try again or email us directly at support@mockupstudio.app')).toBeVisible();
  await expect(main.getByLabel('Message')).toHaveValue('Hello');
});

test('Quick Contact on the about page uses the same form', async ({ page }) => {
  await page.goto('/about');
  const quick = page.getByRole('region', { name: 'Quick Contact' });
  await expect(quick.getByLabel('Subject')).toHaveCount(0);
  await quick.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Required fields missing')).toBeVisible();
});
