import fc from 'fast-check';
import { CATEGORIES } from '../../../core/src/catalogue/categories';
import { STATIC_PATHS } from '../../../core/src/site/routes';
import { designDataUrl, hostileString, jsonBody, toJsonText, multipartBody, oversizedJson, pathSegment, percentEncode, queryString, webhookUrl, PRIVATE_WEBHOOK_URLS, type FuzzRequest } from './generators';
import { operationsOf, type KnownValues, type OpenApiDocument } from './openapi';
import type { Payloads } from './payloads';

/** What the routes' generators may use: payloads and real rows made before the run. */
export interface FuzzContext {
  payloads: Payloads;
  templateId: string;
  /** Ids of rows that exist (the fuzz user's design and mockup, a generated file). */
  designIds: string[];
  mockupIds: string[];
  fileIds: string[];
  /** The fuzz user's own template (made from a small photo and a white mask). */
  ownTemplateIds: string[];
  /** A live key of the fuzz user for /api/v1. */
  apiKey: string;
}

/** An API batch accepted (202) with a webhook to a loopback, private or link-local address: refused since issue #30. */
export function acceptedPrivateWebhook(request: FuzzRequest, answer: FuzzAnswer): string | undefined {
  if (answer.status !== 202 || typeof request.body !== 'string') return undefined;
  let url: unknown;
  try {
    url = (JSON.parse(request.body) as { webhookUrl?: unknown }).webhookUrl;
  } catch {
    return undefined;
  }
  return typeof url === 'string' && PRIVATE_WEBHOOK_URLS.includes(url) ? `accepted a batch whose webhook calls ${url}` : undefined;
}

/** What a route's own check sees of an answer. */
export interface FuzzAnswer {
  status: number;
  body: Buffer;
}

export interface FuzzRoute {
  /** 'METHOD /path/:param', as the report names it. */
  name: string;
  /** Sent with the fuzz user's session cookie (otherwise anonymous). */
  signedIn?: boolean;
  /** Share of the run's cases, relative to 1 (e.g. 2 for a route with many fields). */
  weight?: number;
  request: (context: FuzzContext) => fc.Arbitrary<FuzzRequest>;
  /**
   * Routes that run the segmentation model on a valid image (1–2.5 s on 2 quiet cores, on two threads) may spend this
   * much CPU on its outcome (2xx, or 422 "no product found"); every refusal of bad input stays within the 2 s of all.
   */
  modelAnswerMs?: number;
  /** Other routes of the app this entry also sends requests to (the coverage check counts them). */
  covers?: string[];
  /** A further rule for this route's answers: a sentence when one breaks it. */
  check?: (request: FuzzRequest, answer: FuzzAnswer) => string | undefined;
}

/** The model's outcome on a valid image, bounded: see FuzzRoute.modelAnswerMs. */
const MODEL_ANSWER_MS = 10_000;

// ---- small builders: one per kind of route ----

const get = (path: fc.Arbitrary<string>, headers: fc.Arbitrary<Record<string, string>> = fc.constant({})) =>
  fc.tuple(path, headers).map(([p, h]): FuzzRequest => ({ method: 'GET', path: p, headers: h }));

/** A route with a JSON body whose valid form is `sample` (values may be arbitraries, drawn once per case). */
const json = (method: string, path: fc.Arbitrary<string> | string, sample: Record<string, unknown>, oversize = 1_100_000) =>
  fc
    .tuple(typeof path === 'string' ? fc.constant(path) : path, jsonBody(sample), fc.nat(99))
    .map(([p, body, roll]): FuzzRequest => {
      // One case in a hundred is over the route's body limit.
      const text = roll === 0 ? oversizedJson(oversize) : body.text;
      return { method, path: p, headers: { 'content-type': body.contentType }, body: text };
    });

/**
 * A JSON route that carries an image in `imageField`: half its cases are `json`'s (any field wrong), half are valid
 * but for the image, which is then the hostile part (broken, oversized, a bomb, a slow or too-thin SVG).
 */
