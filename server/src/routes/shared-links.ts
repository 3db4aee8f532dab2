import { Hono } from 'hono';
import { requireUser, sameOriginWrites, type AccountDeps, type UserEnv } from '../auth/guards';
import { idParam } from '../http/params';
import { listSharedLinks, revokeSharedLink } from '../services/shared-links';

const MISSING = 'This shared link does not exist.';

/**
 * The owner's shared editor links (made by POST /api/shared-documents). GET / → {links}; DELETE /:id revokes one
 * (204). Another account's link, an unknown or revoked one, and an id of any other shape (checked before the
 * database is asked) all answer 404.
 */
export function sharedLinkRoutes({ auth, trustedOrigins }: AccountDeps) {
  return new Hono<UserEnv>()
    .use(sameOriginWrites(trustedOrigins), requireUser(auth))
    .get('/', async (c) => c.json({ links: await listSharedLinks(c.var.db, c.var.userId) }, 200, { 'cache-control': 'no-store' }))
    .delete('/:id', async (c) =>
      (await revokeSharedLink(c.var.db, c.var.userId, idParam(c, 'id', MISSING))) ? c.body(null, 204) : c.json({ error: MISSING }, 404),
    );
}
