import type { Database } from '../../server/src/db/client';
import { startTestApp, type TestApp } from './app-server';
import { freePort } from './ports';

export interface AccountsApp extends TestApp {
  dataDir: string;
}

/** The real app on loopback with its own DATA_DIR, APP_URL equal to its address, and mail to `smtpUrl`. */
export async function startAccountsApp(
  database: Database,
  options: { smtpUrl: string; rateLimit?: boolean; jobWorkers?: boolean },
): Promise<AccountsApp> {
  const port = await freePort();
  const app = await startTestApp(database, {
    port,
    jobWorkers: options.jobWorkers,
    env: {
      APP_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: options.smtpUrl,
      AUTH_RATE_LIMIT: options.rateLimit === false ? 'off' : 'on',
    },
  });
  return { ...app, dataDir: app.config.dataDir };
}

/** A browser-like client: keeps cookies, sends the app's Origin like a same-site page would. */
export class Browser {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async fetch(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', this.base);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    const response = await fetch(new URL(pathOrUrl, this.base), { redirect: 'manual', ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  json(pathOrUrl: string, method: string, body: unknown): Promise<Response> {
    return this.fetch(pathOrUrl, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }
}
