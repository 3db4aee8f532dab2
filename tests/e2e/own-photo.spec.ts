import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { templateAsset } from '../../core/src/templates/assets';
import { expectEditorReady } from './editor-ready';

// Issue 17, as a user does it: a photo of their own T-shirt becomes a template, used in the editor, private until shared.
// Cut-out, layer derivation and a 1200² render on a busy 2-core machine: minutes, not seconds.
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const PASSWORD = 'violet-teapot-87-orbit';
const GREEN = '#00c853';
const SHOTS = process.env.OWN_PHOTO_SHOTS;
const PHONE = { width: 390, height: 844 };

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

/** Screenshots of a step at desktop and phone width (into OWN_PHOTO_SHOTS when set, else the test's output). */
async function shoot(page: Page, name: string, phone = true) {
  const dir = SHOTS ?? test.info().outputPath('screens');
  fs.mkdirSync(dir, { recursive: true });
  // The own-photo steps from the stepper down; other pages from the top.
  const steps = page.getByRole('navigation', { name: 'Steps' });
  if (await steps.count()) await steps.evaluate((nav) => nav.scrollIntoView({ block: 'start', behavior: 'instant' }));
  else await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // What the user sees (a full-page shot would paint the sticky header over the middle of the page).
  await page.screenshot({ path: path.join(dir, `${name}-desktop.png`) });
  if (!phone) return;
  const size = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(dir, `${name}-phone.png`) });
  await page.setViewportSize(size);
}

