import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account, profiles, rateLimit, session, user, verification } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../services/mailer';
import type { FileStorage } from '../services/storage';
import { authLogger } from './auth-logger';
import { verifiedLanding } from './verified-landing';
import { resetPasswordEmail, verificationEmail } from './emails';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblems } from './password-policy';
import { resolveAuthSecret } from './secret';

/** Set by our Hono mount from the socket address (client copies are overwritten), for per-IP limits. */
export const CLIENT_IP_HEADER = 'x-mockup-client-ip';

export interface AuthDeps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  storage: FileStorage;
}

/** Paths whose body carries a new password, and the field it is in. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * The browser origins allowed to change state: the public URL and, when it is local, the same port
 * on localhost and 127.0.0.1 plus Vite's dev server.
 */
export function trustedOrigins(appUrl: string): string[] {
  const url = new URL(appUrl);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return [url.origin];
  const ports = [url.port || '80', '5173'];
  return [url.origin, ...ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])].filter(
    (origin, i, all) => all.indexOf(origin) === i,
  );
}

export function createAuth({ config, db, logger, mailer, storage }: AuthDeps) {
  const minute = 60;

  return betterAuth({
    appName: 'Mockup Studio',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    trustedOrigins: trustedOrigins(config.appUrl),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit } }),
    telemetry: { enabled: false },
    logger: authLogger(logger, config.logLevel === 'silent'),
    // A fault inside better-auth (not an APIError) reaches the app's onError, which logs it and answers 500 JSON.
    onAPIError: { throw: true },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin and callback-URL checks when NODE_ENV is 'test'; tests must meet the real ones.
      disableOriginCheck: false,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: 60 * minute,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, token }) => {
        // Straight to our page; it posts the token with the new password.
        const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordEmail(u.email, u.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      expiresIn: 24 * 60 * minute,
      sendVerificationEmail: async ({ user: u, url }) => {
        // Every confirmation (sign-up, or the resend on an unconfirmed sign-in) lands on /auth with a message and the
        // address filled in, then goes on to the page the sign-up came from.
        const link = new URL(url);
        link.searchParams.set('callbackURL', verifiedLanding(link.searchParams.get('callbackURL'), u.email));
        await mailer.send(verificationEmail(u.email, u.name, link.toString()));
      },
    },
    session: { expiresIn: 7 * 24 * 60 * minute, updateAge: 24 * 60 * minute },
    user: {
      deleteUser: {
        enabled: true,
        // Rows cascade with the user row; the files are not in the database.
        afterDelete: async (deleted) => {
          await storage.deletePrefix(deleted.id);
          logger.info({ userId: deleted.id }, 'account deleted');
        },
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await db.insert(profiles).values({ userId: created.id, displayName: created.name || null }).onConflictDoNothing();
          },
        },
      },
    },
    rateLimit: {
      enabled: config.authRateLimit,
      storage: 'database',
      window: minute,
      max: 300,
      customRules: {
        '/sign-in/*': { window: minute, max: 10 },
        '/sign-up/*': { window: minute, max: 10 },
        '/change-password': { window: minute, max: 10 },
        '/request-password-reset': { window: minute, max: 5 },
        '/send-verification-email': { window: minute, max: 5 },
      },
    },
    socialProviders: {
      ...(config.google ? { google: config.google } : {}),
      ...(config.facebook ? { facebook: config.facebook } : {}),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        const body = ctx.body as Record<string, unknown> | undefined;
        if (field && typeof body?.[field] === 'string') {
          const problems = passwordProblems(body[field]);
          if (problems.length) throw new APIError('BAD_REQUEST', { message: problems.join(' '), code: 'WEAK_PASSWORD' });
        }
      }),
      // Failed sign-ins are counted in front of better-auth (sign-in-throttle.ts); here only the wording.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError && returned.body?.code === 'EMAIL_NOT_VERIFIED') {
          throw new APIError('FORBIDDEN', {
            code: 'EMAIL_NOT_VERIFIED',
            message: 'Please confirm your e-mail address first: we have sent you a new confirmation link.',
          });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
