import { Hono } from 'hono';
import { z } from 'zod';
import { safeText } from '../../../core/src/schemas/text';
import { createApiKey, listApiKeys, revokeApiKey } from '../api/keys';
import { listDeliveries, webhookSecret } from '../api/webhooks';
import { requireUser, sameOriginWrites, type AccountDeps, type UserEnv } from '../auth/guards';
import { notFound } from '../http/app-error';
import { idParam } from '../http/params';
import { validateJson } from '../http/validate';

const newKeySchema = z.object({
  name: safeText().pipe(z.string().trim().min(1, 'Please name the key (e.g. "Shopify sync").').max(60, 'Use at most 60 characters.')),
});

/** The dashboard's API tab (signed-in users): keys, the webhook secret and recent webhook deliveries. */
export function developerRoutes({ auth, trustedOrigins }: AccountDeps) {
  return new Hono<UserEnv>()
    .use(sameOriginWrites(trustedOrigins), requireUser(auth))
    .get('/keys', async (c) => c.json({ keys: await listApiKeys(c.var.db, c.var.userId) }, 200, { 'cache-control': 'no-store' }))
    .post('/keys', validateJson(newKeySchema), async (c) => {
      const { key, summary } = await createApiKey(c.var.db, c.var.userId, c.req.valid('json').name);
      return c.json({ key, apiKey: summary }, 201, { 'cache-control': 'no-store' });
    })
    .post('/keys/:id/revoke', async (c) => {
      if (!(await revokeApiKey(c.var.db, c.var.userId, idParam(c, 'id', 'No such API key.')))) throw notFound('No such API key.');
      return c.json({ keys: await listApiKeys(c.var.db, c.var.userId) });
    })
    .get('/webhooks', async (c) => {
      const [secret, deliveries] = await Promise.all([webhookSecret(c.var.db, c.var.userId), listDeliveries(c.var.db, c.var.userId)]);
      return c.json(
        { secret, deliveries: deliveries.map((d) => ({ ...d, ok: d.ok === 1, createdAt: d.createdAt.toISOString() })) },
        200,
        { 'cache-control': 'no-store' },
      );
    });
}
