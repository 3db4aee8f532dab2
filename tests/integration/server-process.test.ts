import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../support/postgres';
import { spawnServer, waitForHealthy, type ServerProcess } from '../support/server-process';

const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
});

async function start(env: Record<string, string>) {
  const server = await spawnServer(env);
  running.push(server);
  return server;
}

/** The local port of the connection a GET of `url` went over (the agent keeps idle connections for reuse). */
function localPortOf(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.socket!.localPort!));
    });
    request.on('error', reject);
  });
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-data-'));

async function subscribe(url: string, email: string) {
  const response = await fetch(`${url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
}

describe('the server process', () => {
  it('keeps data written through the server across a restart (PGlite in DATA_DIR)', async () => {
    const dataDir = tempDir();
    const first = await start({ DATA_DIR: dataDir });
    await waitForHealthy(first);
    await subscribe(first.url, 'keep@example.com');
    // An idle connection outlives a client's or proxy's idle time (Node's own 5 s would close it first).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = await localPortOf(agent, `${first.url}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await localPortOf(agent, `${first.url}/api/health`)).toBe(before);
    agent.destroy();
    expect(await first.stop()).toBe(0);

    const second = await start({ DATA_DIR: dataDir });
    await waitForHealthy(second);
    await subscribe(second.url, 'second@example.com');
    expect(await second.stop()).toBe(0);

    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    const rows = await db.query<{ email: string }>('select email from newsletter_subscribers order by id');
    await db.close();
    expect(rows.rows.map((row) => row.email)).toEqual(['keep@example.com', 'second@example.com']);
  });

  it('keeps data across a restart on a PostgreSQL server (DATABASE_URL)', async () => {
    const databaseUrl = await createDatabase(inject('postgresUrl'), `restart_${Date.now()}`);
    const AUTH_SECRET = 'the-same-secret-on-every-server-0123456789';
    const first = await start({ DATA_DIR: tempDir(), DATABASE_URL: databaseUrl, AUTH_SECRET });
    await waitForHealthy(first);
    await subscribe(first.url, 'pg@example.com');
    expect(await first.stop()).toBe(0);

    const second = await start({ DATA_DIR: tempDir(), DATABASE_URL: databaseUrl, AUTH_SECRET });
    await waitForHealthy(second);
    // The same address again is accepted without creating a second row (checked in the API tests).
    await subscribe(second.url, 'pg@example.com');
    expect(second.output()).toContain('"database":"postgres"');
  });

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const dataDir = tempDir();
    const first = await start({ DATA_DIR: dataDir });
    await waitForHealthy(first);

    const second = await start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`already using DATA_DIR ${dataDir}`);

    // The first server is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('refuses to start on PostgreSQL without AUTH_SECRET, and takes no DATA_DIR lock there', async () => {
    const databaseUrl = await createDatabase(inject('postgresUrl'), `secret_${Date.now()}`);
    const dataDir = tempDir();
    const unsigned = await start({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    expect(await unsigned.exited).toBe(1);
    expect(unsigned.output()).toContain('AUTH_SECRET: must be set when DATABASE_URL is set');

    // The DATA_DIR lock guards PGlite's files, which are not used with DATABASE_URL.
    const server = await start({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, AUTH_SECRET: 'x'.repeat(40) });
    await waitForHealthy(server);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(await server.stop()).toBe(0);
  });

  it('stops with a message naming each bad variable', async () => {
    const server = await start({ PORT: 'abc', LOG_LEVEL: 'loud', DATA_DIR: tempDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: must be a whole number from 1 to 65535 (got "abc")');
    expect(server.output()).toContain('LOG_LEVEL: must be one of');
  });

  it('shuts down cleanly on SIGTERM, releasing the DATA_DIR lock', async () => {
    const dataDir = tempDir();
    const server = await start({ DATA_DIR: dataDir });
    await waitForHealthy(server);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).toContain('"msg":"server stopped"');
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
