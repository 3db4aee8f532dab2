import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { files, videoTasks } from '../../server/src/db/schema';
import { Browser } from '../support/accounts-app';
import { createVerifiedUser } from '../support/accounts-flow';
import { freshDatabase } from '../support/databases';
import { startMailServer } from '../support/mail-server';
import { freePort } from '../support/ports';
import { spawnServer, waitForHealthy, type ServerProcess } from '../support/server-process';
import { finished, pictureDataUrl, pollVideo, postJson, probeMp4, type VideoAnswer } from '../support/video';

/** A render takes seconds on an idle machine; a shared one (several test suites at once) may be ten times slower. */
const RENDER_TIMEOUT_MS = 300_000;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(env: Record<string, string>): Promise<ServerProcess> {
  const started = await spawnServer({ LOG_LEVEL: 'warn', ...env });
  cleanups.push(() => started.stop('SIGKILL'));
  await waitForHealthy(started);
  return started;
}

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-video-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function generate(base: string, body: Record<string, unknown>, headers?: Record<string, string>): Promise<string> {
  const response = await postJson(base, '/api/functions/generate-video', body, headers);
  expect(response.status).toBe(202);
  return ((await response.json()) as { taskId: string }).taskId;
}

async function videoOf(base: string, answer: VideoAnswer) {
  expect(answer).toMatchObject({ status: 'succeeded', success: true, progress: 100, error: null });
  const response = await fetch(`${base}${answer.videoUrl}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('video/mp4');
  return probeMp4(new Uint8Array(await response.arrayBuffer()));
}

describe('video renders (real server processes, real ffmpeg)', () => {
  it('renders a 5 s job to an H.264 MP4 of 150 frames at the requested size, and resumes a job whose server was killed', async () => {
    const dataDir = tempDir();
    const first = await server({ DATA_DIR: dataDir });
    const imageUrl = await pictureDataUrl();
    const taskId = await generate(first.url, { imageUrl, prompt: 'Slow zoom with a "Summer Drop" title', productType: 'tshirt', duration: 5 });
    const { answer, seen } = await pollVideo(first.url, taskId, finished);
    const mp4 = await videoOf(first.url, answer);
    expect(mp4).toMatchObject({ tracks: 1, videoTracks: 1, codec: 'avc', width: 1080, height: 1080 });
    expect(Math.abs(mp4.frames - 150)).toBeLessThanOrEqual(1);
    // Progress only rises, and was seen part-way at least once.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    // Seeking in a player asks for ranges.
    const part = await fetch(`${first.url}${answer.videoUrl}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);

    // A second render, killed mid-way with its server; the restarted server finishes it (never stuck 'processing').
    const second = await generate(first.url, { imageUrl, prompt: 'A mug that spins', productType: 'mug', duration: 5, platform: 'youtube' });
    await pollVideo(first.url, second, (a) => a.status === 'processing' || finished(a));
    await first.stop('SIGKILL');
    const restarted = await server({ DATA_DIR: dataDir });
    const after = await pollVideo(restarted.url, second, finished);
    expect(['succeeded', 'failed']).toContain(after.answer.status);
    if (after.answer.status === 'succeeded') expect(await videoOf(restarted.url, after.answer)).toMatchObject({ width: 1920, height: 1080, codec: 'avc' });
    else expect(after.answer.error).toBeTruthy();
  }, RENDER_TIMEOUT_MS * 2);

  it('reports a render whose encoder fails as failed, with a message', async () => {
    const broken = await server({ DATA_DIR: tempDir(), FFMPEG_PATH: '/bin/false' });
    const taskId = await generate(broken.url, { imageUrl: await pictureDataUrl(200, 200), prompt: 'Float', productType: 'hoodie', duration: 5 });
    const { answer } = await pollVideo(broken.url, taskId, finished);
    expect(answer).toMatchObject({ success: false, status: 'failed', videoUrl: null });
    expect(answer.error).toMatch(/video encoder failed/);
  }, RENDER_TIMEOUT_MS);

  it('lets `npm run worker` take the jobs of a server that runs none, on PostgreSQL, and keeps a signed-in user\'s video', async () => {
    const database = await freshDatabase('postgres');
    cleanups.push(() => database.close());
    const mail = await startMailServer();
    cleanups.push(() => mail.close());
    const dataDir = tempDir();
    const port = await freePort();
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url!, SMTP_URL: mail.url, APP_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info' };
    const web = await server({ ...env, PORT: String(port), WORKERS: 'off' });

    const worker = spawn(process.execPath, ['--import', 'tsx', 'server/src/worker-main.ts'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let workerLog = '';
    worker.stdout.on('data', (chunk: Buffer) => (workerLog += chunk.toString()));
    worker.stderr.on('data', (chunk: Buffer) => (workerLog += chunk.toString()));
    cleanups.push(() => new Promise((resolve) => (worker.exitCode === null ? (worker.once('exit', resolve), worker.kill('SIGKILL')) : resolve(null))));

    const browser = new Browser(web.url);
    await createVerifiedUser(browser, mail, 'video-maker@example.com');
    const response = await browser.json('/api/functions/generate-video', 'POST', {
      imageUrl: await pictureDataUrl(),
      prompt: 'Phone case with a light sweep',
      productType: 'phone',
      duration: 5,
      platform: 'tiktok',
    });
    expect(response.status).toBe(202);
    const { taskId } = (await response.json()) as { taskId: string };
    const { answer } = await pollVideo(web.url, taskId, finished);
    expect(await videoOf(web.url, answer)).toMatchObject({ codec: 'avc', width: 1080, height: 1920 });
    expect(workerLog).toMatch(/video rendered/);
    expect(workerLog).toContain(taskId);

    // Kept for the user (no expiry) and listed for their dashboard.
    const [task] = await database.db.select().from(videoTasks).where(eq(videoTasks.id, taskId));
    const [file] = await database.db.select().from(files).where(eq(files.id, task!.fileId!));
    expect(file!.expiresAt).toBeNull();
    const listed = (await (await browser.fetch('/api/videos')).json()) as { videos: Array<{ id: string; videoUrl: string }> };
    expect(listed.videos).toEqual([expect.objectContaining({ id: taskId, videoUrl: answer.videoUrl })]);
  }, RENDER_TIMEOUT_MS);
});
