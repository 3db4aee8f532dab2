import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Runs the real server entry point (`npm start` minus the build) as a child process. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  return spawnEntry('server/src/main.ts', { ...env, PORT: port }, `http://127.0.0.1:${port}`);
}

/** Runs a job worker process (`npm run worker`'s entry, or another that calls runWorkerProcess) as a child process. */
export function spawnWorker(env: Record<string, string>, entry = 'server/src/worker-main.ts'): ServerProcess {
  return spawnEntry(entry, env, '');
}

function spawnEntry(entry: string, env: Record<string, string>, url: string): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    // As scripts/start.mjs runs it (MALLOC_ARENA_MAX: see there).
    env: { MALLOC_ARENA_MAX: '2', ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until the process has printed `pattern` (a log line); fails early if it exits. */
export async function waitForOutput(running: ServerProcess, pattern: RegExp, timeoutMs = 90_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void running.exited.then(() => (exited = true));
  for (;;) {
    const match = pattern.exec(running.output());
    if (match) return match;
    if (exited || Date.now() > deadline) throw new Error(`no ${pattern} in the output${exited ? ' (the process exited)' : ''}:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls /api/health until it answers 200; fails early if the process exits. A new server on a new DATA_DIR (tsx
 *  start-up, initdb, migrations) is ready in ~6 s on a quiet machine and took over 90 s at load 19: callers allow
 *  this limit plus their own work (hooks of 300 s). */
export async function waitForHealthy(server: ServerProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void server.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
