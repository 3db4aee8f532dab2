import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../auth/password-policy';

/** What the sign-in page may offer: which social providers are configured, and the password rules. */
export const authConfigRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.json({
    google: Boolean(c.var.config.google),
    facebook: Boolean(c.var.config.facebook),
    passwordMinLength: MIN_PASSWORD_LENGTH,
    passwordMaxLength: MAX_PASSWORD_LENGTH,
  }),
);
