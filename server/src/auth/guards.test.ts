import { describe, expect, it } from 'vitest';
import { withRetryAfter } from './guards';

describe('withRetryAfter', () => {
  it("copies better-auth's X-Retry-After into Retry-After on a 429", async () => {
    const limited = withRetryAfter(new Response('{"message":"Too many requests."}', { status: 429, headers: { 'X-Retry-After': '37' } }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('37');
    expect(await limited.text()).toBe('{"message":"Too many requests."}');
  });

  it('leaves other answers as they are', () => {
    const ok = new Response('{}', { status: 200, headers: { 'X-Retry-After': '5' } });
    expect(withRetryAfter(ok)).toBe(ok);
    const already = new Response('', { status: 429, headers: { 'Retry-After': '9', 'X-Retry-After': '5' } });
    expect(withRetryAfter(already).headers.get('retry-after')).toBe('9');
  });
});
