import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono();
app.get('/h', (c) => c.text('ok'));
app.post('/slow', async (c) => { await c.req.json(); await new Promise(r => setTimeout(r, 2000)); return c.text('done'); });
const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise(r => s.once('listening', r));
const port = (s.address() as any).port;
console.log(await (await fetch(`http://127.0.0.1:${port}/h`)).text());
const p = fetch(`http://127.0.0.1:${port}/slow`, { method: 'POST', body: JSON.stringify({ a: 'x'.repeat(Number(process.env.N ?? 10)) }), headers: { 'content-type': 'application/json' } });
await new Promise(r => setTimeout(r, 300));
s.close(() => console.log('closed'));
if (process.env.IDLE) (s as any).closeIdleConnections();
try { console.log(await (await p).text()); } catch (e) { console.log('ERR', (e as Error).cause); }
