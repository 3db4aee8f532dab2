// `npm start`: build the web app when its sources are newer than the build, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BUILD_MARKER = 'dist/web/index.html';
const SOURCES = ['web', 'core/src', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const builtAt = fs.existsSync(BUILD_MARKER) ? fs.statSync(BUILD_MARKER).mtimeMs : 0;
if (Math.max(...SOURCES.map(newestMtime)) > builtAt) {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// glibc keeps what sharp's decoder threads free in many arenas (hundreds of MB under renders); two arenas keep RSS down.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { stdio: 'inherit', env: { MALLOC_ARENA_MAX: '2', ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
