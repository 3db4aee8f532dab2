/** Where to go after signing in: `next` when it is a path on this site (never another origin), else the home page. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}
