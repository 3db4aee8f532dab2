import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

export const healthRoutes = new Hono<AppEnv>().get('/', (c) => c.json({ status: 'ok' }));
