import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as readingBodyLimit } from 'hono/body-limit';

/** A refused body declared larger than this is not worth receiving: the answer closes the connection instead. */
export const MAX_DRAINED_BYTES = 32 * 1024 * 1024;

export interface BodyLimitOptions {
  maxSize: number;
  /** The answer to a body over `maxSize` (a 413, or a route's own shape of it). */
  onError: (c: Context) => Response | Promise<Response>;
}

const closing = async (response: Response | Promise<Response>) => {
  const answer = await response;
  answer.headers.set('connection', 'close');
  return answer;
};

/**
 * Hono's body limit, without leaving the connection broken after a 413. Hono's reads `c.req.raw.body` even when
 * Content-Length alone decides; with @hono/node-server that starts a stream whose reader stops pulling from the socket
 * once its small queue is full, so after the answer the server's clean-up cannot drain the rest of the body and closes
 * the connection 500 ms later — dropping the client's next request on that keep-alive connection. Here a declared
 * length is judged from the header and the body is not touched, so the server drains and reuses the connection; a
 * chunked body (no length) is read up to the limit, and a refused one, like one declared over MAX_DRAINED_BYTES, is
 * answered with `Connection: close`, so the client knows not to send another request on it.
 */
export function bodyLimit({ maxSize, onError }: BodyLimitOptions): MiddlewareHandler {
  const chunked = readingBodyLimit({ maxSize, onError: (c) => closing(onError(c)) });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      const length = Number(declared);
      if (length <= maxSize) return next();
      return length > MAX_DRAINED_BYTES ? closing(onError(c)) : onError(c);
    }
    return chunked(c, next);
  };
}
