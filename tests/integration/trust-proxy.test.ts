import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-server';
import { freshDatabase } from '../support/databases';

// The test's requests come from 127.0.0.1, as a reverse proxy's would.
describe('the client address behind a reverse proxy (TRUST_PROXY)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    behindProxy = await startTestApp(database, { env: { TRUST_PROXY: '127.0.0.1' } });
    direct = await startTestApp(database);
  });
  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
    await database?.close();
  });

  const contact = (app: TestApp, forwardedFor: string) =>
    fetch(`${app.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: '{}',
    }).then((response) => response.status);

  it("counts each client by the proxy's X-Forwarded-For, whatever the client wrote before it", async () => {
    const statuses: number[] = [];
    // The client sends its own header, the proxy appends the address it saw: the last hop is the one to believe.
    for (let i = 0; i < 11; i++) statuses.push(await contact(behindProxy, `10.9.9.${i}, 203.0.113.7`));
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    expect(await contact(behindProxy, '203.0.113.8')).toBe(400);
  });

  it('ignores X-Forwarded-For from a socket that is not a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push(await contact(direct, `198.51.100.${i}`));
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});
