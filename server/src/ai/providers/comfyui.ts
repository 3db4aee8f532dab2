import crypto from 'node:crypto';
import WebSocket from 'ws';
import { inpaintWorkflow, SAVE_NODE, textToImageWorkflow } from './comfyui-workflows';
import { downloadImage, pause, providerJson } from './http';
import { modelSide, NEGATIVE_PROMPT } from './sd-webui';
import { ProviderError, type ImageProvider, type ImageRequest, type InpaintRequest } from './types';

/**
 * ComfyUI's server API: a workflow is queued with POST /prompt (with our client id), its progress and end arrive on
 * the WebSocket /ws?clientId=…, and its output is listed by GET /history/{prompt_id} and fetched by GET /view. The
 * history is polled as well, slowly, so a WebSocket that cannot connect or drops only costs the progress bar.
 * Inpainting uploads the picture and the mask with POST /upload/image first.
 */

export interface ComfyUiOptions {
  /** e.g. http://127.0.0.1:8188 (COMFYUI_URL). */
  baseUrl: string;
  /** A checkpoint file as ComfyUI lists it under models/checkpoints (COMFYUI_CHECKPOINT); absent: the first listed. */
  checkpoint?: string | undefined;
  /** How often the history is asked whether the prompt is done. */
  pollMs?: number;
}

const NAME = 'ComfyUI';
/** How long the WebSocket may take to open before the history alone is watched (ms on loopback; seconds on a
 *  starved machine, and a prompt runs for many more). */
const SOCKET_OPEN_MS = 5000;

interface HistoryEntry {
  outputs?: Record<string, { images?: Array<{ filename: string; subfolder?: string; type?: string }> }>;
  status?: { status_str?: string; completed?: boolean; messages?: Array<[string, { exception_message?: string }]> };
}

/** POST /prompt's 400 carries `error.message` and per-node errors; other errors a plain `error` string. */
const readError = (body: unknown) => {
  const problem = body as { error?: { message?: string; details?: string } | string; node_errors?: Record<string, { errors?: Array<{ message?: string; details?: string }> }> } | undefined;
  const nodeError = Object.values(problem?.node_errors ?? {})[0]?.errors?.[0];
  if (nodeError) return [nodeError.message, nodeError.details].filter(Boolean).join(': ');
  if (typeof problem?.error === 'string') return problem.error;
  return [problem?.error?.message, problem?.error?.details].filter(Boolean).join(': ') || undefined;
};

/** What the WebSocket told of a prompt's end. */
type Outcome = { done: true } | { error: string };