const imageJson = (method: string, path: string, sample: Record<string, unknown>, imageField: string, payloads: Payloads) =>
  designDataUrl(payloads).chain((image) =>
    fc.oneof(
      json(method, path, { ...sample, [imageField]: image }, 16 * 1024 * 1024),
      fc.constant<FuzzRequest>({ method, path, headers: { 'content-type': 'application/json' }, body: toJsonText({ ...sample, [imageField]: image }) }),
    ),
  );

/** The editor's layered exports: `imageJson` with the image inside an image layer, beside a text layer. */
const layersJson = (path: string, sample: Record<string, unknown>, payloads: Payloads) =>
  designDataUrl(payloads).chain((image) => {
    const body = { ...sample, layers: [{ type: 'image', design: image, placement }, { type: 'text', text: 'EST. 2024', placement }] };
    return fc.oneof(
      json('POST', path, body, 46 * 1024 * 1024),
      fc.constant<FuzzRequest>({ method: 'POST', path, headers: { 'content-type': 'application/json' }, body: toJsonText(body) }),
    );
  });

const upload = (path: string, fields: Record<string, string>, fileField = 'file') => (context: FuzzContext) =>
  multipartBody(context.payloads, fields, fileField).map(({ body, contentType }): FuzzRequest => ({ method: 'POST', path, headers: { 'content-type': contentType }, body }));

const withId = (base: string, ids: string[], suffix = '') => pathSegment(ids).map((id) => `${base}/${id}${suffix}`);

const placement = { x: 50, y: 40, size: 1, rotation: 0 };

/** A saved mockup's or shared link's document: the design as an image layer under a text layer. */
const storedDocument = (designId: string) => ({
  version: 2,
  color: '#1e3a8a',
  areas: { front: { layers: [{ type: 'image', design: `design:${designId}`, placement }, { type: 'text', text: 'EST. 2024', placement }] } },
});

/** A /api/v1 request: the fuzz user's key, or now and then a hostile Authorization header. */
const withKey = (request: fc.Arbitrary<FuzzRequest>, apiKey: string) =>
  fc
    .tuple(request, fc.nat(19), fc.stringMatching(/^[!-~]{0,120}$/))
    .map(([r, roll, junk]): FuzzRequest => ({ ...r, headers: { ...r.headers, authorization: roll === 0 ? `Bearer ${junk}` : `Bearer ${apiKey}` } }));
const password = 'fuzz-violet-teapot-77';

