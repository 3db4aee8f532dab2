/** The sign-in page's address from `pathname` + `search`: with `next` naming that page, so signing in comes back to it
 *  (the home page and the sign-in page itself need none). */
export function authPathFrom(pathname: string, search = ''): string {
  if (pathname === '/' || pathname === '/auth' || pathname.startsWith('/auth/')) return '/auth';
  return `/auth?next=${encodeURIComponent(pathname + search)}`;
}

/** Where the confirmation e-mail's link should land: sign-in, then `next` (the server adds the address to fill in). */
export function verifiedCallback(next: string | null): string {
  const query = new URLSearchParams({ verified: '1' });
  if (next) query.set('next', next);
  return `/auth?${query.toString()}`;
}
