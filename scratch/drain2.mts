import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import sharp from 'sharp';
import { allTemplates } from '../core/src/templates/assets';
import { spawnServer, waitForHealthy } from '../tests/support/server-process';
const server = await spawnServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-drain-')) });
await waitForHealthy(server);
const design = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#16a34a' } }).png().toBuffer();
const t = Date.now();
const rendering = fetch(`${server.url}/api/render`, { method: 'POST', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ templateId: allTemplates()[3]!.id, design: `data:image/png;base64,${design.toString('base64')}`, placement: { x: 50, y: 50, size: 1, rotation: 0 }, color: '#1e3a8a', width: Number(process.env.W ?? 1024) }) });
await new Promise((r) => setTimeout(r, Number(process.env.WAIT ?? 300)));
const code = server.stop('SIGTERM');
try { const r = await rendering; console.log('status', r.status, (await r.arrayBuffer()).byteLength, Date.now() - t); } catch (e) { console.log('ERR', (e as Error).cause, Date.now() - t); }
console.log('exit', await code, Date.now() - t);
console.log(server.output().split('\n').filter(l => !l.includes('/api/health')).join('\n'));
