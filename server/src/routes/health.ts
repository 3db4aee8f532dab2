import { Hono } from 'hono';
import type { AppEnv } from '../app';

export const healthRoutes = new Hono<AppEnv>().get('/', (c) => c.json({ status: 'ok' }));
