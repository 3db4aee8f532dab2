import os from 'node:os';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTemplates } from '../../core/src/templates/assets';
import { v1Routes } from '../../server/src/api/v1-routes';
import { createApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { SVG_TIME_LIMIT_MS } from '../../server/src/images/svg';
import { createLogger } from '../../server/src/logger';
import { saveFile } from '../../server/src/services/files';
import { storageFor } from '../../server/src/services/storage';
import { SANDBOX_CLOCK_FACTOR } from '../../server/src/work/pool';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, json, mockupFields, pngBytes, uploadForm } from '../support/accounts-flow';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { captureLogs } from '../support/log-capture';
import { closeLoopbackAgents, requestFrom, type LoopbackResponse } from '../support/loopback-client';
import { startMailServer, type MailServer } from '../support/mail-server';
import type { FuzzRequest } from './fuzz/generators';
import type { OpenApiDocument } from './fuzz/openapi';
import { buildPayloads } from './fuzz/payloads';
import { FuzzReport } from './fuzz/report';
import { FUZZ_ROUTES, v1FuzzRoutes, type FuzzContext, type FuzzRoute } from './fuzz/routes';

// Property-based fuzzing of every route (the table in fuzz/routes.ts, and /api/v1 from its OpenAPI document): wrong
// types, huge and unicode strings, NUL, numbers out of range, malformed JSON, wrong content types, broken and oversized
// images and SVG, private webhook addresses. Every answer must be < 500 and carry no stack trace or server path; no
// request may cost the server more than 2 s of CPU (the clock is checked too, loosely: the test machine is shared);
// the server must log no error and be healthy afterwards. Seeded: FUZZ_SEED=<n> reproduces a run, FUZZ_RUNS=<n> sets its size on
// PGlite (`npm run fuzz`: 10,000); the PostgreSQL pass sends a quarter as many (the same generators: what it adds is
// the other database's answers to the same hostile values). Each pass prints its requests by status and route, and
// the slowest.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const TOTAL_CASES = Number(process.env.FUZZ_RUNS ?? 2_000);
const CASES = { pglite: TOTAL_CASES, postgres: Math.ceil(TOTAL_CASES / 4) };
/**
 * CPU a request may cost the server: the app runs in this test's process, its worker threads included, so the
 * process's CPU time over a request is the server's, and the same on a busy machine as on a quiet one. (An SVG is
 * rasterised in a child process, which its own 1.5 s time limit kills: server/src/images/svg.ts.)
 */
const MAX_CPU_MS = 2_000;
/**
 * On the clock an answer takes a few hundred ms on a quiet machine (the report prints them); these bounds catch a
 * hang or a route that waits for something, with room for a machine whose cores other work keeps busy.
 */
const MAX_REFUSAL_MS = 5_000;
const MAX_WORK_MS = 10_000;
/**
 * A 422 comes after work: an SVG the sandbox gave up on. Its limit counts the sandbox's CPU time, so on a busy
 * machine the clock may run SANDBOX_CLOCK_FACTOR times as long (server/src/work/pool.ts), and then the answer.
 */
const MAX_SANDBOX_REFUSAL_MS = SVG_TIME_LIMIT_MS * SANDBOX_CLOCK_FACTOR + MAX_REFUSAL_MS;
/** The model's outcome on a valid photo (FuzzRoute.modelAnswerMs bounds its CPU): 1–2.5 s on 2 quiet cores. */
const MAX_MODEL_CLOCK_MS = 30_000;

/** /api/v1's OpenAPI document as the app builds it (the run checks the served one is the same). */
const V1_DOCUMENT = v1Routes({ storage: undefined as never, logger: createLogger('silent'), rateLimit: 1 }).getOpenAPI31Document({
  openapi: '3.1.0',
  info: { title: 'fuzz', version: '0' },
}) as unknown as OpenApiDocument;
const ROUTES: FuzzRoute[] = [...FUZZ_ROUTES, ...v1FuzzRoutes(V1_DOCUMENT)];

const totalWeight = ROUTES.reduce((sum, route) => sum + (route.weight ?? 1), 0);
const runsFor = (total: number, weight = 1) => Math.ceil((total * weight) / totalWeight);
/** Room for every case at its limit, timed twice: the run's size sets each route's time. */
const timeoutFor = (total: number, route: FuzzRoute) => 60_000 + runsFor(total, route.weight) * 2 * (route.modelAnswerMs ? MAX_MODEL_CLOCK_MS : MAX_WORK_MS);

/** Each case comes from its own loopback address, so the per-address limits (left on) never hide a route. */
const addressFor = (n: number) => `127.42.${Math.floor(n / 250) % 250}.${(n % 250) + 2}`;

