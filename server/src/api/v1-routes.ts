import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  batchIdParamSchema,
  problemSchema,
  templatesQuerySchema,
  v1BatchCreatedSchema,
  v1BatchRequestSchema,
  v1BatchStatusSchema,
  v1CategorySchema,
  v1RenderFileSchema,
  v1PrintFileRequestSchema,
  ownTemplateIdParamSchema,
  v1RenderRequestSchema,
  v1TemplatesResponseSchema,
} from '../../../core/src/api/v1-schemas';
import { CATEGORIES } from '../../../core/src/catalogue/categories';
import { templateAsset } from '../../../core/src/templates/assets';
import { templatesFor } from '../../../core/src/templates/library';
import { templatePrintAreas } from '../../../core/src/templates/print-areas';
import { productViews } from '../../../core/src/templates/product-views';
import { apiBatches } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/app-error';
import { bodyLimit } from '../http/body-limit';
import { thrownValuesAsErrors } from '../http/errors';
import { sharedRateLimiter } from '../http/pg-rate-limit-store';
import { shallowJsonBodies } from '../http/validate';
import type { Logger } from '../logger';
import { saveFile } from '../services/files';
import { planForRequest, requireFeature, requireWidth, withQuota } from '../services/plans';
import { batchProgress, batchZipFileId, createBatch } from '../services/render-batches';
import type { FileStorage } from '../services/storage';
import { designBytes } from './design-input';
import { layerDesignSource } from './layer-input';
import { v1OwnTemplates, v1OwnThumbnail } from './v1-own-templates';
import { printFileRequest, renderV1Request } from './v1-render';
import { authenticate, countRenders, type ApiCaller } from './keys';
import { handleProblem, problem } from './problem';
import { refuseUnreachableWebhook } from './webhooks';
import { API_DESCRIPTION } from './v1-description';

export type V1Env = { Variables: AppEnv['Variables'] & { caller: ApiCaller } };

/** A 10 MB design as base64 is ~13.4 MB; the JSON around it is small. */
const RENDER_BODY_LIMIT = 15 * 1024 * 1024;

const problems = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [status, { description: PROBLEM_TEXT[status] ?? 'Error', content: { 'application/problem+json': { schema: problemSchema } } }]),
  );
const PROBLEM_TEXT: Record<number, string> = {
  400: 'The request is invalid (the detail says what to fix).',
  401: 'No API key, an unknown one, or a revoked one.',
  402: 'The key’s account plan does not include this (a width past its cap, batches) or its monthly downloads are spent.',
  404: 'No such template, design or batch.',
  413: 'The body is larger than 15 MB.',
  429: 'Over the key’s rate limit; see Retry-After and RateLimit-* headers.',
  503: 'The render queue is full; try again after Retry-After.',
};
const COMMON = [400, 401, 429] as const;
const security = [{ bearerAuth: [] }];
const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

const categoriesRoute = createRoute({
  method: 'get',
  path: '/categories',
  summary: 'List the categories',
  tags: ['Catalogue'],
  security,
  responses: { 200: json(z.object({ categories: z.array(v1CategorySchema) }), 'Every category with templates.'), ...problems(...COMMON) },
});

const templatesRoute = createRoute({
  method: 'get',
  path: '/templates',
  summary: 'List templates',
  description:
    'All library templates, or one category’s, with the print area’s aspect ratio, the named print areas with their size in millimetres, and a thumbnail; and, in `ownTemplates`, the templates of the key’s own account (made from a photo, or imported from a Photoshop file) with their print areas and the formats they render in.',
  tags: ['Catalogue'],
  security,
  request: { query: templatesQuerySchema },
  responses: { 200: json(v1TemplatesResponseSchema, 'The templates.'), ...problems(...COMMON, 404) },
});

const ownThumbnailRoute = createRoute({
  method: 'get',
  path: '/templates/{id}/thumbnail',
  summary: 'An own template’s thumbnail',
  description: 'The small WebP preview of one of the key’s account’s own templates (`ownTemplates[].thumbnailUrl`). Library templates’ thumbnails are public URLs.',
  tags: ['Catalogue'],
  security,
  request: { params: ownTemplateIdParamSchema },
  responses: {
    200: { description: 'The thumbnail.', content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } } },
    ...problems(...COMMON, 404),
  },
});

