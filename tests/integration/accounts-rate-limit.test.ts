import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, json } from '../support/accounts-flow';
import { freshDatabase } from '../support/databases';
import { startMailServer, type MailServer } from '../support/mail-server';

// Limits are counted in the database, so one kind is enough to show them working.
describe('auth rate limits', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url });
  });
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  const signIn = (email: string, password: string) =>
    new Browser(app.url).json('/api/auth/sign-in/email', 'POST', { email, password });

  it('pauses sign-in for one account after repeated wrong passwords, with a clear message', async () => {
    await createVerifiedUser(new Browser(app.url), mail, 'target@example.com');
    for (let i = 0; i < 5; i++) expect((await signIn('target@example.com', `wrong-guess-${i}-xyz`)).status).toBe(401);
    const locked = await signIn('target@example.com', 'violet-teapot-87-orbit');
    expect(locked.status).toBe(429);
    expect((await json(locked)).message).toMatch(/Too many failed sign-in attempts for this account\. Try again in 15 minutes/);
  });

  it('limits sign-in requests per IP address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(`someone${i}@example.com`, 'not-the-password-1')).status);
    // 1 sign-in in the account test + 6 there, so the IP's 10-a-minute runs out here.
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
    const last = await signIn('someone@example.com', 'not-the-password-1');
    expect(last.status).toBe(429);
    expect((await json(last)).message).toBe('Too many requests. Please try again later.');
    expect(Number(last.headers.get('x-retry-after'))).toBeGreaterThan(0);
  });
});
