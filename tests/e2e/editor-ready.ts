import { expect, type Page } from '@playwright/test';

/**
 * How long the editor may take to decode its template and design: ~3 s for a 2048² photographic template on a quiet
 * machine, several times that on a loaded 2-core one.
 */
export const EDITOR_LOAD_MS = 60_000;

/** Waits until the editor shows its preview: a state that stays, where the 'Editor Ready!' toast fades. */
export async function expectEditorReady(page: Page): Promise<void> {
  await expect(page.getByRole('img', { name: /^Mockup preview: / })).toBeVisible({ timeout: EDITOR_LOAD_MS });
}
