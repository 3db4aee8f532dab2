import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { planIdSchema } from '../../../core/src/plans/entitlements';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { validateJson } from '../http/validate';
import { setPlanByEmail } from '../services/plans';

const setPlanSchema = z.object({ email: z.email('email must be an e-mail address').max(320), plan: planIdSchema });

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer $ADMIN_TOKEN`; without ADMIN_TOKEN the admin API does not exist (404). */
const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.var.config.adminToken;
  if (!token) throw new AppError(404, 'The admin API is off: set ADMIN_TOKEN to turn it on.');
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  // Compared as digests: equal lengths, and no timing that tells how much of the token was right.
  if (!timingSafeEqual(digest(given), digest(token))) throw new AppError(401, 'The admin API needs Authorization: Bearer <ADMIN_TOKEN>.');
  await next();
});

/** PUT /api/admin/plans {email, plan} → {userId, email, plan}: the operator moves an account to a plan (billing is elsewhere). */
export const adminRoutes = new Hono<AppEnv>().use(requireAdmin).put('/plans', validateJson(setPlanSchema), async (c) => {
  const { email, plan } = c.req.valid('json');
  return c.json(await setPlanByEmail(c.var.db, email, plan));
});
