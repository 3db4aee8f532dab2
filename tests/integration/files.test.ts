import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/src/logger';
import { fileUrl, saveFile, sweepExpiredFiles } from '../../server/src/services/files';
import { storageFor, tempDirFor } from '../../server/src/services/storage';
import { startTestApp, type TestApp } from '../support/app-server';
import { freshDatabase } from '../support/databases';

describe('generated files (/api/files)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: TestApp;
  const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await startTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const save = (anonymousTtlMs = 60_000) =>
    saveFile(database.db, storageFor(app.config), {
      source: { bytes },
      mime: 'video/mp4',
      kind: 'video',
      name: 'mockup-video.mp4',
      anonymousTtlMs,
    });

  it('serves a stored file whole, with a long cache and a download name', async () => {
    const row = await save();
    const response = await fetch(`${app.url}${fileUrl(row)}?download=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toMatch(/immutable/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="mockup-video.mp4"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers range requests with 206 and the asked bytes, and 416 outside the file', async () => {
    const row = await save();
    const part = await fetch(`${app.url}${fileUrl(row)}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const outside = await fetch(`${app.url}${fileUrl(row)}`, { headers: { range: 'bytes=5000-' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */1000');
  });

  it('moves a finished temporary file into storage', async () => {
    const temp = path.join(tempDirFor(app.config), 'finished.mp4');
    fs.mkdirSync(path.dirname(temp), { recursive: true });
    fs.writeFileSync(temp, bytes);
    const row = await saveFile(database.db, storageFor(app.config), {
      source: { path: temp },
      mime: 'video/mp4',
      kind: 'video',
      name: 'v.mp4',
      anonymousTtlMs: 60_000,
    });
    expect(row.size).toBe(1000);
    expect(fs.existsSync(temp)).toBe(false);
    expect((await fetch(`${app.url}${fileUrl(row)}`)).status).toBe(200);
  });

  it('answers 404 for unknown and malformed ids, and for expired files, which the sweep then removes', async () => {
    expect((await fetch(`${app.url}/api/files/no-such-file-at-all`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    const expired = await save(-1000);
    const response = await fetch(`${app.url}${fileUrl(expired)}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/expired/);
    const kept = await save();
    expect(await sweepExpiredFiles(database.db, storageFor(app.config), createLogger('silent'))).toBeGreaterThanOrEqual(1);
    expect(await storageFor(app.config).get(expired.storageKey)).toBeUndefined();
    expect(await storageFor(app.config).get(kept.storageKey)).toBeDefined();
  });
});