/** What no answer may show: a stack frame, a source file and line, or a path on the server. */
function leakIn(response: LoopbackResponse, serverPaths: string[]): string | undefined {
  if (!/json|text|html|xml|javascript/.test(String(response.headers['content-type'] ?? ''))) return undefined;
  const text = response.body.toString('utf8');
  const path = serverPaths.find((serverPath) => text.includes(serverPath));
  if (path) return `the server path ${path}`;
  const frame = /\n\s*at \S.*:\d+:\d+|node_modules\/|\b[\w-]+\.(?:ts|mts|mjs|cjs):\d+/.exec(text);
  return frame ? `a stack trace or source location (${frame[0].trim()})` : undefined;
}

describe('the fuzz table', () => {
  it('covers every route of the app', () => {
    const loaded = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir() });
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    // Only its routing table is read: nothing is served, so the services are stand-ins.
    const app = createApp({ config: loaded.config, db: {} as never, logger: createLogger('silent'), work: {} as never, jobs: {} as never, storage: {} as never });
    const fuzzed = new Set(ROUTES.flatMap((route) => [route.name, ...(route.covers ?? [])]));
    const fuzzedPrefixes = [...fuzzed].map((name) => name.split(' ')[1]!);
    const missing = [
      ...new Set(
        app.routes
          // Middleware (ALL) and the catch-alls, which 'ANY /api/*' and 'GET page paths' send to.
          .filter((route) => route.method !== 'ALL' && !/^(\/(api\/(v1\/)?)?)?\*$/.test(route.path))
          .map((route) => `${route.method} ${route.path}`),
      ),
    ].filter((route) => {
      if (fuzzed.has(route)) return false;
      // better-auth's endpoints: each one it serves has its own entry.
      const [, path] = route.split(' ');
      return !(path!.endsWith('/*') && fuzzedPrefixes.some((prefix) => prefix.startsWith(path!.slice(0, -1))));
    });
    expect(missing).toEqual([]);
    // The OpenAPI document's operations are fuzzed one by one.
    expect(ROUTES.filter((route) => route.name.startsWith('GET /api/v1/') || route.name.startsWith('POST /api/v1/')).length).toBeGreaterThanOrEqual(6);
  });
});