/** Serious or critical accessibility problems on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}

/** A product photo: a library T-shirt's scene (a white shirt with folds on a studio backdrop) as a 1024×800 JPEG. */
async function tshirtPhoto(): Promise<Buffer> {
  const scene = path.resolve('web/public', templateAsset('t-shirts-1')!.scene.replace(/^\//, ''));
  return sharp(scene).resize(1024, 1024).extract({ left: 0, top: 100, width: 1024, height: 800 }).jpeg({ quality: 90 }).toBuffer();
}

/** The newest confirmation link the server wrote to its outbox for `email` (no SMTP in this run). */
async function confirmationPath(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  for (let tries = 0; tries < 100; tries++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (!text.includes(email)) continue;
      const link = /\/api\/auth\/verify-email\?[^\s"'<>]+/.exec(text);
      if (link) return link[0].replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation e-mail for ${email}`);
}

/** A confirmed account (signed up through the API, confirmed by its e-mailed link). */
async function createAccount(page: Page, email: string, name: string) {
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name, callbackURL: '/auth?verified=1' },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await page.goto(await confirmationPath(email));
}

async function fillSignIn(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Welcome back!')).toBeVisible();
}

async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await fillSignIn(page, email);
}

/** Drags a handle by the mouse in `steps` moves to (fx, fy), fractions of the photo under the marks. */
async function dragHandle(page: Page, overlay: Locator, handle: Locator, fx: number, fy: number, steps = 12) {
  await overlay.scrollIntoViewIfNeeded();
  const box = (await overlay.locator('img').boundingBox())!;
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + fx * box.width, box.y + fy * box.height, { steps });
  await page.mouse.up();
}

async function previewPixels(preview: Locator): Promise<string> {
  return preview.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL('image/png'));
}

const isGreen = (r: number, g: number, b: number) => g > 90 && g > r * 1.6 && g > b * 1.4;
const isNavy = (r: number, g: number, b: number) => b > 40 && b > r * 1.4 && b > g * 1.2 && r < 120;

let templateId = '';
const TEMPLATE_NAME = 'My white tee';
const stamp = Date.now();
const owner = `own-photo-owner-${stamp}@example.com`;
const other = `own-photo-other-${stamp}@example.com`;

async function newPage(browser: Browser) {
  const context = await browser.newContext({ acceptDownloads: true });
  return context.newPage();
}

test('own photo → cut-out → four corners → saved → on the dashboard → editor with a design and a colour → PNG', async ({ page }) => {
  await page.goto('/own-photo');
  await expect(page.getByRole('heading', { level: 1, name: 'Use your own photo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fown-photo');
  await shoot(page, '0-signed-out');

  // Signing in from the page comes back to it.
  await createAccount(page, owner, 'Olive Owner');
  await page.goto('/own-photo');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await fillSignIn(page, owner);
  await expect(page).toHaveURL(/\/own-photo$/);

  // From the catalogue, as a visitor finds it.
  await page.goto('/mockups');
  await page.getByRole('link', { name: 'Use your own photo' }).click();
  await expect(page).toHaveURL(/\/own-photo$/);
  await expect(page.getByRole('button', { name: /Upload photo/ })).toHaveAttribute('aria-current', 'step');
  await shoot(page, '1-upload');

  // The upload rules, with their messages: a file that is no image is refused.
  await page.getByLabel('Product photo file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(toast(page, 'Invalid file type')).toBeVisible();
  await expect(page.getByRole('button', { name: /Upload photo/ })).toHaveAttribute('aria-current', 'step');

  // Upload; the cut-out runs with a visible progress state.
  await page.getByLabel('Product photo file').setInputFiles({ name: 'white-tee.jpg', mimeType: 'image/jpeg', buffer: await tshirtPhoto() });
  await expect(page.getByRole('progressbar', { name: 'Cut-out progress' })).toBeVisible();
  await shoot(page, '2-cutting-out', false);
  const cutout = page.getByTestId('cutout-canvas');
  await expect(cutout).toBeVisible({ timeout: 180_000 });
  expect(await cutout.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([1024, 800]);

  // One brush stroke (remove) across the backdrop's bottom-left corner, then refine the edge.
  await page.getByRole('group', { name: 'Brush mode' }).getByRole('button', { name: 'Remove' }).click();
  const undoStroke = page.getByRole('button', { name: 'Undo stroke' });
  await expect(undoStroke).toBeDisabled();
  await cutout.scrollIntoViewIfNeeded();
  const area = (await cutout.boundingBox())!;
  await page.mouse.move(area.x + area.width * 0.03, area.y + area.height * 0.93);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width * 0.12, area.y + area.height * 0.95, { steps: 8 });
  await page.mouse.up();
  await expect(undoStroke).toBeEnabled();
  await page.getByRole('slider', { name: 'Refine edge' }).fill('2');
  await expect(page.getByRole('slider', { name: 'Refine edge' })).toHaveValue('2');
  await page.getByRole('group', { name: 'Show the cut-out' }).getByRole('button', { name: 'Transparent' }).click();
  await shoot(page, '3-cutout');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Flat (4 corners): drag the corners onto the chest; the live preview follows.
  await page.getByRole('radio', { name: 'Flat (4 corners)' }).click();
  const preview = page.getByRole('img', { name: 'Live preview: a test design on your product' });
  await expect(preview).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await expect(preview).toHaveAttribute('data-frame', /\d+/);
  const before = await previewPixels(preview);
  const overlay = page.getByTestId('area-overlay');
  const chest: Array<[string, number, number]> = [
    ['Top-left corner', 0.37, 0.24],
    ['Top-right corner', 0.63, 0.24],
    ['Bottom-right corner', 0.62, 0.6],
    ['Bottom-left corner', 0.38, 0.6],
  ];
  for (const [name, fx, fy] of chest) await dragHandle(page, overlay, page.getByRole('button', { name }), fx, fy, 30);
  // Dragging inside the area moves it all (and back).
  const topLeft = page.getByRole('button', { name: 'Top-left corner' });
  const placed = (await topLeft.boundingBox())!;
  const region = (await page.getByTestId('print-area').boundingBox())!;
  await page.mouse.move(region.x + region.width / 2, region.y + region.height / 2);
  await page.mouse.down();
  await page.mouse.move(region.x + region.width / 2 + 40, region.y + region.height / 2, { steps: 5 });
  await expect.poll(async () => Math.round((await topLeft.boundingBox())!.x - placed.x)).toBe(40);
  await page.mouse.move(region.x + region.width / 2, region.y + region.height / 2, { steps: 5 });
  await page.mouse.up();
  const lastFrame = Number(await preview.getAttribute('data-frame'));
  expect(lastFrame).toBeGreaterThan(20);
  await expect.poll(() => previewPixels(preview)).not.toBe(before);
  const frameMs = Number(await preview.getAttribute('data-frame-ms'));
  const totalMs = Number(await preview.getAttribute('data-frame-total-ms'));
  test.info().annotations.push({ type: 'preview frame', description: `worker ${frameMs} ms, round trip ${totalMs} ms (median of the last 60), derive ${await preview.getAttribute('data-derive-ms')} ms` });
  console.log(`own-photo preview: worker ${frameMs} ms a frame, ${totalMs} ms round trip (median), max ${await preview.getAttribute('data-frame-max-ms')} ms`);
  await page.getByRole('button', { name: 'Navy' }).click();
  await shoot(page, '4-print-area');
  expect(await seriousViolations(page)).toEqual([]);
  // The other shapes are there too (and come back to the corners as they were).
  await page.getByRole('radio', { name: 'Fabric grid' }).click();
  await expect(page.getByRole('button', { name: /^Grid point/ })).toHaveCount(16);
  await shoot(page, '4b-grid', false);
  await page.getByRole('radio', { name: 'Cylinder' }).click();
  await expect(page.getByRole('button', { name: 'Top ellipse centre' })).toBeVisible();
  await shoot(page, '4c-cylinder', false);
  await page.getByRole('radio', { name: 'Flat (4 corners)' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Details: name, type, A4; save → the new template's editor.
  await page.getByLabel('Template name').fill(TEMPLATE_NAME);
  await page.getByLabel('Product type').selectOption('t-shirt');
  await page.getByRole('radio', { name: /A4/ }).check();
  await shoot(page, '5-details');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(toast(page, 'Template saved!')).toBeVisible({ timeout: 120_000 });
  await expect(page).toHaveURL(/\/my-templates\/own-[A-Za-z0-9_-]{16}\/edit$/);
  templateId = /\/my-templates\/(own-[A-Za-z0-9_-]{16})\/edit$/.exec(page.url())![1]!;

  // On the dashboard, under My Templates.
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'My Templates' }).click();
  const list = page.getByRole('list', { name: 'My templates' });
  await expect(list.getByText(TEMPLATE_NAME)).toBeVisible();
  await expect(list.getByRole('switch', { name: `Share link for ${TEMPLATE_NAME}` })).toHaveAttribute('aria-checked', 'false');
  await shoot(page, '6-dashboard');
  expect(await seriousViolations(page)).toEqual([]);
  await list.getByRole('link', { name: `Open ${TEMPLATE_NAME} in the editor` }).click();

  // No design in this browser yet: the editor asks for one and opens on the same template.
  await expect(page.getByRole('heading', { name: `Add your design to edit ${TEMPLATE_NAME}` })).toBeVisible();
  const design = await sharp({ create: { width: 400, height: 400, channels: 4, background: GREEN } }).png().toBuffer();
  await page.getByLabel('Design file').setInputFiles({ name: 'green-square.png', mimeType: 'image/png', buffer: design });
  await expectEditorReady(page);
  await expect(page).toHaveURL(new RegExp(`/my-templates/${templateId}/edit$`));
  await page.getByRole('button', { name: 'Navy' }).click();
  await shoot(page, '7-editor');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mockup-t-shirt-\d{13}\.png$/);
  const { data, info } = await sharp(fs.readFileSync(await download.path())).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1200, 1200]);
  let green = 0;
  let navy = 0;
  const seen = new Set<number>();
  for (let i = 0; i < info.width * info.height; i++) {
    const [r, g, b] = [data[i * info.channels]!, data[i * info.channels + 1]!, data[i * info.channels + 2]!];
    if (isGreen(r, g, b)) green++;
    else if (isNavy(r, g, b)) navy++;
    if (i % 97 === 0) seen.add((r >> 4) | ((g >> 4) << 4) | ((b >> 4) << 8));
  }
  expect(seen.size, 'not a blank image').toBeGreaterThan(20);
  expect(green, 'the design is on the shirt').toBeGreaterThan(5_000);
  expect(navy, 'the shirt is recoloured navy').toBeGreaterThan(100_000);

  // The batch dialog starts with this template ticked, and the server makes its mockup.
  await page.getByRole('button', { name: 'Batch mockups…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Batch mockups' });
  await expect(dialog.getByRole('checkbox', { name: `This template: ${TEMPLATE_NAME}` })).toBeChecked();
  await expect(dialog.getByText('1 mockup · 1 template × 1 colour · 1200 × 1200 px PNG')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create 1 mockup' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All done: 1 of 1 mockups' })).toBeVisible({ timeout: 120_000 });
});

test('another user gets not-found until the owner shares the link; the owner renames and deletes it', async ({ page, browser }) => {
  expect(templateId).not.toBe('');
  const stranger = await newPage(browser);
  await createAccount(stranger, other, 'Sam Stranger');
  await signIn(stranger, other);
  expect((await stranger.request.get(`/api/own-templates/${templateId}`)).status()).toBe(404);
  await stranger.goto(`/my-templates/${templateId}/edit`);
  await expect(stranger.getByText('This template does not exist or is not shared.')).toBeVisible();
  await shoot(stranger, '8-not-shared');

  // The owner turns the share link on from the dashboard.
  await page.goto('/');
  await signIn(page, owner);
  await page.goto('/dashboard?tab=templates');
  const share = page.getByRole('switch', { name: `Share link for ${TEMPLATE_NAME}` });
  await share.click();
  await expect(share).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('textbox', { name: `Share link of ${TEMPLATE_NAME}` })).toHaveValue(new RegExp(`/my-templates/${templateId}/edit$`));
  await shoot(page, '9-shared', false);

  expect((await stranger.request.get(`/api/own-templates/${templateId}`)).status()).toBe(200);
  await stranger.goto(`/my-templates/${templateId}/edit`);
  await expect(stranger.getByRole('heading', { name: `Add your design to edit ${TEMPLATE_NAME}` })).toBeVisible();
  await expect(stranger.getByRole('button', { name: 'Back to Templates' })).toBeVisible();

  // The owner renames it, then deletes it (after a confirmation): gone for everyone.
  await page.getByRole('button', { name: `Rename ${TEMPLATE_NAME}` }).click();
  await page.getByRole('textbox', { name: `New name for ${TEMPLATE_NAME}` }).fill('White tee, studio');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Template renamed')).toBeVisible();
  await page.getByRole('button', { name: 'Delete White tee, studio' }).click();
  await page.getByRole('dialog', { name: 'Delete this template?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Template deleted')).toBeVisible();
  await expect(page.getByText('No templates of your own yet')).toBeVisible();
  expect((await stranger.request.get(`/api/own-templates/${templateId}`)).status()).toBe(404);
  await stranger.context().close();
});

