import { Hono } from 'hono';
import { newsletterRequestSchema } from '../../../core/src/schemas/newsletter';
import type { AppEnv } from '../http/app-env';
import { validateJson } from '../http/validate';
import { subscribe } from '../services/newsletter';

export const newsletterRoutes = new Hono<AppEnv>().post('/', validateJson(newsletterRequestSchema), async (c) => {
  await subscribe(c.var.db, c.req.valid('json').email);
  return c.json({ subscribed: true });
});
