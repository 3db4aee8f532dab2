import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A loopback server speaking ComfyUI's API as its documentation and server code describe it: POST /prompt queues an
 * API-format workflow for a client id; that client's WebSocket (/ws?clientId=) gets `progress` messages and an
 * `executing` with node null at the end (or `execution_error`); GET /history/{id} lists the SaveImage node's files,
 * GET /view serves them; POST /upload/image stores inputs (multipart); GET /system_stats and
 * /object_info/CheckpointLoaderSimple describe the machine and its checkpoints.
 */

export type ComfyMode =
  | 'ok' // runs each prompt in four progress steps, `stepMs` apart
  | 'no-socket' // the WebSocket upgrade is refused: only the history tells
  | 'invalid' // POST /prompt answers 400 with node errors
  | 'execution-error' // the prompt fails while running
  | 'hang'; // the prompt never finishes

export interface FakeComfyUi {
  url: string;
  mode: ComfyMode;
  checkpoints: string[];
  /** Time between progress steps in 'ok' mode (40 ms unless a test wants to watch them). */
  stepMs: number;
  /** How long POST /prompt's answer waits while the prompt already runs (0; a busy server answers late). */
  promptAnswerDelayMs: number;
  /** Workflows queued, as sent. */
  prompts: Array<{ prompt: Record<string, { class_type: string; inputs: Record<string, unknown> }>; client_id: string }>;
  /** Files uploaded with POST /upload/image, by name. */
  uploads: Map<string, Buffer>;
  /** Prompt ids removed with POST /queue {delete}. */
  deleted: string[];
  /** The engine's own time per finished prompt: from POST /prompt to its end (ms). */
  engineMs: number[];
  png: Buffer;
  /** Pauses prompts half-way until the returned release is called, so a test can watch one working. */
  hold(): () => void;
  close(): Promise<void>;
}

export async function startFakeComfyUi(): Promise<FakeComfyUi> {
  const png = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#7a5c3e' } }).png().toBuffer();
  const history = new Map<string, object>();
  const sockets = new Map<string, WebSocket>();
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakeComfyUi = { url: '', mode: 'ok', checkpoints: ['sdxl_base.safetensors'], stepMs: 40, promptAnswerDelayMs: 0, prompts: [], uploads: new Map(), deleted: [], engineMs: [], png, hold: () => () => {}, close: async () => {} };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const tell = (clientId: string, message: object) => sockets.get(clientId)?.send(JSON.stringify(message));
  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };

  /** While held (`fake.hold()`), prompts pause half-way, after their second progress step. */
  let held: Promise<void> | undefined;

  function run(promptId: string, clientId: string) {
    if (fake.mode === 'hang') return;
    const { stepMs } = fake;
    const queuedAt = performance.now();
    const step = (value: number) => tell(clientId, { type: 'progress', data: { value, max: 4, prompt_id: promptId, node: '3' } });
    const end = () => {
      if (fake.mode === 'execution-error') {
        const error = { prompt_id: promptId, node_id: '3', node_type: 'KSampler', exception_message: 'CUDA out of memory', exception_type: 'torch.OutOfMemoryError' };
        history.set(promptId, { prompt: [], outputs: {}, status: { status_str: 'error', completed: false, messages: [['execution_error', error]] } });
        tell(clientId, { type: 'execution_error', data: error });
        return;
      }
      history.set(promptId, {
        prompt: [],
        outputs: { '9': { images: [{ filename: `mockup-studio_${promptId.slice(0, 5)}_.png`, subfolder: '', type: 'output' }] } },
        status: { status_str: 'success', completed: true, messages: [] },
      });
      fake.engineMs.push(performance.now() - queuedAt);
      tell(clientId, { type: 'executing', data: { node: null, prompt_id: promptId } });
    };
    const secondHalf = () => {
      later(stepMs, () => step(3));
      later(2 * stepMs, () => step(4));
      later(3 * stepMs, end);
    };
    later(stepMs, () => step(1));
    later(2 * stepMs, () => {
      step(2);
      if (held) void held.then(secondHalf);
      else secondHalf();
    });
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');

    if (req.method === 'GET' && url.pathname === '/system_stats') {
      return send(res, 200, { system: { os: 'posix', comfyui_version: '0.3.40', python_version: '3.12' }, devices: [{ name: 'cpu', type: 'cpu' }] });
    }
    if (req.method === 'GET' && url.pathname === '/object_info/CheckpointLoaderSimple') {
      return send(res, 200, { CheckpointLoaderSimple: { input: { required: { ckpt_name: [fake.checkpoints] } }, output: ['MODEL', 'CLIP', 'VAE'] } });
    }
    if (req.method === 'POST' && url.pathname === '/upload/image') {
      const form = await new Request('http://127.0.0.1/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body }).formData();
      const file = form.get('image');
      if (!(file instanceof File)) return send(res, 400, { error: 'no image' });
      fake.uploads.set(file.name, Buffer.from(await file.arrayBuffer()));
      return send(res, 200, { name: file.name, subfolder: '', type: form.get('type') ?? 'input' });
    }
    if (req.method === 'POST' && url.pathname === '/prompt') {
      const queued = JSON.parse(body.toString('utf8')) as FakeComfyUi['prompts'][number];
      fake.prompts.push(queued);
      if (fake.mode === 'invalid') {
        return send(res, 400, {
          error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details: '' },
          node_errors: { '4': { errors: [{ type: 'value_not_in_list', message: 'Value not in list', details: "ckpt_name: 'missing.safetensors' not in []" }], class_type: 'CheckpointLoaderSimple' } },
        });
      }
      const promptId = crypto.randomUUID();
      run(promptId, queued.client_id);
      if (fake.promptAnswerDelayMs) await new Promise((resolve) => setTimeout(resolve, fake.promptAnswerDelayMs));
      return send(res, 200, { prompt_id: promptId, number: fake.prompts.length, node_errors: {} });
    }
    const entry = /^\/history\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && entry) {
      const found = history.get(entry[1]!);
      return send(res, 200, found ? { [entry[1]!]: found } : {});
    }
    if (req.method === 'GET' && url.pathname === '/view') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(png);
    }
    if (req.method === 'POST' && url.pathname === '/queue') {
      fake.deleted.push(...((JSON.parse(body.toString('utf8')) as { delete?: string[] }).delete ?? []));
      return send(res, 200, {});
    }
    send(res, 404, { error: 'not found' });
  });

  const sockets$ = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/ws' || fake.mode === 'no-socket') {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    sockets$.handleUpgrade(req, socket, head, (ws) => {
      const clientId = url.searchParams.get('clientId') ?? crypto.randomUUID();
      sockets.set(clientId, ws);
      ws.send(JSON.stringify({ type: 'status', data: { status: { exec_info: { queue_remaining: 0 } }, sid: clientId } }));
      ws.on('close', () => sockets.delete(clientId));
    });
  });

  fake.hold = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      held = undefined;
      release();
    };
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const timer of timers) clearTimeout(timer);
    for (const ws of sockets.values()) ws.terminate();
    sockets$.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
