import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { siteBatchRequestSchema } from '../../../core/src/editor/batch-layers';
import { optionalUser, sameOriginWrites, type AccountDeps, type MaybeUserEnv } from '../auth/guards';
import { bodyLimit } from '../http/body-limit';
import { heavyRateLimit } from '../http/rate-limit';
import { validateJson } from '../http/validate';
import { batchProgress, batchZipFileId, cancelBatch, createBatch, listBatches } from '../services/render-batches';
import { requirePlanFeature } from './plan-gate';
import { EDITOR_EXPORT_BODY_LIMIT } from './editor-exports';

/** Anonymous visitors may start this many batches per address in ten minutes; signed-in users are not limited here. */
function anonymousBatchLimit() {
  const limit = heavyRateLimit<MaybeUserEnv>({ limit: 10, windowMs: 10 * 60_000 });
  return createMiddleware<MaybeUserEnv>(async (c, next) => (c.var.userId ? next() : limit(c, next)));
}

/**
 * Batch mockups: GET / → a signed-in user's batches; POST / {design + placement or areas, colors[], templateIds[] and/or categories[], width} → 202 {batchId};
 * GET /:id → progress; GET /:id/zip → the ZIP; POST /:id/cancel. The work is in services/render-batches.ts, so a
 * versioned API can offer the same on its own routes.
 */
export function renderBatchRoutes({ auth, storage, trustedOrigins }: AccountDeps) {
  const deps = (c: { var: MaybeUserEnv['Variables'] }) => ({ ...c.var, storage });
  return new Hono<MaybeUserEnv>()
    .use(sameOriginWrites(trustedOrigins))
    .use(optionalUser(auth))
    .get('/', async (c) => {
      if (!c.var.userId) return c.json({ error: 'Please sign in to see your batches.' }, 401);
      return c.json({ batches: await listBatches(c.var.db, c.var.userId) }, 200, { 'cache-control': 'no-store' });
    })
    .post(
      '/',
      bodyLimit({
        maxSize: EDITOR_EXPORT_BODY_LIMIT,
        onError: (c) => c.json({ error: 'Request body is too large (limit 45 MB of designs and layers).' }, 413),
      }),
      validateJson(siteBatchRequestSchema),
      anonymousBatchLimit(),
      requirePlanFeature('batch', 'make batch mockups'),
      async (c) => {
        const { design, placement, areas, ...rest } = c.req.valid('json');
        // The schema sends `areas`, or `design` with `placement`.
        const request = areas ? { ...rest, areas } : { ...rest, design: design!, placement: placement! };
        const batchId = await createBatch(deps(c), request, c.var.userId);
        return c.json({ batchId, statusUrl: `/api/render/batch/${batchId}` }, 202);
      },
    )
    .get('/:id', async (c) => c.json(await batchProgress(c.var.db, c.req.param('id'), c.var.userId), 200, { 'cache-control': 'no-store' }))
    .get('/:id/zip', async (c) => c.redirect(`/api/files/${await batchZipFileId(c.var.db, c.req.param('id'), c.var.userId)}?download=1`, 303))
    .post('/:id/cancel', async (c) => {
      await cancelBatch(deps(c), c.req.param('id'), c.var.userId);
      return c.json(await batchProgress(c.var.db, c.req.param('id'), c.var.userId));
    });
}
