import { Hono } from 'hono';
import { brandColourRequestSchema } from '../../../core/src/schemas/brand-colours';
import { requireUser, sameOriginWrites, type AccountDeps, type UserEnv } from '../auth/guards';
import { badRequest } from '../http/app-error';
import { validateJson } from '../http/validate';
import { addBrandColour, listBrandColours, removeBrandColour } from '../services/brand-colours';

/** The colour in a path, `rrggbb` without '#'. */
function pathColour(hex: string | undefined): string {
  if (!hex || !/^[0-9a-fA-F]{6}$/.test(hex)) throw badRequest('The colour in the path must be six hex digits, e.g. /api/brand-colours/1e3a8a.');
  return `#${hex.toLowerCase()}`;
}

/** A signed-in user's brand colours: GET / → {colors}; POST / {color} → {colors}; DELETE /:rrggbb → 204. */
export function brandColourRoutes({ auth, trustedOrigins }: Pick<AccountDeps, 'auth' | 'trustedOrigins'>) {
  return new Hono<UserEnv>()
    .use(sameOriginWrites(trustedOrigins), requireUser(auth))
    .get('/', async (c) => c.json({ colors: await listBrandColours(c.var.db, c.var.userId) }, 200, { 'cache-control': 'no-store' }))
    .post('/', validateJson(brandColourRequestSchema), async (c) =>
      c.json({ colors: await addBrandColour(c.var.db, c.var.userId, c.req.valid('json').color) }, 201),
    )
    .delete('/:hex', async (c) =>
      (await removeBrandColour(c.var.db, c.var.userId, pathColour(c.req.param('hex')))) ? c.body(null, 204) : c.json({ error: 'Not one of your brand colours.' }, 404),
    );
}
