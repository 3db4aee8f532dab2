import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { isAppPath } from '../../core/src/site/routes';
import { ProgressBoard } from './ai/progress/progress-board';
import { engineStatusKeeper } from './ai/providers/engine-status';
import { createAuth, trustedOrigins } from './auth/create-auth';
import { sameOriginWrites, withClientIp, withRetryAfter } from './auth/guards';
import { authInputGuard } from './auth/input-guard';
import { signInThrottleGuard } from './auth/sign-in-throttle';
import type { Config } from './config';
import type { Db } from './db/client';
import type { AppEnv } from './http/app-env';
import { bodyLimit } from './http/body-limit';
import { handleError, thrownValuesAsErrors } from './http/errors';
import { formRateLimit, heavyRateLimit } from './http/rate-limit';
import { securityHeaders } from './http/security-headers';
import { createStaticSite } from './http/static-site';
import type { Logger } from './logger';
import { v1Routes } from './api/v1-routes';
import { developerDocs } from './api/developer-docs';
import { adminRoutes } from './routes/admin';
import { authConfigRoutes } from './routes/auth-config';
import { createContactRoutes } from './routes/contact';
import { designRoutes } from './routes/designs';
import { developerRoutes } from './routes/developer';
import { fileRoutes } from './routes/files';
import { progressRoutes } from './routes/functions/progress';
import { designFunctionRoutes } from './routes/functions/design';
import { photoFunctionRoutes } from './routes/functions/photo';
import { healthRoutes } from './routes/health';
import { meRoutes } from './routes/me';
import { brandColourRoutes } from './routes/brand-colours';
import { sharedDocumentRoutes } from './routes/shared-documents';
import { sharedLinkRoutes } from './routes/shared-links';
import { mockupRoutes } from './routes/mockups';
import { newsletterRoutes } from './routes/newsletter';
import { ownTemplateRoutes } from './routes/own-templates';
import { planRoutes } from './routes/plans';
import { readyRoutes } from './routes/ready';
import { layeredRenderRoutes, printFileRoutes } from './routes/editor-exports';
import { renderRoutes } from './routes/render';
import { renderBatchRoutes } from './routes/render-batch';
import { seoRoutes } from './routes/seo';
import { templateRoutes } from './routes/templates';
import { videoFunctionRoutes } from './routes/functions/video';
import { videoRoutes } from './routes/videos';
import { createMailer } from './services/mailer';
import type { FileStorage } from './services/storage';
import type { JobQueue } from './jobs/queue';
import type { WorkPool } from './work/pool';

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** The worker threads and sandbox processes that do every CPU-heavy task. */
  work: WorkPool;
  /** Long work (batches, videos) as durable jobs in the database. */
  jobs: JobQueue;
  /** Where user files live. */
  storage: FileStorage;
  /** The built web app (vite's output); absent in API-only tests. */
  webDistDir?: string;
}

/** API requests carry JSON forms; larger uploads get their own limit on their route. */
const API_BODY_LIMIT = 1024 * 1024;

export function createApp({ config, db, logger, work, jobs, storage, webDistDir }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    c.set('db', db);
    c.set('logger', logger);
    c.set('config', config);
    c.set('work', work);
    c.set('jobs', jobs);
    await next();
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: +(performance.now() - started).toFixed(1) },
      'request',
    );
  });
  app.use(securityHeaders());
  app.use(thrownValuesAsErrors());

  const mailer = createMailer(config, logger);
  const auth = createAuth({ config, db, logger, mailer, storage });
  const accounts = { auth, storage, trustedOrigins: trustedOrigins(config.appUrl) };
  // The AI engines are checked as the server starts (and again while a check fails); the AI tools page shows the outcome.
  const engines = engineStatusKeeper(config.aiProviders, logger);
  const progress = new ProgressBoard();

  const api = new Hono<AppEnv>();
  // Per-address budgets for heavy work, counted before anything is read or decoded (HEAVY_RATE_LIMIT).
  api.post('/render', heavyRateLimit());
  api.post('/render/layers', heavyRateLimit());
  api.post('/print-file', heavyRateLimit());
  api.post('/designs', heavyRateLimit());
  api.post('/mockups', heavyRateLimit());
  // Uploads and renders (10 MB designs) are mounted before the 1 MB default limit, which therefore never
  // runs for them; each sets its own.
  api.route('/designs', designRoutes(accounts));
  api.route('/mockups', mockupRoutes(accounts));
  api.route('/render/batch', renderBatchRoutes(accounts));
  api.route('/render/layers', layeredRenderRoutes(accounts));
  api.route('/render', renderRoutes(accounts));
  api.route('/print-file', printFileRoutes(accounts));
  // The public API: bearer keys, its own limits and problem+json errors (server/src/api).
  api.route('/v1', v1Routes({ storage, logger, rateLimit: config.apiRateLimit }));
  api.route('/files', fileRoutes(storage));
  api.route('/functions', photoFunctionRoutes(accounts, progress));
  api.route('/functions', videoFunctionRoutes(accounts));
  api.route('/videos', videoRoutes(accounts));
  api.route('/own-templates', ownTemplateRoutes(accounts));
  api.use(compress());
  api.use(
    bodyLimit({
      maxSize: API_BODY_LIMIT,
      onError: (c) => c.json({ error: 'Request body is too large (limit 1 MB).' }, 413),
    }),
  );
  api.route('/health', healthRoutes);
  api.route('/ready', readyRoutes(storage));
  api.post('/newsletter', formRateLimit());
  api.route('/newsletter', newsletterRoutes);
  api.post('/contact', formRateLimit());
  api.route('/contact', createContactRoutes(mailer));
  api.route('/auth-config', authConfigRoutes);
  api.route('/functions', designFunctionRoutes(accounts, engines, progress));
  api.route('/functions', progressRoutes(progress));
  api.route('/me', meRoutes(accounts));
  api.route('/shared-documents', sharedDocumentRoutes(accounts));
  api.route('/shared-links', sharedLinkRoutes(accounts));
  api.route('/brand-colours', brandColourRoutes(accounts));
  api.route('/developer', developerRoutes(accounts));
  api.route('/plans', planRoutes(accounts));
  api.route('/admin', adminRoutes);
  api.use('/auth/*', sameOriginWrites(accounts.trustedOrigins), authInputGuard());
  api.post('/auth/sign-in/email', signInThrottleGuard());
  api.on(['GET', 'POST'], '/auth/*', async (c) => withRetryAfter(await auth.handler(withClientIp(c))));
  api.route('/templates', templateRoutes);
  // A sub-app's notFound is not consulted once mounted, so the catch-all is a route.
  api.all('*', (c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  app.route('/api', api);

  app.onError((error, c) => handleError(error, c, logger));

  app.route('/', seoRoutes);
  app.route('/developers/reference', developerDocs);
  if (webDistDir) {
    const site = createStaticSite(webDistDir, isAppPath);
    app.get('*', (c) => site(c));
  }
  return app;
}
