import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { linkIn } from '../support/mail-server';
import { serverWithMail, toast } from './server-with-mail';
import { EDITOR_LOAD_MS, expectEditorReady } from './editor-ready';

// Issue 28: an account made half-way through some work brings the user back to that work.
const EMAIL = 'grace@example.com';
const PASSWORD = 'violet-teapot-87-orbit';
const EDITOR = '/t-shirts/t-shirts-1/edit';

const app = serverWithMail('keep-place');

test('sign up from the editor, confirm by e-mail, sign in: back in the editor with the work kept', async ({ page }) => {
  // Two editor loads on a busy 2-core machine, the sign-up's password hashing and an e-mail.
  test.setTimeout(3 * EDITOR_LOAD_MS);

  // Some work in the editor, anonymously: a design, a colour, a turn.
  await page.goto(`${app.server.url}${EDITOR}`);
  await expect(page.getByRole('heading', { name: /^Add your design to edit / })).toBeVisible();
  const design = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#f97316' } }).png().toBuffer();
  await page.getByLabel('Design file').setInputFiles({ name: 'orange-logo.png', mimeType: 'image/png', buffer: design });
  await expectEditorReady(page);
  await page.getByRole('button', { name: 'Navy' }).click();
  await page.getByRole('button', { name: 'Rotate +90°' }).click();
  await expect(page.getByRole('slider', { name: 'Rotation' })).toHaveValue('90');

  // Sign up from the header.
  await page.getByRole('link', { name: 'Login / Sign Up' }).first().click();
  await expect(page).toHaveURL(`${app.server.url}/auth?next=${encodeURIComponent(EDITOR)}`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Check your email!')).toBeVisible();

  // The e-mailed link, opened as if from the mail client: the sign-in form with the address already in it.
  const confirmation = await app.mail.waitFor(EMAIL, { subject: /Confirm/ });
  await page.goto(linkIn(confirmation, `${app.server.url}/api/auth/verify-email`));
  await expect(toast(page, 'Email confirmed!')).toBeVisible();
  await expect(page).toHaveURL(`${app.server.url}/auth?next=${encodeURIComponent(EDITOR)}`);
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(EMAIL);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Welcome back!')).toBeVisible();

  // Back in the editor, the design, colour and rotation as they were; signed in.
  await expect(page).toHaveURL(`${app.server.url}${EDITOR}`);
  await expectEditorReady(page);
  await expect(page.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('slider', { name: 'Rotation' })).toHaveValue('90');
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
});

test('signing in from a page comes back to it; a signed-out visitor to the dashboard returns there', async ({ page }) => {
  await page.goto(`${app.server.url}/mockups`);
  await page.getByRole('link', { name: 'Login / Sign Up' }).first().click();
  await expect(page).toHaveURL(`${app.server.url}/auth?next=%2Fmockups`);
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${app.server.url}/mockups`);
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(toast(page, 'Signed out')).toBeVisible();

  await page.goto(`${app.server.url}/dashboard`);
  await expect(page).toHaveURL(`${app.server.url}/auth?next=%2Fdashboard`);
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace Hopper!' })).toBeVisible();
  await expect(page).toHaveURL(`${app.server.url}/dashboard`);
});
