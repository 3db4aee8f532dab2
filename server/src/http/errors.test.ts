import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger';
import { AppError, asError, handleError, thrownValuesAsErrors } from './errors';

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

describe('thrownValuesAsErrors', () => {
  // What a Tinypool child process rejects with: the error's fields, without its class.
  const cloned = { name: 'Error', code: 'GenericFailure', message: 'Target size is zero', stack: 'Error: Target size is zero\n    at rasteriseSvg (svg.ts:81:23)' };
  const throwing = (guarded: boolean) => {
    const app = new Hono();
    if (guarded) app.use(thrownValuesAsErrors());
    return app
      .get('/object', () => {
        throw cloned;
      })
      .get('/string', () => {
        throw 'just a string';
      })
      .onError((error, c) => handleError(error, c, logger));
  };

  it('without it, a thrown plain object escapes onError (the empty 500 the fuzzer found)', async () => {
    await expect(async () => throwing(false).request('/object')).rejects.toBe(cloned);
  });

  it('with it, plain objects and strings reach onError: logged, and answered with our 500 body', async () => {
    logged.length = 0;
    for (const path of ['/object', '/string']) {
      const response = await throwing(true).request(path);
      expect(response.status, path).toBe(500);
      expect(await response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    }
    expect(logged).toEqual(['unhandled error', 'unhandled error']);
  });

  it('keeps the message and stack of a cloned error, and the value itself as the cause', () => {
    const error = asError(cloned);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Target size is zero');
    expect(error.stack).toBe(cloned.stack);
    expect(error.cause).toBe(cloned);
    expect(asError(42).message).toBe('Non-Error thrown: 42');
  });
});
