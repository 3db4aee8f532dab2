import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env';
import type { FileStorage } from '../services/storage';
import { CLIENT_IP_HEADER, type Auth } from './create-auth';

export interface AccountDeps {
  auth: Auth;
  storage: FileStorage;
  trustedOrigins: string[];
}

export type UserEnv = { Variables: AppEnv['Variables'] & { userId: string } };

/** Answers 401 without a live session; otherwise puts the user's id on the context. */
export const requireUser = (auth: Auth) =>
  createMiddleware<UserEnv>(async (c, next) => {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) return c.json({ error: 'Please sign in to continue.' }, 401);
    c.set('userId', found.user.id);
    await next();
  });

export type MaybeUserEnv = { Variables: AppEnv['Variables'] & { userId: string | undefined } };

/** Puts the signed-in user's id on the context when there is a live session; anonymous visitors pass too. */
export const optionalUser = (auth: Auth) =>
  createMiddleware<MaybeUserEnv>(async (c, next) => {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('userId', found?.user.id);
    await next();
  });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state changes that a browser marks as coming from another site. SameSite cookies already
 * keep the session off such requests; this makes the refusal explicit.
 */
export const sameOriginWrites = (origins: string[]) =>
  createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
      if (crossSite || (origin && !origins.includes(origin))) {
        return c.json({ error: 'Cross-site requests cannot change your account.' }, 403);
      }
    }
    await next();
  });

/** The request as better-auth should see it: with the socket's address in our own header, never a client's. */
export function withClientIp(c: Context): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  try {
    const address = getConnInfo(c).remote.address;
    if (address) headers.set(CLIENT_IP_HEADER, address);
  } catch {
    // not on a Node socket (e.g. app.request in unit tests): better-auth falls back to one shared bucket
  }
  return new Request(c.req.raw, { headers });
}
