import fs from 'node:fs';
import { BroadcastChannel } from 'node:worker_threads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTemplates } from '../../core/src/templates/assets';
import { startTestApp, type TestApp } from '../support/app-server';
import { SVG_TIME_LIMIT_MS } from '../../server/src/images/svg';
import { createWorkPool, SANDBOX_CLOCK_FACTOR } from '../../server/src/work/pool';
import { STARTED_CHANNEL } from '../../server/src/work/thread-starts';
import { HEAVY_WORK_NICENESS } from '../../server/src/work/thread-priority';
import { freshDatabase } from '../support/databases';

// Heavy work runs on the work pool: a hostile SVG is stopped at its time limit, the event loop keeps answering,
// and a full queue answers 503 instead of piling up.
describe('work pool', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: TestApp;
  let design: string;
  const templateId = allTemplates()[0]!.id;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await startTestApp(database, { env: { RENDER_WORKERS: '1', RENDER_QUEUE_LIMIT: '1' } });
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#16a34a' } }).png().toBuffer();
    design = `data:image/png;base64,${png.toString('base64')}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const render = (body: Record<string, unknown>) =>
    fetch(`${app.url}/api/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ templateId, design, placement: { x: 50, y: 50, size: 1, rotation: 0 }, color: '#ffffff', width: 256, ...body }),
    });

  /** Times /api/health every 25 ms until `done` settles; returns the slowest answer and how many were asked. */
  async function healthWhile(done: Promise<unknown>): Promise<{ slowest: number; checks: number }> {
    let finished = false;
    void done.finally(() => (finished = true));
    let slowest = 0;
    let checks = 0;
    while (!finished) {
      const started = performance.now();
      const response = await fetch(`${app.url}/api/health`);
      expect(response.status).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      checks++;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return { slowest, checks };
  }

  /** This process's CPU time (the app's and its test client's) for one /api/health question and answer. */
  async function cpuPerHealthCheck(): Promise<number> {
    for (let i = 0; i < 20; i++) await (await fetch(`${app.url}/api/health`)).arrayBuffer(); // warm
    const before = process.cpuUsage();
    const count = 40;
    for (let i = 0; i < count; i++) await (await fetch(`${app.url}/api/health`)).arrayBuffer();
    const cpu = process.cpuUsage(before);
    return (cpu.user + cpu.system) / 1000 / count;
  }

  const svgDesign = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const redSquare = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#ff0000"/></svg>';

  it('stops a hostile SVG at its time limit while /api/health keeps answering', async () => {
    expect((await render({ design: svgDesign(redSquare) })).status).toBe(200);
    // One dilation of a large radius: within every static budget, but ~10 s of CPU to render.
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><defs><filter id="f" x="-50%" y="-50%" width="200%" height="200%"><feMorphology operator="dilate" radius="60"/></filter></defs><rect x="100" y="100" width="800" height="800" fill="red" filter="url(#f)"/></svg>`;
    const perCheck = await cpuPerHealthCheck();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const answer = render({ design: svgDesign(hostile) });
    const { slowest, checks } = await healthWhile(answer);
    const response = await answer;
    const elapsed = performance.now() - started;
    // The app runs in this process, so its CPU time is the server's (the sandbox is a process of its own): unlike
    // the clock, hardly changed by load — except that a stretched clock asks /api/health more often, so those
    // answers are taken out.
    const cpu = process.cpuUsage(cpuBefore);
    const renderCpuMs = (cpu.user + cpu.system) / 1000 - checks * perCheck;
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: string }).error).toMatch(/too complex/);
    // 1.5 s of CPU: within 2 s on a quiet machine; a loaded one stretches the clock, up to the sandbox's cap.
    expect(elapsed).toBeLessThan(SVG_TIME_LIMIT_MS * SANDBOX_CLOCK_FACTOR + 1000);
    // The filter's seconds of work ran in the sandbox; on the event loop they would have cost at least the limit and
    // held /api/health as long.
    expect(renderCpuMs).toBeLessThan(SVG_TIME_LIMIT_MS);
    expect(slowest).toBeLessThan(SVG_TIME_LIMIT_MS / 2);

    // A new sandbox process takes the next design.
    expect((await render({ design: svgDesign(redSquare) })).status).toBe(200);
  });

  it('answers 503 with Retry-After when the render queue is full, and renders again afterwards', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => render({ width: 2048 })));
    const statuses = answers.map((response) => response.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    const busy = answers.find((response) => response.status === 503)!;
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await busy.json()) as { error: string }).error).toMatch(/busy/);
    expect((await render({})).status).toBe(200);
  });

  it("runs renders on threads below the event loop's priority (Linux)", async () => {
    expect((await render({})).status).toBe(200);
    // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after the parenthesised name).
    const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    const threads = fs.readdirSync('/proc/self/task').map((tid) => niceOf(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')));
    expect(threads.filter((nice) => nice === HEAVY_WORK_NICENESS).length).toBeGreaterThan(0);
    expect(niceOf(fs.readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(0);
  });

  it('closed as soon as it is made, lets every thread finish loading before stopping it', async () => {
    // Stopping a thread in the middle of loading its modules can abort the whole process (thread-starts.ts).
    const heard = new Set<number>();
    const channel = new BroadcastChannel(STARTED_CHANNEL);
    channel.onmessage = (event) => heard.add((event as { data: number }).data);
    try {
      const pool = createWorkPool({ threads: 2, queueLimit: 4 });
      await pool.close();
      // A message posted before the thread stopped is delivered here within a turn or two of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard.size).toBe(2);
    } finally {
      channel.close();
    }
  });
});
