import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTemplates } from '../../core/src/templates/assets';
import { saveFile } from '../../server/src/services/files';
import { storageFor } from '../../server/src/services/storage';
import { Browser, startAccountsApp, type AccountsApp } from '../support/accounts-app';
import { createVerifiedUser, json, mockupFields, pngBytes, uploadForm } from '../support/accounts-flow';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { captureLogs } from '../support/log-capture';
import { closeLoopbackAgents, requestFrom } from '../support/loopback-client';
import { startMailServer, type MailServer } from '../support/mail-server';
import type { FuzzRequest } from './fuzz/generators';
import { buildPayloads } from './fuzz/payloads';
import { FUZZ_ROUTES, type FuzzContext } from './fuzz/routes';

// Property-based fuzzing of every route (the table in fuzz/routes.ts): wrong types, huge and unicode strings, NUL,
// numbers out of range, malformed JSON, broken and oversized images and SVG. Every answer must be < 500 and arrive
// within 2 s, the server must log no error, and it must be healthy afterwards. Seeded: FUZZ_SEED=<n> reproduces a
// run, FUZZ_RUNS=<n> sets its size on PGlite; the PostgreSQL pass sends a quarter as many (the same generators:
// what it adds is the other database's answers to the same hostile values).
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const TOTAL_CASES = Number(process.env.FUZZ_RUNS ?? 2_000);
const CASES = { pglite: TOTAL_CASES, postgres: Math.ceil(TOTAL_CASES / 4) };
const MAX_ANSWER_MS = 2_000;

const totalWeight = FUZZ_ROUTES.reduce((sum, route) => sum + (route.weight ?? 1), 0);
const runsFor = (total: number, weight = 1) => Math.ceil((total * weight) / totalWeight);

/** Each case comes from its own loopback address, so the per-address limits (left on) never hide a route. */
const addressFor = (n: number) => `127.42.${Math.floor(n / 250) % 250}.${(n % 250) + 2}`;

describe.each(DATABASE_KINDS)('fuzzing every route on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let mail: MailServer;
  let app: AccountsApp;
  let cookie: string;
  let context: FuzzContext;
  const logs = captureLogs();
  let cases = 0;
  /** How the run was answered, by status, for the log: a run of only 400s would fuzz nothing but the schemas. */
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    console.log(`fuzz on ${kind}: seed ${SEED} (FUZZ_SEED=${SEED} reproduces this run), ${CASES[kind]} cases over ${FUZZ_ROUTES.length} routes`);
    database = await freshDatabase(kind);
    mail = await startMailServer();
    app = await startAccountsApp(database, { smtpUrl: mail.url, logger: logs.logger, withWeb: true });
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
  }, 180_000);
  afterAll(async () => {
    closeLoopbackAgents();
    await app?.close();
    await mail?.close();
    await database?.close();
  });

  async function send(request: FuzzRequest, signedIn: boolean, roll: number) {
    const headers: Record<string, string> = { ...request.headers, origin: roll % 20 === 0 ? 'http://evil.example' : app.url };
    if (signedIn && roll % 10 !== 1) headers.cookie = cookie;
    return requestFrom(addressFor(cases++), `${app.url}${request.path}`, { method: request.method, headers, body: request.body, newConnection: true, timeoutMs: 10_000 });
  }

  it.each(FUZZ_ROUTES.map((route, index) => [route.name, route, index] as const))('%s', async (_name, route, index) => {
    await fc.assert(
      fc.asyncProperty(route.request(context), fc.nat(), async (request, roll) => {
        const errorsBefore = logs.errors().length;
        let response = await send(request, route.signedIn ?? false, roll);
        // A slow answer is timed once more: the test machine is shared, and a moment of its load is not a slow route.
        if (response.ms >= MAX_ANSWER_MS) response = await send(request, route.signedIn ?? false, roll);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const logged = logs.errors().slice(errorsBefore);
        const summary = `${request.method} ${request.path.slice(0, 120)} → ${response.status} in ${response.ms.toFixed(0)} ms: ${response.body.toString().slice(0, 200)}${logged.length ? `\nlogged: ${JSON.stringify(logged).slice(0, 2000)}` : ''}`;
        expect(response.status, summary).toBeGreaterThanOrEqual(200);
        expect(response.status, summary).toBeLessThan(500);
        expect(response.ms, summary).toBeLessThan(MAX_ANSWER_MS);
        expect(logged, summary).toEqual([]);
      }),
      { seed: SEED + index, numRuns: runsFor(CASES[kind], route.weight), endOnFailure: true },
    );
  });

  it(`sent every case (${CASES[kind]}), logged no error, and is healthy afterwards`, async () => {
    console.log(`fuzz on ${kind}: ${cases} requests answered ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`);
    expect(cases).toBeGreaterThanOrEqual(CASES[kind]);
    // Valid requests among the hostile ones went all the way through.
    expect([...statuses.keys()].filter((status) => status >= 200 && status < 300).length).toBeGreaterThan(0);
    const health = await requestFrom('127.0.0.1', `${app.url}/api/health`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
    expect(health.ms).toBeLessThan(MAX_ANSWER_MS);
    const session = await requestFrom('127.0.0.1', `${app.url}/api/me/stats`, { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(logs.errors()).toEqual([]);
  });
});
