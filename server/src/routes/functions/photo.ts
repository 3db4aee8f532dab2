import { Hono, type Context } from 'hono';
import { PROGRESS_HEADER } from '../../../../core/src/ai/progress';
import { rateLimiter } from 'hono-rate-limiter';
import { generateBackgroundRequestSchema, productPhotoRequestSchema, removeBackgroundRequestSchema } from '../../../../core/src/ai/photo-request';
import type { ProgressBoard } from '../../ai/progress/progress-board';
import { sharedSegmenter, type Segmenter } from '../../ai/segmentation/segmenter';
import { optionalUser, type AccountDeps, type MaybeUserEnv } from '../../auth/guards';
import { requirePlanFeature } from '../plan-gate';
import { bodyLimit } from '../../http/body-limit';
import { heavyRateLimit } from '../../http/rate-limit';
import { validateJson } from '../../http/validate';
import { tooLarge } from '../../images/read-image';
import { generateBackground, productPhoto, removeBackground, type PhotoDeps } from '../../services/ai-photo';
import { functionResponses, succeed } from './respond';

/** A 10 MB image as a base64 data URL (~13.4 MB) and its JSON envelope. */
const PHOTO_BODY_LIMIT = 15 * 1024 * 1024 + 64 * 1024;

/** A signed-in account's budget on top of the per-address one, so one account cannot use many addresses' worth. */
const perUserLimit = () =>
  rateLimiter<MaybeUserEnv>({
    windowMs: 60_000,
    limit: 30,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => c.var.userId ?? '',
    skip: (c) => !c.var.userId,
    statusCode: 429,
    message: { error: 'You have made a lot of AI images in the last minute. Please wait a moment and try again.' },
  });

const PATHS = ['/remove-background', '/generate-background', '/product-photo'] as const;

/**
 * POST /api/functions/remove-background {imageUrl} → {success, imageUrl, engine}
 * POST /api/functions/generate-background {imageUrl, style, prompt?} → {success, imageUrl, engine}
 * POST /api/functions/product-photo {imageUrl, description?, photographyStyle, lighting} → {success, imageUrl, engine}
 * Mounted before the API's 1 MB body limit: each carries an image of up to 10 MB.
 */
export function photoFunctionRoutes(accounts: AccountDeps, board: ProgressBoard, segmenter: Segmenter = sharedSegmenter()) {
  const app = new Hono<MaybeUserEnv>();
  const deps = (c: Context<MaybeUserEnv>): PhotoDeps => ({
    db: c.var.db, storage: accounts.storage, work: c.var.work, config: c.var.config, segmenter, logger: c.var.logger,
    progress: board.reporter(c.req.header(PROGRESS_HEADER)),
  });
  for (const path of PATHS) {
    app.use(
      path,
      functionResponses(),
      bodyLimit({ maxSize: PHOTO_BODY_LIMIT, onError: (c) => c.json({ success: false, error: tooLarge().message }, 400) }),
      heavyRateLimit(),
      optionalUser(accounts.auth),
      perUserLimit(),
      requirePlanFeature('aiTools', 'use the AI tools'),
    );
  }
  return app
    .post('/remove-background', validateJson(removeBackgroundRequestSchema), async (c) => {
      return succeed(c, await removeBackground(deps(c), c.var.userId, c.req.valid('json')));
    })
    .post('/generate-background', validateJson(generateBackgroundRequestSchema), async (c) => {
      return succeed(c, await generateBackground(deps(c), c.var.userId, c.req.valid('json')));
    })
    .post('/product-photo', validateJson(productPhotoRequestSchema), async (c) => {
      return succeed(c, await productPhoto(deps(c), c.var.userId, c.req.valid('json')));
    });
}
