import http from 'node:http';

export interface LoopbackResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Milliseconds from sending to the last byte. */
  ms: number;
}

export interface LoopbackRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Give up after this long (the answer then rejects). */
  timeoutMs?: number;
  /** A connection of its own, closed after the answer (for one-off addresses; default: kept alive per address). */
  newConnection?: boolean;
}

const agents = new Map<string, http.Agent>();

/** A keep-alive agent whose sockets leave from `localAddress`: on Linux every 127.x.y.z is this machine. */
const agentFor = (localAddress: string) => {
  let agent = agents.get(localAddress);
  if (!agent) agents.set(localAddress, (agent = new http.Agent({ keepAlive: true, localAddress })));
  return agent;
};

/**
 * An HTTP request to the app on loopback from the client address `localAddress` (e.g. 127.0.0.2): the server sees it
 * as the socket's address, as it would a different machine's. Nothing trusts a header for this.
 */
export function requestFrom(localAddress: string, url: string, request: LoopbackRequest = {}): Promise<LoopbackResponse> {
  const started = performance.now();
  const body = typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: request.method ?? 'GET',
        ...(request.newConnection ? { agent: false, localAddress } : { agent: agentFor(localAddress) }),
        headers: { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: request.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${request.method ?? 'GET'} ${url}: no answer within ${request.timeoutMs ?? 30_000} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Closes the kept-alive sockets (call in afterAll). */
export function closeLoopbackAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
