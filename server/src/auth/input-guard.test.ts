import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { handleError } from '../http/errors';
import { authInputGuard, bodyProblem } from './input-guard';

describe('bodyProblem', () => {
  it('names the first field, nested or a key, that holds a control character', () => {
    const refused = (path: string) => `${path}: must not contain control characters`;
    expect(bodyProblem({ email: 'a@b.co', name: 'Ada' })).toBeUndefined();
    expect(bodyProblem({ email: 'a@b.co', name: 'A\u0000da' })).toBe(refused('name'));
    expect(bodyProblem({ user: { tags: ['ok', 'x\u001b'] } })).toBe(refused('user.tags.1'));
    expect(bodyProblem({ 'bad\u0000key': 1 })).toBe(refused('bad\u0000key'));
    expect(bodyProblem('x\ny')).toBe(refused('body'));
  });

  it('refuses a deeply nested body at once instead of walking it', () => {
    let deep: unknown = 'fine';
    for (let i = 0; i < 500_000; i++) deep = [deep];
    expect(bodyProblem(deep)).toBe('The request body is nested too deeply.');
  });
});

describe('authInputGuard', () => {
  const app = new Hono()
    .use(authInputGuard())
    .all('*', async (c) => c.json({ reached: true, body: c.req.method === 'POST' ? await c.req.text() : null }))
    .onError((error, c) => handleError(error, c, createLogger('silent')));
  const post = (body: string, type = 'application/json', path = '/sign-up/email') =>
    app.request(path, { method: 'POST', body, headers: { 'content-type': type } });

  it('answers 400 for NUL in any JSON field, before the handler runs', async () => {
    const response = await post(JSON.stringify({ email: 'ab@x.com', password: 'violet-teapot-87-orbit', name: 'x\u0000y' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'name: must not contain control characters' });
  });

  it('answers 400 for malformed JSON, NUL in URL-encoded fields, the query or the path', async () => {
    expect((await post('{"email": ')).status).toBe(400);
    expect((await post('email=a%00b%40x.com', 'application/x-www-form-urlencoded')).status).toBe(400);
    expect((await app.request('/verify-email?token=a%00b')).status).toBe(400);
    expect((await app.request('/reset-password/%00')).status).toBe(400);
    expect((await app.request('/reset-password/%E0%A4%A')).status).toBe(400);
  });

  it('passes clean requests on with their body intact', async () => {
    const body = JSON.stringify({ email: 'ab@x.com', name: 'Zoë 東京' });
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reached: true, body });
  });
});
