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
        renderCacheBytes: 160 * 1024 * 1024,
        renderDiskCacheBytes: 1024 * 1024 * 1024,
        workers: true,
        anonymousFileTtlMs: 24 * 3_600_000,
        apiRateLimit: 300,
        allowRemoteDesigns: false,
        allowPrivateAddresses: false,
        heavyRateLimit: 60,
        videoWorkers: 1,
        videoCacheBytes: 128 * 1024 * 1024,
        ffmpegPath: undefined,
        aiProviders: { openai: undefined, replicate: undefined, timeoutMs: 90_000 },
        s3: undefined,
        trustProxy: [],
        plans: 'off',
        adminToken: undefined,
      },
    });
  });

  it('reads PLANS and ADMIN_TOKEN, and refuses a short token', () => {
    const set = loadConfig({ PLANS: 'on', ADMIN_TOKEN: 'a'.repeat(32) });
    expect(set.ok && [set.config.plans, set.config.adminToken]).toEqual(['on', 'a'.repeat(32)]);
    expect(loadConfig({ PLANS: 'yes' })).toEqual({ ok: false, errors: ['PLANS: must be on or off (got "yes")'] });
    expect(loadConfig({ ADMIN_TOKEN: 'short' }).ok).toBe(false);
  });

  it('reads the public API\'s settings: API_RATE_LIMIT, ALLOW_REMOTE_DESIGNS, WEBHOOK_ALLOW_PRIVATE', () => {
    const set = loadConfig({ API_RATE_LIMIT: '20', ALLOW_REMOTE_DESIGNS: 'on', WEBHOOK_ALLOW_PRIVATE: 'on' });
    expect(set.ok && [set.config.apiRateLimit, set.config.allowRemoteDesigns, set.config.allowPrivateAddresses]).toEqual([20, true, true]);
    expect(loadConfig({ ALLOW_REMOTE_DESIGNS: 'yes' })).toEqual({ ok: false, errors: ['ALLOW_REMOTE_DESIGNS: must be on or off (got "yes")'] });
  });

  it('switches AI generation to a hosted provider only with its key, and checks its base URL', () => {
    const openai = loadConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1' });
    expect(openai.ok && openai.config.aiProviders.openai).toEqual({ apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9999/v1', model: 'gpt-image-1' });
    expect(loadConfig({ REPLICATE_BASE_URL: 'ftp://example.com' })).toEqual({
      ok: false,
      errors: ['REPLICATE_BASE_URL: must be an http:// or https:// URL (got "ftp://example.com")'],
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

  it('budgets the prepared levels kept on disk in megabytes, 0 for none (RENDER_DISK_CACHE_MB)', () => {
    const none = loadConfig({ RENDER_DISK_CACHE_MB: '0' });
    expect(none.ok && none.config.renderDiskCacheBytes).toBe(0);
    expect(loadConfig({ RENDER_DISK_CACHE_MB: '-1' }).ok).toBe(false);
  });

  it('reads HEAVY_RATE_LIMIT as requests a minute, or off', () => {
    const set = loadConfig({ HEAVY_RATE_LIMIT: '500' });
    expect(set.ok && set.config.heavyRateLimit).toBe(500);
    const off = loadConfig({ HEAVY_RATE_LIMIT: 'off' });
    expect(off.ok && off.config.heavyRateLimit).toBeUndefined();
    expect(loadConfig({ HEAVY_RATE_LIMIT: 'lots' })).toEqual({
      ok: false,
      errors: ['HEAVY_RATE_LIMIT: must be off or a whole number from 1 to 100000 (got "lots")'],
    });
  });

  it('reads the video renders per process and the ffmpeg binary', () => {
    const set = loadConfig({ VIDEO_WORKERS: '2', FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg' });
    expect(set.ok && [set.config.videoWorkers, set.config.ffmpegPath]).toEqual([2, '/opt/ffmpeg/bin/ffmpeg']);
    expect(loadConfig({ VIDEO_WORKERS: 'many' })).toEqual({ ok: false, errors: ['VIDEO_WORKERS: must be a whole number from 0 to 16 (got "many")'] });
    const cache = loadConfig({ VIDEO_CACHE_MB: '0' });
    expect(cache.ok && cache.config.videoCacheBytes).toBe(0);
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

  it('reads an S3-compatible bucket, with path-style URLs by default for a custom endpoint', () => {
    const minio = loadConfig({
      S3_BUCKET: 'mockups',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(minio.ok && minio.config.s3).toEqual({
      bucket: 'mockups',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    const aws = loadConfig({ S3_BUCKET: 'mockups', S3_REGION: 'eu-west-1' });
    expect(aws.ok && aws.config.s3).toEqual({
      bucket: 'mockups',
      endpoint: undefined,
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    const virtualHosted = loadConfig({ S3_BUCKET: 'mockups', S3_ENDPOINT: 'https://x.r2.cloudflarestorage.com', S3_FORCE_PATH_STYLE: 'false' });
    expect(virtualHosted.ok && virtualHosted.config.s3?.forcePathStyle).toBe(false);
  });

  it('refuses half an S3 setup with one line naming what is missing', () => {
    expect(loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toEqual({
      ok: false,
      errors: ['S3_BUCKET: must be set when S3_ENDPOINT is set (got undefined)'],
    });
    expect(loadConfig({ S3_BUCKET: 'mockups', S3_ACCESS_KEY_ID: 'key' })).toEqual({
      ok: false,
      errors: ['S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID (got undefined)'],
    });
    expect(loadConfig({ S3_BUCKET: 'My_Bucket', S3_FORCE_PATH_STYLE: 'yes' })).toEqual({
      ok: false,
      errors: [
        'S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "My_Bucket")',
        'S3_FORCE_PATH_STYLE: must be true or false (got "yes")',
      ],
    });
  });

  it('requires AUTH_SECRET with DATABASE_URL, so every server signs sessions alike', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' })).toEqual({
      ok: false,
      errors: [
        'AUTH_SECRET: must be set when DATABASE_URL is set, the same on every server (e.g. `openssl rand -base64 32`) (got undefined)',
      ],
    });
    const shared = loadConfig({ DATABASE_URL: 'postgres://db/app', AUTH_SECRET: 'x'.repeat(32) });
    expect(shared.ok && shared.config.databaseUrl).toBe('postgres://db/app');
  });

  it('reads the reverse proxies to trust as addresses and CIDR ranges', () => {
    const proxies = loadConfig({ TRUST_PROXY: '172.28.0.0/16, 10.0.0.5,::1,fd00::/8' });
    expect(proxies.ok && proxies.config.trustProxy).toEqual(['172.28.0.0/16', '10.0.0.5', '::1', 'fd00::/8']);
    for (const bad of ['caddy', '10.0.0.0/33', '10.0.0.1/8/2', 'fd00::/129', ',']) {
      expect(loadConfig({ TRUST_PROXY: bad })).toEqual({
        ok: false,
        errors: [`TRUST_PROXY: must be a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,::1) (got ${JSON.stringify(bad)})`],
      });
    }
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
