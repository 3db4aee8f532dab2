import { Hono } from 'hono';
import { z } from 'zod';
import { safeText } from '../../../core/src/schemas/text';
import { requireUser, sameOriginWrites, type AccountDeps, type UserEnv } from '../auth/guards';
import { MAX_PASSWORD_LENGTH } from '../auth/password-policy';
import { validateJson } from '../http/validate';
import { accountStats, updateDisplayName } from '../services/profile';

const profileSchema = z.object({
  displayName: safeText().trim().min(1, 'Please enter a display name.').max(100, 'Use at most 100 characters.'),
});
const deleteSchema = z.object({
  password: safeText().min(1, 'Please enter your password to delete the account.').max(MAX_PASSWORD_LENGTH, 'That is not your password.'),
});

/** The signed-in user's own account: dashboard numbers, display name, deletion. */
export function meRoutes({ auth, trustedOrigins }: AccountDeps) {
  return new Hono<UserEnv>()
    .use(sameOriginWrites(trustedOrigins), requireUser(auth))
    .get('/stats', async (c) => {
      const stats = await accountStats(c.var.db, c.var.userId);
      return stats ? c.json(stats) : c.json({ error: 'Account not found.' }, 404);
    })
    .patch('/', validateJson(profileSchema), async (c) => {
      const { displayName } = c.req.valid('json');
      await updateDisplayName(c.var.db, c.var.userId, displayName);
      return c.json({ displayName });
    })
    .delete('/', validateJson(deleteSchema), async (c) => {
      // better-auth checks the password, deletes the user (rows cascade), its hook removes the files,
      // and its answer clears the session cookie.
      const response = await auth.api.deleteUser({
        body: { password: c.req.valid('json').password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      if (response.ok) return response;
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      return c.json({ error: body.message ?? 'The account could not be deleted.' }, response.status as 400);
    });
}
