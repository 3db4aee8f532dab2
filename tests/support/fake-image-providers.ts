import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * One loopback HTTP server speaking the two hosted image APIs the app can use, in their own request and response
 * shapes: OpenAI's `POST /v1/images/generations` and Replicate's `POST /v1/models/{owner}/{name}/predictions` with
 * `GET /v1/predictions/{id}` polling, plus the image files they link to. `mode` picks the behaviour under test.
 */

export type FakeMode =
  | 'ok' // answers an image straight away (OpenAI: b64_json; Replicate: a finished prediction)
  | 'url' // OpenAI answers a URL to download; Replicate: a prediction to poll, finished on the second poll
  | 'rejected' // a 4xx error in the provider's error shape
  | 'server-error' // 500 with a body that is not JSON
  | 'failed' // Replicate: the prediction fails
  | 'not-an-image' // the image is not an image
  | 'hang'; // never answers

export interface ProviderRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakeProviders {
  url: string;
  mode: FakeMode;
  requests: ProviderRequest[];
  /** The PNG the fake hands out, 1024² of one colour. */
  png: Buffer;
  close(): Promise<void>;
}

export async function startFakeProviders(colour = '#2a9d8f'): Promise<FakeProviders> {
  const png = await sharp({ create: { width: 1024, height: 1024, channels: 4, background: colour } }).png().toBuffer();
  const polls = new Map<string, number>();
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeProviders = { url: '', mode: 'ok', requests: [], png, close: async () => {} };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = req.url ?? '/';
    fake.requests.push({ method: req.method ?? '', path, headers: req.headers, body: text ? JSON.parse(text) : undefined });

    if (path.startsWith('/files/')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(fake.mode === 'not-an-image' ? Buffer.from('this is not a PNG at all') : png);
      return;
    }
    if (fake.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (fake.mode === 'server-error') {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<h1>Internal Server Error</h1>');
      return;
    }
    const authorised = req.headers.authorization === 'Bearer test-key';

    if (req.method === 'POST' && path === '/v1/images/generations') {
      if (!authorised) return send(res, 401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } });
      if (fake.mode === 'rejected') return send(res, 400, { error: { message: 'Your request was rejected by the safety system.', type: 'invalid_request_error', code: 'moderation_blocked' } });
      const image = fake.mode === 'url' || fake.mode === 'not-an-image' ? { url: `${fake.url}/files/image.png` } : { b64_json: png.toString('base64') };
      return send(res, 200, { created: 1_700_000_000, data: [image] });
    }

    const create = /^\/v1\/models\/([\w.-]+)\/([\w.-]+)\/predictions$/.exec(path);
    if (req.method === 'POST' && create) {
      if (!authorised) return send(res, 401, { title: 'Unauthenticated', detail: 'You did not pass a valid authentication token', status: 401 });
      if (fake.mode === 'rejected') return send(res, 422, { title: 'Input validation failed', detail: 'input.prompt: prompt is required', status: 422 });
      const id = `pred${fake.requests.length}`;
      const prediction = { id, model: `${create[1]}/${create[2]}`, input: (fake.requests.at(-1)?.body as { input?: unknown })?.input, urls: { get: `${fake.url}/v1/predictions/${id}`, cancel: `${fake.url}/v1/predictions/${id}/cancel` } };
      if (fake.mode === 'url') {
        polls.set(id, 0);
        return send(res, 201, { ...prediction, status: 'starting', output: null, error: null });
      }
      if (fake.mode === 'failed') return send(res, 201, { ...prediction, status: 'failed', output: null, error: 'CUDA out of memory' });
      return send(res, 201, { ...prediction, status: 'succeeded', output: [`${fake.url}/files/${id}.png`], error: null });
    }
    const poll = /^\/v1\/predictions\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && poll) {
      const id = poll[1]!;
      const count = (polls.get(id) ?? 0) + 1;
      polls.set(id, count);
      const done = count >= 2;
      return send(res, 200, { id, status: done ? 'succeeded' : 'processing', output: done ? `${fake.url}/files/${id}.png` : null, error: null, urls: { get: `${fake.url}/v1/predictions/${id}` } });
    }
    send(res, 404, { error: { message: `no route ${req.method} ${path}` } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
