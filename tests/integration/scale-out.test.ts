// Done-when test of issue #16: on loopback, one PostgreSQL, one S3-compatible server (s3rver), two app servers and
// job workers as real processes, configured only by environment, as in deploy/compose.yaml.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createS3Storage } from '../../server/src/services/storage-s3';
import { Browser } from '../support/accounts-app';
import { GOOD_PASSWORD, json, mockupFields, pngBytes, uploadForm } from '../support/accounts-flow';
import {
  finishedLongJob,
  longJobDone,
  longJobResult,
  longJobStarted,
  submitLongJob,
  WORKER_ENTRY,
  type LongJobTarget,
} from '../support/long-job';
import { linkIn, startMailServer, type MailServer } from '../support/mail-server';
import { freePort } from '../support/ports';
import { createDatabase } from '../support/postgres';
import { startTestS3, type TestS3 } from '../support/s3-server';
import { spawnServer, spawnWorker, waitForHealthy, waitForOutput, type ServerProcess } from '../support/server-process';

const running: ServerProcess[] = [];
const tempDirs: string[] = [];
let s3: TestS3;
let mail: MailServer;
let env: Record<string, string>;
let databaseUrl: string;
let a: ServerProcess;
let b: ServerProcess;
let browser: Browser;
let userId: string;
let designId: string;

const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-scale-'));
  tempDirs.push(dir);
  return dir;
};

const startServer = async () => {
  const server = await spawnServer({ ...env, DATA_DIR: dataDir() });
  running.push(server);
  return server;
};

const startWorker = () => {
  const worker = spawnWorker({ ...env, DATA_DIR: dataDir() }, WORKER_ENTRY);
  running.push(worker);
  return worker;
};

/** Files under a DATA_DIR's files folder: with S3 configured there must be none. */
const localFiles = (dir: string): string[] =>
  fs.existsSync(path.join(dir, 'files')) ? fs.readdirSync(path.join(dir, 'files'), { recursive: true }).map(String) : [];

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('postgresUrl'), `scale_${process.pid}_${Date.now()}`);
  [s3, mail] = await Promise.all([startTestS3(), startMailServer()]);
  // The address users reach through the reverse proxy; both servers send links to it and trust it as the origin.
  const publicUrl = `http://127.0.0.1:${await freePort()}`;
  env = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: 'a-shared-secret-for-every-server-0123456789',
    APP_URL: publicUrl,
    SMTP_URL: mail.url,
    WORKERS: 'off',
    RENDER_WORKERS: '1',
    ...s3.env,
  };
  // Both start at once on the new database: one migrates, the other waits for it.
  [a, b] = await Promise.all([startServer(), startServer()]);
  await Promise.all([waitForHealthy(a), waitForHealthy(b)]);
  browser = new Browser(publicUrl);
}, 180_000);