/** Page paths: the app's own, category and template pages, assets, and hostile ones. */
const pagePath: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...STATIC_PATHS, ...CATEGORIES.slice(0, 5).map((category) => `/${category.slug}`), '/t-shirts/t-shirts-1/edit', '/sitemap.xml', '/robots.txt', '/favicon.svg'),
  fc.array(pathSegment([]), { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
  fc.constantFrom('/%E0%A4%A', '/assets/%E0%A4%A.js', '/assets/x.js', '/templates/..%2F..%2Fetc%2Fpasswd', '//', '/..%2f..%2f', '/%00', '/index.html', '/.vite/manifest.json', `/${'a'.repeat(4000)}`),
);

/**
 * Every route of the app. To fuzz a new route, add one entry: its name, whether it needs the session, and a
 * generator of requests (usually `json(method, path, validSample)`, `upload(path, validFields)` or `get(pathArb)`).
 */
export const FUZZ_ROUTES: FuzzRoute[] = [
  // ---- public API ----
  { name: 'GET /api/health', request: () => get(queryString(['verbose']).map((query) => `/api/health${query}`)) },
  { name: 'GET /api/templates', request: () => get(queryString(['category']).map((query) => `/api/templates${query}`)) },
  { name: 'GET /api/auth-config', request: () => get(fc.constant('/api/auth-config')) },
  { name: 'GET /api/functions/engine', request: () => get(queryString(['engine']).map((query) => `/api/functions/engine${query}`)) },
  { name: 'GET /api/functions/progress/:id', request: () => get(withId('/api/functions/progress', ['fuzz-progress-0000000001'])) },
  { name: 'POST /api/newsletter', request: () => json('POST', '/api/newsletter', { email: 'fuzz@example.com' }) },
  {
    name: 'POST /api/contact',
    weight: 1.5,
    request: () => json('POST', '/api/contact', { name: 'Fuzz', email: 'fuzz@example.com', subject: 'Hi', category: 'Bug Report', message: 'Hello\nthere' }),
  },
  {
    name: 'POST /api/render',
    weight: 3,
    request: ({ payloads, templateId }) =>
      imageJson('POST', '/api/render', { templateId, placement, color: '#1e3a8a', width: 64 }, 'design', payloads),
  },
  {
    name: 'POST /api/render/layers',
    weight: 2,
    request: ({ payloads, templateId }) =>
      layersJson('/api/render/layers', { templateId, color: '#1e3a8a', width: 64, format: 'jpeg' }, payloads),
  },
  {
    name: 'POST /api/print-file',
    weight: 2,
    // A small DPI: the largest print files are the public API's fuzz cases (POST /api/v1/print-files).
    request: ({ payloads, templateId }) => layersJson('/api/print-file', { templateId, area: 'front', dpi: 20 }, payloads),
  },
  // /api/v1 is fuzzed from its OpenAPI document (fuzz/openapi.ts); its document itself:
  { name: 'GET /api/v1/openapi.json', request: () => get(queryString(['x']).map((query) => `/api/v1/openapi.json${query}`)) },
  {
    name: 'GET /developers/reference',
    request: () => get(fc.constantFrom('/developers/reference', '/developers/reference/init.js', '/developers/reference/scalar-1.72.1.js', '/developers/reference/scalar-0.0.0.js', '/developers/reference/%00')),
    covers: ['GET /developers/reference/init.js', 'GET /developers/reference/scalar-1.72.1.js'],
  },
  { name: 'GET /api/developer/keys', signedIn: true, request: () => get(fc.constant('/api/developer/keys')) },
  { name: 'POST /api/developer/keys', signedIn: true, request: () => json('POST', '/api/developer/keys', { name: 'Fuzz key' }) },
  // Never the fuzz user's live key: the v1 cases need it.
  { name: 'POST /api/developer/keys/:id/revoke', signedIn: true, request: () => withId('/api/developer/keys', [], '/revoke').map((path) => ({ method: 'POST', path, headers: {} })) },
  { name: 'GET /api/developer/webhooks', signedIn: true, request: () => get(fc.constant('/api/developer/webhooks')) },
  // Plans (PLANS=on is tested in tests/integration/plans.test.ts); without ADMIN_TOKEN the admin API answers 404.
  { name: 'GET /api/plans', request: () => get(fc.constant('/api/plans')) },
  { name: 'PUT /api/admin/plans', request: () => json('PUT', '/api/admin/plans', { email: 'fuzz@example.com', plan: 'pro' }) },
  {
    name: 'POST /api/render/batch',
    weight: 2,
    request: ({ payloads, templateId }) =>
      fc.oneof(
        imageJson('POST', '/api/render/batch', { placement, colors: ['#ffffff'], templateIds: [templateId], width: 64 }, 'design', payloads),
        // A batch of the editor's layers: `areas` instead of one design.
        designDataUrl(payloads).chain((image) =>
          json('POST', '/api/render/batch', { areas: { front: { layers: [{ type: 'image', design: image, placement }, { type: 'text', text: 'EST. 2024', placement }] } }, colors: ['#ffffff'], templateIds: [templateId], width: 64 }, 46 * 1024 * 1024),
        ),
      ),
  },
  { name: 'GET /api/render/batch/:id', request: () => get(withId('/api/render/batch', [])) },
  { name: 'GET /api/render/batch/:id/zip', request: () => get(withId('/api/render/batch', [], '/zip')) },
  { name: 'POST /api/render/batch/:id/cancel', request: () => withId('/api/render/batch', [], '/cancel').map((path) => ({ method: 'POST', path, headers: {} })) },
  {
    name: 'POST /api/functions/generate-design',
    weight: 2,
    request: () => json('POST', '/api/functions/generate-design', { prompt: 'a fox in the mountains', style: 'modern', category: 'sticker', size: '512x512' }),
  },
  {
    name: 'POST /api/functions/generate-video',
    weight: 2,
    request: ({ payloads }) =>
      imageJson('POST', '/api/functions/generate-video', { prompt: 'slow zoom', productType: 'mug', duration: 5 }, 'imageUrl', payloads),
  },
  {
    name: 'GET /api/functions/generate-design/download',
    request: () =>
      get(
        fc
          .tuple(fc.option(hostileString), fc.constantFrom('modern', 'retro', 'constructor', '__proto__', 'toString'), fc.oneof(fc.constantFrom('1', '42', '', '-1', '99999999999', '1e3'), hostileString), fc.constantFrom('512x512', '4096x4096', '1x1', ''))
          .map(([prompt, style, seed, size]) => `/api/functions/generate-design/download?prompt=${percentEncode(prompt ?? 'fox')}&style=${style}&seed=${percentEncode(seed)}${size ? `&size=${size}` : ''}`),
      ),
  },
  {
    name: 'POST /api/functions/remove-background',
    modelAnswerMs: MODEL_ANSWER_MS,
    request: ({ payloads }) => imageJson('POST', '/api/functions/remove-background', {}, 'imageUrl', payloads),
  },
  {
    name: 'POST /api/functions/generate-background',
    modelAnswerMs: MODEL_ANSWER_MS,
    request: ({ payloads }) =>
      // Prototype names among the prompt's words: colours were once looked up in a plain object.
      imageJson('POST', '/api/functions/generate-background', { style: 'studio', prompt: 'dark constructor wall, __proto__ toString' }, 'imageUrl', payloads),
  },
  {
    name: 'POST /api/functions/product-photo',
    modelAnswerMs: MODEL_ANSWER_MS,
    request: ({ payloads }) =>
      imageJson('POST', '/api/functions/product-photo', { description: 'A red mug', photographyStyle: 'professional', lighting: 'natural' }, 'imageUrl', payloads),
  },
  { name: 'POST /api/functions/check-video-status', request: () => json('POST', '/api/functions/check-video-status', { taskId: 'AAAAAAAAAAAAAAAAAAAAAA' }) },
  { name: 'POST /api/functions/encode-video', request: upload('/api/functions/encode-video', { fps: '30' }) },
  { name: 'GET /api/ready', request: () => get(fc.constant('/api/ready')) },
  {
    name: 'GET /api/files/:id',
    request: ({ fileIds }) =>
      get(
        fc.tuple(withId('/api/files', fileIds), queryString(['download'])).map(([path, query]) => path + query),
        fc.oneof(fc.constant({}), fc.oneof(fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=5-', 'bytes=999999-', 'bytes=5-2', 'bytes=0-1,4-5', 'items=0-1', 'bytes=-', 'bytes=-0'), hostileString.map(percentEncode)).map((range) => ({ range }))),
      ),
  },

  // ---- the signed-in user's things ----
  { name: 'GET /api/designs', signedIn: true, request: () => get(fc.constant('/api/designs')) },
  { name: 'POST /api/designs', signedIn: true, weight: 3, request: upload('/api/designs', { name: 'Fuzzed design' }) },
  { name: 'GET /api/designs/:id', signedIn: true, request: ({ designIds }) => get(withId('/api/designs', designIds)) },
  { name: 'GET /api/designs/:id/file', signedIn: true, request: ({ designIds }) => get(withId('/api/designs', designIds, '/file')) },
  { name: 'DELETE /api/designs/:id', signedIn: true, request: ({ designIds }) => withId('/api/designs', designIds).map((path) => ({ method: 'DELETE', path, headers: {} })) },
  { name: 'GET /api/mockups', signedIn: true, request: () => get(fc.constant('/api/mockups')) },
  {
    name: 'POST /api/mockups',
    signedIn: true,
    weight: 3,
    request: (context) =>
      upload('/api/mockups', {
        templateId: context.templateId,
        designId: context.designIds[0] ?? '',
        color: '#1e3a8a',
        placement: JSON.stringify(placement),
        document: JSON.stringify(storedDocument(context.designIds[0] ?? 'none')),
      })(context),
  },
  { name: 'GET /api/mockups/:id', signedIn: true, request: ({ mockupIds }) => get(withId('/api/mockups', mockupIds)) },
  { name: 'GET /api/mockups/:id/file', signedIn: true, request: ({ mockupIds }) => get(withId('/api/mockups', mockupIds, '/file')) },
  { name: 'DELETE /api/mockups/:id', signedIn: true, request: ({ mockupIds }) => withId('/api/mockups', mockupIds).map((path) => ({ method: 'DELETE', path, headers: {} })) },
  { name: 'GET /api/render/batch', signedIn: true, request: () => get(fc.constant('/api/render/batch')) },
  // Shared editor links and brand colours (issue #29).
  {
    name: 'POST /api/shared-documents',
    signedIn: true,
    weight: 2,
    request: ({ templateId, designIds }) => json('POST', '/api/shared-documents', { templateId, designId: designIds[0] ?? 'none', document: storedDocument(designIds[0] ?? 'none') }),
  },
  { name: 'GET /api/shared-documents/:id', request: () => get(withId('/api/shared-documents', [])) },
  {
    name: 'GET /api/shared-documents/:id/designs/:designId',
    request: ({ designIds }) => fc.tuple(pathSegment([]), pathSegment(designIds)).map(([id, designId]): FuzzRequest => ({ method: 'GET', path: `/api/shared-documents/${id}/designs/${designId}`, headers: {} })),
  },
  // The owner's list of shared links and their revocation (ids of any shape: a random one names no link).
  { name: 'GET /api/shared-links', signedIn: true, request: () => get(fc.constant('/api/shared-links')) },
  { name: 'DELETE /api/shared-links/:id', signedIn: true, request: () => withId('/api/shared-links', []).map((path) => ({ method: 'DELETE', path, headers: {} })) },
  { name: 'GET /api/brand-colours', signedIn: true, request: () => get(fc.constant('/api/brand-colours')) },
  { name: 'POST /api/brand-colours', signedIn: true, request: () => json('POST', '/api/brand-colours', { color: '#1e3a8a' }) },
  {
    name: 'DELETE /api/brand-colours/:hex',
    signedIn: true,
    request: () => fc.oneof(fc.constantFrom('1e3a8a', 'FF8800', 'zzzzzz', '1e3a8a00'), pathSegment([])).map((hex): FuzzRequest => ({ method: 'DELETE', path: `/api/brand-colours/${hex}`, headers: {} })),
  },
  // Own templates: the cut-out and the save run the model and the derivation, so only their forms are fuzzed here
  // (the file goes as "file", not "photo": every case stops at the form); tests/integration/own-templates.test.ts does the rest.
  { name: 'GET /api/own-templates', signedIn: true, request: () => get(fc.constant('/api/own-templates')) },
  // The cut-out runs the model on a valid photo: mostly hostile files, under the same bounded model time.
  { name: 'POST /api/own-templates/cutout', signedIn: true, modelAnswerMs: MODEL_ANSWER_MS, request: upload('/api/own-templates/cutout', {}, 'photo') },
  {
    name: 'POST /api/own-templates',
    signedIn: true,
    request: upload('/api/own-templates', {
      fields: JSON.stringify({ name: 'Fuzz tee', type: 't-shirt', area: { kind: 'flat', corners: [[0.4, 0.3], [0.6, 0.3], [0.6, 0.7], [0.4, 0.7]] }, printAspect: 0.7 }),
    }),
  },
  // A Photoshop import (issue #31): hostile files stop at the header or the sandbox's parse; psd-templates.test.ts does the rest.
  { name: 'POST /api/own-templates/psd', signedIn: true, request: upload('/api/own-templates/psd', {}) },
  {
    name: 'GET /api/own-templates/:id/preview',
    signedIn: true,
    request: ({ ownTemplateIds }) =>
      fc
        .tuple(withId('/api/own-templates', ownTemplateIds, '/preview'), fc.oneof(fc.constant(''), fc.constantFrom('?width=64', '?width=0', '?width=1e9', '?width=abc')))
        .map(([path, query]): FuzzRequest => ({ method: 'GET', path: `${path}${query}`, headers: {} })),
  },
  {
    name: 'GET /api/own-templates/:id/psd/:file',
    request: ({ ownTemplateIds }) =>
      fc
        .tuple(withId('/api/own-templates', ownTemplateIds, '/psd'), fc.oneof(fc.constantFrom('psd.json', 'layer-0.png', 'flat-12.png', '..%2Fpsd.json'), pathSegment([])))
        .map(([path, file]): FuzzRequest => ({ method: 'GET', path: `${path}/${file}`, headers: {} })),
  },
  { name: 'GET /api/own-templates/:id/plan', signedIn: true, request: ({ ownTemplateIds }) => get(withId('/api/own-templates', ownTemplateIds, '/plan')) },
  { name: 'GET /api/own-templates/:id', request: ({ ownTemplateIds }) => get(withId('/api/own-templates', ownTemplateIds)) },
  {
    name: 'GET /api/own-templates/:id/:asset',
    request: ({ ownTemplateIds }) =>
      fc
        .tuple(withId('/api/own-templates', ownTemplateIds), fc.oneof(fc.constantFrom('scene', 'maps', 'mesh', 'thumb', 'scene.0123456789.webp', 'maps.png'), pathSegment([])))
        .map(([path, file]): FuzzRequest => ({ method: 'GET', path: `${path}/${file}`, headers: {} })),
  },
  { name: 'PATCH /api/own-templates/:id', signedIn: true, request: ({ ownTemplateIds }) => json('PATCH', withId('/api/own-templates', ownTemplateIds), { name: 'Fuzzy tee', shared: false }) },
  { name: 'DELETE /api/own-templates/:id', signedIn: true, request: () => withId('/api/own-templates', []).map((path) => ({ method: 'DELETE', path, headers: {} })) },
  { name: 'GET /api/videos', signedIn: true, request: () => get(fc.constant('/api/videos')) },
  { name: 'DELETE /api/videos/:id', signedIn: true, request: () => withId('/api/videos', []).map((path) => ({ method: 'DELETE', path, headers: {} })) },
  { name: 'GET /api/me/stats', signedIn: true, request: () => get(fc.constant('/api/me/stats')) },
  { name: 'PATCH /api/me', signedIn: true, request: () => json('PATCH', '/api/me', { displayName: 'Fuzzy' }) },
  // Never the right password: the account must outlive the run.
  { name: 'DELETE /api/me', signedIn: true, request: () => json('DELETE', '/api/me', { password: 'not-the-password-1' }) },

  // ---- better-auth's endpoints (behind our input guard and sign-in throttle) ----
  { name: 'POST /api/auth/sign-up/email', request: () => json('POST', '/api/auth/sign-up/email', { email: 'new@example.com', password, name: 'New', callbackURL: '/auth?verified=1' }) },
  { name: 'POST /api/auth/sign-in/email', request: () => json('POST', '/api/auth/sign-in/email', { email: 'fuzz-user@example.com', password: 'wrong-password-1', rememberMe: true }) },
  { name: 'POST /api/auth/sign-out', request: () => json('POST', '/api/auth/sign-out', {}) },
  { name: 'GET /api/auth/get-session', signedIn: true, request: () => get(queryString(['disableCookieCache']).map((query) => `/api/auth/get-session${query}`)) },
  { name: 'POST /api/auth/request-password-reset', request: () => json('POST', '/api/auth/request-password-reset', { email: 'fuzz-user@example.com', redirectTo: '/reset-password' }) },
  { name: 'POST /api/auth/reset-password', request: () => json('POST', '/api/auth/reset-password', { token: 'abc', newPassword: password }) },
  {
    name: 'GET /api/auth/reset-password/:token',
    request: () => get(fc.tuple(pathSegment([]), queryString(['callbackURL'])).map(([token, query]) => `/api/auth/reset-password/${token}${query}`)),
  },
  { name: 'GET /api/auth/verify-email', request: () => get(queryString(['token', 'callbackURL']).map((query) => `/api/auth/verify-email${query}`)) },
  { name: 'POST /api/auth/send-verification-email', request: () => json('POST', '/api/auth/send-verification-email', { email: 'fuzz-user@example.com', callbackURL: '/auth' }) },
  { name: 'POST /api/auth/change-password', signedIn: true, request: () => json('POST', '/api/auth/change-password', { currentPassword: 'not-the-password-1', newPassword: password, revokeOtherSessions: false }) },
  { name: 'POST /api/auth/update-user', signedIn: true, request: () => json('POST', '/api/auth/update-user', { name: 'Fuzzy' }) },
  { name: 'POST /api/auth/sign-in/social', request: () => json('POST', '/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' }) },
  { name: 'POST /api/auth/delete-user', request: () => json('POST', '/api/auth/delete-user', { password: 'not-the-password-1' }) },

  // ---- anything else: unknown API paths and methods, pages and static files ----
  {
    name: 'ANY /api/*',
    request: () =>
      fc
        .tuple(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'), fc.array(pathSegment([]), { minLength: 1, maxLength: 3 }), fc.option(hostileString))
        .map(([method, segments, body]): FuzzRequest => ({
          method,
          path: `/api/${segments.join('/')}`,
          headers: body === null || method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' },
          body: body === null || method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify({ x: body }),
        })),
  },
  { name: 'GET page paths', weight: 2, covers: ['GET /robots.txt', 'GET /sitemap.xml'], request: () => get(fc.tuple(pagePath, queryString(['q'])).map(([path, query]) => path + query), fc.constantFrom<Record<string, string>>({}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' })) },
];

/** What only the running test knows for /api/v1's fields and parameters: real ids, payloads, small widths. */
function knownValues({ payloads, templateId, designIds, ownTemplateIds }: FuzzContext): KnownValues {
  const ids = fc.oneof(fc.uuid(), fc.stringMatching(/^[A-Za-z0-9_-]{22}$/));
  return {
    design: designDataUrl(payloads),
    designId: fc.oneof(fc.constantFrom(...designIds), ids),
    templateId: fc.constantFrom(templateId, ...ownTemplateIds),
    templateIds: fc.array(fc.constantFrom(templateId, 'mugs-1', ...ownTemplateIds), { minLength: 1, maxLength: 3 }),
    categories: fc.constantFrom(undefined, ['mugs'], ['t-shirts', 'no-such-category']),
    webhookUrl,
    // Mostly small renders; the largest now and then (a 4096² render must answer within the limit too).
    width: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(16, 64, 128) }, { weight: 1, arbitrary: fc.integer({ min: 16, max: 1024 }) }, { weight: 1, arbitrary: fc.constant(4096) }),
    id: ids,
    category: fc.constantFrom('t-shirts', 'mugs', 'no-such-category'),
  };
}

/** /api/v1, every operation of its OpenAPI document (fuzz/openapi.ts), with the fuzz user's key. */
export function v1FuzzRoutes(document: OpenApiDocument): FuzzRoute[] {
  const rules = { exactlyOne: [['design', 'designId']], present: ['templateIds'] };
  return operationsOf(document, '/api/v1', rules).map((operation) => ({
    name: operation.name,
    weight: operation.weight,
    request: (context) => withKey(operation.request(knownValues(context)), context.apiKey),
    check: operation.name === 'POST /api/v1/renders/batch' ? acceptedPrivateWebhook : undefined,
  }));
}
