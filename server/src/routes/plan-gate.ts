import { createMiddleware } from 'hono/factory';
import type { MaybeUserEnv } from '../auth/guards';
import { planForRequest, requireFeature } from '../services/plans';

type Feature = Parameters<typeof requireFeature>[1];

/** With PLANS=on, refuses a feature the caller's plan lacks (402; 401 anonymous). Mounted after optionalUser. */
export const requirePlanFeature = (feature: Feature, action: string) =>
  createMiddleware<MaybeUserEnv>(async (c, next) => {
    requireFeature(await planForRequest(c.var.db, c.var.config, c.var.userId, action), feature);
    await next();
  });
