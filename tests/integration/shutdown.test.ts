import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { allTemplates } from '../../core/src/templates/assets';
import { spawnServer, waitForHealthy, waitForOutput, type ServerProcess } from '../support/server-process';

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
    const body = Buffer.from(
      JSON.stringify({
        templateId: allTemplates()[3]!.id,
        design: `data:image/png;base64,${design.toString('base64')}`,
        placement: { x: 50, y: 50, size: 1, rotation: 0 },
        color: '#1e3a8a',
        width: 1024,
      }),
    );
    // The request is in flight, by state rather than by timing: its headers are sent with "Expect: 100-continue",
    // the server answers "100 Continue" once it has taken the request, and only then comes SIGTERM, then the body.
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    let received = Buffer.alloc(0);
    let wake = () => {};
    socket.on('data', (chunk: Buffer) => ((received = Buffer.concat([received, chunk])), wake()));
    const answered = new Promise<void>((resolve) => socket.on('end', resolve));
    const got = async (pattern: RegExp) => {
      while (!pattern.test(received.toString('latin1'))) await new Promise<void>((resolve) => (wake = resolve));
    };
    socket.write(`POST /api/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`);
    await got(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
    const exitCode = server.stop('SIGTERM');
    await waitForOutput(server, /"msg":"shutting down"/);
    socket.write(body);
    await answered;
    const text = received.toString('latin1');
    expect(text).toMatch(/\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
    const png = received.subarray(received.indexOf('\r\n\r\n', received.indexOf('200 OK')) + 4);
    const { width } = await sharp(png).metadata();
    expect(width).toBe(1024);
    expect(await exitCode).toBe(0);
    const log = server.output();
    // The render was answered before the server said it had stopped.
    expect(log.indexOf('"path":"/api/render","status":200')).toBeGreaterThan(log.indexOf('"msg":"shutting down"'));
    expect(log.indexOf('"msg":"server stopped"')).toBeGreaterThan(log.indexOf('"path":"/api/render","status":200'));
  });
});
