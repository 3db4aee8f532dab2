import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, RefusedAddress, safeRequest } from './safe-fetch';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local (cloud metadata) and mapped addresses; allows public ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '100.64.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('safeRequest', () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hits++;
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const request = (url: string, allowPrivate: boolean) => safeRequest({ url, method: 'POST', body: '{}', timeoutMs: 2000, maxBytes: 1024, allowPrivate });

  it('refuses a loopback address given as an IP or as a name that resolves to one, without connecting', async () => {
    await expect(request(`http://127.0.0.1:${port}/hook`, false)).rejects.toBeInstanceOf(RefusedAddress);
    await expect(request(`http://localhost:${port}/hook`, false)).rejects.toBeInstanceOf(RefusedAddress);
    await expect(request(`http://[::1]:${port}/hook`, false)).rejects.toBeInstanceOf(RefusedAddress);
    expect(hits).toBe(0);
  });

  it('with private addresses allowed (tests only) connects, and returns a redirect without following it', async () => {
    const response = await request(`http://localhost:${port}/hook`, true);
    expect(response.status).toBe(302);
    expect(hits).toBe(1);
  });
});
