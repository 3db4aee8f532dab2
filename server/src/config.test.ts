import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a bare environment', () => {
    const result = loadConfig({}, '/srv/app');
    expect(result).toEqual({
      ok: true,
      config: {
        port: 3000,
        host: '0.0.0.0',
        dataDir: '/srv/app/data',
        databaseUrl: undefined,
        appUrl: 'http://localhost:3000',
        smtpUrl: undefined,
        mailFrom: 'Mockup Studio <no-reply@localhost>',
        logLevel: 'info',
        authSecret: undefined,
        authRateLimit: true,
        google: undefined,
        facebook: undefined,
        renderWorkers: os.availableParallelism(),
        renderQueueLimit: 4 * os.availableParallelism(),
        renderCacheBytes: 256 * 1024 * 1024,
        workers: true,
        anonymousFileTtlMs: 24 * 3_600_000,
      },
    });
  });

  it('sizes the work pool and its queue from RENDER_WORKERS and RENDER_QUEUE_LIMIT', () => {
    const sized = loadConfig({ RENDER_WORKERS: '3' });
    expect(sized.ok && [sized.config.renderWorkers, sized.config.renderQueueLimit]).toEqual([3, 12]);
    const bounded = loadConfig({ RENDER_WORKERS: '1', RENDER_QUEUE_LIMIT: '0', WORKERS: 'off' });
    expect(bounded.ok && [bounded.config.renderQueueLimit, bounded.config.workers]).toEqual([0, false]);
    expect(loadConfig({ RENDER_WORKERS: '0' })).toEqual({ ok: false, errors: ['RENDER_WORKERS: must be a whole number from 1 to 64 (got "0")'] });
  });

  it('budgets the render threads\' template cache in megabytes (RENDER_CACHE_MB)', () => {
    const cache = loadConfig({ RENDER_CACHE_MB: '512' });
    expect(cache.ok && cache.config.renderCacheBytes).toBe(512 * 1024 * 1024);
    expect(loadConfig({ RENDER_CACHE_MB: '1' })).toEqual({ ok: false, errors: ['RENDER_CACHE_MB: must be a whole number from 16 to 65536 (got "1")'] });
  });

  it('enables an OAuth provider only with both halves of its credentials', () => {
    const both = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(both.ok && both.config.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
    const half = loadConfig({ FACEBOOK_CLIENT_ID: 'id' });
    expect(half).toEqual({
      ok: false,
      errors: ['FACEBOOK_CLIENT_SECRET: must be set together with FACEBOOK_CLIENT_ID (got undefined)'],
    });
  });

  it('derives APP_URL from PORT and trims a trailing slash from a given one', () => {
    const derived = loadConfig({ PORT: '8080' });
    expect(derived.ok && derived.config.appUrl).toBe('http://localhost:8080');
    const given = loadConfig({ APP_URL: 'https://mockups.example.com/' });
    expect(given.ok && given.config.appUrl).toBe('https://mockups.example.com');
  });

  it('reports one line per bad variable, naming it', () => {
    const result = loadConfig({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'nope',
      APP_URL: 'ftp://x',
      LOG_LEVEL: 'loud',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(5);
    expect(result.errors[0]).toBe('PORT: must be a whole number from 1 to 65535 (got "abc")');
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'APP_URL', 'LOG_LEVEL']) {
      expect(result.errors.some((line) => line.startsWith(`${name}: `))).toBe(true);
    }
  });

  it('refuses ports out of range and treats empty values as unset', () => {
    expect(loadConfig({ PORT: '70000' }).ok).toBe(false);
    expect(loadConfig({ PORT: '0' }).ok).toBe(false);
    const empty = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(empty.ok && empty.config.port).toBe(3000);
    expect(empty.ok && empty.config.databaseUrl).toBeUndefined();
  });
});
