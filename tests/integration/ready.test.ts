import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/app-server';
import { freshDatabase } from '../support/databases';
import { startTestS3 } from '../support/s3-server';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ready = async (url: string) => {
  const response = await fetch(`${url}/api/ready`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** As a load balancer does after a start: asks until ready or the deadline (the first S3 check loads the SDK). */
async function readyAfterStart(url: string) {
  let answer = await ready(url);
  for (const deadline = Date.now() + 30_000; answer.status !== 200 && Date.now() < deadline; ) answer = await ready(url);
  return answer;
}

describe('GET /api/ready', () => {
  it('is 200 on a working database and folder, and 503 naming the part that fails', async () => {
    const database = await freshDatabase('postgres');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-ready-'));
    const app = await startTestApp(database, { env: { DATA_DIR: dataDir } });
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }), app.close);

    expect(await ready(app.url)).toEqual({ status: 200, body: { ready: true, database: 'ok', storage: 'ok' } });

    // The files folder replaced by a file: nothing can be stored.
    fs.rmSync(path.join(dataDir, 'files'), { recursive: true, force: true });
    fs.writeFileSync(path.join(dataDir, 'files'), '');
    expect(await ready(app.url)).toEqual({ status: 503, body: { ready: false, database: 'ok', storage: 'failing' } });

    await database.close();
    expect(await ready(app.url)).toEqual({ status: 503, body: { ready: false, database: 'failing', storage: 'failing' } });
    // Alive all the same: the health check does not depend on either.
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });

  it('checks the S3 bucket when files live there', async () => {
    const s3 = await startTestS3();
    const database = await freshDatabase('postgres');
    const app = await startTestApp(database, { env: s3.env });
    cleanups.push(() => database.close(), app.close);

    expect(await readyAfterStart(app.url)).toEqual({ status: 200, body: { ready: true, database: 'ok', storage: 'ok' } });
    await s3.stop();
    expect(await ready(app.url)).toEqual({ status: 503, body: { ready: false, database: 'ok', storage: 'failing' } });
  });
});
