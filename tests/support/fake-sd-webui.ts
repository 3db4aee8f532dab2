import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A loopback server speaking the AUTOMATIC1111 / Forge web UI's API (`--api`): POST /sdapi/v1/txt2img and
 * /sdapi/v1/img2img answer `{ images: [base64 PNG], parameters, info }` once the image is made (~300 ms here), while
 * GET /sdapi/v1/progress reports the running job's fraction; GET /sdapi/v1/sd-models lists checkpoints. Errors come
 * in its two shapes: FastAPI's 422 `{ detail: [...] }` and the UI's own 500 `{ error, detail, body, errors }`.
 */

export type SdMode =
  | 'ok'
  | 'invalid' // 422 from request validation
  | 'error' // 500 from the generation (out of memory)
  | 'hang'; // never answers the generation

export interface FakeSdWebUi {
  url: string;
  mode: SdMode;
  /** Generation requests as sent, with their path. */
  requests: Array<{ path: string; body: Record<string, unknown> }>;
  /** How many times progress was asked. */
  progressPolls: number;
  png: Buffer;
  close(): Promise<void>;
}

const GENERATION_MS = 300;

export async function startFakeSdWebUi(): Promise<FakeSdWebUi> {
  const png = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#3e6b7a' } }).png().toBuffer();
  let running: { started: number } | undefined;
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeSdWebUi = { url: '', mode: 'ok', requests: [], progressPolls: 0, png, close: async () => {} };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');

    if (req.method === 'GET' && url.pathname === '/sdapi/v1/sd-models') {
      return send(res, 200, [{ title: 'sd_xl_base_1.0.safetensors [31e35c80fc]', model_name: 'sd_xl_base_1.0', hash: '31e35c80fc', filename: '/models/Stable-diffusion/sd_xl_base_1.0.safetensors' }]);
    }
    if (req.method === 'GET' && url.pathname === '/sdapi/v1/progress') {
      fake.progressPolls++;
      const progress = running ? Math.min(0.95, (Date.now() - running.started) / GENERATION_MS) : 0;
      return send(res, 200, { progress, eta_relative: 1, state: { job_count: running ? 1 : 0, sampling_step: Math.round(progress * 25), sampling_steps: 25 }, current_image: null, textinfo: null });
    }
    if (req.method === 'POST' && (url.pathname === '/sdapi/v1/txt2img' || url.pathname === '/sdapi/v1/img2img')) {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      fake.requests.push({ path: url.pathname, body });
      if (fake.mode === 'invalid') return send(res, 422, { detail: [{ loc: ['body', 'width'], msg: 'value is not a valid integer', type: 'type_error.integer' }] });
      if (fake.mode === 'hang') {
        hanging.add(res);
        return;
      }
      running = { started: Date.now() };
      await new Promise((resolve) => setTimeout(resolve, GENERATION_MS));
      running = undefined;
      if (fake.mode === 'error') return send(res, 500, { error: 'OutOfMemoryError', detail: '', body: '', errors: 'CUDA out of memory. Tried to allocate 2.00 GiB' });
      return send(res, 200, { images: [png.toString('base64')], parameters: body, info: '{}' });
    }
    send(res, 404, { detail: 'Not Found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
