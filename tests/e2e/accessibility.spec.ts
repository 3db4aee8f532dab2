import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { STATIC_PATHS } from '../../core/src/site/routes';

/** Every fixed route, a category page by slug, the alias route, a template's detail view and editor (without a
 *  design: it asks for one), an unknown template and the 404 page. */
const ROUTES = [
  ...STATIC_PATHS,
  '/t-shirts',
  '/mockups/hoodie',
  '/t-shirts/t-shirts-1',
  '/mockups/hoodie/hoodies-2/edit',
  '/t-shirts/t-shirts-99',
  '/this-page-does-not-exist',
];
/** Content pages whose layout changes most on a phone (stacked cards, long forms). */
const PHONE_ROUTES = ['/pricing', '/how-it-works', '/faq', '/contact', '/about', '/terms', '/privacy'];

async function seriousViolations(page: Page, route: string) {
  await page.goto(route);
  // Pages are lazy chunks: wait for the page's own heading before scanning. The 3D editors start WebGL on the CPU
  // (SwiftShader) right after their first paint, which can hold a loaded test machine's page for seconds.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

for (const route of ROUTES) {
  test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
    // The 3D pages (the landing's live preview too) draw with software GL, which shares the CPU with the scan.
    if (route.startsWith('/3d-mockup')) test.slow();
    expect(await seriousViolations(page, route)).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const route of PHONE_ROUTES) {
    test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
      expect(await seriousViolations(page, route)).toEqual([]);
    });
  }
});
