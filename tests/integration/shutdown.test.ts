import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { allTemplates } from '../../core/src/templates/assets';
import { spawnServer, waitForHealthy, type ServerProcess } from '../support/server-process';

const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
});

describe('a server told to stop (SIGTERM)', () => {
  it('finishes the requests in flight, then exits cleanly', async () => {
    const server = await spawnServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-drain-')) });
    running.push(server);
    await waitForHealthy(server);
    const design = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#16a34a' } }).png().toBuffer();
    // A template's first render prepares its layers: over a second, so it is still running at SIGTERM.
    const rendering = fetch(`${server.url}/api/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        templateId: allTemplates()[3]!.id,
        design: `data:image/png;base64,${design.toString('base64')}`,
        placement: { x: 50, y: 50, size: 1, rotation: 0 },
        color: '#1e3a8a',
        width: 1024,
      }),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exitCode = server.stop('SIGTERM');

    const response = await rendering;
    expect(response.status).toBe(200);
    const { width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(width).toBe(1024);
    expect(await exitCode).toBe(0);
    const log = server.output();
    // The render was answered before the server said it had stopped.
    expect(log.indexOf('"path":"/api/render","status":200')).toBeGreaterThan(log.indexOf('"msg":"shutting down"'));
    expect(log.indexOf('"msg":"server stopped"')).toBeGreaterThan(log.indexOf('"path":"/api/render","status":200'));
  });
});
