import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyLimit, MAX_DRAINED_BYTES } from './body-limit';

/** A request body that counts how often the server pulled from it (what a socket would be read for). */
function countedBody(bytes: number) {
  const state = { pulls: 0 };
  let left = bytes;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulls++;
      const size = Math.min(left, 64 * 1024);
      left -= size;
      if (size) controller.enqueue(new Uint8Array(size));
      else controller.close();
    },
  }, { highWaterMark: 0 }); // pulled only when read, never ahead
  return { stream, state };
}

const app = new Hono()
  .use(bodyLimit({ maxSize: 1024, onError: (c) => c.json({ error: 'too large' }, 413) }))
  .post('/', async (c) => c.json({ length: (await c.req.arrayBuffer()).byteLength }));

const post = (body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  app.request('/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('bodyLimit', () => {
  it('refuses a declared length over the limit from the header alone, leaving the body to the server to drain', async () => {
    const { stream, state } = countedBody(2048);
    const response = await post(stream, { 'content-length': '2048' });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBeNull(); // the connection stays usable
    expect(state.pulls).toBe(0);
  });

  it('closes the connection after refusing a declared length too large to be worth draining', async () => {
    const response = await post(countedBody(0).stream, { 'content-length': String(MAX_DRAINED_BYTES + 1) });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
  });

  it('reads a chunked body up to the limit, and closes the connection when it is over', async () => {
    const over = await post(countedBody(4096).stream, { 'transfer-encoding': 'chunked' });
    expect(over.status).toBe(413);
    expect(over.headers.get('connection')).toBe('close');
    const within = await post(countedBody(1000).stream, { 'transfer-encoding': 'chunked' });
    expect(await within.json()).toEqual({ length: 1000 });
  });

  it('lets a body within the limit through untouched', async () => {
    const response = await post(countedBody(1000).stream, { 'content-length': '1000' });
    expect(await response.json()).toEqual({ length: 1000 });
  });
});
