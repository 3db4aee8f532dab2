import { Hono } from 'hono';
import { PROGRESS_ID } from '../../../../core/src/ai/progress';
import type { ProgressBoard } from '../../ai/progress/progress-board';
import { badRequest, notFound } from '../../http/errors';

/** GET /api/functions/progress/:id → {step, fraction?}: how far the AI request the page named `id` is. */
export const progressRoutes = (board: ProgressBoard) =>
  new Hono().get('/progress/:id', (c) => {
    const id = c.req.param('id');
    if (!PROGRESS_ID.test(id)) throw badRequest('id: a progress id is 16–64 letters, digits, - or _.');
    const progress = board.get(id);
    if (!progress) throw notFound('Nothing is in progress under this id.');
    return c.json(progress, 200, { 'cache-control': 'no-store' });
  });
