import { Hono } from 'hono';
import { layeredRenderRequestSchema, printFileRequestSchema } from '../../../core/src/editor/export-request';
import { templateAsset } from '../../../core/src/templates/assets';
import { layerTaskInputs } from '../api/layer-input';
import { printFileRequest } from '../api/v1-render';
import { optionalUser, type AccountDeps, type MaybeUserEnv } from '../auth/guards';
import { badRequest } from '../http/app-error';
import { bodyLimit } from '../http/body-limit';
import { validateJson } from '../http/validate';
import { templateForRender } from '../services/own-templates';
import { renderablePsdTemplate } from '../services/psd-templates';
import { planForRequest, requireWidth, withQuota } from '../services/plans';
import { renderLayeredOnPool } from '../services/render';

/** A few 10 MB images as base64 (~13.4 MB each) and their text layers. */
export const EDITOR_EXPORT_BODY_LIMIT = 45 * 1024 * 1024;

const limit = () =>
  bodyLimit({
    maxSize: EDITOR_EXPORT_BODY_LIMIT,
    onError: (c) => c.json({ error: 'Request body is too large (limit 45 MB of layers).' }, 413),
  });

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * The editor's layered exports, on the public API's code paths (api/v1-render.ts, services/layers-task.ts), under
 * the site's plan rules as POST /api/render: a download counts against the month, is capped at the plan's width and
 * watermarked on Free.
 *  - POST /api/render/layers {templateId, layers, areas?, color, width, format, quality?} → the mockup as PNG, JPEG or
 *    WebP; `layers` are the shown area's, `areas` the further areas' by name (a book's spine).
 *  - POST /api/print-file {templateId, area, layers, dpi = 300} → the area's artwork, transparent, DPI in its pHYs.
 */
export const layeredRenderRoutes = ({ auth, storage }: AccountDeps) =>
  new Hono<MaybeUserEnv>().post('/', limit(), optionalUser(auth), validateJson(layeredRenderRequestSchema), async (c) => {
    const request = c.req.valid('json');
    const account = await planForRequest(c.var.db, c.var.config, c.var.userId, 'download mockups');
    requireWidth(account, request.width);
    const { templateId, color, width, format, quality } = request;
    if (c.var.userId && (await renderablePsdTemplate(c.var.db, templateId, c.var.userId))) {
      throw badRequest('layers: a template imported from Photoshop takes one design; download it from its own editor.');
    }
    const own = await templateForRender({ db: c.var.db, storage }, templateId, c.var.userId);
    const further = own ? [] : (templateAsset(templateId)?.areas ?? []).map((area) => area.name);
    const unknown = Object.keys(request.areas ?? {}).filter((name) => !further.includes(name));
    if (unknown.length > 0) {
      const has = further.length > 0 ? `its further print areas are ${further.map((n) => `'${n}'`).join(', ')}` : 'it has no further print area';
      throw badRequest(`areas: template '${templateId}' has no area ${unknown.map((n) => `'${n}'`).join(', ')}; ${has}.`);
    }
    const image = await withQuota(c.var.db, account, 'downloads', async () => {
      const deps = { ...c.var, storage };
      const layers = await layerTaskInputs(deps, c.var.userId ?? '', request.layers);
      const otherAreas = [];
      for (const name of further) otherAreas.push(await layerTaskInputs(deps, c.var.userId ?? '', request.areas?.[name] ?? []));
      const watermark = account?.entitlements.watermark ?? false;
      return renderLayeredOnPool(c.var.work, c.var.config, { templateId, layers, otherAreas, color, width, own, format, quality, watermark });
    });
    return c.body(image as Uint8Array<ArrayBuffer>, 200, { 'content-type': CONTENT_TYPES[format], 'cache-control': 'no-store' });
  });

export const printFileRoutes = ({ auth, storage }: AccountDeps) =>
  new Hono<MaybeUserEnv>().post('/', limit(), optionalUser(auth), validateJson(printFileRequestSchema), async (c) => {
    const request = c.req.valid('json');
    const account = await planForRequest(c.var.db, c.var.config, c.var.userId, 'download print files');
    const png = await withQuota(c.var.db, account, 'downloads', () => printFileRequest({ ...c.var, storage }, c.var.userId ?? '', request));
    return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
  });