export function comfyUiProvider(options: ComfyUiOptions): ImageProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  let checkpoint: Promise<string> | undefined;
  const checkpointName = (signal: AbortSignal | undefined) => {
    checkpoint ??= options.checkpoint ? Promise.resolve(options.checkpoint) : firstCheckpoint(base, signal);
    checkpoint.catch(() => (checkpoint = undefined)); // asked again next time
    return checkpoint;
  };

  async function run(workflow: object, request: ImageRequest) {
    const engine = `ComfyUI ${await checkpointName(request.signal)} on ${base}`;
    const clientId = crypto.randomUUID();
    const socket = await openSocket(`${base.replace(/^http/, 'ws')}/ws?clientId=${clientId}`);
    try {
      const queued = await providerJson<{ prompt_id?: string }>(
        NAME,
        `${base}/prompt`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prompt: workflow, client_id: clientId }), signal: request.signal },
        readError,
      );
      const promptId = queued.prompt_id;
      if (!promptId) throw new ProviderError(NAME, 'queued the prompt without an id');
      const entry = await finished(promptId, socket, request);
      const image = entry.outputs?.[SAVE_NODE]?.images?.[0];
      if (!image) throw new ProviderError(NAME, 'finished without an image');
      const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder ?? '', type: image.type ?? 'output' });
      request.onProgress?.(1);
      return { bytes: await downloadImage(NAME, `${base}/view?${query}`, request.signal), engine };
    } finally {
      socket?.close();
    }
  }

  /**
   * The prompt's history entry once it has run. The history is asked every pollMs, and at once when the WebSocket
   * says the prompt ended; an error the WebSocket reports ends the wait.
   */
  async function finished(promptId: string, socket: PromptSocket | undefined, request: ImageRequest): Promise<HistoryEntry> {
    const stop = new AbortController();
    const never = new Promise<never>(() => {});
    let told: Promise<Outcome> = socket ? socket.outcome(promptId, request, stop.signal) : never;
    try {
      for (;;) {
        const entry = await historyEntry(promptId, request.signal);
        if (request.signal?.aborted) {
          void forget(promptId);
          throw new ProviderError(NAME, 'timed out waiting for the prompt');
        }
        if (entry?.status?.status_str === 'error') {
          const message = entry.status.messages?.find(([kind]) => kind === 'execution_error')?.[1].exception_message;
          throw new ProviderError(NAME, `the prompt failed${message ? `: ${message}` : ''}`);
        }
        if (entry) return entry;
        const outcome = await Promise.race([told, pause(options.pollMs ?? 1000, request.signal).then(() => undefined)]);
        if (outcome && 'error' in outcome) throw new ProviderError(NAME, outcome.error);
        if (outcome) told = never; // the history is asked now, then every pollMs until the entry is there
      }
    } finally {
      stop.abort();
    }
  }

  /** The prompt's history entry, or undefined while it has none (queued or running). */
  async function historyEntry(promptId: string, signal: AbortSignal | undefined): Promise<HistoryEntry | undefined> {
    try {
      const history = await providerJson<Record<string, HistoryEntry>>(NAME, `${base}/history/${promptId}`, { signal }, readError);
      return history[promptId];
    } catch (error) {
      if (signal?.aborted) return undefined;
      throw error;
    }
  }

  /** Removes a prompt we stopped waiting for from the queue (best effort: it may be running already). */
  const forget = (promptId: string) =>
    fetch(`${base}/queue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ delete: [promptId] }) }).catch(() => undefined);

  async function upload(bytes: Uint8Array, name: string, signal: AbortSignal | undefined): Promise<string> {
    const form = new FormData();
    form.append('image', new Blob([Buffer.from(bytes)], { type: 'image/png' }), name);
    form.append('type', 'input');
    form.append('overwrite', 'true');
    const answer = await providerJson<{ name?: string; subfolder?: string }>(NAME, `${base}/upload/image`, { method: 'POST', body: form, signal }, readError);
    if (!answer.name) throw new ProviderError(NAME, 'stored the upload without a name');
    return answer.subfolder ? `${answer.subfolder}/${answer.name}` : answer.name;
  }

  const workflowInput = async (request: ImageRequest) => ({
    checkpoint: await checkpointName(request.signal),
    prompt: request.prompt,
    negativePrompt: NEGATIVE_PROMPT,
    side: modelSide(request.side),
    seed: crypto.randomInt(0, 2 ** 31 - 1),
  });

  return {
    id: 'comfyui',
    generate: async (request) => run(textToImageWorkflow(await workflowInput(request)), request),
    async inpaint(request: InpaintRequest) {
      const id = crypto.randomUUID();
      const [image, mask] = await Promise.all([upload(request.image, `mockup-studio-${id}.png`, request.signal), upload(request.mask, `mockup-studio-${id}-mask.png`, request.signal)]);
      return run(inpaintWorkflow(await workflowInput(request), image, mask), request);
    },
  };
}

type SocketMessage = { type?: string; data?: { prompt_id?: string; node?: string | null; value?: number; max?: number; exception_message?: string } };

/** ComfyUI's WebSocket for our client id, keeping what it hears from the moment it opens. */
interface PromptSocket {
  /** The prompt's end as the socket tells it (progress passed on on the way). */
  outcome(promptId: string, request: ImageRequest, stop: AbortSignal): Promise<Outcome>;
  close(): void;
}

/** A prompt's messages heard before POST /prompt answered with its id: a few progress steps at most. */
const EARLY_MESSAGES = 256;

/** The WebSocket, or undefined when it does not open in time (the history is polled instead). */
function openSocket(url: string): Promise<PromptSocket | undefined> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => {
      socket.terminate();
      resolve(undefined);
    }, SOCKET_OPEN_MS);
    socket.once('open', () => {
      clearTimeout(timer);
      resolve(listen(socket));
    });
    socket.once('error', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
}

/**
 * Listens from the start: ComfyUI may run a prompt's first steps before POST /prompt has answered with its id, and
 * a message no one listened for is gone (on a busy machine the progress bar then waited at its first guess until the
 * end). Messages of other prompts (another client's, or ours queued earlier) are ignored; a closed socket leaves the
 * history polling to tell.
 */
function listen(socket: WebSocket): PromptSocket {
  const early: SocketMessage[] = [];
  let hear: ((message: SocketMessage) => void) | undefined;
  socket.on('message', (raw, isBinary) => {
    if (isBinary) return; // binary frames are live previews
    let message: SocketMessage;
    try {
      message = JSON.parse(raw.toString());
    } catch {
      return;
    }
    if (hear) hear(message);
    else if (early.length < EARLY_MESSAGES) early.push(message);
  });
  return {
    outcome: (promptId, request, stop) =>
      new Promise((resolve) => {
        hear = ({ type, data }) => {
          if (stop.aborted || data?.prompt_id !== promptId) return;
          if (type === 'progress' && data.value !== undefined && data.max) request.onProgress?.(Math.min(0.99, data.value / data.max));
          else if (type === 'execution_error') resolve({ error: `the prompt failed${data.exception_message ? `: ${data.exception_message}` : ''}` });
          else if (type === 'execution_interrupted') resolve({ error: 'the prompt was interrupted' });
          else if (type === 'execution_success' || (type === 'executing' && data.node === null)) resolve({ done: true });
        };
        for (const message of early.splice(0)) hear(message);
      }),
    close: () => socket.close(),
  };
}

/** The checkpoints ComfyUI can load (its CheckpointLoaderSimple node's choices). */
async function checkpoints(base: string, signal: AbortSignal | undefined): Promise<string[]> {
  type Info = { CheckpointLoaderSimple?: { input?: { required?: { ckpt_name?: [string[]] } } } };
  const info = await providerJson<Info>(NAME, `${base}/object_info/CheckpointLoaderSimple`, { signal }, readError);
  return info.CheckpointLoaderSimple?.input?.required?.ckpt_name?.[0] ?? [];
}

async function firstCheckpoint(base: string, signal: AbortSignal | undefined): Promise<string> {
  const [first] = await checkpoints(base, signal);
  if (!first) throw new ProviderError(NAME, 'has no checkpoint in models/checkpoints');
  return first;
}

/** Whether ComfyUI answers and has the checkpoint asked for (at start, for the AI tools' status line). */
export async function checkComfyUi(options: ComfyUiOptions, signal: AbortSignal): Promise<void> {
  const base = options.baseUrl.replace(/\/+$/, '');
  await providerJson<object>(NAME, `${base}/system_stats`, { signal }, readError);
  const names = await checkpoints(base, signal);
  if (options.checkpoint ? !names.includes(options.checkpoint) : names.length === 0) {
    throw new ProviderError(NAME, options.checkpoint ? `has no checkpoint named '${options.checkpoint}'` : 'has no checkpoint in models/checkpoints');
  }
}
