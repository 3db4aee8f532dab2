import { Hono, type Context } from 'hono';
import { PROGRESS_HEADER } from '../../../../core/src/ai/progress';
import { rateLimiter } from 'hono-rate-limiter';
import { generateDesignRequestSchema } from '../../../../core/src/ai/design-request';
import type { EngineStatus } from '../../../../core/src/ai/engines';
import type { ProgressBoard } from '../../ai/progress/progress-board';
import { optionalUser, type AccountDeps, type MaybeUserEnv } from '../../auth/guards';
import { requirePlanFeature } from '../plan-gate';
import { badRequest } from '../../http/errors';
import { heavyRateLimit } from '../../http/rate-limit';
import { validateJson } from '../../http/validate';
import { generateDesign, renderVectorDesign, type DesignDeps } from '../../services/ai-design';
import { functionResponses, succeed } from './respond';

/** A signed-in account's budget, on top of the per-address one: a shared office IP does not limit its people. */
export function perUserRateLimit({ limit = 30, windowMs = 60_000 } = {}) {
  return rateLimiter<MaybeUserEnv>({
    windowMs,
    limit,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => c.var.userId ?? '',
    skip: (c) => !c.var.userId,
    statusCode: 429,
    message: { error: 'You have generated a lot of designs in the last minute. Please wait a moment and try again.' },
  });
}

/**
 * POST /api/functions/generate-design {prompt, style, category?, size?, seed?} → {success, imageUrl, engine, …}
 * GET  /api/functions/generate-design/download?prompt&style&category&seed[&size] → image/png (attachment)
 * GET  /api/functions/engine → {engine, name, problems}: the engines as last checked (the page's status line)
 * Both POSTs report their steps under the page's `x-progress-id` header (routes/functions/progress.ts).
 */
export function designFunctionRoutes(accounts: AccountDeps, engines: () => Promise<EngineStatus>, board: ProgressBoard) {
  const deps = (c: Context<MaybeUserEnv>): DesignDeps => ({
    db: c.var.db, storage: accounts.storage, work: c.var.work, config: c.var.config, logger: c.var.logger,
    progress: board.reporter(c.req.header(PROGRESS_HEADER)),
  });
  return new Hono<MaybeUserEnv>()
    // '/generate-design/*' covers '/generate-design' itself too.
    .use('/generate-design/*', functionResponses())
    .use('/generate-design', heavyRateLimit(), optionalUser(accounts.auth), perUserRateLimit(), requirePlanFeature('aiTools', 'use the AI tools'))
    .use('/generate-design/download', heavyRateLimit(), optionalUser(accounts.auth), requirePlanFeature('aiTools', 'use the AI tools'))
    .post('/generate-design', validateJson(generateDesignRequestSchema), async (c) => {
      const result = await generateDesign(deps(c), c.var.userId, c.req.valid('json'));
      return succeed(c, { ...result });
    })
    .get('/engine', async (c) => c.json(await engines(), 200, { 'cache-control': 'no-store' }))
    .get('/generate-design/download', async (c) => {
      const query = c.req.query();
      if (!/^\d{1,10}$/.test(query.seed ?? '')) throw badRequest('seed: a design is downloaded with the seed it was generated with.');
      const job = generateDesignRequestSchema.parse({ ...query, size: query.size ?? '4096x4096', seed: Number(query.seed) });
      const image = await renderVectorDesign(c.var.work, { ...job, seed: Number(query.seed) });
      return c.body(image.png as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'image/png',
        'content-disposition': 'attachment; filename="ai-design.png"',
        // The same query always renders the same pixels.
        'cache-control': 'private, max-age=86400',
      });
    });
}
