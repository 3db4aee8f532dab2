import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawnServer, waitForHealthy } from '../tests/support/server-process';
import { round, type BenchResult } from './lib/results';

const EMAIL = 'bench@example.com';
const PASSWORD = 'violet-teapot-87-orbit';

/** The confirmation link from the .eml the server wrote to its outbox (quoted-printable undone). */
export async function confirmationLink(outbox: string, base: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const text = fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const link = new RegExp(`${base}/api/auth/verify-email[^\\s"<>]+`).exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('No confirmation e-mail in the outbox');
}

/**
 * Sign-in throughput with 20 connections. Each request checks a scrypt password hash (CPU-bound by
 * design) and writes a session row, so this is far below the health check's rate. Rate limits are
 * off (AUTH_RATE_LIMIT=off) so every request does the full work.
 */
export async function authBenchmarks(): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-auth-'));
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: 'off' });
  try {
    await waitForHealthy(server, 120_000);
    // The server's APP_URL defaults to localhost:PORT; send that origin, as a browser on it would.
    const origin = `http://localhost:${new URL(server.url).port}`;
    const headers = { 'content-type': 'application/json', origin };
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, name: 'Bench' }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
    const link = await confirmationLink(path.join(dataDir, 'outbox'), origin);
    await fetch(link.replace(origin, server.url), { redirect: 'manual' });

    const result = await autocannon({
      url: `${server.url}/api/auth/sign-in/email`,
      method: 'POST',
      headers,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      connections: 20,
      duration: 10,
      timeout: 30,
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`sign-in: ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)`);
    }
    return [
      { name: 'POST sign-in (scrypt + session), 20 connections', value: round(result.requests.average, 1), unit: 'req/s', lowerIsBetter: false },
      { name: 'POST sign-in p99, 20 connections', value: result.latency.p99, unit: 'ms', lowerIsBetter: true },
    ];
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
