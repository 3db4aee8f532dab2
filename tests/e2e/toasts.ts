/** Toasts fade after a few seconds; a loaded machine can hold a page for longer, so tests note them as they appear. */
import type { Page } from '@playwright/test';

/**
 * Starts watching for a toast that says `text` and resolves once one has been shown. It notes the toast when it is
 * added, so a toast that faded before the test looked still counts: on a busy machine SwiftShader can hold the page
 * past a toast's few seconds.
 */
export async function watchForToast(page: Page, text: string, timeoutMs = 30_000): Promise<() => Promise<void>> {
  // An object holding the promise: a promise returned directly would be awaited here, before the action.
  const watch = await page.evaluateHandle(
    ([wanted, ms]) => ({
      shown: new Promise<void>((resolve, reject) => {
        const seen = () => [...document.querySelectorAll('[data-sonner-toast]')].some((toast) => toast.textContent?.includes(wanted));
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no toast saying "${wanted}" within ${ms} ms`));
        }, ms);
      }),
    }),
    [text, timeoutMs] as const,
  );
  return () => watch.evaluate((w) => w.shown);
}
