import { Hono } from 'hono';
import { optionalUser, type AccountDeps, type MaybeUserEnv } from '../auth/guards';
import { plansInfo } from '../services/plans';

/** GET /api/plans → {mode, plans, account}: what the pricing page and the FAQ show, as the server enforces it. */
export const planRoutes = ({ auth }: AccountDeps) =>
  new Hono<MaybeUserEnv>().get('/', optionalUser(auth), async (c) =>
    c.json(await plansInfo(c.var.db, c.var.config, c.var.userId), 200, { 'cache-control': 'no-store' }),
  );
