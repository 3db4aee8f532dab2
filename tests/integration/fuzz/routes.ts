import fc from 'fast-check';
import { CATEGORIES } from '../../../core/src/catalogue/categories';
import { STATIC_PATHS } from '../../../core/src/site/routes';
import { designDataUrl, hostileString, jsonBody, multipartBody, oversizedJson, pathSegment, percentEncode, queryString, type FuzzRequest } from './generators';
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

export interface FuzzRoute {
  /** 'METHOD /path/:param', as the report names it. */
  name: string;
  /** Sent with the fuzz user's session cookie (otherwise anonymous). */
  signedIn?: boolean;
  /** Share of the run's cases, relative to 1 (e.g. 2 for a route with many fields). */
  weight?: number;
  request: (context: FuzzContext) => fc.Arbitrary<FuzzRequest>;
}

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

const upload = (path: string, fields: Record<string, string>) => (context: FuzzContext) =>
  multipartBody(context.payloads, fields).map(({ body, contentType }): FuzzRequest => ({ method: 'POST', path, headers: { 'content-type': contentType }, body }));

const withId = (base: string, ids: string[], suffix = '') => pathSegment(ids).map((id) => `${base}/${id}${suffix}`);

const placement = { x: 50, y: 40, size: 1, rotation: 0 };

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
      designDataUrl(payloads).chain((design) =>
        json('POST', '/api/render', { templateId, design, placement, color: '#1e3a8a', width: 64 }, 16 * 1024 * 1024),
      ),
  },
  { name: 'GET /api/v1/templates', request: ({ apiKey }) => withKey(get(queryString(['category']).map((query) => `/api/v1/templates${query}`)), apiKey) },
  {
    name: 'POST /api/v1/renders',
    weight: 2,
    request: ({ payloads, templateId, apiKey }) =>
      withKey(designDataUrl(payloads).chain((design) => json('POST', '/api/v1/renders', { templateId, design, placement, color: '#1e3a8a', width: 64, format: 'png' }, 16 * 1024 * 1024)), apiKey),
  },
  {
    name: 'POST /api/v1/renders/batch',
    request: ({ payloads, templateId, apiKey }) =>
      withKey(
        designDataUrl(payloads).chain((design) =>
          json('POST', '/api/v1/renders/batch', { design, placement, colors: ['#ffffff'], templateIds: [templateId], width: 64, webhookUrl: 'https://example.com/hook' }, 16 * 1024 * 1024),
        ),
        apiKey,
      ),
  },
  { name: 'GET /api/v1/renders/batch/:id', request: ({ apiKey }) => withKey(get(withId('/api/v1/renders/batch', [])), apiKey) },
  { name: 'POST /api/developer/keys', signedIn: true, request: () => json('POST', '/api/developer/keys', { name: 'Fuzz key' }) },
  { name: 'GET /api/developer/webhooks', signedIn: true, request: () => get(fc.constant('/api/developer/webhooks')) },
  {
    name: 'POST /api/render/batch',
    weight: 2,
    request: ({ payloads, templateId }) =>
      designDataUrl(payloads).chain((design) =>
        json('POST', '/api/render/batch', { design, placement, colors: ['#ffffff'], templateIds: [templateId], width: 64 }, 16 * 1024 * 1024),
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
      designDataUrl(payloads).chain((imageUrl) =>
        json('POST', '/api/functions/generate-video', { imageUrl, prompt: 'slow zoom', productType: 'mug', duration: 5 }, 16 * 1024 * 1024),
      ),
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
      })(context),
  },
  { name: 'GET /api/mockups/:id', signedIn: true, request: ({ mockupIds }) => get(withId('/api/mockups', mockupIds)) },
  { name: 'GET /api/mockups/:id/file', signedIn: true, request: ({ mockupIds }) => get(withId('/api/mockups', mockupIds, '/file')) },
  { name: 'DELETE /api/mockups/:id', signedIn: true, request: ({ mockupIds }) => withId('/api/mockups', mockupIds).map((path) => ({ method: 'DELETE', path, headers: {} })) },
  { name: 'GET /api/render/batch', signedIn: true, request: () => get(fc.constant('/api/render/batch')) },
  // Own templates: the cut-out and the save run the model and the derivation, so only their forms are fuzzed here
  // (the file goes as "file", not "photo": every case stops at the form); tests/integration/own-templates.test.ts does the rest.
  { name: 'GET /api/own-templates', signedIn: true, request: () => get(fc.constant('/api/own-templates')) },
  {
    name: 'POST /api/own-templates',
    signedIn: true,
    request: upload('/api/own-templates', {
      fields: JSON.stringify({ name: 'Fuzz tee', type: 't-shirt', area: { kind: 'flat', corners: [[0.4, 0.3], [0.6, 0.3], [0.6, 0.7], [0.4, 0.7]] }, printAspect: 0.7 }),
    }),
  },
  { name: 'GET /api/own-templates/:id', request: ({ ownTemplateIds }) => get(withId('/api/own-templates', ownTemplateIds)) },
  {
    name: 'GET /api/own-templates/:id/:file',
    request: ({ ownTemplateIds }) =>
      fc
        .tuple(withId('/api/own-templates', ownTemplateIds), fc.oneof(fc.constantFrom('scene', 'maps', 'mesh', 'thumb', 'scene.0123456789.webp', 'maps.png'), pathSegment([])))
        .map(([path, file]): FuzzRequest => ({ method: 'GET', path: `${path}/${file}`, headers: {} })),
  },
  { name: 'PATCH /api/own-templates/:id', signedIn: true, request: ({ ownTemplateIds }) => json('PATCH', withId('/api/own-templates', ownTemplateIds), { name: 'Fuzzy tee', shared: false }) },
  { name: 'DELETE /api/own-templates/:id', signedIn: true, request: () => withId('/api/own-templates', []).map((path) => ({ method: 'DELETE', path, headers: {} })) },
  { name: 'GET /api/videos', signedIn: true, request: () => get(fc.constant('/api/videos')) },
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
  { name: 'GET page paths', weight: 2, request: () => get(fc.tuple(pagePath, queryString(['q'])).map(([path, query]) => path + query), fc.constantFrom<Record<string, string>>({}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' })) },
];
