import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Db } from '../../server/src/db/client';
import { createLogger } from '../../server/src/logger';
import { freePort } from './ports';

export interface AccountsApp {
  url: string;
  dataDir: string;
  close: () => Promise<void>;
}

/** The real app on loopback with its own DATA_DIR, APP_URL equal to its address, and mail to `smtpUrl`. */
export async function startAccountsApp(db: Db, options: { smtpUrl: string; rateLimit?: boolean }): Promise<AccountsApp> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-accounts-'));
  const url = `http://127.0.0.1:${port}`;
  const loaded = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_URL: url,
    SMTP_URL: options.smtpUrl,
    AUTH_RATE_LIMIT: options.rateLimit === false ? 'off' : 'on',
  });
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  const app = createApp({ config: loaded.config, db, logger: createLogger('silent') });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    url,
    dataDir,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
