import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs, mockups, profiles, usage, user } from '../../server/src/db/schema';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, GOOD_PASSWORD, json, mockupFields, pngBytes, uploadForm } from '../support/accounts-flow';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { linkIn, startMailServer, type MailServer } from '../support/mail-server';

describe.each(DATABASE_KINDS)('accounts on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url, rateLimit: false });
  });
  afterAll(async () => {
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  it('tells the sign-in page which social providers are configured', async () => {
    expect(await json(fetch(`${app.url}/api/auth-config`))).toMatchObject({ google: false, facebook: false });
  });

  it('refuses weak passwords with the reasons', async () => {
    const browser = new Browser(app.url);
    const short = await browser.json('/api/auth/sign-up/email', 'POST', { email: 'weak@example.com', password: 'zq9#Kt', name: 'W' });
    expect(short.status).toBe(400);
    expect((await json(short)).message).toBe('Use at least 8 characters.');
    const common = await browser.json('/api/auth/sign-up/email', 'POST', { email: 'weak@example.com', password: 'password1', name: 'W' });
    expect(common.status).toBe(400);
    expect((await json(common)).message).toMatch(/10,000 most common passwords/);
  });

  it('refuses sign-in before the e-mail is confirmed, and accepts it after following the link', async () => {
    const browser = new Browser(app.url);
    const email = 'grace@example.com';
    const signUp = await browser.json('/api/auth/sign-up/email', 'POST', {
      email,
      password: GOOD_PASSWORD,
      name: 'Grace Hopper',
      callbackURL: '/auth?verified=1',
    });
    expect(signUp.status).toBe(200);
    await mail.waitFor(email, { subject: /Confirm your e-mail/ });
    const sent = mail.messages.length;

    const early = await browser.json('/api/auth/sign-in/email', 'POST', { email, password: GOOD_PASSWORD });
    expect(early.status).toBe(403);
    expect((await json(early)).message).toMatch(/confirm your e-mail address/);
    // The refused sign-in sends a fresh link; it lands on /auth like the first.
    const confirmation = await mail.waitFor(email, { subject: /Confirm your e-mail/, since: sent });

    const landed = await browser.fetch(linkIn(confirmation, `${app.url}/api/auth/verify-email`));
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/auth?verified=1&email=grace%40example.com');

    const signedIn = await browser.json('/api/auth/sign-in/email', 'POST', { email, password: GOOD_PASSWORD });
    expect(signedIn.status).toBe(200);
    const sessionCookie = signedIn.headers.getSetCookie().find((line) => line.includes('session_token='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    const session = await json(browser.fetch('/api/auth/get-session'));
    expect(session.user).toMatchObject({ email, name: 'Grace Hopper', emailVerified: true });
    const stats = await json(browser.fetch('/api/me/stats'));
    expect(stats).toMatchObject({ email, displayName: 'Grace Hopper', totalDesigns: 0, totalMockups: 0, totalExports: 0 });
  });

  it('keeps designs and mockups per user: the other user gets 404', async () => {
    const alice = new Browser(app.url);
    const bob = new Browser(app.url);
    await createVerifiedUser(alice, mail, 'alice@example.com', 'Alice');
    await createVerifiedUser(bob, mail, 'bob@example.com', 'Bob');

    const png = await pngBytes(40, 30);
    const created = await alice.fetch('/api/designs', { method: 'POST', body: uploadForm(png, 'logo.png') });
    expect(created.status).toBe(201);
    const { design } = await json(created);
    expect(design).toMatchObject({ name: 'logo', mime: 'image/png', width: 40, height: 30, size: png.length });

    const madeMockup = await alice.fetch('/api/mockups', { method: 'POST', body: uploadForm(png, 'm.png', mockupFields(design.id)) });
    expect(madeMockup.status).toBe(201);
    const { mockup } = await json(madeMockup);
    expect(mockup).toMatchObject({ designId: design.id, templateId: 't-shirts-1', color: '#1e3a8a', placement: { x: 50 } });

    const file = await alice.fetch(design.fileUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png);
    expect((await json(alice.fetch('/api/me/stats'))).totalExports).toBe(1);

    for (const url of [`/api/designs/${design.id}`, design.fileUrl, `/api/mockups/${mockup.id}`, mockup.fileUrl]) {
      expect((await bob.fetch(url)).status, url).toBe(404);
    }
    expect((await bob.fetch(`/api/designs/${design.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await bob.fetch(`/api/mockups/${mockup.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await json(bob.fetch('/api/designs'))).designs).toEqual([]);
    expect(await json(bob.fetch('/api/me/stats'))).toMatchObject({ totalDesigns: 0, totalMockups: 0, totalExports: 0 });
    expect((await json(alice.fetch('/api/mockups'))).mockups).toHaveLength(1);

    expect((await alice.fetch(`/api/designs/${design.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await alice.fetch(design.fileUrl)).status).toBe(404);
    // The mockup outlives its design; the export still counts.
    expect((await json(alice.fetch(`/api/mockups/${mockup.id}`))).mockup.designId).toBeNull();
  });

  it('checks uploads by their bytes and rasterises SVG', async () => {
    const browser = new Browser(app.url);
    await createVerifiedUser(browser, mail, 'uploader@example.com');
    const fake = await browser.fetch('/api/designs', {
      method: 'POST',
      body: uploadForm(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'x.png'),
    });
    expect(fake.status).toBe(400);
    expect((await json(fake)).error).toMatch(/Invalid file type/);

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="#7c3aed"/><script>alert(1)</script></svg>';
    const stored = await browser.fetch('/api/designs', { method: 'POST', body: uploadForm(new TextEncoder().encode(svg), 'shape.svg', {}, 'image/svg+xml') });
    expect(stored.status).toBe(201);
    const { design } = await json(stored);
    // Vector art is rasterised large (2048 px on its longer side), keeping its proportions.
    expect(design).toMatchObject({ mime: 'image/png', width: 2048, height: 1024 });
    const served = await browser.fetch(design.fileUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.text()).includes('<script>')).toBe(false);

    const big = await browser.fetch('/api/designs', { method: 'POST', body: uploadForm(new Uint8Array(11 * 1024 * 1024), 'big.png') });
    expect(big.status).toBe(413);
  });

  it('revokes the session on sign-out', async () => {
    const browser = new Browser(app.url);
    await createVerifiedUser(browser, mail, 'leaver@example.com');
    const cookie = browser.cookieHeader;
    expect((await browser.fetch('/api/me/stats')).status).toBe(200);
    expect((await browser.json('/api/auth/sign-out', 'POST', {})).status).toBe(200);
    const replayed = await fetch(`${app.url}/api/me/stats`, { headers: { cookie } });
    expect(replayed.status).toBe(401);
  });

  it('refuses cross-site state changes', async () => {
    const browser = new Browser(app.url);
    await createVerifiedUser(browser, mail, 'victim@example.com');
    const headers = { cookie: browser.cookieHeader, origin: 'http://evil.example', 'content-type': 'application/json' };
    const patch = await fetch(`${app.url}/api/me`, { method: 'PATCH', headers, body: JSON.stringify({ displayName: 'Pwned' }) });
    expect(patch.status).toBe(403);
    const signOut = await fetch(`${app.url}/api/auth/sign-out`, { method: 'POST', headers, body: '{}' });
    expect(signOut.status).toBe(403);
    const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'victim@example.com', password: GOOD_PASSWORD }),
    });
    expect(signIn.status).toBe(403);
    expect((await json(browser.fetch('/api/me/stats'))).displayName).toBe('Ada Lovelace');
  });

  it('resets a password through the e-mailed link, once, and not after it expires', async () => {
    const browser = new Browser(app.url);
    const email = 'forgetful@example.com';
    await createVerifiedUser(browser, mail, email);
    const ask = (address: string) =>
      new Browser(app.url).json('/api/auth/request-password-reset', 'POST', { email: address, redirectTo: '/reset-password' });

    const unknown = await ask('nobody@example.com');
    const known = await ask(email);
    expect(unknown.status).toBe(known.status);
    expect(await json(unknown)).toEqual(await json(known));

    const link = linkIn(await mail.waitFor(email, { subject: /Reset/ }), `${app.url}/reset-password?token=`);
    const token = new URL(link).searchParams.get('token')!;
    const reset = (newPassword: string) => new Browser(app.url).json('/api/auth/reset-password', 'POST', { token, newPassword });
    expect((await reset('123456789')).status).toBe(400); // common, refused before the token is spent
    expect((await reset('new-violet-teapot-99')).status).toBe(200);
    expect((await reset('another-violet-teapot-1')).status).toBe(400);

    // The reset signed out the old session; only the new password works.
    expect((await browser.fetch('/api/me/stats')).status).toBe(401);
    expect((await browser.json('/api/auth/sign-in/email', 'POST', { email, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await browser.json('/api/auth/sign-in/email', 'POST', { email, password: 'new-violet-teapot-99' })).status).toBe(200);

    const since = mail.messages.length;
    await ask(email);
    const second = new URL(linkIn(await mail.waitFor(email, { subject: /Reset/, since }), `${app.url}/reset-password?token=`));
    const { verification } = await import('../../server/src/db/schema');
    await database.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await new Browser(app.url).json('/api/auth/reset-password', 'POST', {
      token: second.searchParams.get('token'),
      newPassword: 'third-violet-teapot-3',
    });
    expect(expired.status).toBe(400);
    expect((await json(expired)).message).toMatch(/invalid/i);
  });

  it('changes the password only with the current one, and refuses a common new one', async () => {
    const browser = new Browser(app.url);
    const email = 'changer@example.com';
    await createVerifiedUser(browser, mail, email);
    const change = (currentPassword: string, newPassword: string) =>
      browser.json('/api/auth/change-password', 'POST', { currentPassword, newPassword, revokeOtherSessions: true });
    expect((await change('not-my-password-1', 'fresh-violet-teapot-5')).status).toBe(400);
    expect((await json(change(GOOD_PASSWORD, 'qwertyuiop'))).message).toMatch(/most common passwords/);
    expect((await change(GOOD_PASSWORD, 'fresh-violet-teapot-5')).status).toBe(200);
    const fresh = new Browser(app.url);
    expect((await fresh.json('/api/auth/sign-in/email', 'POST', { email, password: 'fresh-violet-teapot-5' })).status).toBe(200);
  });

  it('updates the display name and deletes the account with its rows and files', async () => {
    const browser = new Browser(app.url);
    await createVerifiedUser(browser, mail, 'deleter@example.com');
    expect((await browser.json('/api/me', 'PATCH', { displayName: 'Renamed' })).status).toBe(200);
    expect((await json(browser.fetch('/api/auth/get-session'))).user.name).toBe('Renamed');

    const png = await pngBytes();
    const { design } = await json(browser.fetch('/api/designs', { method: 'POST', body: uploadForm(png, 'd.png') }));
    await browser.fetch('/api/mockups', { method: 'POST', body: uploadForm(png, 'm.png', mockupFields(design.id)) });
    const [owner] = await database.db.select().from(user).where(eq(user.email, 'deleter@example.com'));
    const userFiles = path.join(app.dataDir, 'files', owner!.id);
    expect(fs.readdirSync(path.join(userFiles, 'designs'))).toHaveLength(1);

    expect((await browser.json('/api/me', 'DELETE', { password: 'wrong-password-here' })).status).toBe(400);
    const deleted = await browser.json('/api/me', 'DELETE', { password: GOOD_PASSWORD });
    expect(deleted.status).toBe(200);

    for (const table of [designs, mockups, profiles, usage]) {
      expect(await database.db.select().from(table).where(eq(table.userId, owner!.id))).toEqual([]);
    }
    expect(await database.db.select().from(user).where(eq(user.id, owner!.id))).toEqual([]);
    expect(fs.existsSync(userFiles)).toBe(false);
    expect((await browser.fetch('/api/me/stats')).status).toBe(401);
  });
});
