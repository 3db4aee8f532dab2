// The render service under load: 4 clients rendering 4096² mockups of 4 different templates at once (renders/s,
// GET /api/health p99 meanwhile, a sign-in meanwhile, the server's peak RSS), then many widths and templates to show the
// memory stays bounded.
import { allTemplates } from '../core/src/templates/assets';
import { benchDesignDataUrl, benchServer, healthLatenciesWhile, peakRssMb, percentile } from './lib/server-load';
import { median, round, type BenchResult } from './lib/results';

const CLIENTS = 4;
const LOAD_MS = 30_000;

export async function renderLoadBenchmarks(): Promise<BenchResult[]> {
  const design = await benchDesignDataUrl();
  const byCategory = new Map(allTemplates().map((t) => [t.category, t.id]));
  const templates = [...byCategory.values()];
  const server = await benchServer();
  let busy = 0;
  // Bodies are built once: a megabyte of JSON per request would keep the load generator itself busy.
  const bodies = new Map<string, string>();
  const bodyFor = (templateId: string, width: number) => {
    const key = `${templateId}@${width}`;
    if (!bodies.has(key)) bodies.set(key, JSON.stringify({ templateId, design, placement: { x: 50, y: 50, size: 1, rotation: 0 }, color: '#1e3a8a', width }));
    return bodies.get(key)!;
  };
  const render = async (templateId: string, width: number): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bodyFor(templateId, width),
    });
    await response.arrayBuffer();
    // 503 is the busy server's answer (queue full or out of time): a client waits and asks again.
    if (response.status === 503) {
      busy++;
      await new Promise((resolve) => setTimeout(resolve, 250));
      return render(templateId, width);
    }
    if (response.status !== 200) throw new Error(`POST /api/render ${templateId} at ${width}: ${response.status}`);
    return performance.now() - started;
  };
  try {
    // Each client keeps one template of its own busy; the first round prepares the four templates.
    await Promise.all(templates.slice(0, CLIENTS).map((id) => render(id, 4096)));
    const times: number[] = [];
    const deadline = performance.now() + LOAD_MS;
    const started = performance.now();
    const load = Promise.all(
      templates.slice(0, CLIENTS).map(async (id) => {
        while (performance.now() < deadline) times.push(await render(id, 4096));
      }),
    );
    const signIn = (async () => {
      // Sign-in keeps working meanwhile: an unknown account is refused quickly, not left waiting behind renders.
      await new Promise((resolve) => setTimeout(resolve, LOAD_MS / 2));
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }),
      });
      await response.arrayBuffer();
      if (response.status !== 401) throw new Error(`sign-in under load answered ${response.status}`);
      return performance.now() - t0;
    })();
    const health = await healthLatenciesWhile(server.url, load);
    await load;
    const seconds = (performance.now() - started) / 1000;
    const signInMs = await signIn;
    const loadRss = peakRssMb(server.child.pid!);

    // Many widths on many templates: each width reads one of a template's few prepared levels.
    const widths = [4096, 3000, 2500, 2222, 2048, 1999, 1500, 1200, 1111, 900, 640, 333];
    for (const [i, width] of widths.entries()) await Promise.all([0, 1].map((k) => render(templates[(2 * i + k) % templates.length]!, width)));
    const sweepRss = peakRssMb(server.child.pid!);
    return [
      { name: `4 clients × 4096² on 4 templates: renders/s (target ≥ 4)`, value: round(times.length / seconds, 2), unit: 'renders/s', lowerIsBetter: false },
      { name: `4 clients × 4096²: 503 busy answers (retried)`, value: busy, unit: 'answers', lowerIsBetter: true },
      { name: `4 clients × 4096²: render latency, median`, value: round(median(times), 0), unit: 'ms', lowerIsBetter: true },
      { name: `4 clients × 4096²: GET /api/health p99 (target ≤ 50)`, value: round(percentile(health, 99), 1), unit: 'ms', lowerIsBetter: true },
      { name: `4 clients × 4096²: POST sign-in meanwhile`, value: round(signInMs, 0), unit: 'ms', lowerIsBetter: true },
      { name: `4 clients × 4096²: server peak RSS (target ≤ 1024)`, value: round(loadRss, 0), unit: 'MB', lowerIsBetter: true },
      { name: `… then 12 widths × 24 templates: server peak RSS (target ≤ 1024)`, value: round(sweepRss, 0), unit: 'MB', lowerIsBetter: true },
    ];
  } finally {
    await server.stop();
  }
}
