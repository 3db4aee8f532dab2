import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports';

/** Debian's server binaries, newest version first. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'postgres')));
}

export interface TempPostgres {
  url: string;
  stop: () => Promise<void>;
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited early:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`postgres did not become ready:\n${log()}`);
}

/**
 * Starts a throw-away PostgreSQL server in a temp folder on a loopback port.
 * initdb and postgres refuse to run as root, so as root they run as the `postgres` user.
 */
export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found: install the Debian package "postgresql".');
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (command: string, args: string[]) =>
    asRoot ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] } : { command, args };

  const initdb = run(path.join(bin, 'initdb'), ['-D', path.join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
  execFileSync(initdb.command, initdb.args, { stdio: 'pipe' });

  const port = await freePort();
  const server = run(path.join(bin, 'postgres'), [
    '-D', path.join(dir, 'data'),
    '-p', String(port),
    '-h', '127.0.0.1',
    '-k', dir,
    '-c', 'fsync=off',
    '-c', 'synchronous_commit=off',
    '-c', 'full_page_writes=off',
  ]);
  const child = spawn(server.command, server.args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntilReady(url, child, () => output);

  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // Signal the postmaster itself (runuser does not pass SIGINT on); SIGINT is PostgreSQL's "fast" shutdown.
        const pidFile = path.join(dir, 'data', 'postmaster.pid');
        const postmaster = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
        if (Number.isInteger(postmaster) && postmaster > 0) process.kill(postmaster, 'SIGINT');
        else child.kill('SIGINT');
        const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killLater);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty database on the server, so each test file starts clean. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