const renderRoute = createRoute({
  method: 'post',
  path: '/renders',
  summary: 'Render one mockup',
  description:
    'Puts the design — or, with `areas`, layers of images and text per print area — on a template in a colour and answers with the image (PNG, JPEG or WebP), or (`format: "json"`) keeps a PNG as a file and answers with its URL. A template imported from a Photoshop file takes `areas` keyed by its smart objects’ names, a design of its own in each. Counts as one render.',
  tags: ['Renders'],
  security,
  request: { body: { required: true, content: { 'application/json': { schema: v1RenderRequestSchema } } } },
  responses: {
    200: {
      description: 'The mockup: a PNG (`format: "png"`, the default), a JPEG or WebP (`format: "jpeg"`, `"webp"`), or JSON naming its PNG file (`format: "json"`).',
      content: {
        'image/png': { schema: z.string().meta({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().meta({ format: 'binary' }) },
        'image/webp': { schema: z.string().meta({ format: 'binary' }) },
        'application/json': { schema: v1RenderFileSchema },
      },
    },
    ...problems(...COMMON, 402, 404, 413, 503),
  },
});

const printFileRoute = createRoute({
  method: 'post',
  path: '/print-files',
  summary: 'Make a print file',
  description:
    'One print area’s artwork alone — its layers, no product — as a PNG at the area’s real size (`printAreas[].widthMm` × `heightMm` from GET /templates) and `dpi`, transparent where no layer draws; the PNG’s pHYs chunk records the DPI. What a print-on-demand seller uploads to their printer. At most 32 million pixels. Counts as one render.',
  tags: ['Renders'],
  security,
  request: { body: { required: true, content: { 'application/json': { schema: v1PrintFileRequestSchema } } } },
  responses: {
    200: { description: 'The print file (PNG with alpha and pHYs).', content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } } },
    ...problems(...COMMON, 402, 404, 413, 503),
  },
});

const batchRoute = createRoute({
  method: 'post',
  path: '/renders/batch',
  summary: 'Start a batch',
  description: 'One design on many templates and colours, made in the background and delivered as one ZIP. Optionally calls `webhookUrl` when finished. Each mockup made counts as one render.',
  tags: ['Batches'],
  security,
  request: { body: { required: true, content: { 'application/json': { schema: v1BatchRequestSchema } } } },
  responses: { 202: json(v1BatchCreatedSchema, 'The batch was queued.'), ...problems(...COMMON, 402, 404, 413) },
});

const batchStatusRoute = createRoute({
  method: 'get',
  path: '/renders/batch/{id}',
  summary: 'A batch’s status',
  tags: ['Batches'],
  security,
  request: { params: batchIdParamSchema },
  responses: { 200: json(v1BatchStatusSchema, 'Progress and each item’s status; `zipUrl` once done.'), ...problems(...COMMON, 404) },
});

const batchZipRoute = createRoute({
  method: 'get',
  path: '/renders/batch/{id}/zip',
  summary: 'Download a batch’s ZIP',
  tags: ['Batches'],
  security,
  request: { params: batchIdParamSchema },
  responses: {
    303: { description: 'Redirects to the ZIP (`<template-id>-<colour>.png` files).', headers: { Location: { schema: { type: 'string' } } } },
    ...problems(...COMMON, 404),
  },
});

