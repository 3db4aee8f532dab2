// Makes sure the Debian programs the tests drive are present: Chromium, the PostgreSQL server, ffmpeg, and Blender
// with numpy (the template pipeline's test renders a tiny scene; `npm run templates:build` needs them too).
// As root on Debian they are installed with apt-get; otherwise one line says what to install.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const hasPostgres = () =>
  fs.existsSync('/usr/lib/postgresql') &&
  fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));

const missing = [];
if (!fs.existsSync('/usr/bin/chromium')) missing.push('chromium');
if (!hasPostgres()) missing.push('postgresql');
if (!fs.existsSync('/usr/bin/ffmpeg')) missing.push('ffmpeg');
if (!fs.existsSync('/usr/bin/blender')) missing.push('blender');
if (!fs.existsSync('/usr/lib/python3/dist-packages/numpy')) missing.push('python3-numpy');

if (missing.length > 0) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(`npm test needs these Debian packages: ${missing.join(' ')} (sudo apt-get install -y ${missing.join(' ')})`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq --no-install-recommends ${missing.join(' ')} fonts-liberation`, { stdio: 'inherit', env });
}
