import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** For specs on the shared e2e server, which writes its e-mails to DATA_DIR/outbox (no SMTP there). */
export const PASSWORD = 'violet-teapot-87-orbit';

/** The newest confirmation link the server wrote to its outbox for `email`. */
export async function confirmationPath(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
        for (const file of files) {
          const text = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          if (!text.includes(email)) continue;
          link = /\/api\/auth\/verify-email\?[^\s"'<>]+/.exec(text)?.[0].replace(/&amp;/g, '&');
          if (link) return true;
        }
        return false;
      },
      { message: `a confirmation e-mail for ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return link!;
}

/** A confirmed, signed-in account: signed up through the API, confirmed by its e-mailed link, signed in on /auth. */
export async function signedInAccount(page: Page, email: string, name: string): Promise<void> {
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name, callbackURL: '/auth?verified=1' },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await page.goto(await confirmationPath(email));
  // The confirmation lands on sign-in with the address filled in.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
}
