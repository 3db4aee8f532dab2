import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { freePort } from '../support/ports';
import { linkIn, startMailServer, type MailServer } from '../support/mail-server';
import { spawnServer, waitForHealthy, type ServerProcess } from '../support/server-process';

const EMAIL = 'dev@example.com';
const PASSWORD = 'violet-teapot-87-orbit';
const SCREENSHOTS = path.join(os.tmpdir(), 'mockup-api-screenshots');

let mail: MailServer;
let server: ServerProcess;
/** The server's DATA_DIR, removed after it stops. */
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000); // a fresh embedded database on a crowded machine can take minutes
  mail = await startMailServer();
  const port = String(await freePort());
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-e2e-api-'));
  server = await spawnServer({
    PORT: port,
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    LOG_LEVEL: 'warn',
  });
  await waitForHealthy(server);
});

test.afterAll(async () => {
  await server?.stop();
  await mail?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a shell snippet copied from the page, in a fresh folder; returns the folder. */
function runInShell(snippet: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-curl-'));
  execFileSync('bash', ['-c', snippet], { cwd: dir, timeout: 60_000 });
  return dir;
}

test('create a key on the dashboard, copy it, follow /developers: its curl example returns a PNG; revoke the key', async ({ page, context }) => {
  test.setTimeout(240_000);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });

  // An account, confirmed by its e-mail, signed in through the page.
  const signUp = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
    data: { email: EMAIL, password: PASSWORD, name: 'Grace Hopper', callbackURL: '/auth?verified=1' },
    headers: { origin: server.url },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto(linkIn(await mail.waitFor(EMAIL, { subject: /Confirm/ }), `${server.url}/api/auth/verify-email`));
  await page.goto(`${server.url}/auth`);
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${server.url}/`);

  // Dashboard → API tab → create a key; it is shown once, with a copy button.
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole('tab', { name: 'API' }).click();
  await page.getByLabel('Key name').fill('Shop sync');
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('region', { name: 'Your new API key' });
  await expect(shown).toContainText('it is shown only once');
  const key = await shown.getByLabel('New API key').inputValue();
  expect(key).toMatch(/^ms_live_/);
  await shown.getByRole('button', { name: 'Copy API key' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  const row = page.getByRole('row', { name: /Shop sync/ });
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  await expect(row).toContainText('Never');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-api-tab.png'), fullPage: true });
  await shown.getByRole('button', { name: 'I’ve saved it' }).click();
  await expect(page.getByText(key)).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'API' }).click();
  await expect(page.getByRole('row', { name: /Shop sync/ })).toBeVisible();
  expect(await page.content()).not.toContain(key);

  // /developers lists the endpoints and a curl example that works as pasted (with the key in its first line).
  await page.getByRole('link', { name: 'API docs' }).click();
  await expect(page).toHaveURL(`${server.url}/developers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mockup Studio API' })).toBeVisible();
  const endpoints = page.getByRole('list', { name: 'Endpoints' });
  for (const endpoint of ['GET/api/v1/categories', 'GET/api/v1/templates', 'POST/api/v1/renders', 'POST/api/v1/renders/batch', 'GET/api/v1/renders/batch/{id}', 'GET/api/v1/renders/batch/{id}/zip']) {
    await expect(endpoints.getByRole('listitem').filter({ hasText: new RegExp(`^${endpoint.replace(/[{}/]/g, '\\$&')}(?!/)`) })).toHaveCount(1);
  }
  await page.screenshot({ path: path.join(SCREENSHOTS, 'developers.png'), fullPage: true });
  const example = page.getByRole('figure', { name: 'curl: render one mockup' });
  await example.getByRole('button', { name: 'Copy curl: render one mockup' }).click();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toBe(await example.locator('pre').innerText());
  const folder = runInShell(curl.replace('ms_live_your_key_here', key));
  const png = fs.readFileSync(path.join(folder, 'mockup.png'));
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 1200]);

  // The full reference is served by the app itself: no request leaves it.
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(server.url) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) elsewhere.push(request.url());
  });
  await page.goto(`${server.url}/developers/reference`);
  const reference = page.getByRole('main', { name: 'API documentation for Mockup Studio API' });
  await expect(reference.getByRole('heading', { level: 1, name: 'Mockup Studio API' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: /List the categories/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Batches' }).first()).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'reference.png') });
  expect(elsewhere).toEqual([]);

  // The render counts on the dashboard; revoking the key stops the same command at once.
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole('tab', { name: 'API' }).click();
  const used = page.getByRole('row', { name: /Shop sync/ });
  await expect(used.getByRole('cell').nth(4)).toHaveText('1');
  await used.getByRole('button', { name: 'Revoke Shop sync' }).click();
  await used.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(used).toContainText('Revoked');
  const refused = runInShell(curl.replace('ms_live_your_key_here', key));
  expect(JSON.parse(fs.readFileSync(path.join(refused, 'mockup.png'), 'utf8'))).toMatchObject({ status: 401, detail: expect.stringMatching(/revoked/) });
});
