import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger';
import { AppError, handleError } from './errors';

const logged: string[] = [];
const logger = createLogger('silent');
logger.error = ((_: unknown, message: string) => void logged.push(message)) as typeof logger.error;

const app = new Hono()
  .post('/json', zValidator('json', z.object({ n: z.number() })), (c) => c.json(c.req.valid('json')))
  .get('/busy', () => {
    throw new AppError(503, 'Busy, try again.', 7);
  })
  .get('/schema', (c) => c.json(z.object({ id: z.string() }).parse({ id: 1 })))
  .get('/uri', (c) => c.text(decodeURIComponent('%E0%A4%A')))
  .get('/bug', () => {
    throw new TypeError('undefined is not a function');
  })
  .onError((error, c) => handleError(error, c, logger));

const post = (body: string) => app.request('/json', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('handleError', () => {
  it('answers malformed JSON with 400 and a sentence, without logging a server error', async () => {
    const response = await post('{"n": NaN}');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/JSON/);
    expect(logged).toEqual([]);
  });

  it('answers an AppError with its status, message and Retry-After', async () => {
    const response = await app.request('/busy');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.json()).toEqual({ error: 'Busy, try again.' });
  });

  it('answers a zod error with 400 naming the field', async () => {
    const response = await app.request('/schema');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^id: /);
  });

  it('answers a malformed %-escape with 400', async () => {
    expect((await app.request('/uri')).status).toBe(400);
  });

  it('logs anything else and answers 500 without its details', async () => {
    const response = await app.request('/bug');
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toMatch(/function/);
    expect(logged).toEqual(['unhandled error']);
  });
});
