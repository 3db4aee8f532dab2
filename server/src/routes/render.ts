import { Hono } from 'hono';
import { renderRequestSchema } from '../../../core/src/render/request';
import { optionalUser, type AccountDeps, type MaybeUserEnv } from '../auth/guards';
import { AppError } from '../http/app-error';
import { bodyLimit } from '../http/body-limit';
import { validateJson } from '../http/validate';
import { templateForRender } from '../services/own-templates';
import { renderablePsdTemplate, renderPsdTemplatePng } from '../services/psd-templates';
import { planForRequest, requireWidth, withQuota } from '../services/plans';
import { designRasterBytes, renderMockupOnPool } from '../services/render';

/** A 10 MB design as base64 is ~13.4 MB; the JSON around it is small. */
export const RENDER_BODY_LIMIT = 15 * 1024 * 1024;

/**
 * POST /api/render {templateId (a library template, or the caller's own), design: data URL, placement, color, width,
 * areaPlacements? (a PSD template's placement per smart object)} → image/png. With PLANS=on a render is a
 * download: it needs an account, counts against its month, is capped at its plan's width and watermarked on Free.
 */
export const renderRoutes = ({ auth, storage }: AccountDeps) =>
  new Hono<MaybeUserEnv>().post(
    '/',
    bodyLimit({
      maxSize: RENDER_BODY_LIMIT,
      onError: (c) => c.json({ error: 'Request body is too large (limit 15 MB: a design of at most 10 MB).' }, 413),
    }),
    optionalUser(auth),
    validateJson(renderRequestSchema),
    async (c) => {
      const request = c.req.valid('json');
      const account = await planForRequest(c.var.db, c.var.config, c.var.userId, 'download mockups');
      requireWidth(account, request.width);
      const watermark = account?.entitlements.watermark ?? false;
      const { templateId, placement, areaPlacements, color, width } = request;
      // A template imported from a Photoshop file (the caller's, or shared with them) renders through its layer stack.
      const psd = c.var.userId ? await renderablePsdTemplate(c.var.db, templateId, c.var.userId) : undefined;
      if (psd) {
        const png = await withQuota(c.var.db, account, 'downloads', async () => {
          const bytes = await designRasterBytes(c.var.work, request.design);
          return renderPsdTemplatePng({ storage, work: c.var.work }, psd, { width, design: { bytes, placement, areaPlacements }, colour: color, watermark });
        });
        return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
      }
      if (areaPlacements) throw new AppError(400, 'areaPlacements: only a template imported from a Photoshop file has a placement per area.');
      // A library template, or an own template its owner renders (the editor downloads both through here).
      const own = await templateForRender({ db: c.var.db, storage }, templateId, c.var.userId);
      const png = await withQuota(c.var.db, account, 'downloads', async () => {
        const design = await designRasterBytes(c.var.work, request.design);
        return renderMockupOnPool(c.var.work, c.var.config, { templateId, design, placement, color, width, own, watermark });
      });
      return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
    },
  );
