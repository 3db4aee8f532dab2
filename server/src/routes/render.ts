import { Hono } from 'hono';
import { renderRequestSchema } from '../../../core/src/render/request';
import type { AppEnv } from '../http/app-env';
import { bodyLimit } from '../http/body-limit';
import { validateJson } from '../http/validate';
import { renderPng } from '../services/render';

/** A 10 MB design as base64 is ~13.4 MB; the JSON around it is small. */
export const RENDER_BODY_LIMIT = 15 * 1024 * 1024;

/** POST /api/render {templateId, design: data URL, placement, color, width} → image/png */
export const renderRoutes = new Hono<AppEnv>().post(
  '/',
  bodyLimit({
    maxSize: RENDER_BODY_LIMIT,
    onError: (c) => c.json({ error: 'Request body is too large (limit 15 MB: a design of at most 10 MB).' }, 413),
  }),
  validateJson(renderRequestSchema),
  async (c) => {
    const png = await renderPng(c.var.work, c.var.config, c.req.valid('json'));
    return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
  },
);