describe.each(DATABASE_KINDS)('fuzzing every route on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  let cookie: string;
  let context: FuzzContext;
  let serverPaths: string[];
  const logs = captureLogs();
  let cases = 0;
  const report = new FuzzReport();

  beforeAll(async () => {
    console.log(`fuzz on ${kind}: seed ${SEED} (FUZZ_SEED=${SEED} reproduces this run), ${CASES[kind]} cases over ${ROUTES.length} routes`);
    database = await freshDatabase(kind);
    mail = await startMailServer();
    // One key sends every /api/v1 case: its per-key limit (tests/integration/public-api.test.ts) would answer most with 429.
    app = await startAccountsApp(database, { smtpUrl: mail.url, logger: logs.logger, withWeb: true, env: { API_RATE_LIMIT: '1000000' } });
    serverPaths = [process.cwd(), app.dataDir, ...(database.dir ? [database.dir] : [])];
    const browser = new Browser(app.url);
    await createVerifiedUser(browser, mail, 'fuzz-user@example.com');
    cookie = browser.cookieHeader;
    const png = await pngBytes();
    const { design } = await json(browser.fetch('/api/designs', { method: 'POST', body: uploadForm(png, 'seed.png') }));
    const { mockup } = await json(browser.fetch('/api/mockups', { method: 'POST', body: uploadForm(png, 'm.png', { ...mockupFields(design.id), templateId: allTemplates()[0]!.id }) }));
    const file = await saveFile(database.db, storageFor(app.config), { source: { bytes: png }, mime: 'image/png', kind: 'fuzz', name: 'f.png', anonymousTtlMs: 3_600_000 });
    const { key: apiKey } = await json(browser.json('/api/developer/keys', 'POST', { name: 'Fuzz' }));
    const ownForm = new FormData();
    ownForm.set('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    ownForm.set('mask', new Blob([new Uint8Array(await pngBytes(40, 30, '#ffffff'))], { type: 'image/png' }), 'mask.png');
    ownForm.set('fields', JSON.stringify({ name: 'Fuzz tee', type: 't-shirt', area: { kind: 'flat', corners: [[0.2, 0.2], [0.8, 0.2], [0.8, 0.8], [0.2, 0.8]] }, printAspect: 1 }));
    const own = await json(browser.fetch('/api/own-templates', { method: 'POST', body: ownForm }));
    const ownTemplateIds = [own.id as string];
    context = { payloads: await buildPayloads(), templateId: allTemplates()[0]!.id, designIds: [design.id], mockupIds: [mockup.id], fileIds: [file.id], ownTemplateIds, apiKey };
    // What is fuzzed is what is served.
    const served = await json(fetch(`${app.url}/api/v1/openapi.json`));
    expect(served.paths).toEqual(JSON.parse(JSON.stringify(V1_DOCUMENT.paths)));
    report.start();
  }, 180_000);
  afterAll(async () => {
    console.log(report.format(`fuzz on ${kind} (seed ${SEED})`));
    closeLoopbackAgents();
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  /** One case, with the server's CPU time over it (user and system, every thread of this process). */
  async function send(request: FuzzRequest, signedIn: boolean, roll: number) {
    const headers: Record<string, string> = { ...request.headers, origin: roll % 20 === 0 ? 'http://evil.example' : app.url };
    if (signedIn && roll % 10 !== 1) headers.cookie = cookie;
    const cpuBefore = process.cpuUsage();
    const response = await requestFrom(addressFor(cases++), `${app.url}${request.path}`, { method: request.method, headers, body: request.body, newConnection: true, timeoutMs: 20_000 });
    const cpu = process.cpuUsage(cpuBefore);
    return { ...response, cpuMs: (cpu.user + cpu.system) / 1000 };
  }

  it.each(ROUTES.map((route, index) => [route.name, route, index] as const))('%s', async (_name, route, index) => {
    await fc.assert(
      fc.asyncProperty(route.request(context), fc.nat(), async (request, roll) => {
        const errorsBefore = logs.errors().length;
        // The model's outcome on a valid photo has its own stated bound (FuzzRoute.modelAnswerMs), on CPU and clock.
        const modelOutcome = (status: number) => route.modelAnswerMs !== undefined && (status < 300 || status === 422);
        const cpuLimit = (status: number) => (modelOutcome(status) ? route.modelAnswerMs! : MAX_CPU_MS);
        const clockLimit = (status: number) =>
          modelOutcome(status) ? MAX_MODEL_CLOCK_MS : status < 400 ? MAX_WORK_MS : status === 422 ? MAX_SANDBOX_REFUSAL_MS : MAX_REFUSAL_MS;
        let response = await send(request, route.signedIn ?? false, roll);
        // A slow answer is timed once more: the test machine is shared, and a moment of its load is not a slow route.
        const retimed = response.ms >= clockLimit(response.status);
        if (retimed) response = await send(request, route.signedIn ?? false, roll);
        report.add({ route: route.name, method: request.method, path: request.path, status: response.status, ms: response.ms, cpuMs: response.cpuMs, retimed });
        const logged = logs.errors().slice(errorsBefore);
        const summary = `${request.method} ${request.path.slice(0, 120)} → ${response.status} in ${response.ms.toFixed(0)} ms (${response.cpuMs.toFixed(0)} ms CPU): ${response.body.toString().slice(0, 200)}${logged.length ? `\nlogged: ${JSON.stringify(logged).slice(0, 2000)}` : ''}`;
        expect(response.status, summary).toBeGreaterThanOrEqual(200);
        expect(response.status, summary).toBeLessThan(500);
        expect(response.cpuMs, summary).toBeLessThan(cpuLimit(response.status));
        expect(response.ms, summary).toBeLessThan(clockLimit(response.status));
        expect(logged, summary).toEqual([]);
        expect(leakIn(response, serverPaths), summary).toBeUndefined();
        expect(route.check?.(request, response), summary).toBeUndefined();
      }),
      { seed: SEED + index, numRuns: runsFor(CASES[kind], route.weight), endOnFailure: true },
    );
  }, Math.max(...ROUTES.map((route) => timeoutFor(CASES.pglite, route))));

  it(`sent every case (${CASES[kind]}), logged no error, and is healthy afterwards`, async () => {
    const statuses = report.countsByStatus();
    expect(cases).toBeGreaterThanOrEqual(CASES[kind]);
    // Valid requests among the hostile ones went all the way through.
    expect([...statuses.keys()].filter((status) => status >= 200 && status < 300).length).toBeGreaterThan(0);
    // No route was mostly answered by a rate limit: that would fuzz the limiter, not the route.
    const limited = ROUTES.filter((route) => {
      const answers = report.records.filter((record) => record.route === route.name);
      return answers.filter((record) => record.status === 429).length > answers.length / 2;
    });
    expect(limited.map((route) => route.name)).toEqual([]);
    const health = await requestFrom('127.0.0.1', `${app.url}/api/health`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
    expect(health.ms).toBeLessThan(MAX_REFUSAL_MS);
    const session = await requestFrom('127.0.0.1', `${app.url}/api/me/stats`, { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(logs.errors()).toEqual([]);
  });
});