/** /api/v1: the public render API, authenticated by API keys, every error as problem+json. */
export function v1Routes({ storage, logger, rateLimit }: { storage: FileStorage; logger: Logger; rateLimit: number }) {
  const v1 = new OpenAPIHono<V1Env>({
    // A request the schemas refuse: the first issue as the detail.
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const detail = issue ? (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message) : 'Invalid request.';
        return problem(c, 400, detail);
      }
    },
  });
  v1.onError((error, c) => handleProblem(error, c, logger));
  v1.use('*', thrownValuesAsErrors());
  v1.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key from the dashboard’s API tab: `Authorization: Bearer ms_live_…`.',
  });

  v1.doc31('/openapi.json', (c) => ({
    openapi: '3.1.0',
    info: { title: 'Mockup Studio API', version: '1.0.0', description: API_DESCRIPTION },
    servers: [{ url: `${c.var.config.appUrl}/api/v1` }],
  }));

  // One budget per key over every route (counted in the database, so it holds across servers).
  const limiter = sharedRateLimiter('api-key', {
    windowMs: 60_000,
    limit: rateLimit,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => (c.var as V1Env['Variables']).caller.keyId,
    handler: (c) => problem(c, 429, `This API key is over its limit of ${rateLimit} requests a minute. Wait for Retry-After seconds.`),
  });
  // Everything but the OpenAPI document needs a key.
  v1.use('*', async (c, next) => {
    if (c.req.path.endsWith('/openapi.json')) return next();
    c.set('caller', await authenticate(c.var.db, c.req.header('authorization')));
    return limiter(c as unknown as Context<AppEnv>, next);
  });
  const bigBody = bodyLimit({ maxSize: RENDER_BODY_LIMIT, onError: (c) => problem(c, 413, 'Request body is too large (limit 15 MB: a design of at most 10 MB).') });
  // The OpenAPI validators parse JSON themselves: a 15 MB body of brackets is refused by its nesting first.
  v1.use('/renders', bigBody, shallowJsonBodies());
  v1.use('/renders/batch', bigBody, shallowJsonBodies());
  v1.use('/print-files', bigBody, shallowJsonBodies());

  const absolute = (c: { var: AppEnv['Variables'] }, url: string) => c.var.config.appUrl + url;

  v1.openapi(categoriesRoute, (c) =>
    c.json({
      categories: CATEGORIES.map((k) => ({ slug: k.slug, title: k.title, group: k.group, templateCount: templatesFor(k.slug).length })).filter((k) => k.templateCount > 0),
    }),
  );

  v1.openapi(templatesRoute, async (c) => {
    const { category } = c.req.valid('query');
    const slugs = category ? [category] : CATEGORIES.map((k) => k.slug);
    const templates = slugs.flatMap((slug) =>
      templatesFor(slug).map((t) => {
        const asset = templateAsset(t.id)!;
        return { id: t.id, title: t.title, category: t.category, style: asset.style, printAspect: asset.printAspect, printAreas: templatePrintAreas(t.id) ?? [], views: productViews(t.id), thumbnailUrl: absolute(c, t.thumbnailUrl) };
      }),
    );
    if (category && templates.length === 0) throw notFound(`No category '${category}'. GET /api/v1/categories lists them.`);
    const ownTemplates = await v1OwnTemplates({ db: c.var.db, storage }, c.var.caller.userId, (path) => absolute(c, path));
    return c.json({ templates, ownTemplates }, 200);
  });

  v1.openapi(ownThumbnailRoute, async (c) => {
    const webp = await v1OwnThumbnail({ db: c.var.db, storage }, c.req.valid('param').id, c.var.caller.userId);
    return c.body(webp as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/webp', 'cache-control': 'private, no-cache', 'x-content-type-options': 'nosniff' });
  });

  v1.openapi(renderRoute, async (c) => {
    const request = c.req.valid('json');
    const caller = c.var.caller;
    const { templateId, color, width } = request;
    // With PLANS=on an API render is a download of the key's account, as in the editor: capped, counted, watermarked.
    const account = await planForRequest(c.var.db, c.var.config, caller.userId, 'render mockups');
    requireWidth(account, width);
    const watermark = account?.entitlements.watermark ?? false;
    const { image, encoding } = await withQuota(c.var.db, account, 'downloads', () =>
      renderV1Request({ ...c.var, storage }, caller.userId, request, watermark),
    );
    await countRenders(c.var.db, caller, 1);
    if (request.format !== 'json') {
      return c.body(image as Uint8Array<ArrayBuffer>, 200, { 'content-type': `image/${encoding}`, 'cache-control': 'no-store' });
    }
    const file = await saveFile(c.var.db, storage, {
      source: { bytes: image },
      mime: 'image/png',
      kind: 'api-render',
      name: `${templateId}-${color.slice(1).toLowerCase()}.png`,
      userId: caller.userId,
      anonymousTtlMs: c.var.config.anonymousFileTtlMs,
    });
    return c.json({ fileId: file.id, fileUrl: absolute(c, `/api/files/${file.id}`), templateId, width, height: width }, 200);
  });

  v1.openapi(printFileRoute, async (c) => {
    const { templateId, area: name, dpi } = c.req.valid('json');
    // With PLANS=on a print file is a download too; it is the caller's own artwork, so neither capped nor watermarked.
    const account = await planForRequest(c.var.db, c.var.config, c.var.caller.userId, 'make print files');
    const png = await withQuota(c.var.db, account, 'downloads', () => printFileRequest({ ...c.var, storage }, c.var.caller.userId, c.req.valid('json')));
    await countRenders(c.var.db, c.var.caller, 1);
    const fileName = `print-${templateId}-${name.replace(/[^a-z0-9]+/gi, '-')}-${dpi}dpi.png`;
    return c.body(png as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'image/png',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    });
  });

  v1.openapi(batchRoute, async (c) => {
    const { design, designId, placement, areas, webhookUrl, ...request } = c.req.valid('json');
    const caller = c.var.caller;
    const account = await planForRequest(c.var.db, c.var.config, caller.userId, 'make batch mockups');
    requireFeature(account, 'batch');
    requireWidth(account, request.width);
    if (webhookUrl) refuseUnreachableWebhook(webhookUrl, c.var.config.allowPrivateAddresses);
    const deps = { ...c.var, storage };
    // The schema requires `areas`, or one design with its placement.
    const drawn = areas
      ? { areas, imageBytes: (image: string) => designBytes(deps, caller.userId, layerDesignSource(image)) }
      : { designBytes: await designBytes(deps, caller.userId, { design, designId }), placement: placement! };
    const batchId = await createBatch(deps, { ...request, ...drawn }, caller.userId, async (tx, id) => {
      await tx.insert(apiBatches).values({ batchId: id, keyId: caller.keyId, userId: caller.userId, webhookUrl: webhookUrl ?? null });
    });
    const statusUrl = absolute(c, `/api/v1/renders/batch/${batchId}`);
    return c.json({ batchId, statusUrl, zipUrl: `${statusUrl}/zip` }, 202);
  });

  v1.openapi(batchStatusRoute, async (c) => {
    const progress = await batchProgress(c.var.db, c.req.valid('param').id, c.var.caller.userId);
    return c.json({ ...progress, zipUrl: progress.zipUrl ? absolute(c, progress.zipUrl) : null }, 200);
  });

  v1.openapi(batchZipRoute, async (c) => {
    const fileId = await batchZipFileId(c.var.db, c.req.valid('param').id, c.var.caller.userId);
    return c.redirect(absolute(c, `/api/files/${fileId}?download=1`), 303);
  });

  v1.all('*', (c) => problem(c, 404, `No API route for ${c.req.method} ${c.req.path}. The routes are listed at /api/v1/openapi.json.`));
  return v1;
}
