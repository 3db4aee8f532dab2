import { describe, expect, it } from 'vitest';
import { authPathFrom, verifiedCallback } from './auth-link';
import { safeNext } from './safe-next';

describe('auth links keep the place', () => {
  it('names the page to come back to, except home and the sign-in page', () => {
    expect(authPathFrom('/mugs/mugs-2/edit', '?x=1')).toBe('/auth?next=%2Fmugs%2Fmugs-2%2Fedit%3Fx%3D1');
    expect(authPathFrom('/')).toBe('/auth');
    expect(authPathFrom('/auth', '?next=%2Fdashboard')).toBe('/auth');
  });

  it('the confirmation link is asked to land on sign-in, then the page', () => {
    const url = new URL(verifiedCallback('/t-shirts/t-shirts-1/edit'), 'http://x');
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('verified')).toBe('1');
    expect(safeNext(url.searchParams.get('next'))).toBe('/t-shirts/t-shirts-1/edit');
    expect(new URL(verifiedCallback(null), 'http://x').searchParams.has('next')).toBe(false);
  });
});
