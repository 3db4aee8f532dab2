import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { downloadFrom } from './three-d-checks';
import { preview, threeDTestRules, waitForFirstFrame } from './three-d-page';

threeDTestRules();

const PT_PER_MM = 72 / 25.4;

test('a box made to measure: 120 × 80 × 40 mm, its dieline beside the 3D view, downloaded as SVG and PDF at true size', async ({ page }, testInfo) => {
  test.setTimeout(90_000); // 18–29 s in a fresh-clone load run on 2 cores, too near the default 30 s
  await page.goto('/3d-mockup/box');
  await waitForFirstFrame(page);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="190" fill="#00c853"/></svg>`;
  await page.getByLabel('Design file').setInputFiles({ name: 'disc.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() });
  await expect(preview(page)).toHaveAccessibleName(/with your design/);

  const sizes = page.getByRole('region', { name: 'Box size' });
  const before = await preview(page).screenshot();
  await page.getByRole('combobox', { name: 'Box style' }).selectOption('tuck-end');
  // A size out of bounds is refused, and says why, once the field is left.
  await page.getByLabel('Width (mm)').fill('700');
  await page.getByLabel('Width (mm)').blur();
  await expect(sizes.getByRole('alert')).toHaveText('Width must be between 20 and 600 mm.');
  for (const [field, mm] of [['Width (mm)', '120'], ['Height (mm)', '80'], ['Depth (mm)', '40']] as const) await page.getByLabel(field).fill(mm);
  await expect(sizes.getByRole('alert')).toHaveCount(0);

  // The flat sheet: glue flap + 2 × 120 + 2 × 40 across; two lids, two tucks and the panels' 80 up. The design is on it.
  const dieline = page.getByRole('img', { name: 'Dieline: tuck end box, 120 × 80 × 40 mm' });
  await expect(dieline).toBeVisible();
  await expect(page.getByText('sheet 333 × 200 mm')).toBeVisible();
  await expect(dieline.locator('image')).toHaveCount(1);
  // The 3D carton was rebuilt to the new size.
  await expect.poll(async () => Buffer.compare(before, await preview(page).screenshot()), { timeout: 60_000 }).not.toBe(0);
  await dieline.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('box-editor.png') });

  const svgFile = await downloadFrom(page, () => page.getByRole('button', { name: 'Dieline SVG' }).click());
  expect(svgFile.name).toMatch(/^3d-dieline-box-tuck-end-120x80x40mm-\d+\.svg$/);
  const text = svgFile.bytes.toString('utf8');
  // 10 mm margins round the sheet and 14 mm of legend below it, in millimetres over a viewBox in millimetres.
  expect(text).toMatch(/<svg [^>]*width="353mm" height="234mm" viewBox="0 0 353 234"/);
  expect(text).toContain('stroke-dasharray="3 2"');
  expect(text).toContain('Tuck end box, 120 × 80 × 40 mm');
  // The design goes with it, on the front panel under the lines.
  expect(text).toMatch(/<g id="artwork" clip-path="url\(#print-area\)"><image xlink:href="data:image\/png;base64,/);
  // Another program (librsvg) measures it the same: at 72 dpi, 353 mm is 1001 px and 234 mm 663 px.
  const raster = await sharp(svgFile.bytes, { density: 72 }).metadata();
  expect([raster.width, raster.height]).toEqual([Math.round((353 / 25.4) * 72), Math.round((234 / 25.4) * 72)]);

  const pdfFile = await downloadFrom(page, () => page.getByRole('button', { name: 'Dieline PDF' }).click());
  expect(pdfFile.name).toMatch(/^3d-dieline-box-tuck-end-120x80x40mm-\d+\.pdf$/);
  const pdf = pdfFile.bytes.toString('latin1');
  expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  const [, , w, h] = pdf.match(/\/MediaBox \[([^\]]+)\]/)![1]!.split(' ').map(Number);
  expect(w! / PT_PER_MM).toBeCloseTo(353, 1);
  expect(h! / PT_PER_MM).toBeCloseTo(234, 1);

  // Another style redraws the sheet at once, and the model: the mailer's lid seam, the lid box's lid.
  const tuckEnd = await preview(page).screenshot();
  await page.getByRole('combobox', { name: 'Box style' }).selectOption('mailer');
  await expect(page.getByRole('img', { name: 'Dieline: mailer box, 120 × 80 × 40 mm' })).toBeVisible();
  await expect.poll(async () => Buffer.compare(tuckEnd, await preview(page).screenshot()), { timeout: 60_000 }).not.toBe(0);
  await page.screenshot({ path: testInfo.outputPath('box-mailer.png') });
  const mailer = await preview(page).screenshot();
  await page.getByRole('combobox', { name: 'Box style' }).selectOption('lid');
  await expect(page.getByRole('img', { name: 'Dieline: lid and base box, 120 × 80 × 40 mm' })).toBeVisible();
  await expect.poll(async () => Buffer.compare(mailer, await preview(page).screenshot()), { timeout: 60_000 }).not.toBe(0);
  await page.screenshot({ path: testInfo.outputPath('box-lid.png') });
});