afterAll(async () => {
  await Promise.all(running.map((process) => process.stop('SIGKILL')));
  await Promise.all([s3?.stop(), mail?.close()]);
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('two app servers and job workers on one PostgreSQL and one S3-compatible store', () => {
  it('are both ready: database and bucket reachable', async () => {
    for (const server of [a, b]) {
      // As a load balancer does: poll until ready (the first check may wait for the S3 client to load).
      let answer: [number, unknown] = [0, undefined];
      for (const deadline = Date.now() + 30_000; answer[0] !== 200 && Date.now() < deadline; ) {
        const response = await fetch(`${server.url}/api/ready`);
        answer = [response.status, await response.json()];
      }
      expect(answer).toEqual([200, { ready: true, database: 'ok', storage: 'ok' }]);
      expect(server.output()).toContain('"storage":"s3://mockups","msg":"file storage reachable"');
    }
  });

  it('sign up and upload on A; B serves the session, the file and the dashboard', async () => {
    const email = 'scale@example.com';
    const signUp = await browser.json(`${a.url}/api/auth/sign-up/email`, 'POST', { email, password: GOOD_PASSWORD, name: 'Scale Out' });
    expect(signUp.status).toBe(200);
    // The e-mailed link points at the public address; the proxy might send it to either server: here, B.
    const link = linkIn(await mail.waitFor(email, { subject: /Confirm/ }), `${env.APP_URL}/api/auth/verify-email`);
    expect((await browser.fetch(link.replace(env.APP_URL!, b.url))).status).toBe(302);
    expect((await browser.json(`${a.url}/api/auth/sign-in/email`, 'POST', { email, password: GOOD_PASSWORD })).status).toBe(200);

    const session = await json(browser.fetch(`${b.url}/api/auth/get-session`));
    expect(session.user.email).toBe(email);
    userId = session.user.id;

    const png = await pngBytes(120, 80, '#db2777');
    const uploaded = await browser.fetch(`${a.url}/api/designs`, { method: 'POST', body: uploadForm(png, 'poster.png') });
    expect(uploaded.status).toBe(201);
    const { design } = await json(uploaded);
    designId = design.id;

    const file = await browser.fetch(`${b.url}${design.fileUrl}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    expect((await json(browser.fetch(`${b.url}/api/designs`))).designs.map((d: { id: string }) => d.id)).toEqual([design.id]);
    expect(await json(browser.fetch(`${b.url}/api/me/stats`))).toMatchObject({ email, totalDesigns: 1, totalMockups: 0 });

    // The bytes are in the bucket, and in neither server's folder.
    expect(await createS3Storage(s3.settings).sizeOf(`${userId}/designs/${design.id}.png`)).toBe(png.length);
    expect(tempDirs.flatMap(localFiles)).toEqual([]);
  });

  it('save a mockup on B and see it, with its file, on A', async () => {
    const rendered = await pngBytes(300, 300, '#1e3a8a');
    const saved = await browser.fetch(`${b.url}/api/mockups`, { method: 'POST', body: uploadForm(rendered, 'mockup.png', mockupFields(designId)) });
    expect(saved.status).toBe(201);
    const { mockup } = await json(saved);

    const listed = await json(browser.fetch(`${a.url}/api/mockups`));
    expect(listed.mockups.map((m: { id: string; designId: string }) => [m.id, m.designId])).toEqual([[mockup.id, designId]]);
    const file = await browser.fetch(`${a.url}${mockup.fileUrl}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(rendered)).toBe(true);
    expect(await json(browser.fetch(`${a.url}/api/me/stats`))).toMatchObject({ totalDesigns: 1, totalMockups: 1, totalExports: 1 });
  });

  it('hold one rate limit between them: the budget is per client, not per server', async () => {
    const subscribe = (server: ServerProcess, i: number) =>
      fetch(`${server.url}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `reader${i}@example.com` }),
      }).then((response) => response.status);
    // The newsletter form allows one address 10 sign-ups per 10 minutes: 5 on each server, then both refuse.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await subscribe(i % 2 ? b : a, i));
    expect(statuses).toEqual(Array(10).fill(200));
    expect([await subscribe(a, 10), await subscribe(b, 11)]).toEqual([429, 429]);
  });

  it('run a batch submitted on A on a worker; a worker killed mid-job hands it to the next one, which completes it', async () => {
    const first = startWorker();
    await waitForOutput(first, /"msg":"worker ready"/);
    const target: LongJobTarget = { url: a.url, browser };
    const batchId = await submitLongJob(target, 12);
    await longJobStarted(first, batchId, 0, 60_000);
    await first.stop('SIGKILL');

    const second = startWorker();
    // The first worker's heartbeat lapses (10 s), the queue's supervisor fails the job, it is retried.
    await longJobDone(second, batchId, 1, 240_000);
    const { progress, zipUrl } = await longJobResult({ ...target, url: b.url }, batchId);
    expect([progress.done, progress.failed, progress.total]).toEqual([12, 0, 12]);
    const zip = await browser.fetch(`${a.url}${zipUrl}`);
    expect([zip.status, zip.headers.get('content-type')]).toEqual([200, 'application/zip']);
    expect(finishedLongJob(first, batchId)).toBe(false);
    expect(await second.stop('SIGTERM')).toBe(0);
  }, 360_000);

  it('hand a running job back on SIGTERM after the grace period, and another worker completes it', async () => {
    const target: LongJobTarget = { url: a.url, browser };
    const worker = startWorker();
    await waitForOutput(worker, /"msg":"worker ready"/);
    // 30 renders at 4096² on one render thread: longer than the 10 s grace a stopping worker gives its jobs.
    const batchId = await submitLongJob(target, 30);
    await longJobStarted(worker, batchId, 0, 60_000);
    const stopping = Date.now();
    expect(await worker.stop('SIGTERM')).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(13_000);
    expect(worker.output()).toContain('"msg":"worker stopped"');
    expect(finishedLongJob(worker, batchId)).toBe(false);

    const next = startWorker();
    // Most of the 30 renders are still to do (a minute on a quiet machine; a crowded one takes several).
    await longJobDone(next, batchId, 1, 480_000);
    const { progress } = await longJobResult({ ...target, url: b.url }, batchId);
    expect([progress.done, progress.total]).toEqual([30, 30]);
  }, 600_000);

  it("delete the account on B, and with it the user's files in the bucket", async () => {
    const storage = createS3Storage(s3.settings);
    expect(await storage.sizeOf(`${userId}/designs/${designId}.png`)).toBeGreaterThan(0);
    const deleted = await browser.json(`${b.url}/api/me`, 'DELETE', { password: GOOD_PASSWORD });
    expect(deleted.status).toBe(200);
    expect(await storage.sizeOf(`${userId}/designs/${designId}.png`)).toBeUndefined();
    expect((await browser.fetch(`${a.url}/api/me/stats`)).status).toBe(401);
  });
});
