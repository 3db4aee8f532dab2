import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countSubscribers } from '../../server/src/services/newsletter';
import { startTestApp, type TestApp } from '../support/app-server';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';

describe.each(DATABASE_KINDS)('API on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: TestApp;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await startTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('answers the health check', async () => {
    const response = await fetch(`${app.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('stores a newsletter address once, however often it is sent', async () => {
    expect((await post('/api/newsletter', { email: 'Once@Example.com' })).status).toBe(200);
    expect((await post('/api/newsletter', { email: 'once@example.com ' })).status).toBe(200);
    expect(await countSubscribers(database.db)).toBe(1);
  });

  it('refuses a bad address with a readable 400', async () => {
    const response = await post('/api/newsletter', { email: 'not an email' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Please enter a valid email address.' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${app.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('/api/nothing-here') });
  });

  it('refuses bodies over the API limit', async () => {
    const response = await post('/api/newsletter', { email: 'a'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
  });

  it('sends the security headers', async () => {
    const response = await fetch(`${app.url}/api/health`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
