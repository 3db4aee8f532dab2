import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { listTemplates } from '../services/templates';

/** GET /api/templates?category=<slug> → [{id, title, category, type, thumbnailUrl}] */
export const templateRoutes = new Hono<AppEnv>().get('/', (c) => {
  const category = c.req.query('category');
  return c.json(listTemplates(category || undefined));
});
