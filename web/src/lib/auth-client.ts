import { createAuthClient } from 'better-auth/react';

/** better-auth's browser client for our server's /api/auth. Import it lazily: it is not part of the home page. */
export const authClient = createAuthClient({ basePath: '/api/auth' });

export type AuthClient = typeof authClient;

/** The readable message from a better-auth error answer. */
export const authErrorMessage = (error: { message?: string | undefined; status?: number } | null | undefined, fallback: string) =>
  error?.status === 429 && !error.message ? 'Too many requests. Please try again later.' : error?.message || fallback;
