/** What the 3D specs share: driving the 3D editor, and the rules every 3D test runs under. */
import { expect, test, type Page } from '@playwright/test';
import { decodePng, downloadFrom } from './three-d-checks';

/**
 * Software GL (SwiftShader) on two shared cores: first loads and renders take a while, and one 3D test takes what
 * the machine has. Two at a time only slowed both, so 3D tests hold one lock: never two at once, while other
 * specs run beside them. A shader that does not compile draws nothing and says so only in the console: any such
 * message fails the test. Call at the top of a 3D spec.
 */
export function threeDTestRules() {
  test.describe.configure({ timeout: 180_000, lock: 'software-gl' });
  let shaderErrors: string[] = [];
  test.beforeEach(({ page }) => {
    shaderErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /WebGLProgram|shader/i.test(message.text())) shaderErrors.push(message.text());
    });
  });
  test.afterEach(() => expect(shaderErrors).toEqual([]));
}

export const slider = (page: Page, name: string) => page.getByRole('slider', { name });
export const preview = (page: Page) => page.getByRole('img', { name: /^3D preview/ });

export async function waitForFirstFrame(page: Page) {
  await expect(page.getByRole('button', { name: 'Download 3D PNG' })).toBeEnabled({ timeout: 60_000 });
  await expect.poll(() => page.locator('canvas').first().getAttribute('data-frames'), { timeout: 60_000 }).not.toBeNull();
}

export async function downloadPng(page: Page) {
  const file = await downloadFrom(page, () => page.getByRole('button', { name: 'Download 3D PNG' }).click());
  await expect(page.getByRole('button', { name: 'Download 3D PNG' })).toBeEnabled();
  return { name: file.name, image: await decodePng(file.bytes) };
}
