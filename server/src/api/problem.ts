import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { clientError } from '../http/errors';
import type { Logger } from '../logger';

const TITLES: Partial<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The `type` URI of a problem: one per status, documented on /developers. */
const problemType = (status: number) => `/developers#errors-${status}`;

/** An `application/problem+json` answer (RFC 9457): the one error shape of every /api/v1 route. */
export function problem(c: Context, status: ContentfulStatusCode, detail: string, headers: Record<string, string> = {}): Response {
  const body = { type: problemType(status), title: TITLES[status] ?? 'Error', status, detail };
  return c.body(JSON.stringify(body), status, { ...headers, 'content-type': 'application/problem+json', 'cache-control': 'no-store' });
}

/**
 * The v1 API's `onError`: the same mapping as the app's (AppError, zod errors, unreadable bodies → 4xx via
 * `clientError`), answered as problem+json; anything else is logged and answers 500.
 */
export function handleProblem(error: Error, c: Context, logger: Logger): Response {
  const known = clientError(error);
  if (known) {
    const headers: Record<string, string> = known.retryAfter !== undefined ? { 'retry-after': String(Math.max(1, Math.ceil(known.retryAfter))) } : {};
    return problem(c, known.status, known.message, headers);
  }
  logger.error({ err: error, path: c.req.path }, 'unhandled error');
  return problem(c, 500, 'Something went wrong on our side. Please try again.');
}
