import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { sharedRateLimiter } from './pg-rate-limit-store';

describe('sharedRateLimiter without a database on the context', () => {
  it('counts in memory, per limiter', async () => {
    const app = new Hono<AppEnv>();
    const options = { windowMs: 60_000, limit: 2, keyGenerator: () => 'client' };
    app.post('/a', sharedRateLimiter('form', options), (c) => c.text('a'));
    app.post('/b', sharedRateLimiter('form', options), (c) => c.text('b'));
    const statuses = async (path: string, times: number) => {
      const result: number[] = [];
      for (let i = 0; i < times; i++) result.push((await app.request(path, { method: 'POST' })).status);
      return result;
    };
    expect(await statuses('/a', 3)).toEqual([200, 200, 429]);
    expect(await statuses('/b', 1)).toEqual([200]);
  });
});
