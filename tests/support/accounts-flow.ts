import sharp from 'sharp';
import type { Browser } from './accounts-app';
import { linkIn, type MailServer } from './mail-server';

export const GOOD_PASSWORD = 'violet-teapot-87-orbit';

/** Signs up, follows the e-mailed confirmation link and signs in. */
export async function createVerifiedUser(browser: Browser, mail: MailServer, email: string, name = 'Ada Lovelace') {
  const since = mail.messages.length;
  const signUp = await browser.json('/api/auth/sign-up/email', 'POST', {
    email,
    password: GOOD_PASSWORD,
    name,
    callbackURL: '/auth?verified=1',
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const message = await mail.waitFor(email, { subject: /Confirm/, since });
  const confirmed = await browser.fetch(linkIn(message, `${browser.base}/api/auth/verify-email`));
  if (confirmed.status !== 302) throw new Error(`confirmation failed: ${confirmed.status}`);
  const signIn = await browser.json('/api/auth/sign-in/email', 'POST', { email, password: GOOD_PASSWORD });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
}

export const pngBytes = (width = 40, height = 30, color = '#7c3aed') =>
  sharp({ create: { width, height, channels: 4, background: color } }).png().toBuffer();

export function uploadForm(bytes: Uint8Array, fileName: string, fields: Record<string, string> = {}, type = 'image/png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

export const mockupFields = (designId?: string) => ({
  templateId: 't-shirts-1',
  color: '#1e3a8a',
  placement: JSON.stringify({ x: 50, y: 40, size: 1, rotation: 0 }),
  ...(designId ? { designId } : {}),
});

/** A JSON answer, loosely typed: tests check its fields one by one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = Record<string, any>;

export const json = async (response: Response | Promise<Response>): Promise<Answer> => (await response).json() as Promise<Answer>;
