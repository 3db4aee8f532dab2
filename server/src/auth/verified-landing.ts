/**
 * Where a confirmation link lands: the sign-in page with a "confirmed" message and the address filled in, then the page
 * the user signed up from. Only `next` is taken from what the sign-up asked for, and only a path on this site; every
 * other part is ours, so a link can never be made to lead elsewhere.
 */
const BASE = 'http://landing.invalid';

/** A path on this site (never another origin): as the web app's safeNext checks it. */
const isLocalPath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

export function verifiedLanding(requested: string | null, email: string): string {
  const query = new URLSearchParams({ verified: '1', email });
  try {
    const asked = requested ? new URL(requested, BASE) : null;
    const next = asked?.origin === BASE && asked.pathname === '/auth' ? asked.searchParams.get('next') : null;
    if (next && isLocalPath(next)) query.set('next', next);
  } catch {
    // Not a URL: the landing without `next`.
  }
  return `/auth?${query.toString()}`;
}
