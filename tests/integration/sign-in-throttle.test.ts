import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFailure, recordSuccess, secondsBlocked, sweepSignInThrottle, THROTTLE_POLICY } from '../../server/src/auth/sign-in-throttle';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, GOOD_PASSWORD } from '../support/accounts-flow';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { closeLoopbackAgents, requestFrom } from '../support/loopback-client';
import { startMailServer, type MailServer } from '../support/mail-server';

// The owner signs in from 127.0.0.1, the attacker from 127.0.0.2: the server tells them apart by the socket's
// address, as it would two machines.
const ATTACKER = '127.0.0.2';
const OWNER_EMAIL = 'owner@example.com';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)('sign-in throttling on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url });
    await createVerifiedUser(new Browser(app.url), mail, OWNER_EMAIL);
  });
  afterAll(async () => {
    closeLoopbackAgents();
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  const attackerSignIn = async (password: string, email = OWNER_EMAIL) => {
    const response = await requestFrom(ATTACKER, `${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, retryAfter: Number(response.headers['retry-after']), body: JSON.parse(response.body.toString() || '{}') as Record<string, string> };
  };
  const ownerSignIn = () => new Browser(app.url).json('/api/auth/sign-in/email', 'POST', { email: OWNER_EMAIL, password: GOOD_PASSWORD });

  it("throttles the attacker's address with growing delays while the owner signs in from theirs, across a restart", async () => {
    // Five wrong guesses are answered as usual…
    for (let i = 0; i < 5; i++) expect((await attackerSignIn(`wrong-guess-${i}-xyz`)).status).toBe(401);
    // …then the attacker's address waits, even with the right password…
    const blocked = await attackerSignIn('another-guess-xyz');
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).toBe(1);
    expect(blocked.body.error).toMatch(/^Too many failed sign-in attempts\. Try again in 1 second, or reset your password\.$/);
    expect((await attackerSignIn(GOOD_PASSWORD)).status).toBe(429);

    // …while the owner, from their own address, signs in at once.
    expect((await ownerSignIn()).status).toBe(200);

    // Each further wrong guess doubles the wait.
    await sleep(blocked.retryAfter * 1000 + 50);
    expect((await attackerSignIn('wrong-guess-6-xyz')).status).toBe(401);
    const longer = await attackerSignIn('wrong-guess-7-xyz');
    expect(longer.status).toBe(429);
    expect(longer.retryAfter).toBe(2);

    // A new server process on the same database remembers the count: the next wrong guess waits 4 s, not 0.
    await app.close();
    app = await startAccountsApp(database, { smtpUrl: mail.url });
    let waiting = await attackerSignIn('wrong-guess-8-xyz');
    while (waiting.status === 429) {
      await sleep(waiting.retryAfter * 1000 + 50);
      waiting = await attackerSignIn('wrong-guess-8-xyz');
    }
    expect(waiting.status).toBe(401);
    const afterRestart = await attackerSignIn('wrong-guess-9-xyz');
    expect(afterRestart.status).toBe(429);
    expect(afterRestart.retryAfter).toBe(4);
    expect((await ownerSignIn()).status).toBe(200);
  });

  it("answers better-auth's own per-address limit with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof requestFrom>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await requestFrom('127.0.0.4', `${app.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url },
        body: JSON.stringify({ email: `someone-${i}@example.com`, password: 'not-the-password-1' }),
      });
      statuses.push(last.status);
    }
    // Ten sign-ins a minute per address; each for a different account, so the throttle above never counts five.
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(last!.body.toString()).message).toBe('Too many requests. Please try again later.');
  });

  it('throttles an address that sprays guesses over many accounts, and forgets counts an hour old', async () => {
    const db = database.db;
    const sprayer = '198.51.100.7';
    const now = Date.now();
    for (let i = 0; i < THROTTLE_POLICY.freePerAddress; i++) await recordFailure(db, sprayer, `someone-${i}@example.com`, now);
    // No single account was tried five times, yet the address waits, for any account, its own included…
    expect(await secondsBlocked(db, sprayer, 'fresh@example.com', now)).toBe(1);
    await recordSuccess(db, sprayer, 'sprayers-own@example.com');
    expect(await secondsBlocked(db, sprayer, 'sprayers-own@example.com', now)).toBe(1);
    // …and no other address does.
    expect(await secondsBlocked(db, '198.51.100.8', 'someone-0@example.com', now)).toBe(0);

    // An hour without failures: the count starts again from one, and the sweep deletes what holds no block.
    const later = now + THROTTLE_POLICY.forgetAfterMs + 60_000;
    await recordFailure(db, sprayer, 'someone-0@example.com', later);
    expect(await secondsBlocked(db, sprayer, 'someone-0@example.com', later)).toBe(0);
    expect(await sweepSignInThrottle(db, later)).toBeGreaterThanOrEqual(THROTTLE_POLICY.freePerAddress - 1);
    expect(await secondsBlocked(db, sprayer, 'someone-0@example.com', later)).toBe(0);
  });
});
