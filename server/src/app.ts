import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { isAppPath } from '../../core/src/site/routes';
import type { Config } from './config';
import type { Db } from './db/client';
import { securityHeaders } from './http/security-headers';
import { createStaticSite } from './http/static-site';
import type { Logger } from './logger';
import { healthRoutes } from './routes/health';
import { newsletterRoutes } from './routes/newsletter';
import { renderRoutes } from './routes/render';
import { templateRoutes } from './routes/templates';

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** The built web app (vite's output); absent in API-only tests. */
  webDistDir?: string;
}

export type AppEnv = { Variables: { db: Db; logger: Logger; config: Config } };

/** API requests carry JSON forms; larger uploads get their own limit on their route. */
const API_BODY_LIMIT = 1024 * 1024;

export function createApp({ config, db, logger, webDistDir }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    c.set('db', db);
    c.set('logger', logger);
    c.set('config', config);
    await next();
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: +(performance.now() - started).toFixed(1) },
      'request',
    );
  });
  app.use(securityHeaders());

  const api = new Hono<AppEnv>();
  api.use(compress());
  const defaultBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT,
    onError: (c) => c.json({ error: 'Request body is too large (limit 1 MB).' }, 413),
  });
  // /api/render carries a design of up to 10 MB and sets its own limit.
  api.use((c, next) => (c.req.path === '/api/render' ? next() : defaultBodyLimit(c, next)));
  api.route('/health', healthRoutes);
  api.route('/newsletter', newsletterRoutes);
  api.route('/templates', templateRoutes);
  api.route('/render', renderRoutes);
  // A sub-app's notFound is not consulted once mounted, so the catch-all is a route.
  api.all('*', (c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  app.route('/api', api);

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });

  if (webDistDir) {
    const site = createStaticSite(webDistDir, isAppPath);
    app.get('*', (c) => site(c));
  }
  return app;
}
