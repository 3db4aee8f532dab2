import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { linkIn } from '../support/mail-server';
import { serverWithMail, toast } from './server-with-mail';
import { expectEditorReady } from './editor-ready';

const EMAIL = 'ada@example.com';
const PASSWORD = 'violet-teapot-87-orbit';
const NEW_PASSWORD = 'amber-kettle-42-comet';
const SCREENSHOTS = path.join(os.tmpdir(), 'mockup-accounts-screenshots');

const app = serverWithMail('accounts');

async function signIn(page: Page, password: string) {
  await page.goto(`${app.server.url}/auth`);
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(`${app.server.url}/`);
}

test('an anonymous visitor to /dashboard is sent to /auth, to come back after signing in', async ({ page }) => {
  test.setTimeout(60_000); // the new server's first page and session check: ~3 s quiet, past 30 s once on a loaded machine
  await page.goto(`${app.server.url}/dashboard`);
  await expect(page).toHaveURL(`${app.server.url}/auth?next=%2Fdashboard`);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('sign up, confirm by e-mail, sign in, see and manage your work, reset the password, sign out', async ({ page }) => {
  test.setTimeout(180_000); // a whole account's life: e-mails, an editor load, a save, a download
  fs.mkdirSync(SCREENSHOTS, { recursive: true });

  // Sign up: a mismatched confirmation is caught before any request.
  const signUps: string[] = [];
  page.on('request', (request) => request.url().includes('/api/auth/sign-up') && signUps.push(request.url()));
  await page.goto(`${app.server.url}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill('something-else-entirely');
  await page.getByRole('button', { name: 'Show passwords' }).first().click();
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, "Passwords don't match")).toBeVisible();
  expect(signUps).toEqual([]);

  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'auth-signup.png') });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Check your email!')).toBeVisible();

  // The e-mailed link confirms the address and lands back on /auth.
  const confirmation = await app.mail.waitFor(EMAIL, { subject: /Confirm/ });
  await page.goto(linkIn(confirmation, `${app.server.url}/api/auth/verify-email`));
  await expect(page).toHaveURL(`${app.server.url}/auth`);
  await expect(toast(page, 'Email confirmed!')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'auth-login.png') });

  await signIn(page, PASSWORD);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada Lovelace!' })).toBeVisible();
  for (const stat of ['total-designs', 'total-mockups', 'total-exports']) await expect(page.getByTestId(`stat-${stat}`)).toHaveText('0');
  await page.getByRole('tab', { name: 'My Designs' }).click();
  await expect(page.getByText('No designs yet')).toBeVisible();

  // Upload a design and download a mockup in the editor, as a signed-in user does: both are kept for the account.
  const png = await sharp({ create: { width: 320, height: 240, channels: 4, background: '#7c3aed' } }).png().toBuffer();
  await page.goto(`${app.server.url}/upload`);
  await page.getByLabel('Design file').setInputFiles({ name: 'sunset-logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Upload successful!')).toBeVisible();
  await page.getByRole('region', { name: 'Choose Your Mockup Template' }).getByRole('link', { name: /T-Shirts/ }).click();
  await page.getByRole('link', { name: /^Use Template .* #1$/ }).click();
  await page.getByRole('button', { name: 'Edit Mockup' }).click();
  await expectEditorReady(page);
  await page.getByRole('button', { name: 'Navy' }).click();
  await page.getByRole('button', { name: 'Rotate +90°' }).click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/mockups') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('Downloaded!')).toBeVisible();
  expect((await saved).status()).toBe(201);
  const designs = (await (await page.request.get(`${app.server.url}/api/designs`)).json()) as { designs: Array<{ id: string }> };
  expect(designs.designs).toHaveLength(1);
  const designId = designs.designs[0]!.id;
  await page.goto(`${app.server.url}/dashboard`);

  await page.reload();
  for (const stat of ['total-designs', 'total-mockups', 'total-exports']) await expect(page.getByTestId(`stat-${stat}`)).toHaveText('1');
  await page.getByRole('tab', { name: 'My Designs' }).click();
  await expect(page.getByRole('img', { name: 'sunset-logo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download sunset-logo' })).toHaveAttribute('href', `/api/designs/${designId}/file?download=1`);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-designs.png'), fullPage: true });
  await page.getByRole('tab', { name: 'My Mockups' }).click();
  await expect(page.getByRole('img', { name: /mockup/i }).first()).toBeVisible();
  // "Open" brings the mockup back into the editor with its template, placement and colour.
  await page.getByRole('link', { name: /^Open .*mockup$/ }).first().click();
  await expect(page).toHaveURL(`${app.server.url}/t-shirts/t-shirts-1/edit`);
  await expectEditorReady(page);
  await expect(page.getByRole('heading', { level: 1, name: / #1$/ })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Rotation' })).toHaveValue('90');
  await expect(page.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`${app.server.url}/dashboard`);
  await page.getByRole('tab', { name: 'My Mockups' }).click();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-overview.png'), fullPage: true });

  // A signed-in visitor to /auth goes home.
  await page.goto(`${app.server.url}/auth`);
  await expect(page).toHaveURL(`${app.server.url}/`);

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(toast(page, 'Signed out')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login / Sign Up' }).first()).toBeVisible();

  // Forgotten password: e-mail, link, new password, and only the new one works.
  await page.goto(`${app.server.url}/auth`);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, 'Password reset sent!')).toBeVisible();
  const reset = await app.mail.waitFor(EMAIL, { subject: /Reset/ });
  await page.goto(linkIn(reset, `${app.server.url}/reset-password?token=`));
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated!')).toBeVisible();
  await expect(page).toHaveURL(`${app.server.url}/auth`);

  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login failed')).toBeVisible();
  await expect(toast(page, 'Login failed')).toContainText('Invalid email or password');

  await signIn(page, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(toast(page, 'Signed out')).toBeVisible();
  await page.goto(`${app.server.url}/dashboard`);
  await expect(page).toHaveURL(`${app.server.url}/auth?next=%2Fdashboard`);
});
