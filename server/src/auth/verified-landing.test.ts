import { describe, expect, it } from 'vitest';
import { verifiedLanding } from './verified-landing';

const parts = (landing: string) => {
  const url = new URL(landing, 'http://x');
  return { path: url.pathname, ...Object.fromEntries(url.searchParams) };
};

describe('the confirmation link lands on sign-in with the address, then where the user was', () => {
  it('keeps the page the sign-up came from', () => {
    expect(parts(verifiedLanding('/auth?verified=1&next=%2Ft-shirts%2Ft-shirts-1%2Fedit', 'ada+x@example.com'))).toEqual({
      path: '/auth',
      verified: '1',
      email: 'ada+x@example.com',
      next: '/t-shirts/t-shirts-1/edit',
    });
  });

  it('without a page, or asked for anything else, lands on plain sign-in', () => {
    for (const requested of [null, '/', '/auth?verified=1', 'https://evil.example/auth?next=%2Fx', '/auth?next=https%3A%2F%2Fevil.example', '/auth?next=%2F%2Fevil.example', '/elsewhere?next=%2Fx', '::']) {
      expect(parts(verifiedLanding(requested, 'a@b.co')), String(requested)).toEqual({ path: '/auth', verified: '1', email: 'a@b.co' });
    }
  });
});
